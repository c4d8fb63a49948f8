// Service worker part: what the browser and the page scripts ask of the worker. Install
// stores the shell; activation deletes every other version's caches; messages hand over to a
// new version, list the saved pages, and save the first page; fetches go to pages, assets,
// images, or (a form that forgets) through forgetAfter.

worker.addEventListener("install", (event) => {
  // `reload`: the shell comes from the server, not from the browser's HTTP cache.
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(MARQUEE.shell.map((url) => new Request(url, { cache: "reload" })))));
});

worker.addEventListener("activate", (event) => {
  const kept = new Set([SHELL_CACHE, PAGES_CACHE, IMAGES_CACHE]);
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("marquee-") && !kept.has(name)) await caches.delete(name);
    }
    await worker.clients.claim();
  })());
});

worker.addEventListener("message", (event) => {
  const message = event.data ?? {};
  if (message.type === "skip-waiting") {
    worker.skipWaiting();
  } else if (message.type === "saved-pages") {
    event.waitUntil(savedPages().then((pages) => event.ports[0]?.postMessage({ pages, favorites: MARQUEE.favorites })));
  } else if (message.type === "save-page") {
    const address = firstPage(message.url);
    if (!address) return;
    const asked = generation;
    event.waitUntil(fetch(address, { credentials: "same-origin" }).then((response) => savePage(new Request(address), response, asked)).catch(() => {}));
  }
});

worker.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
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
