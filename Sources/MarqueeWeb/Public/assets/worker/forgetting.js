// Service worker part: forgetting what the device saved, once Marquee has done the same.
// Log out, log in, sign up and deleting the account delete every saved page, in every
// language; forgetting searches deletes the saved pages that hold one.
/* exported forgetAfter, forgetPages, forgetHistoryPages */

/**
 * Sends the form, and forgets once Marquee answered that it did its work: a redirect for a
 * form, 200 for the page script's requests (a refused form is a 4xx page; no answer changes
 * nothing). Pages asked for before the answer are not stored afterwards. Without a
 * connection, a form's navigation gets the offline page, which says so.
 * @param {Request} request
 * @param {() => Promise<unknown>} forget
 */
const forgetAfter = async (request, forget) => {
  generation += 1;
  let answer;
  try {
    answer = await fetch(request);
  } catch {
    return (request.mode === "navigate" && (await offlinePage(await readerLanguage()))) || Response.error();
  }
  if (answer.type === "opaqueredirect" || (answer.status >= 200 && answer.status < 400)) {
    generation += 1;
    await forget();
  }
  return answer;
};

/** Deletes every saved page, of every language. */
const forgetPages = async () => {
  for (const name of await caches.keys()) {
    if (isPagesCache(name) || name === OLD_PAGES_CACHE) await caches.delete(name);
  }
};

/**
 * Deletes every saved page that holds a search, of every language: the history, search and gallery screens, a
 * page whose address names a query (a photo of a gallery search), and one whose "Back" leads
 * to a search.
 */
const forgetHistoryPages = async () => {
  const isSearch = (/** @type {string} */ address) => {
    const url = new URL(address, self.location.href);
    return MARQUEE.historyPages.includes(url.pathname) || url.searchParams.has("q");
  };
  for (const name of (await caches.keys()).filter(isPagesCache)) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const back = decodeURIComponent((await cache.match(request))?.headers.get(BACK) ?? "");
      if (isSearch(request.url) || (back !== "" && isSearch(back))) await cache.delete(request);
    }
  }
};
