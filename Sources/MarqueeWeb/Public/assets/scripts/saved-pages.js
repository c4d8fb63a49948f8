// The offline page lists what this device has saved: the pages, and the films of the saved
// Favorites screen (linked when their details are saved too; a film taken out offline is not
// listed). Loaded on the offline page only.
import { ids } from "./config.js";
import { element, timeElement } from "./dom.js";
import { text, textParts } from "./page-text.js";
import { readStored, storageKeys } from "./storage.js";
import { askWorker } from "./worker-client.js";

/**
 * @param {string} label
 * @param {string | null} address
 * @param {(string | Node)[] | null} note
 */
const listItem = (label, address, note) => {
  const item = element("li");
  if (address) {
    const link = element("a", { href: address });
    link.textContent = label;
    item.append(link);
  } else {
    item.append(label);
  }
  if (note) {
    const small = element("span", { class: "saved-note" });
    small.append(...note);
    item.append(" ", small);
  }
  return item;
};

/**
 * The films of a saved Favorites screen.
 * @param {string} html The saved screen.
 * @param {Set<string>} savedAddresses The pages saved on the device.
 * @param {string} base The address the screen's links are relative to.
 */
export const savedFavorites = (html, savedAddresses, base) => {
  const screen = new DOMParser().parseFromString(html, "text/html");
  const outbox = readStored(storageKeys.outbox);
  const films = [];
  for (const row of screen.querySelectorAll(`#${ids.favorites} > .favorite-row`)) {
    if (!(row instanceof HTMLElement) || outbox[row.dataset.movieId ?? ""]?.favorite === false) continue;
    const link = row.querySelector("a.title-link");
    const address = link ? new URL(link.getAttribute("href") ?? "", base).href : null;
    const title = row.querySelector(".movie-title")?.textContent ?? "";
    films.push({ title, address: address && savedAddresses.has(address) ? address : null });
  }
  return films;
};

export const listSavedPages = () => {
  const pagesList = document.getElementById(ids.savedPages);
  const favoritesList = document.getElementById(ids.savedFavorites);
  if (!pagesList || !favoritesList) return;
  askWorker({ type: "saved-pages" }, async ({ pages = [], favorites, cache }) => {
    for (const saved of pages) {
      pagesList.append(listItem(saved.title || new URL(saved.url).pathname, saved.url, textParts("savedAt", timeElement(saved.savedAt))));
    }
    const pagesEmpty = document.getElementById(ids.savedPagesEmpty);
    if (pagesEmpty) pagesEmpty.hidden = pages.length > 0;
    // The saved Favorites screen of the reader's language (the worker says where it keeps them).
    const address = favorites ? new URL(favorites, location.href).href : null;
    const copy = address && typeof caches !== "undefined"
      ? await (cache ? (await caches.open(cache)).match(address, { ignoreVary: true }) : caches.match(address, { ignoreVary: true }))
      : null;
    if (!copy) return;
    const films = savedFavorites(await copy.text(), new Set(pages.map((/** @type {{ url: string }} */ saved) => saved.url)), location.href);
    for (const film of films) favoritesList.append(listItem(film.title, film.address, film.address ? null : [text("detailsNotSaved")]));
    const favoritesEmpty = document.getElementById(ids.savedFavoritesEmpty);
    if (favoritesEmpty) favoritesEmpty.hidden = films.length > 0;
  });
};
