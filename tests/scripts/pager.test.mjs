// Paging (pager.js): "More results" loads the next page in place, once, and a page that fails
// says why and offers to try again.
import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { deferred, installBrowser, scripts, settle, stubFetch } from "./browser.mjs";

const { window } = installBrowser({ url: "https://marquee.test/search?q=heat" });
const { document } = window;
const { loadNextPage, listReplaced } = await import(scripts("pager.js"));

const item = (id) => `<li class="movie-card" data-movie-id="${id}"><a href="/movies/${id}">Film ${id}</a></li>`;
const pager = (page) => `<nav id="pager"><a id="more-results" href="/search?q=heat&amp;page=${page}" data-fragment="/search/results?q=heat&amp;page=${page}">More results</a></nav>`;

/** A page of results as Marquee sends it: its films, then its pager (if there is a next page). */
const resultsPage = (ids, next) => `<ol class="movie-grid" data-paged-list>${ids.map(item).join("")}</ol>${next ? pager(next) : ""}`;

const show = (ids, next) => {
  document.body.innerHTML = `<main><section id="results-section">${resultsPage(ids, next)}</section></main>`;
};

const shownIds = () => [...document.querySelectorAll("[data-paged-list] > li")].map((li) => li.dataset.movieId);
const moreLink = () => document.getElementById("more-results");
const html = (body, status = 200) => new Response(body, { status, headers: { "Content-Type": "text/html" } });

beforeEach(() => {
  show(["1", "2", "3"], 2);
  listReplaced(); // each test starts with a fresh list
});

test("the next page's new items are appended, and ones already shown are not repeated", async () => {
  const calls = stubFetch(() => html(resultsPage(["3", "4", "5"], 3)));
  assert.equal(await loadNextPage(moreLink()), true);
  assert.equal(calls[0].url, "/search/results?q=heat&page=2", "the fragment's address is asked for");
  assert.equal(calls[0].init.headers.Accept, "text/html");
  assert.deepEqual(shownIds(), ["1", "2", "3", "4", "5"]);
  assert.equal(document.querySelectorAll('[data-movie-id="3"]').length, 1);
});

test("the pager is replaced by the next page's", async () => {
  stubFetch(() => html(resultsPage(["4"], 3)));
  const link = moreLink();
  await loadNextPage(link);
  assert.equal(link.isConnected, false, "the old pager is gone");
  assert.equal(document.querySelectorAll("#pager").length, 1);
  assert.equal(moreLink().dataset.fragment, "/search/results?q=heat&page=3");
});

test("the last page's pager-less answer leaves the old pager in place", async () => {
  stubFetch(() => html(resultsPage(["4"], null)));
  await loadNextPage(moreLink());
  assert.deepEqual(shownIds(), ["1", "2", "3", "4"]);
});

test("a link without a fragment address asks for its own address", async () => {
  moreLink().removeAttribute("data-fragment");
  const calls = stubFetch(() => html(resultsPage(["4"], 3)));
  await loadNextPage(moreLink());
  assert.equal(calls[0].url, "https://marquee.test/search?q=heat&page=2");
});

test("a page is loaded once however often it is asked for", async () => {
  const answer = deferred();
  const calls = stubFetch(() => answer.promise);
  const link = moreLink();
  const first = loadNextPage(link);
  assert.equal(await loadNextPage(link), false);
  assert.equal(link.getAttribute("aria-busy"), "true");
  answer.resolve(html(resultsPage(["4"], 3)));
  assert.equal(await first, true);
  assert.equal(calls.length, 1);
});

test("a page that says a failure leaves the link saying \"Try loading more again\" with an alert note", async () => {
  stubFetch(() => html('<p class="inline-message" role="alert">Marquee could not reach TMDB. Try again in a moment.</p>', 502));
  const link = moreLink();
  assert.equal(await loadNextPage(link), false);
  assert.deepEqual(shownIds(), ["1", "2", "3"]);
  assert.equal(link.isConnected, true, "the link stays, to try again");
  assert.equal(link.textContent, "Try loading more again");
  assert.equal(link.hasAttribute("aria-busy"), false);
  const note = document.getElementById("pager-error");
  assert.equal(note?.getAttribute("role"), "alert");
  assert.equal(note.textContent, "Marquee could not reach TMDB. Try again in a moment.");
  assert.equal(note.nextElementSibling, link, "the note comes just before the link");
});

test("a network error leaves the link saying \"Try loading more again\" with an alert note", async () => {
  stubFetch(() => { throw new TypeError("Failed to fetch"); });
  const link = moreLink();
  assert.equal(await loadNextPage(link), false);
  assert.equal(link.textContent, "Try loading more again");
  const note = document.getElementById("pager-error");
  assert.equal(note?.getAttribute("role"), "alert");
  assert.equal(note.textContent, "The next page could not be loaded. Check your connection and try again.");
});

// A failed fetch rejects with a TypeError whose words each browser chooses: "Failed to fetch"
// (Chrome), "NetworkError when attempting to fetch resource." (Firefox), "Load failed"
// (Safari). The person should read the same advice in each.
for (const words of ["Load failed", "NetworkError when attempting to fetch resource."]) {
  test(`a network error worded "${words}" says to check the connection`, async () => {
    stubFetch(() => { throw new TypeError(words); });
    await loadNextPage(moreLink());
    assert.equal(document.getElementById("pager-error")?.textContent, "The next page could not be loaded. Check your connection and try again.");
  });
}

test("trying again after a failure loads the page and keeps one note at most", async () => {
  stubFetch(() => { throw new TypeError("Failed to fetch"); });
  const link = moreLink();
  await loadNextPage(link);
  await loadNextPage(link);
  assert.equal(document.querySelectorAll("#pager-error").length, 1);
  stubFetch(() => html(resultsPage(["4"], 3)));
  assert.equal(await loadNextPage(link), true);
  assert.deepEqual(shownIds(), ["1", "2", "3", "4"]);
});

test("a page arriving after listReplaced() is dropped", async () => {
  const answer = deferred();
  stubFetch(() => answer.promise);
  const loading = loadNextPage(moreLink());
  // Results while typing replace the list.
  document.getElementById("results-section").innerHTML = resultsPage(["7", "8"], 2);
  listReplaced();
  answer.resolve(html(resultsPage(["4", "5"], 3)));
  assert.equal(await loading, false);
  assert.deepEqual(shownIds(), ["7", "8"]);
  assert.equal(moreLink().dataset.fragment, "/search/results?q=heat&page=2", "the new list's pager stays");
  await settle();
});

test("after listReplaced() the new list's pages load", async () => {
  const stale = deferred();
  stubFetch(() => stale.promise);
  loadNextPage(moreLink());
  document.getElementById("results-section").innerHTML = resultsPage(["7", "8"], 2);
  listReplaced();
  stubFetch(() => html(resultsPage(["9"], 3)));
  assert.equal(await loadNextPage(moreLink()), true, "not held up by the old list's page");
  assert.deepEqual(shownIds(), ["7", "8", "9"]);
  stale.resolve(html(resultsPage(["4"], 3)));
  await settle();
  assert.deepEqual(shownIds(), ["7", "8", "9"]);
});

/** The old list's page on its way, then the list replaced, then the new list's page asked for. */
const replacedWhileLoading = () => {
  const stale = deferred();
  stubFetch(() => stale.promise);
  loadNextPage(moreLink());
  document.getElementById("results-section").innerHTML = resultsPage(["7", "8"], 2);
  listReplaced();
  const fresh = deferred();
  const calls = stubFetch(() => fresh.promise);
  const loading = loadNextPage(moreLink());
  return { stale, fresh, calls, loading };
};

test("a page dropped after listReplaced() does not let the new list's next page load twice", async () => {
  const { stale, fresh, calls, loading } = replacedWhileLoading();
  stale.resolve(html(resultsPage(["4"], 3))); // the old list's page arrives, and is dropped
  await settle();
  const again = loadNextPage(moreLink()); // say, the pager scrolled into view
  fresh.resolve(html(resultsPage(["9"], 3)));
  assert.equal(calls.length, 1, "the new list's page is asked for once");
  assert.equal(await again, false);
  assert.equal(await loading, true);
});

test("a failure arriving after listReplaced() leaves the new list alone", async () => {
  const { stale, fresh, calls, loading } = replacedWhileLoading();
  const link = moreLink();
  stale.reject(new TypeError("Failed to fetch")); // the old list's page fails
  await settle();
  const again = loadNextPage(link);
  fresh.resolve(html(resultsPage(["9"], 3)));
  assert.equal(calls.length, 1, "the new list's page is asked for once");
  assert.equal(await again, false);
  assert.equal(await loading, true);
  assert.equal(document.getElementById("pager-error"), null, "no note for the old list's failure");
});
