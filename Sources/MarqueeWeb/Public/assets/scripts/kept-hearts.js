// Sending the hearts the outbox kept while Marquee could not be reached: from a page fresh from
// Marquee, or when the connection is back. A refused one is undone on screen, with a toast
// that says which and why. Loaded only when the outbox holds something.
import { ids } from "./config.js";
import { pageToken } from "./dom.js";
import { showHeart, updateEmptyState } from "./heart-display.js";
import { busyFilms } from "./heart-requests.js";
import { refusalMessage, replayOutbox } from "./outbox.js";
import { showToast } from "./toasts.js";

/** Resolves how many kept changes Marquee refused. */
export const sendKeptHearts = async () => {
  const { refused, reason } = await replayOutbox({ token: pageToken(), busy: busyFilms, show: showHeart });
  updateEmptyState();
  if (refused.length > 0) {
    showToast(refusalMessage(refused, reason), { id: ids.reload, label: "Reload", run: () => location.reload() });
  }
  return refused.length;
};
