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
import { readStored, recordHeartChange, storageKeys } from "./storage.js";
import { showToast } from "./toasts.js";

/** Shows the hearts kept in the outbox (they are what the person last chose). */
export const showKeptHearts = () => {
  for (const [id, entry] of Object.entries(readStored(storageKeys.outbox))) if (entry.field === undefined) showHeart(id, entry.favorite);
  updateEmptyState();
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
  const title = (button.getAttribute("aria-label") ?? "").replace(/^Favorite /, "");
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
      showToast(`You are offline. “${title}” will be ${favorite ? "added to" : "removed from"} your favorites when you are back online.`);
    }
  } catch (error) {
    setHearts(id, !favorite);
    recordHeartChange(id, !favorite);
    putBack?.();
    showToast(`${title}: ${error instanceof Error ? error.message : error}`);
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
