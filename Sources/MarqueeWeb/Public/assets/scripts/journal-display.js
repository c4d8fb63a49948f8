// How the person's own film looks on its page (FilmJournalSection, `section.your-film`): the
// watchlist button; a viewing logged or edited but not yet taken by Marquee, as a line that
// says it waits to be sent (waiting-viewing.js); a deleted viewing hidden; and the summary (journal-summary.js)
// ("Watched 12 March 2025 · ★★★½ · 2nd time") and the watchlist mark as they will be once
// Marquee has what waits. What the outbox keeps for the film is shown on a page written before
// it, put back when Marquee refuses it, and the section is brought up to date from the film's
// page once Marquee has taken a change.
import { parseJournalKey, watchlistShown } from "./journal-changes.js";
import { showSummary } from "./journal-summary.js";
import { readOutbox } from "./outbox.js";
import { placeWaitingViewing, removeWaitingLines, rowOf } from "./waiting-viewing.js";
import { prepareDates } from "./watch-dates.js";

/** The person's own film on this page, if it is a film's page. */
export const yourFilm = () => {
  const section = document.querySelector("section.your-film");
  return section instanceof HTMLElement ? section : null;
};

/** Moves the focus to the section's heading (the element that had it is gone or hidden). @param {HTMLElement} section */
const focusHeading = (section) => {
  const heading = section.querySelector("h2");
  if (!(heading instanceof HTMLElement)) return;
  heading.tabIndex = -1;
  heading.focus();
};

/** @type {WeakMap<HTMLElement, boolean>} The watchlist mark of each section as Marquee wrote it, or said it since. */
const writtenMarks = new WeakMap();

/** @param {HTMLElement} section */
const shownOnWatchlist = (section) => section.querySelector(".watchlist-button")?.getAttribute("aria-pressed") === "true";

/**
 * @param {boolean} on Whether the film shows as on the watchlist.
 * @param {{ marquees?: boolean }} [options] `marquees`: it is as Marquee has it (its answer).
 */
export const showWatchlist = (on, options = {}) => {
  const { marquees = false } = options;
  const section = yourFilm();
  if (!section) return;
  // Remembered before the button first changes: what the changes waiting are shown over.
  if (marquees || !writtenMarks.has(section)) writtenMarks.set(section, marquees ? on : shownOnWatchlist(section));
  for (const button of section.querySelectorAll(".watchlist-button")) {
    button.setAttribute("aria-pressed", String(on));
    button.classList.toggle("secondary", !on);
    if (button instanceof HTMLButtonElement) button.value = String(!on);
  }
};

/** Whether the film shows as on the watchlist now. */
export const onWatchlistNow = () => {
  const section = yourFilm();
  return section ? shownOnWatchlist(section) : false;
};

/** A viewing's row on this page. @param {string} viewingId */
export const viewingRow = (viewingId) => {
  const section = yourFilm();
  return section ? rowOf(section, viewingId) : null;
};

/** Whether a viewing's row is one that only waits on the device (Marquee has not had it). @param {string} viewingId */
export const isWaitingViewing = (viewingId) => viewingRow(viewingId)?.classList.contains("waiting-viewing") ?? false;

/** The new viewing's form, whose address is the film's log's. @param {HTMLElement} section */
const logFormOf = (section) => {
  const form = section.querySelector(".log-viewing form.viewing-form");
  return form instanceof HTMLFormElement ? form : null;
};

/**
 * The section's summary and watchlist mark as they will be once Marquee has what waits on the
 * device for the film (`except`: a change refused, still in the outbox as it is put back).
 * @param {string} [except]
 */
const showFilmState = (except = "") => {
  const section = yourFilm();
  if (!section) return;
  const action = logFormOf(section)?.action;
  const waiting = [];
  for (const [key, entry] of Object.entries(readOutbox())) {
    const change = parseJournalKey(key);
    const at = Number(entry.fields?.changed_at ?? 0);
    if (key === except || !change) continue;
    if (change.kind === "watchlist" && change.id === section.dataset.movieId) waiting.push({ on: entry.favorite, at });
    // Logged, the film leaves the watchlist.
    if (change.kind === "viewing" && entry.action === action) waiting.push({ on: false, at });
  }
  if (!writtenMarks.has(section)) writtenMarks.set(section, shownOnWatchlist(section));
  showWatchlist(watchlistShown(writtenMarks.get(section) ?? false, waiting));
  showSummary(section);
};

/**
 * A viewing logged or edited offline, with the summary and the watchlist mark that follow.
 * @param {string} viewingId
 * @param {Record<string, string>} fields The log's fields.
 */
export const showWaitingViewing = (viewingId, fields) => {
  const section = yourFilm();
  if (section) placeWaitingViewing(section, viewingId, fields);
  showFilmState();
};

/** A viewing as Marquee has it (or, never sent, off the page). @param {string} viewingId */
export const putBackViewing = (viewingId) => {
  const section = yourFilm();
  if (!section) return;
  const hadFocus = rowOf(section, viewingId)?.contains(document.activeElement) ?? false;
  removeWaitingLines(section, viewingId);
  if (hadFocus && !section.contains(document.activeElement)) focusHeading(section);
  showFilmState();
};

/**
 * @param {string} viewingId
 * @param {boolean} deleted
 */
const hideDeleted = (viewingId, deleted) => {
  const row = viewingRow(viewingId);
  const section = yourFilm();
  if (!row || !section) return;
  const hadFocus = row.contains(document.activeElement);
  row.hidden = deleted;
  if (deleted && hadFocus) focusHeading(section);
};

/**
 * @param {string} viewingId
 * @param {boolean} deleted Hidden when deleted; shown when put back.
 */
export const showDeleted = (viewingId, deleted) => {
  hideDeleted(viewingId, deleted);
  showFilmState();
};

/**
 * Shows a change of the person's own film in the state `on` (the outbox's key, and the log's
 * fields for a viewing logged), without the summary and watchlist mark that follow from it.
 * Says whether it is a change of this page's film (a viewing's log is the caller's to tell).
 * @param {string} key
 * @param {boolean} on
 * @param {Record<string, string>} fields
 */
const applyChange = (key, on, fields) => {
  const change = parseJournalKey(key);
  const section = yourFilm();
  if (!change || !section) return false;
  if (change.kind === "watchlist") {
    if (change.id !== section.dataset.movieId) return false;
    showWatchlist(on);
  } else if (change.kind === "viewing") {
    if (on) placeWaitingViewing(section, change.id, fields); else removeWaitingLines(section, change.id);
  } else {
    if (!rowOf(section, change.id)) return false;
    hideDeleted(change.id, on);
  }
  return true;
};

/**
 * Shows a change of the person's own film in the state `on`.
 * @param {string} key
 * @param {boolean} on
 * @param {Record<string, string>} [fields] The log's, for a viewing logged.
 */
export const showChange = (key, on, fields = {}) => {
  applyChange(key, on, fields);
  showFilmState();
};

/**
 * Puts back a change Marquee refused as it was sent (still in the outbox until this is done):
 * the page shows what Marquee has, with what else waits.
 * @param {string} key
 * @param {boolean} original
 */
export const putBackChange = (key, original) => {
  applyChange(key, original, {});
  showFilmState(key);
};

/** Shows on the section what the outbox keeps for its film (the person's latest word on it). */
export const showKeptChanges = () => {
  const section = yourFilm();
  const action = section ? logFormOf(section)?.action : undefined;
  let shown = false;
  for (const [key, entry] of Object.entries(readOutbox())) {
    if (entry.field === undefined) continue;
    // A viewing of another film waits too: its log is sent to that film's address.
    if (parseJournalKey(key)?.kind === "viewing" && entry.action !== action) continue;
    if (applyChange(key, entry.favorite, entry.fields)) shown = true;
  }
  if (shown) showFilmState();
};

/**
 * Brings the section up to date from the film's page as Marquee now writes it, with what the
 * outbox still keeps shown on it. Resolves false when it could not (the page is left as it is).
 */
export const refreshYourFilm = async () => {
  if (!yourFilm()) return false;
  // Without the notice of a plain form's answer ("Logged.", or a deleted viewing's Undo),
  // which would say it again.
  const address = new URL(location.href);
  if (address.searchParams.has("notice")) {
    for (const name of ["notice", "viewing"]) address.searchParams.delete(name);
    history.replaceState(history.state, "", address);
  }
  address.hash = "";
  let fresh;
  try {
    const response = await fetch(address.href, { headers: { Accept: "text/html" }, cache: "no-store" });
    if (!response.ok) return false;
    fresh = new DOMParser().parseFromString(await response.text(), "text/html").querySelector("section.your-film");
  } catch {
    return false;
  }
  // Looked up again: the person may have left this film's section meanwhile.
  const current = yourFilm();
  if (!(fresh instanceof HTMLElement) || !current || fresh.dataset.movieId !== current.dataset.movieId) return false;
  const hadFocus = current.contains(document.activeElement);
  const section = document.importNode(fresh, true);
  current.replaceWith(section);
  prepareDates(section);
  showKeptChanges();
  if (hadFocus) focusHeading(section);
  return true;
};
