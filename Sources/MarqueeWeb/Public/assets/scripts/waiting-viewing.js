// A viewing logged or edited offline, as the film's section (`section.your-film`) shows it
// until Marquee has it: a line that says it waits to be sent, in place of an edited viewing's
// own; a new one in a row of its own, where Marquee will list it, with an Edit and a Delete as
// a logged viewing has (FilmJournalSection's row), which change what waits on the device
// (your-film.js). What the section shows of it besides (the summary) is journal-display.js's.
import { element } from "./dom.js";
import { longDay, ratingOfStars, spokenRating, starSymbols } from "./journal-changes.js";
import { text } from "./page-text.js";

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
  waiting.textContent = text("waitingToBeSent");
  line.append(" ", waiting);
  const review = fields.review?.trim();
  if (!review) return [line];
  const reviewLine = element("p", { class: "review waiting-line" });
  reviewLine.textContent = review;
  return [line, reviewLine];
};

/**
 * Puts a log's fields in a log form, as the form's own values: its edit starts from what waits.
 * @param {HTMLFormElement} form
 * @param {Record<string, string>} fields
 */
const fillViewingForm = (form, fields) => {
  for (const field of form.elements) {
    if (field instanceof HTMLTextAreaElement && field.name === "review") {
      field.defaultValue = fields.review ?? "";
      field.value = field.defaultValue;
    }
    if (!(field instanceof HTMLInputElement)) continue;
    if (field.name === "watched_on" || field.name === "viewing_id") {
      field.defaultValue = fields[field.name] ?? "";
      field.value = field.defaultValue;
    }
    if (field.name === "rating") {
      field.defaultChecked = field.value === (fields.rating ?? "");
      field.checked = field.defaultChecked;
    }
  }
};

/**
 * A waiting viewing's Edit (the new viewing's form, copied with the viewing's name, its own ids
 * and its fields) and Delete. The Delete has no address: what it deletes is on the device.
 * @param {HTMLFormElement} logForm The new viewing's form.
 * @param {string} viewingId
 * @param {Record<string, string>} fields The log's fields.
 */
const waitingForms = (logForm, viewingId, fields) => {
  const form = /** @type {HTMLFormElement} */ (logForm.cloneNode(true));
  form.removeAttribute("id");
  // "watched-on-new", "rating-new-7", "review-new": as an edit's are named after its viewing.
  const own = (/** @type {string} */ id) => id.replace(/-new(?=-\d+$|$)/, `-${viewingId}`);
  for (const node of form.querySelectorAll("[id]")) node.id = own(node.id);
  for (const label of form.querySelectorAll("label[for]")) label.setAttribute("for", own(label.getAttribute("for") ?? ""));
  fillViewingForm(form, { ...fields, viewing_id: viewingId });
  const save = form.querySelector('button[type="submit"]');
  if (save) save.textContent = text("save");
  const edit = element("details", { class: "edit-viewing" });
  const summary = element("summary");
  summary.textContent = text("edit");
  edit.append(summary, form);

  const remove = element("form", { class: "delete-viewing-form", method: "post" });
  const button = element("button", { type: "submit", class: "button secondary" });
  button.textContent = text("delete");
  remove.append(element("input", { type: "hidden", name: "deleted", value: "true" }), button);
  return [edit, remove];
};

/**
 * A viewing's row (by its name, compared rather than put in a selector).
 * @param {ParentNode} section
 * @param {string} viewingId
 */
export const rowOf = (section, viewingId) => {
  for (const row of section.querySelectorAll("li.viewing")) {
    if (row instanceof HTMLElement && row.dataset.viewingId === viewingId) return row;
  }
  return null;
};

/** The day and rating a row shows: its waiting line's, else Marquee's. @param {HTMLElement} row */
export const shownViewing = (row) => {
  const line = [...row.querySelectorAll(":scope > .viewing-line")].find((candidate) => candidate instanceof HTMLElement && !candidate.hidden);
  const day = line?.querySelector("time")?.getAttribute("datetime");
  return line && day ? { day, rating: ratingOfStars(line.querySelector(".stars")?.textContent ?? "") } : null;
};

/**
 * A viewing as Marquee has it: its waiting lines gone (its row too, when only they made it).
 * @param {HTMLElement} section
 * @param {string} viewingId
 */
export const removeWaitingLines = (section, viewingId) => {
  const row = rowOf(section, viewingId);
  if (!row) return;
  if (row.classList.contains("waiting-viewing")) {
    const list = row.parentElement;
    row.remove();
    // A list made for waiting viewings goes with the last of them, its heading with it.
    if (list?.matches("[data-waiting]") && list.children.length === 0) {
      for (const made of section.querySelectorAll("[data-waiting]")) made.remove();
    }
    return;
  }
  for (const line of row.querySelectorAll(":scope > .waiting-line")) line.remove();
  for (const line of row.querySelectorAll(":scope > .viewing-line, :scope > .review")) if (line instanceof HTMLElement) line.hidden = false;
};

/**
 * Puts a new waiting viewing's row where Marquee will list it: the latest day first, and of a
 * day, the latest logged.
 * @param {HTMLElement} section
 * @param {HTMLElement} row
 * @param {string} day
 */
const placeRow = (section, row, day) => {
  let list = section.querySelector("ol.viewings");
  if (!list) {
    const title = element("h3", { class: "viewings-title", "data-waiting": "" });
    title.textContent = text("yourViewings");
    list = element("ol", { class: "viewings", "data-waiting": "" });
    section.append(title, list);
  }
  const later = [...list.children].find((other) => {
    const shown = other instanceof HTMLElement ? shownViewing(other) : null;
    return shown !== null && shown.day <= day;
  });
  list.insertBefore(row, later ?? null);
};

/**
 * A viewing logged or edited offline: a new one gets a row of its own, an edited one its new
 * line in place of its old (and its form what waits), each saying that it waits to be sent.
 * @param {HTMLElement} section
 * @param {string} viewingId
 * @param {Record<string, string>} fields The log's fields.
 */
export const placeWaitingViewing = (section, viewingId, fields) => {
  const hadFocus = rowOf(section, viewingId)?.contains(document.activeElement) ?? false;
  removeWaitingLines(section, viewingId);
  let row = rowOf(section, viewingId);
  if (row) {
    for (const line of row.querySelectorAll(":scope > .viewing-line, :scope > .review")) if (line instanceof HTMLElement) line.hidden = true;
    row.prepend(...waitingLines(fields));
    const form = row.querySelector(".edit-viewing form.viewing-form");
    if (form instanceof HTMLFormElement) fillViewingForm(form, fields);
  } else {
    row = element("li", { class: "viewing waiting-viewing", "data-viewing-id": viewingId });
    const logForm = section.querySelector(".log-viewing form.viewing-form");
    row.append(...waitingLines(fields), ...(logForm instanceof HTMLFormElement ? waitingForms(logForm, viewingId, fields) : []));
    placeRow(section, row, fields.watched_on ?? "");
  }
  // The Save pressed is gone or folded away: the focus goes back to the viewing's Edit.
  const edit = row.querySelector(".edit-viewing > summary");
  if (hadFocus && edit instanceof HTMLElement) edit.focus();
};
