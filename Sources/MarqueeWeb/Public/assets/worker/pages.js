// Service worker part: pages. The network first, for up to MARQUEE.pageTimeoutMilliseconds
// (a page that comes tells the reader's language); then the copy saved, in the reader's
// language, the last time the page was seen (marked with a Server-Timing entry,
// `marquee-saved-copy;desc="<when>"`, for the page script's banner); then the offline page in
// that language.
/* exported page */

/** @param {FetchEvent} event */
const page = async (event) => {
  const request = event.request;
  const asked = generation;
  const network = fetch(request);
  // Saved even when it arrives after the timeout, so the next visit has the newest copy.
  event.waitUntil(network.then((response) => Promise.all([rememberLanguage(response), savePage(request, response.clone(), asked)])).catch(() => {}));
  /** @type {Response | null} */
  let answer = null;
  let failed = false;
  try {
    answer = await Promise.race([network, timeout(MARQUEE.pageTimeoutMilliseconds)]);
  } catch {
    failed = true; // no connection
  }
  if (answer && !unreachable(answer)) return answer;
  const language = await readerLanguage();
  const saved = await (await caches.open(pagesCache(language))).match(request, { ignoreVary: true });
  if (saved) {
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
  return (await offlinePage(language)) ?? answer ?? Response.error();
};

/**
 * The address of a first page to save (seen before this worker controlled it): of this
 * origin and without a query (fetching a search again would record it again); else null.
 * @param {string} address
 */
const firstPage = (address) => {
  try {
    const url = new URL(address, self.location.href);
    return url.origin === self.location.origin && url.search === "" ? url.href : null;
  } catch {
    return null;
  }
};
