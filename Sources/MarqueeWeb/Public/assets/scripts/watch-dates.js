// The days of a film's log forms by the person's own calendar. Marquee writes its own day
// (UTC), which is not the person's near midnight: on a film's page, the new viewing starts at
// the browser's today, no form offers a later day, and every log form says what today is
// here (`today`), by which Marquee refuses a day in the future. Loaded by app.js on a film's page.
import { element } from "./dom.js";

/** @param {number} number @param {number} digits */
const padded = (number, digits) => String(number).padStart(digits, "0");

/**
 * The day of `now` on this device's calendar, as `YYYY-MM-DD`.
 * @param {Date} [now]
 */
export const localDay = (now = new Date()) =>
  `${padded(now.getFullYear(), 4)}-${padded(now.getMonth() + 1, 2)}-${padded(now.getDate(), 2)}`;

/**
 * Adds to a log form, or sets, its hidden `today`.
 * @param {HTMLFormElement} form
 * @param {string} [today]
 */
export const setToday = (form, today = localDay()) => {
  let field = form.querySelector('input[name="today"]');
  if (!(field instanceof HTMLInputElement)) {
    field = element("input", { type: "hidden", name: "today" });
    form.prepend(field);
  }
  if (field instanceof HTMLInputElement) field.value = today;
};

/**
 * The log forms under `root`: each sends `today`; the new viewing's day is today (unless the
 * person has chosen one already); no day after today is offered (a viewing already on a later
 * day, logged in another zone, keeps its form's own limit).
 * @param {ParentNode} root
 * @param {string} [today]
 */
export const prepareDates = (root, today = localDay()) => {
  for (const form of root.querySelectorAll("form.viewing-form")) {
    if (!(form instanceof HTMLFormElement)) continue;
    setToday(form, today);
    const isNew = form.closest(".log-viewing") !== null;
    for (const field of form.querySelectorAll("input.watched-on")) {
      if (!(field instanceof HTMLInputElement)) continue;
      if (isNew && field.value === field.defaultValue) field.value = today;
      if (field.value <= today) field.max = today;
    }
  }
};

/**
 * A new viewing's name, as Marquee makes them (a random UUID, in lower case), so that a second
 * log from the same form is a second viewing. `getRandomValues`, unlike `randomUUID`, works on
 * a page served over plain HTTP too.
 * @param {Pick<Crypto, "getRandomValues">} [random]
 */
export const newViewingId = (random = crypto) => {
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
