// How the person's own film looks on its page (FilmJournalSection, `section.your-film`): the
// watchlist button; a viewing logged or edited but not yet taken by Marquee, as a line that
// says it waits to be sent; a deleted viewing hidden. What the outbox keeps for the film is
// shown on a page written before it, put back when Marquee refuses it, and the section is
// brought up to date from the film's page once Marquee has taken a change.
import { element } from "./dom.js";
import { longDay, parseJournalKey, spokenRating, starSymbols } from "./journal-changes.js";
import { readOutbox } from "./outbox.js";
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

/** @param {boolean} on Whether the film shows as on the watchlist. */
export const showWatchlist = (on) => {
  for (const button of yourFilm()?.querySelectorAll(".watchlist-button") ?? []) {
    button.setAttribute("aria-pressed", String(on));
    button.classList.toggle("secondary", !on);
    if (button instanceof HTMLButtonElement) button.value = String(!on);
  }
};

/** A viewing's row (by its name, compared rather than put in a selector). @param {string} viewingId */
const viewingRow = (viewingId) => {
  for (const row of yourFilm()?.querySelectorAll("li.viewing") ?? []) {
    if (row instanceof HTMLElement && row.dataset.viewingId === viewingId) return row;
  }
  return null;
};

/** The lines of a viewing waiting to be sent, from its log's fields. @param {Record<string, string>} fields */
const waitingLines = (fields) => {
  const line = element("p", { class: "viewing-line waiting-line" });
  const time = element("time", { datetime: fields.watched_on ?? "" });
  time.textContent = longDay(fields.watched_on ?? "");
  line.append(time);
  if (fields.rating) {
    const stars = element("span", { class: "stars", role: "img", "aria-label": spokenRating(fields.rating) });
    stars.textContent = starSymbols(fields.rating);
    line.append(" ", stars);
  }
  const waiting = element("span", { class: "waiting" });
  waiting.textContent = "Waiting to be sent";
  line.append(" ", waiting);
  const review = fields.review?.trim();
  if (!review) return [line];
  const text = element("p", { class: "review waiting-line" });
  text.textContent = review;
  return [line, text];
};

/** A viewing as Marquee has it: its waiting lines gone (its row too, when only they made it). @param {string} viewingId */
export const putBackViewing = (viewingId) => {
  const row = viewingRow(viewingId);
  if (!row) return;
  if (row.classList.contains("waiting-viewing")) {
    const list = row.parentElement;
    row.remove();
    // A list made for waiting viewings goes with the last of them.
    if (list?.matches("[data-waiting]") && list.children.length === 0) list.remove();
    return;
  }
  for (const line of row.querySelectorAll(":scope > .waiting-line")) line.remove();
  for (const line of row.querySelectorAll(":scope > .viewing-line, :scope > .review")) if (line instanceof HTMLElement) line.hidden = false;
};

/**
 * A viewing logged or edited offline: a new one gets a row of its own, an edited one its new
 * line in place of its old, each saying that it waits to be sent.
 * @param {string} viewingId
 * @param {Record<string, string>} fields The log's fields.
 */
export const showWaitingViewing = (viewingId, fields) => {
  const section = yourFilm();
  if (!section) return;
  putBackViewing(viewingId);
  let row = viewingRow(viewingId);
  if (!row) {
    let list = section.querySelector("ol.viewings");
    if (!list) {
      list = element("ol", { class: "viewings", "data-waiting": "" });
      section.append(list);
    }
    row = element("li", { class: "viewing waiting-viewing", "data-viewing-id": viewingId });
    list.prepend(row);
  }
  for (const line of row.querySelectorAll(":scope > .viewing-line, :scope > .review")) if (line instanceof HTMLElement) line.hidden = true;
  row.prepend(...waitingLines(fields));
};

/**
 * @param {string} viewingId
 * @param {boolean} deleted Hidden when deleted; shown when put back.
 */
export const showDeleted = (viewingId, deleted) => {
  const row = viewingRow(viewingId);
  const section = yourFilm();
  if (!row || !section) return;
  const hadFocus = row.contains(document.activeElement);
  row.hidden = deleted;
  if (deleted && hadFocus) focusHeading(section);
};

/**
 * Shows a change of the person's own film in the state `on`: the outbox's key, and the log's
 * fields for a viewing logged.
 * @param {string} key
 * @param {boolean} on
 * @param {Record<string, string>} [fields]
 */
export const showChange = (key, on, fields = {}) => {
  const change = parseJournalKey(key);
  if (change?.kind === "watchlist" && change.id === yourFilm()?.dataset.movieId) showWatchlist(on);
  else if (change?.kind === "viewing" && on) showWaitingViewing(change.id, fields);
  else if (change?.kind === "viewing") putBackViewing(change.id);
  else if (change?.kind === "deleted") showDeleted(change.id, on);
};

/** Shows on the section what the outbox keeps for its film (the person's latest word on it). */
export const showKeptChanges = () => {
  const logForm = yourFilm()?.querySelector("form.viewing-form");
  for (const [key, entry] of Object.entries(readOutbox())) {
    if (entry.field === undefined) continue;
    // A viewing of another film waits too: its log is sent to that film's address.
    if (parseJournalKey(key)?.kind === "viewing" && !(logForm instanceof HTMLFormElement && entry.action === logForm.action)) continue;
    showChange(key, entry.favorite, entry.fields);
  }
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
