// Marquee's service worker: Marquee keeps working when the device loses its connection.
// - The app shell (style sheets, scripts, icons, the offline page) is stored on install, in a
//   cache named by this deployment's version; activation deletes every other version's.
// - Pages: the network first, for up to MARQUEE.pageTimeoutMilliseconds; then the copy saved
//   the last time the page was seen (marked `Server-Timing: marquee-saved-copy;desc="<when>"`
//   for the page script's banner); then the offline page. Only GET is ever stored, never a
//   page sent `no-store` (a person's account), and logging out deletes the saved pages.
// - Images: from the device first, in a cache bounded by count and bytes (oldest out first).
// `MARQUEE` (version, shell, addresses) is written before this script by the server, after
// "use strict".

const SHELL_CACHE = `marquee-shell-${MARQUEE.version}`;
const PAGES_CACHE = "marquee-pages-v1";
const IMAGES_CACHE = "marquee-images-v1";
const SAVED_AT = "X-Marquee-Saved-At";
const TITLE = "X-Marquee-Title";
const BYTES = "X-Marquee-Bytes";
const BACK = "X-Marquee-Back";
// Bumped whenever saved pages are deleted: a page still being saved then is dropped, not stored.
let generation = 0;

self.addEventListener("install", (event) => {
  // `reload`: the shell comes from the server, not from the browser's HTTP cache.
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(MARQUEE.shell.map((url) => new Request(url, { cache: "reload" })))));
});

self.addEventListener("activate", (event) => {
  const kept = new Set([SHELL_CACHE, PAGES_CACHE, IMAGES_CACHE]);
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("marquee-") && !kept.has(name)) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  const message = event.data ?? {};
  switch (message.type) {
    case "skip-waiting":
      self.skipWaiting();
      break;
    case "saved-pages":
      event.waitUntil(savedPages().then((pages) => event.ports[0]?.postMessage({ pages, favorites: MARQUEE.favorites })));
      break;
    case "save-page":
      // The first page, seen before this worker controlled it (not a search: fetching it again
      // would record it again).
      const address = firstPage(message.url);
      if (address) {
        const asked = generation;
        event.waitUntil(fetch(address, { credentials: "same-origin" }).then((response) => savePage(new Request(address), response, asked)).catch(() => {}));
      }
      break;
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    // Log out, log in, sign up, delete the account: the pages saved for whoever was here go.
    // Forgetting searches: the saved pages that hold one go.
    if (MARQUEE.forgetPagesAfter.includes(url.pathname)) {
      event.respondWith(forgetAfter(request, () => caches.delete(PAGES_CACHE)));
    } else if (MARQUEE.forgetHistoryAfter.includes(url.pathname)) {
      event.respondWith(forgetAfter(request, forgetHistoryPages));
    }
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(page(event));
  } else if (url.pathname.startsWith(MARQUEE.assetFolder)) {
    event.respondWith(asset(request, url));
  } else if (MARQUEE.imageFolders.some((folder) => url.pathname.startsWith(folder))) {
    event.respondWith(image(event));
  }
});

// The address of a first page to save: of this origin, without a query; else null.
const firstPage = (address) => {
  try {
    const url = new URL(address, self.location.href);
    return url.origin === self.location.origin && url.search === "" ? url.href : null;
  } catch {
    return null;
  }
};

// --- Pages ---

// A proxy in front of Marquee saying Marquee cannot be reached counts as offline too; Marquee's
// own 502, 503 and 504 pages (marked `X-Marquee`) explain an upstream failure and are shown.
const unreachable = (response) => [502, 503, 504].includes(response.status) && !response.headers.has("X-Marquee");

const page = async (event) => {
  const request = event.request;
  const asked = generation;
  const network = fetch(request);
  // Saved even when it arrives after the timeout, so the next visit has the newest copy.
  event.waitUntil(network.then((response) => savePage(request, response.clone(), asked)).catch(() => {}));
  let answer = null;
  let failed = false;
  try {
    answer = await Promise.race([network, timeout(MARQUEE.pageTimeoutMilliseconds)]);
  } catch {
    failed = true; // no connection
  }
  if (answer && !unreachable(answer)) return answer;
  const saved = await (await caches.open(PAGES_CACHE)).match(request, { ignoreVary: true });
  if (saved) {
    // The page script reads this (PerformanceServerTiming) to show when the copy was saved.
    const headers = new Headers(saved.headers);
    headers.set("Server-Timing", `marquee-saved-copy;desc="${saved.headers.get(SAVED_AT)}"`);
    return new Response(saved.body, { status: 200, headers });
  }
  // Nothing saved, and Marquee is only slow: its answer is still the best there is.
  if (!answer && !failed) {
    try {
      answer = await network;
      if (!unreachable(answer)) return answer;
    } catch {
      // lost on the way
    }
  }
  return (await caches.match(MARQUEE.offline)) ?? answer ?? Response.error();
};

// Only what the browser can read again as it is: the body is stored decoded.
const storedHeaders = (response, extra) => {
  const headers = new Headers(response.headers);
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
};

const timeout = (milliseconds) => new Promise((resolve) => setTimeout(() => resolve(null), milliseconds));

// `asked`: the generation when the page was asked for. Saved pages deleted since (a log out)
// mean this page may be the last person's: it is not stored.
const savePage = async (request, response, asked) => {
  // As the page arrived, before its body is read: a heart changed on it afterwards is newer.
  const savedAt = new Date().toISOString();
  const url = new URL(request.url);
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  const isPage = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (response.status !== 200 || response.type !== "basic" || response.redirected || !isPage
      || cacheControl.includes("no-store") || url.pathname === MARQUEE.offline) return;
  if (asked !== generation) return;
  const body = await response.text();
  const headers = storedHeaders(response, {
    [SAVED_AT]: savedAt, [TITLE]: encodeURIComponent(pageTitle(body)), [BACK]: encodeURIComponent(backLink(body)),
  });
  if (asked !== generation) return;
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(url.href, new Response(body, { status: 200, headers }));
  await trim(PAGES_CACHE, MARQUEE.maximumPages, Infinity);
};

// The page's own title, without the app's name: "The Dark Knight – Marquee" gives "The Dark Knight".
const pageTitle = (html) => unescaped((html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "").replace(/ – Marquee$/, ""));
// Where a details page's "Back" leads (a search it was opened from, say); "" when it has none.
const backLink = (html) => unescaped(html.match(/<a id="back-link"[^>]* href="([^"]*)"/)?.[1] ?? "");
const unescaped = (text) => {
  const entities = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'" };
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]);
};

const savedPages = async () => {
  const cache = await caches.open(PAGES_CACHE);
  const pages = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    pages.push({
      url: request.url,
      title: decodeURIComponent(response.headers.get(TITLE) ?? ""),
      savedAt: response.headers.get(SAVED_AT),
    });
  }
  return pages.reverse(); // newest first
};

// Forgets once Marquee has done it: it answers a form that did its work with a redirect, and
// the page script's requests with 200 (a refused form is a 4xx page; no answer changes
// nothing). Pages asked for before the answer are not stored afterwards. Without a
// connection, a form's navigation gets the offline page, which says so.
const forgetAfter = async (request, forget) => {
  generation += 1;
  let answer;
  try {
    answer = await fetch(request);
  } catch {
    return (request.mode === "navigate" && (await caches.match(MARQUEE.offline))) || Response.error();
  }
  if (answer.type === "opaqueredirect" || (answer.status >= 200 && answer.status < 400)) {
    generation += 1;
    await forget();
  }
  return answer;
};

// Every saved page that holds a search: the history, search and gallery screens, a page whose
// address names a query (a photo of a gallery search), and one whose "Back" leads to a search.
const forgetHistoryPages = async () => {
  const cache = await caches.open(PAGES_CACHE);
  const isSearch = (address) => {
    const url = new URL(address, self.location.href);
    return MARQUEE.historyPages.includes(url.pathname) || url.searchParams.has("q");
  };
  for (const request of await cache.keys()) {
    const back = decodeURIComponent((await cache.match(request))?.headers.get(BACK) ?? "");
    if (isSearch(request.url) || (back !== "" && isSearch(back))) await cache.delete(request);
  }
};

// --- Assets ---

// Hashed assets never change: the device's copy first. A page saved by an earlier deployment
// names that deployment's assets; offline, it gets this deployment's asset of the same name.
const asset = async (request, url) => {
  const stored = await caches.match(request);
  if (stored) return stored;
  let answer = null;
  try {
    answer = await fetch(request);
    if (answer.ok) return answer;
  } catch {
    // offline: this deployment's copy, if there is one
  }
  const file = url.pathname.slice(MARQUEE.assetFolder.length);
  const kind = (name) => name.replace(/\.[0-9a-f]{16}\./, ".");
  const current = MARQUEE.shell.find((address) => address.startsWith(MARQUEE.assetFolder) && kind(address.slice(MARQUEE.assetFolder.length)) === kind(file));
  const replacement = current && (await caches.match(current));
  return replacement ?? answer ?? Response.error();
};

// --- Images ---

const image = async (event) => {
  const request = event.request;
  const cache = await caches.open(IMAGES_CACHE);
  const stored = await cache.match(request, { ignoreVary: true });
  if (stored) return stored;
  const response = await fetch(request);
  // A stand-in drawn while the real image could not be had is sent no-store: not kept.
  const keep = response.ok && response.type === "basic" && !(response.headers.get("Cache-Control") ?? "").includes("no-store");
  if (keep) event.waitUntil(saveImage(cache, request, response.clone()));
  return response;
};

const saveImage = async (cache, request, response) => {
  const body = await response.arrayBuffer();
  const headers = storedHeaders(response, { [BYTES]: String(body.byteLength) });
  await cache.put(request, new Response(body, { status: response.status, headers }));
  await trim(IMAGES_CACHE, MARQUEE.maximumImages, MARQUEE.imageByteBudget);
};

// Keeps the newest `count` entries of cache `name` within `bytes` (as recorded in
// X-Marquee-Bytes). Each trim reads the whole index, so they run one at a time per cache, and
// the saves of a burst (a page's 20 posters) share the one trim waiting to start.
const runningTrims = new Map();
const waitingTrims = new Map();
const trim = (name, count, bytes) => {
  if (waitingTrims.has(name)) return waitingTrims.get(name);
  const next = (runningTrims.get(name) ?? Promise.resolve()).then(async () => {
    waitingTrims.delete(name);
    runningTrims.set(name, next);
    const cache = await caches.open(name);
    const keys = await cache.keys(); // oldest first
    let excess = Math.max(0, keys.length - count);
    if (bytes !== Infinity) {
      let total = 0;
      for (let index = keys.length - 1; index >= excess; index -= 1) {
        const response = await cache.match(keys[index]);
        total += Number(response?.headers.get(BYTES) ?? 0);
        if (total > bytes) { excess = index + 1; break; }
      }
    }
    for (const old of keys.slice(0, excess)) await cache.delete(old);
  }).catch(() => {});
  waitingTrims.set(name, next);
  return next;
};
