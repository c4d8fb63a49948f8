// Service worker part: languages. Marquee writes each page in its reader's language and says
// which (`Content-Language`), so saved pages are kept apart by language, one cache each, and
// the offline page is stored in every language. The language of the last page seen online is
// the reader's (remembered in STATE_CACHE, across the worker's restarts): offline, only the
// pages saved in it are shown, and the offline page in it. Nobody is shown a page saved in
// another language.
/* exported pagesCache, isPagesCache, pageLanguage, rememberLanguage, readerLanguage, storeOfflinePages, offlinePage, movePagesByLanguage */

/** Where the reader's language is kept in STATE_CACHE (a key, never fetched). */
const LANGUAGE_KEY = new URL("/service-worker/reader-language", self.location.href).href;

/** @type {string | null} The reader's language, once read or learnt. */
let readerLanguageNow = null;

/** The first tag of a `Content-Language` or a `lang` ("ms", "en-XA"); null for anything else. @param {string | null | undefined} value */
const languageTag = (value) => {
  const tag = (value ?? "").split(",")[0].trim();
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag) ? tag : null;
};

/** The cache of the pages saved in `language`. @param {string} language */
const pagesCache = (language) => `${PAGES_PREFIX}${language}`;

/** Whether cache `name` holds saved pages of some language. @param {string} name */
const isPagesCache = (name) => name.startsWith(PAGES_PREFIX);

/**
 * The language a page is written in: its `Content-Language`, else its `<html lang>` (a page
 * saved before Marquee sent the header, when every page was English and said so); null when
 * it says neither.
 * @param {Response} response
 * @param {string} [html] Its body, when it has been read.
 */
const pageLanguage = (response, html = "") =>
  languageTag(response.headers.get("Content-Language")) ?? languageTag(/<html\s[^>]*\blang="([^"]*)"/i.exec(html.slice(0, 1024))?.[1]);

/** Where the offline page in `language` is kept in the shell. @param {string} language */
const offlineKey = (language) => new URL(`${MARQUEE.offline}?lang=${encodeURIComponent(language)}`, self.location.href).href;

/** The offline page in `language`, if the shell has it. @param {string} language */
const offlinePage = async (language) => (await caches.open(SHELL_CACHE)).match(offlineKey(language), { ignoreVary: true });

/**
 * Fetches the offline page and keeps it under the language it came in.
 * @param {RequestCredentials} credentials "omit", with `language`: the page in that language,
 *   whatever this browser chose (the chooser's cookie is not sent); "same-origin": in the
 *   language this browser reads Marquee in now.
 * @param {string} [language] Asked for as the browser's only language.
 */
const storeOfflinePage = async (credentials, language) => {
  const headers = new Headers(language ? { "Accept-Language": language } : {});
  const response = await fetch(new Request(new URL(MARQUEE.offline, self.location.href).href, { credentials, headers, cache: "reload" }));
  const written = pageLanguage(response);
  if (!response.ok || !written) throw new TypeError(`${MARQUEE.offline}: ${response.status}, in ${written}`);
  const body = await response.arrayBuffer();
  await (await caches.open(SHELL_CACHE)).put(offlineKey(written), new Response(body, { status: 200, headers: storedHeaders(response, {}) }));
};

/** On install: the offline page in every language of the interface. */
const storeOfflinePages = () => Promise.all(MARQUEE.languages.map((language) => storeOfflinePage("omit", language)));

/**
 * Learns the reader's language from a page Marquee sent online (an HTML page that says its
 * language), and stores the offline page in it when the shell lacks it (a language offered to
 * some only, such as the pseudo-language).
 * @param {Response} response
 */
const rememberLanguage = async (response) => {
  const isPage = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  const language = isPage ? languageTag(response.headers.get("Content-Language")) : null;
  if (!language) return;
  readerLanguageNow = language;
  await (await caches.open(STATE_CACHE)).put(LANGUAGE_KEY, new Response(language));
  if (!(await offlinePage(language))) await storeOfflinePage("same-origin").catch(() => {});
};

/**
 * The reader's language: that of the last page seen online; before any was, the first of the
 * browser's languages that Marquee speaks, else Marquee's first.
 * @returns {Promise<string>}
 */
const readerLanguage = async () => {
  if (readerLanguageNow) return readerLanguageNow;
  const stored = await (await caches.open(STATE_CACHE)).match(LANGUAGE_KEY);
  const remembered = languageTag(stored ? await stored.text() : null);
  // Learnt from a page meanwhile: that one is newer.
  if (remembered) return (readerLanguageNow ??= remembered);
  const browser = (self.navigator?.languages ?? []).map((tag) => tag.split("-")[0].toLowerCase());
  return browser.find((code) => MARQUEE.languages.includes(code)) ?? MARQUEE.languages[0];
};

/**
 * On activation: the pages saved before they were kept by language move into their
 * language's cache, oldest first (the order trimming goes by).
 */
const movePagesByLanguage = async () => {
  if (!(await caches.has(OLD_PAGES_CACHE))) return;
  const old = await caches.open(OLD_PAGES_CACHE);
  for (const request of await old.keys()) {
    const response = await old.match(request);
    if (!response) continue;
    const body = await response.text();
    const language = pageLanguage(response, body);
    if (language) await (await caches.open(pagesCache(language))).put(request, new Response(body, { status: response.status, headers: response.headers }));
  }
  await caches.delete(OLD_PAGES_CACHE);
};
