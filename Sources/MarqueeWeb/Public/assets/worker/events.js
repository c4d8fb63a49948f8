// Service worker part: what the browser and the page scripts ask of the worker. Install
// stores the shell and the offline page in every language; activation moves pages saved
// before languages into their language's cache and deletes every other version's caches;
// messages hand over to a new version, list the saved pages (the reader's language's), and
// save the first page; fetches go to pages, assets, images, or (a form that forgets) through
// forgetAfter.

worker.addEventListener("install", (event) => {
  // `reload`: the shell comes from the server, not from the browser's HTTP cache.
  const shell = MARQUEE.shell.map((url) => new Request(new URL(url, self.location.href).href, { cache: "reload" }));
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(shell)).then(storeOfflinePages));
});

worker.addEventListener("activate", (event) => {
  const kept = (/** @type {string} */ name) => [SHELL_CACHE, IMAGES_CACHE, STATE_CACHE].includes(name) || isPagesCache(name);
  event.waitUntil((async () => {
    await movePagesByLanguage();
    for (const name of await caches.keys()) {
      if (name.startsWith("marquee-") && !kept(name)) await caches.delete(name);
    }
    await worker.clients.claim();
  })());
});

worker.addEventListener("message", (event) => {
  const message = event.data ?? {};
  if (message.type === "skip-waiting") {
    worker.skipWaiting();
  } else if (message.type === "saved-pages") {
    // `cache`: where the page finds the saved Favorites screen, in the reader's language.
    event.waitUntil(readerLanguage().then(async (language) => {
      event.ports[0]?.postMessage({ pages: await savedPages(language), favorites: MARQUEE.favorites, cache: pagesCache(language) });
    }));
  } else if (message.type === "save-page") {
    const address = firstPage(message.url);
    if (!address) return;
    const asked = generation;
    event.waitUntil(fetch(address, { credentials: "same-origin" })
      .then((response) => Promise.all([rememberLanguage(response), savePage(new Request(address), response, asked)])).catch(() => {}));
  }
});

worker.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    if (MARQUEE.forgetPagesAfter.includes(url.pathname)) {
      event.respondWith(forgetAfter(request, forgetPages));
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
