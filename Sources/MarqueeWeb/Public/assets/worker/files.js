// Service worker part: the hashed assets and the images.
// Hashed assets never change: the device's copy first. A page saved by an earlier deployment
// names that deployment's assets; offline, it gets this deployment's asset of the same name.
// Images (posters, backdrops, gallery photos) come from the device first, in a cache bounded
// by count and bytes.
/* exported asset, image */

/**
 * @param {Request} request
 * @param {URL} url
 */
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
  const kind = (/** @type {string} */ name) => name.replace(/\.[0-9a-f]{16}\./, ".");
  const current = MARQUEE.shell.find((address) => address.startsWith(MARQUEE.assetFolder) && kind(address.slice(MARQUEE.assetFolder.length)) === kind(file));
  const replacement = current ? await caches.match(current) : undefined;
  return replacement ?? answer ?? Response.error();
};

/** @param {FetchEvent} event */
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

/**
 * @param {Cache} cache
 * @param {Request} request
 * @param {Response} response
 */
const saveImage = async (cache, request, response) => {
  const body = await response.arrayBuffer();
  const headers = storedHeaders(response, { [BYTES]: String(body.byteLength) });
  await cache.put(request, new Response(body, { status: response.status, headers }));
  await trim(IMAGES_CACHE, MARQUEE.maximumImages, MARQUEE.imageByteBudget);
};
