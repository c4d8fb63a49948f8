// Building pieces of the page: elements with attributes, local times, and the form token the
// page was served with.
import { ids } from "./config.js";
import { dateLocales } from "./page-text.js";

/**
 * An element with attributes, such as `{ class: "toast", role: "status" }`.
 * @param {string} tag
 * @param {Record<string, string>} [attributes]
 */
export const element = (tag, attributes = {}) => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
};

/** @param {string} iso A time in ISO 8601, written in the person's own zone, in the page's language. */
export const localTime = (iso) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(dateLocales(), { dateStyle: "medium", timeStyle: "short" });
};

/** @param {string} iso */
export const timeElement = (iso) => {
  const time = element("time", { datetime: iso });
  time.textContent = localTime(iso);
  return time;
};

/** The form token of this page (the hearts' form has it); "" on a page without one. */
export const pageToken = () => {
  const field = document.getElementById(ids.hearts)?.querySelector('[name="csrf_token"]');
  return field instanceof HTMLInputElement ? field.value : "";
};

/** Whether someone is typing in a field of the page. */
export const isTyping = () => Boolean(document.activeElement?.matches?.("input:not([type=hidden]), textarea, select"));
