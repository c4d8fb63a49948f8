// Sending the changes the outbox kept while Marquee could not be reached: from a page fresh from
// Marquee, or when the connection is back. A refused one is undone on screen, with a toast
// that says which and why. The hearts' changes and those of a person's own film (your-film.js)
// share the outbox; a film's page shows the latter as Marquee has them once they are sent.
// Loaded only when the outbox holds something.
import { ids } from "./config.js";
import { isTyping, pageToken } from "./dom.js";
import { showHeart, updateEmptyState } from "./heart-display.js";
import { busyFilms } from "./heart-requests.js";
import { refusedMessage } from "./journal-changes.js";
import { putBackChange, refreshYourFilm } from "./journal-display.js";
import { readOutbox, refusalMessage, replayOutbox } from "./outbox.js";
import { text } from "./page-text.js";
import { showToast } from "./toasts.js";

/** @typedef {Parameters<typeof refusalMessage>[0][number]} KeptHeart */

/** Puts a refused change back on screen as Marquee has it. @param {string} id @param {boolean} original @param {KeptHeart} entry */
const show = (id, original, entry) => (entry.field === undefined ? showHeart(id, original) : putBackChange(id, original));

/** @param {KeptHeart[]} refused @param {string} reason */
const message = (refused, reason) => {
  const hearts = refused.filter((entry) => entry.field === undefined);
  const films = refused.filter((entry) => entry.field !== undefined);
  if (films.length === 0) return refusalMessage(hearts, reason);
  return (hearts.length > 0 ? refusalMessage(hearts, "") : "") + refusedMessage(films, reason);
};

/** Resolves how many kept changes Marquee refused. */
export const sendKeptHearts = async () => {
  const filmChanges = Object.values(readOutbox()).some((entry) => entry.field !== undefined);
  const { refused, reason } = await replayOutbox({ token: pageToken(), busy: busyFilms, show });
  updateEmptyState();
  // Unless someone is typing there, the film's section shows what Marquee now has.
  if (filmChanges && !isTyping()) await refreshYourFilm();
  if (refused.length > 0) {
    showToast(message(refused, reason), { id: ids.reload, label: text("reload"), run: () => location.reload() });
  }
  return refused.length;
};
