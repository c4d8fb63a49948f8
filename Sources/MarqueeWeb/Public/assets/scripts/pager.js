// Paging: "More results" loads the next page in place (a click, or scrolling near it), once;
// a page that fails says why and offers to try again. Leaving a list for a film or a photo
// remembers how far it went, so coming back restores it.
import { ids, routes } from "./config.js";
import { text } from "./page-text.js";

let loadedPages = 1;
let loading = false;
/** @type {IntersectionObserver | null} */
let observer = null;
// Bumped whenever the list is replaced, so a page still on its way for the old list is dropped.
let listGeneration = 0;

/** The failure a page of results said instead of its films, if it did. @param {ParentNode} page */
const failureIn = (page) => page.querySelector(".inline-message")?.textContent ?? null;

/** @param {HTMLAnchorElement} link Resolves whether a page was added. */
export const loadNextPage = async (link) => {
  if (loading) return false;
  loading = true;
  const generation = listGeneration;
  link.setAttribute("aria-busy", "true");
  try {
    const response = await fetch(link.dataset.fragment || link.href, { headers: { Accept: "text/html" } });
    const page = document.createElement("template");
    page.innerHTML = await response.text();
    // listReplaced() already let the new list load: its load may be on its way.
    if (generation !== listGeneration) return false;
    const failure = failureIn(page.content);
    if (failure !== null) throw new Error(failure);
    appendNew(page.content);
    const nextPager = page.content.getElementById(ids.pager);
    if (nextPager) document.getElementById(ids.pager)?.replaceWith(nextPager);
    loadedPages += 1;
    loading = false;
    watchPager();
    return true;
  } catch (error) {
    if (generation !== listGeneration) return false; // the old list's failure
    // The link stays, so the person can try again, and is told why it did not work.
    link.removeAttribute("aria-busy");
    link.textContent = text("loadMoreAgain");
    let note = document.getElementById(ids.pagerError);
    if (!note) {
      note = document.createElement("p");
      note.id = ids.pagerError;
      note.className = "inline-message";
      note.setAttribute("role", "alert");
      link.before(note);
    }
    // A failed fetch is a TypeError, worded by each browser its own way; a page's failure is Marquee's words.
    const message = error instanceof Error && !(error instanceof TypeError) ? error.message : "";
    note.textContent = message || text("nextPageNotLoaded");
    loading = false;
    return false;
  }
};

/** Adds a page's films or photos to the list; one already shown is not shown twice. @param {DocumentFragment} page */
export const appendNew = (page) => {
  const list = document.querySelector("[data-paged-list]");
  if (!list) return;
  const key = (/** @type {Element} */ item) => item instanceof HTMLElement ? item.dataset.movieId ?? item.dataset.photoId : undefined;
  const seen = new Set([...list.children].map(key));
  for (const item of page.querySelectorAll("[data-paged-list] > [data-movie-id], [data-paged-list] > [data-photo-id]")) {
    if (!seen.has(key(item))) { seen.add(key(item)); list.append(item); }
  }
};

export const watchPager = () => {
  observer?.disconnect();
  const link = document.getElementById(ids.moreResults);
  if (!(link instanceof HTMLAnchorElement)) return;
  link.addEventListener("click", (event) => { event.preventDefault(); loadNextPage(link); });
  if ("IntersectionObserver" in window) {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadNextPage(link);
    }, { rootMargin: "200px" });
    observer.observe(link);
  }
};

/** The list was replaced (results while typing): pages on their way for the old one are dropped. */
export const listReplaced = () => {
  rememberPlaces();
  listGeneration += 1;
  loading = false;
  loadedPages = 1;
  watchPager();
};

const scrollKey = () => `marquee:list:${location.pathname}${location.search}`;
const isList = () => document.querySelector(`[data-paged-list], #${ids.topRated}, #${ids.favorites}`) !== null;

/** @param {MouseEvent} event */
const remember = (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest(`a[href^="${routes.moviePrefix}"], a[href^="${routes.photoPrefix}"]`);
  if (!link || !isList()) return;
  try {
    sessionStorage.setItem(scrollKey(), JSON.stringify({ y: window.scrollY, pages: loadedPages }));
  } catch {
    // Storage is off: the list simply starts at the top again.
  }
};

let remembering = false;
const rememberPlaces = () => {
  if (remembering) return;
  remembering = true;
  document.addEventListener("click", remember);
};

export const startPager = async () => {
  rememberPlaces();
  let saved = null;
  try {
    saved = JSON.parse(sessionStorage.getItem(scrollKey()) ?? "null");
    sessionStorage.removeItem(scrollKey());
  } catch {
    saved = null;
  }
  if (!saved) { watchPager(); return; }
  if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  while (loadedPages < saved.pages) {
    const link = document.getElementById(ids.moreResults);
    if (!(link instanceof HTMLAnchorElement) || !(await loadNextPage(link))) break;
  }
  window.scrollTo(0, saved.y);
  watchPager();
};
