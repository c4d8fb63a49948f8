// The Favorites screen: a film taken out leaves the list at once, with "Undo" to put it back
// where it was. Undo is kept in the outbox in place of the removal, and sent after it.
import { ids } from "./config.js";
import { dropKept, keepHeart, sendKept } from "./outbox.js";
import { setHearts, updateEmptyState } from "./heart-display.js";
import { changeTime, inflight } from "./heart-requests.js";
import { recordHeartChange } from "./storage.js";
import { text } from "./page-text.js";
import { showToast } from "./toasts.js";

/**
 * Takes the row off the screen, offers it back, and returns how to put it back.
 * @param {HTMLElement} row
 * @param {string} title
 * @param {string} token The page's form token.
 */
export const removeFavoriteRow = (row, title, token) => {
  const list = row.parentElement;
  const next = row.nextElementSibling;
  const id = row.dataset.movieId ?? "";
  const putBack = () => {
    list?.insertBefore(row, next && next.parentElement === list ? next : null);
    setHearts(id, true);
    recordHeartChange(id, true);
    updateEmptyState();
  };
  row.remove();
  updateEmptyState();
  showToast(text("removedFavorite", title), {
    id: ids.undo,
    label: text("undo"),
    run: async () => {
      putBack();
      const heart = row.querySelector(".heart");
      const change = {
        title,
        action: heart instanceof HTMLButtonElement ? heart.formAction : "",
        fields: { favorited_at: row.dataset.favoritedAt ?? "", changed_at: changeTime() },
        token,
        replace: true,
      };
      // Kept at once, in place of the removal: the person may leave before either is answered.
      const kept = keepHeart(id, true, change);
      try {
        // The removal may still be on its way: Undo goes after it, never before. Refused, it
        // changed nothing (and its handler put the film back): there is nothing to undo.
        const removal = await inflight.get(id)?.then(() => "sent", () => "refused");
        if (removal === "refused") { dropKept(id, kept.written); return; }
        await sendKept(id, true, change, kept);
      } catch (error) {
        row.remove();
        setHearts(id, false);
        recordHeartChange(id, false);
        updateEmptyState();
        showToast(error instanceof Error ? error.message : String(error));
      }
    },
  });
  return putBack;
};
