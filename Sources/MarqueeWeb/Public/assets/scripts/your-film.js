// The person's own film on its page (FilmJournalSection): "Want to watch", a viewing logged or
// edited, a viewing deleted and brought back with Undo, sent with fetch as the hearts are.
// Each change is kept in the hearts' outbox before it is sent, with the time it was made by
// the hearts' clock, so Marquee orders the person's changes as they made them, whenever they
// arrive. Taken, the toast says so and the section is brought up to date from Marquee;
// offline, the change is shown at once, with the summary and the watchlist mark that follow
// from it, and waits on the device (the connection's return sends it, and a refusal then puts
// the page back with Marquee's reason); a viewing still waiting is edited or deleted there, on
// the device; refused now, the toast says why and the page, the form's values with it, stays
// as it was. Loaded by app.js when one of the section's forms is sent, or as soon as the page
// has loaded when no worker keeps a copy.
import { ids } from "./config.js";
import { busyFilms, changeTime } from "./heart-requests.js";
import { journalKey, stateFields, takenMessage, waitingMessage } from "./journal-changes.js";
import {
  isWaitingViewing, onWatchlistNow, putBackViewing, refreshYourFilm, showDeleted, showKeptChanges, showWaitingViewing, showWatchlist,
  viewingRow, yourFilm,
} from "./journal-display.js";
import { post } from "./network.js";
import { text } from "./page-text.js";
import { dropKept, keepHeart, readOutbox, sendKept } from "./outbox.js";
import { showToast } from "./toasts.js";
import { localDay, newViewingId, setToday } from "./watch-dates.js";

export { refreshYourFilm, showKeptChanges };

/** @typedef {{ action: string, token: string, fields: Record<string, string> }} FormChange */

/** The film's title, for what the person is told. */
const filmTitle = () => document.querySelector("h1.movie-title")?.textContent?.trim() || text("thisFilm");

/** @param {unknown} error */
const reasonOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * A form's own fields, without its token (kept and sent apart, as the outbox does) and `except`.
 * @param {HTMLFormElement} form
 * @param {string} [except]
 */
const fieldsOf = (form, except = "") => {
  /** @type {Record<string, string>} */
  const fields = {};
  for (const [name, value] of new FormData(form)) {
    if (name !== "csrf_token" && name !== except && typeof value === "string") fields[name] = value;
  }
  return fields;
};

/** @param {HTMLFormElement} form */
const tokenOf = (form) => {
  const field = form.querySelector('input[name="csrf_token"]');
  return field instanceof HTMLInputElement ? field.value : "";
};

/**
 * Keeps a change in the outbox, then sends it. Resolves Marquee's answer; null when the change
 * waits on the device for the connection. A change of `key` already on its way is left to
 * finish first (the caller checks `busyFilms`): a double tap cannot race itself, and the
 * outbox's replay leaves a busy change to its sender.
 * @param {string} key
 * @param {boolean} on
 * @param {{ title: string, action: string, fields: Record<string, string>, token: string, field: string, replace?: boolean }} change
 * @returns {Promise<Record<string, any> | null>}
 */
const keepAndSend = async (key, on, change) => {
  busyFilms.add(key);
  try {
    /** @type {Record<string, any>} */
    let answer = {};
    const send = async (/** @type {string} */ url, /** @type {Record<string, string>} */ fields, /** @type {string} */ token) => {
      answer = await post(url, fields, token);
      return answer;
    };
    return (await sendKept(key, on, change, keepHeart(key, on, change), send)) ? null : answer;
  } finally {
    busyFilms.delete(key);
  }
};

/**
 * "Want to watch" pressed: the button changes at once.
 * @param {HTMLFormElement} form
 * @param {HTMLElement | null} button
 */
const setWatchlist = async (form, button) => {
  const key = journalKey("watchlist", yourFilm()?.dataset.movieId ?? "");
  if (busyFilms.has(key)) return;
  const on = !(button instanceof HTMLButtonElement) || button.value !== "false";
  const title = filmTitle();
  showWatchlist(on);
  try {
    const fields = { ...fieldsOf(form, stateFields.watchlist), changed_at: changeTime() };
    const answer = await keepAndSend(key, on, { title, action: form.action, field: stateFields.watchlist, fields, token: tokenOf(form) });
    if (!answer) {
      showToast(waitingMessage({ kind: "watchlist", on, title }));
      return;
    }
    // A newer change made elsewhere may have decided (`superseded`): the film is as Marquee says.
    const now = typeof answer.on_watchlist === "boolean" ? answer.on_watchlist : on;
    showWatchlist(now, { marquees: true });
    showToast(takenMessage({ kind: "watchlist", on: now }));
  } catch (error) {
    showWatchlist(!on);
    showToast(reasonOf(error));
  }
};

/** The new viewing's form, ready for another: a name of its own, today, no stars, no review. @param {HTMLFormElement} form */
const startNewViewing = (form) => {
  for (const field of form.elements) {
    if (field instanceof HTMLTextAreaElement && field.name === "review") field.value = "";
    if (!(field instanceof HTMLInputElement)) continue;
    if (field.name === "viewing_id") field.value = newViewingId();
    if (field.name === "watched_on") field.value = localDay();
    if (field.name === "rating") field.checked = field.value === "";
  }
};

/**
 * A viewing logged, or edited: shown once Marquee has it, or at once when it waits offline.
 * @param {HTMLFormElement} form
 */
const logViewing = async (form) => {
  const viewingId = fieldsOf(form).viewing_id ?? "";
  const key = journalKey("viewing", viewingId);
  if (busyFilms.has(key)) return;
  const isNew = form.closest(".log-viewing") !== null;
  const title = filmTitle();
  setToday(form);
  const fields = { ...fieldsOf(form), changed_at: changeTime() };
  const wasOnWatchlist = onWatchlistNow();
  try {
    const answer = await keepAndSend(key, true, { title, action: form.action, field: stateFields.viewing, fields, token: tokenOf(form) });
    if (isNew) startNewViewing(form);
    if (!answer) {
      form.closest(".edit-viewing")?.removeAttribute("open");
      showWaitingViewing(viewingId, fields);
      showToast(waitingMessage({ kind: "viewing", on: true, isNew, title, tookOffWatchlist: wasOnWatchlist && !onWatchlistNow() }));
      return;
    }
    showToast(takenMessage({ kind: "viewing", on: true, isNew, tookOffWatchlist: answer.took_off_watchlist === true }));
    await refreshYourFilm();
  } catch (error) {
    // Refused (a day in the future, a review too long): the form keeps what was typed.
    showToast(reasonOf(error));
  }
};

/**
 * A viewing deleted (hidden at once, with Undo), or put back by Undo.
 * @param {string} viewingId
 * @param {boolean} deleted
 * @param {FormChange} form
 */
const setDeleted = async (viewingId, deleted, { action, token, fields }) => {
  const key = journalKey("deleted", viewingId);
  if (busyFilms.has(key)) return;
  const title = filmTitle();
  const undo = { id: ids.undo, label: text("undo"), run: () => { setDeleted(viewingId, false, { action, token, fields }); } };
  showDeleted(viewingId, deleted);
  try {
    // Undo takes the place of the deletion in the outbox, and is always sent.
    const change = { title, action, field: stateFields.deleted, fields: { ...fields, changed_at: changeTime() }, token, replace: !deleted };
    const answer = await keepAndSend(key, deleted, change);
    if (!answer) {
      if (deleted) showToast(waitingMessage({ kind: "deleted", on: true }), undo);
      return;
    }
    if (deleted) showToast(takenMessage({ kind: "deleted", on: true }), undo);
    await refreshYourFilm();
  } catch (error) {
    showDeleted(viewingId, !deleted);
    showToast(reasonOf(error));
  }
};

/**
 * A viewing deleted before Marquee had it: its log leaves the device unsent and its row the
 * page, and Undo keeps it again. Sent meanwhile (the page not yet brought up to date), it is
 * deleted from Marquee's own row once the section is.
 * @param {string} viewingId
 */
const deleteWaiting = async (viewingId) => {
  const key = journalKey("viewing", viewingId);
  if (busyFilms.has(key)) return;
  const kept = readOutbox()[key];
  if (!kept) {
    if (!(await refreshYourFilm())) {
      showToast(text("unreachable"));
      return;
    }
    const form = viewingRow(viewingId)?.querySelector("form.delete-viewing-form");
    if (form instanceof HTMLFormElement && !isWaitingViewing(viewingId)) await submitted(form);
    return;
  }
  dropKept(key, kept);
  putBackViewing(viewingId);
  const change = { title: kept.title, action: kept.action, field: kept.field ?? stateFields.viewing, fields: kept.fields, token: kept.token };
  const undo = async () => {
    if (busyFilms.has(key)) return;
    try {
      // Kept again as it was made, with the time it was made.
      const answer = await keepAndSend(key, true, change);
      if (answer) await refreshYourFilm(); else showWaitingViewing(viewingId, change.fields);
    } catch (error) {
      showToast(reasonOf(error));
    }
  };
  showToast(takenMessage({ kind: "deleted", on: true }), { id: ids.undo, label: text("undo"), run: () => { undo(); } });
};

/**
 * One of the section's forms sent (its submit, already stopped by app.js).
 * @param {HTMLFormElement} form
 * @param {HTMLElement | null} [submitter]
 */
export const submitted = async (form, submitter = null) => {
  if (form.matches(".watchlist-form")) return setWatchlist(form, submitter ?? form.querySelector(".watchlist-button"));
  if (form.matches(".viewing-form")) return logViewing(form);
  if (!form.matches(".delete-viewing-form")) return;
  if (isWaitingViewing(viewingOf(form))) return deleteWaiting(viewingOf(form));
  const change = { action: form.action, token: tokenOf(form), fields: fieldsOf(form, stateFields.deleted) };
  return setDeleted(viewingOf(form), fieldsOf(form).deleted !== "false", change);
};

/** The viewing a delete form is for: its row's, or (the notice's Undo after a plain form's delete) the one its address names. @param {HTMLFormElement} form */
const viewingOf = (form) => {
  const row = form.closest("li.viewing");
  if (row instanceof HTMLElement && row.dataset.viewingId) return row.dataset.viewingId;
  return new URL(form.action).pathname.split("/").at(-2) ?? "";
};
