// Service worker part: saving pages as they arrive, each in its language's cache, and listing
// what is saved in the reader's. What a page is called, and where its "Back" leads, come from
// the marker the views write for the worker (`MARQUEE.pageMarker`, a <meta> whose content is
// percent-encoded JSON), not from its markup.
/* exported savePage, savedPages */

/**
 * The marker's facts: `{ title, back }`; {} for a page without one.
 * @param {string} html
 * @returns {{ title?: string, back?: string }}
 */
const pageMarker = (html) => {
  const start = html.indexOf(MARQUEE.pageMarker);
  if (start < 0) return {};
  const from = start + MARQUEE.pageMarker.length;
  try {
    return JSON.parse(decodeURIComponent(html.slice(from, html.indexOf("\"", from))));
  } catch {
    return {};
  }
};

/**
 * Saves a page Marquee sent among the pages of its language, unless it must not be kept: not
 * a 200 HTML page of this origin, sent `no-store` (a person's account), the offline page, of
 * no known language, or asked for before saved pages were deleted (`asked`, the generation
 * then: it may be the last person's page).
 * @param {Request} request
 * @param {Response} response
 * @param {number} asked
 */
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
  const language = pageLanguage(response, body);
  if (!language) return;
  const { title = "", back = "" } = pageMarker(body);
  const headers = storedHeaders(response, {
    [SAVED_AT]: savedAt, [TITLE]: encodeURIComponent(title), [BACK]: encodeURIComponent(back),
  });
  if (asked !== generation) return;
  const cache = await caches.open(pagesCache(language));
  await cache.put(url.href, new Response(body, { status: 200, headers }));
  await trim(pagesCache(language), MARQUEE.maximumPages, Infinity);
};

/**
 * The pages saved in `language` (the reader's unless given), newest first, with their titles
 * and when they were saved.
 * @param {string} [language]
 */
const savedPages = async (language) => {
  const cache = await caches.open(pagesCache(language ?? (await readerLanguage())));
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
  return pages.reverse();
};
