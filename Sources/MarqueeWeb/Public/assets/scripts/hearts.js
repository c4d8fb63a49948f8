// Hearts: pressed, every heart of the film changes at once, and the change is kept on the
// device (the outbox) before it is sent; refused, it is rolled back with Marquee's reason.
// On the Favorites screen, taking a film out removes its row and offers Undo. This module,
// with the outbox, is loaded by app.js at the first press (from the service worker's copy when
// offline), or as soon as the page has loaded when no worker keeps a copy.
import { routes } from "./config.js";
import { pageToken } from "./dom.js";
import { setHearts, showHeart, updateEmptyState } from "./heart-display.js";
import { busyFilms, changeTime, inflight } from "./heart-requests.js";
import { removeFavoriteRow } from "./favorite-rows.js";
import { sendHeart } from "./outbox.js";
import { text } from "./page-text.js";
import { readStored, recordHeartChange, storageKeys } from "./storage.js";
import { showToast } from "./toasts.js";

/** Shows the hearts kept in the outbox (they are what the person last chose). */
export const showKeptHearts = () => {
  for (const [id, entry] of Object.entries(readStored(storageKeys.outbox))) if (entry.field === undefined) showHeart(id, entry.favorite);
  updateEmptyState();
};

/**
 * The title of a heart's film, as the film's row, card or page shows it (without a row's
 * rank); the heart's own name should none show it.
 * @param {HTMLButtonElement} button
 */
const filmTitle = (button) => {
  const shown = button.closest("[data-movie-id]:not(.heart), .details-text")?.querySelector(".movie-title");
  if (!shown) return button.getAttribute("aria-label") ?? "";
  const title = /** @type {Element} */ (shown.cloneNode(true));
  title.querySelector(".rank")?.remove();
  return (title.textContent ?? "").trim();
};

/**
 * A heart pressed (its form's submit, already stopped by app.js).
 * @param {HTMLElement} button
 */
export const pressed = async (button) => {
  if (!(button instanceof HTMLButtonElement)) return;
  const id = button.dataset.movieId ?? "";
  if (busyFilms.has(id)) return;
  busyFilms.add(id);
  const favorite = button.value === "true";
  const title = filmTitle(button);
  const row = favorite ? null : button.closest(".favorite-row");
  setHearts(id, favorite);
  // Recorded at once: the person may leave the page before the answer comes.
  recordHeartChange(id, favorite);
  const token = pageToken();
  const putBack = row instanceof HTMLElement ? removeFavoriteRow(row, title, token) : null;
  const request = sendHeart(id, favorite, { title, action: button.formAction, fields: { changed_at: changeTime() }, token });
  inflight.set(id, request);
  try {
    // The removed row's "Undo" stays on screen; anything else says what will happen.
    if (await request && !putBack) {
      showToast(text(favorite ? "willAddFavorite" : "willRemoveFavorite", title));
    }
  } catch (error) {
    setHearts(id, !favorite);
    recordHeartChange(id, !favorite);
    putBack?.();
    showToast(text("titledError", title, error instanceof Error ? error.message : String(error)));
  } finally {
    busyFilms.delete(id);
    if (inflight.get(id) === request) inflight.delete(id);
  }
};

/** Brings the hearts up to date (a page restored from the back/forward cache may show old ones). */
export const refreshHearts = async () => {
  try {
    const response = await fetch(routes.favoriteIDs, { headers: { Accept: "application/json" } });
    const favorites = new Set((await response.json()).map(String));
    for (const button of document.querySelectorAll(".heart")) {
      const id = button instanceof HTMLElement ? button.dataset.movieId ?? "" : "";
      setHearts(id, favorites.has(id));
    }
    showKeptHearts();
  } catch {
    // Offline: the hearts stay as they were.
  }
};
