// Marquee's service worker keeps Marquee working when the device loses its connection. It is
// served as one script, these parts joined in the order ServiceWorkerScript.swift gives, after
// `MARQUEE`: this deployment's version, shell and addresses, written by the server.
// This part: the caches' names and what the other parts share.

/** The worker's own scope, typed as the service worker's it is. */
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** The app shell (style sheets, scripts, icons, the offline page in each language), one cache per deployment. */
const SHELL_CACHE = `marquee-shell-${MARQUEE.version}`;
/** The saved pages, one cache per language (languages.js): `marquee-pages-v2-ms`. */
const PAGES_PREFIX = "marquee-pages-v2-";
/** The saved pages before they were kept apart by language: moved into those on activation. */
const OLD_PAGES_CACHE = "marquee-pages-v1";
const IMAGES_CACHE = "marquee-images-v1";
/** What the worker remembers across its restarts: the reader's language. */
const STATE_CACHE = "marquee-state-v1";
/** Headers kept with a saved response: when it was saved, its title, where its Back leads, its size. */
const SAVED_AT = "X-Marquee-Saved-At";
const TITLE = "X-Marquee-Title";
const BACK = "X-Marquee-Back";
const BYTES = "X-Marquee-Bytes";

/** Bumped whenever saved pages are deleted: a page still being saved then is dropped, not stored. */
let generation = 0;

/**
 * Only what the browser can read again as it is: the body is stored decoded.
 * @param {Response} response
 * @param {Record<string, string>} extra
 */
const storedHeaders = (response, extra) => {
  const headers = new Headers(response.headers);
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
};

/** @param {number} milliseconds Resolves null after that long. */
const timeout = (milliseconds) => new Promise((resolve) => setTimeout(() => resolve(null), milliseconds));

/**
 * A proxy in front of Marquee saying Marquee cannot be reached counts as offline; Marquee's own
 * 502, 503 and 504 pages (marked `X-Marquee`) explain an upstream failure and are shown.
 * @param {Response} response
 */
const unreachable = (response) => [502, 503, 504].includes(response.status) && !response.headers.has("X-Marquee");
