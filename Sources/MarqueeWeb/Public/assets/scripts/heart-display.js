// How a film's hearts look on this page: every heart of the film pressed or not, its row on
// the Favorites screen shown or hidden, and the empty state when no row is left.
import { ids } from "./config.js";
import { text } from "./page-text.js";

/**
 * @param {string} id
 * @param {boolean} pressed
 */
export const setHearts = (id, pressed) => {
  for (const button of document.querySelectorAll(`.heart[data-movie-id="${id}"]`)) {
    button.setAttribute("aria-pressed", String(pressed));
    if (button instanceof HTMLButtonElement) button.value = String(!pressed);
  }
};

/** The Favorites screen's row of a film, if this page is that screen. @param {string} id */
export const favoriteRow = (id) => document.getElementById(ids.favorites)?.querySelector(`:scope > .favorite-row[data-movie-id="${id}"]`);

/**
 * A film's hearts, and its row on the Favorites screen, as `favorite` says.
 * @param {string} id
 * @param {boolean} favorite
 */
export const showHeart = (id, favorite) => {
  setHearts(id, favorite);
  const row = favoriteRow(id);
  if (row instanceof HTMLElement) row.hidden = !favorite;
};

/** The Favorites screen says so when no film is left on it. */
export const updateEmptyState = () => {
  const list = document.getElementById(ids.favorites);
  if (!list) return;
  let empty = document.getElementById(ids.favoritesEmpty);
  const shown = [...list.children].filter((row) => !(row instanceof HTMLElement && row.hidden)).length;
  if (shown === 0 && !empty) {
    empty = document.createElement("p");
    empty.id = ids.favoritesEmpty;
    empty.className = "empty-state";
    empty.textContent = text("noFavorites");
    list.before(empty);
  } else if (shown > 0) {
    empty?.remove();
  }
};
