// Recent searches under the search field (combobox.js), as the ARIA combobox pattern has them.
import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { installBrowser, scripts } from "./browser.mjs";

const { window } = installBrowser({ url: "https://marquee.test/search" });
const { document } = window;
const { createCombobox } = await import(scripts("combobox.js"));

const searches = ["Heat", "Alien", "Aliens", "The Thing"];

let input;
let list;
let chosen;
let forgotten;

beforeEach(() => {
  document.body.innerHTML = `
    <form id="search-form" action="/search">
      <input id="search-input" name="q" role="combobox" aria-controls="suggestions" aria-expanded="false" aria-autocomplete="list">
      <ul id="suggestions" role="listbox" hidden>
        ${searches.map((query, index) => `<li id="suggestion-${index}" role="option" data-query="${query}">${query}</li>`).join("")}
      </ul>
    </form>`;
  input = document.getElementById("search-input");
  list = document.getElementById("suggestions");
  chosen = [];
  forgotten = [];
  createCombobox(input, list, { choose: (option) => chosen.push(option.id), forget: (option) => forgotten.push(option.id) });
  input.focus();
});

/** Presses a key in the field; returns whether the page kept it from its default. */
const press = (key, options = {}) => {
  const event = new window.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...options });
  input.dispatchEvent(event);
  return event.defaultPrevented;
};

const type = (text) => {
  input.value = text;
  input.dispatchEvent(new window.InputEvent("input", { bubbles: true, data: text }));
};

const selected = () => [...list.querySelectorAll('[role="option"]')].filter((option) => option.getAttribute("aria-selected") === "true").map((option) => option.id);
const visible = () => [...list.querySelectorAll('[role="option"]')].filter((option) => !option.hidden).map((option) => option.dataset.query);

test("focusing the field opens the list", () => {
  assert.equal(list.hidden, false);
  assert.equal(input.getAttribute("aria-expanded"), "true");
  assert.equal(input.hasAttribute("aria-activedescendant"), false);
});

test("Down from the field highlights the first option, and wraps from the last", () => {
  assert.equal(press("ArrowDown"), true);
  assert.equal(input.getAttribute("aria-activedescendant"), "suggestion-0");
  press("ArrowDown");
  press("ArrowDown");
  press("ArrowDown");
  assert.equal(input.getAttribute("aria-activedescendant"), "suggestion-3");
  press("ArrowDown");
  assert.equal(input.getAttribute("aria-activedescendant"), "suggestion-0");
});

test("Down with the list closed opens it at the first option", () => {
  press("Escape");
  assert.equal(list.hidden, true);
  press("ArrowDown");
  assert.equal(list.hidden, false);
  assert.equal(input.getAttribute("aria-expanded"), "true");
  assert.equal(input.getAttribute("aria-activedescendant"), "suggestion-0");
});

test("Up from no highlight goes to the last option, and on up", () => {
  assert.equal(press("ArrowUp"), true);
  assert.equal(input.getAttribute("aria-activedescendant"), "suggestion-3");
  press("ArrowUp");
  assert.equal(input.getAttribute("aria-activedescendant"), "suggestion-2");
});

test("Up from the first option wraps to the last", () => {
  press("ArrowDown");
  press("ArrowUp");
  assert.equal(input.getAttribute("aria-activedescendant"), "suggestion-3");
});

test("aria-activedescendant and aria-selected follow the highlight", () => {
  press("ArrowDown");
  press("ArrowDown");
  assert.equal(input.getAttribute("aria-activedescendant"), "suggestion-1");
  assert.deepEqual(selected(), ["suggestion-1"]);
  assert.equal(document.getElementById("suggestion-0").getAttribute("aria-selected"), "false");
  assert.equal(document.activeElement, input, "focus stays in the field");
});

test("Enter chooses the highlighted option and closes the list", () => {
  press("ArrowDown");
  press("ArrowDown");
  assert.equal(press("Enter"), true, "the form is not sent with what was typed");
  assert.deepEqual(chosen, ["suggestion-1"]);
  assert.equal(list.hidden, true);
  assert.equal(input.getAttribute("aria-expanded"), "false");
  assert.equal(input.hasAttribute("aria-activedescendant"), false);
});

test("Enter with nothing highlighted sends the form as typed", () => {
  assert.equal(press("Enter"), false);
  assert.deepEqual(chosen, []);
});

test("Escape closes the list", () => {
  press("ArrowDown");
  assert.equal(press("Escape"), true);
  assert.equal(list.hidden, true);
  assert.equal(input.getAttribute("aria-expanded"), "false");
  assert.equal(input.hasAttribute("aria-activedescendant"), false);
  assert.deepEqual(selected(), []);
  assert.equal(press("Escape"), false, "a closed list leaves Escape to the page");
});

test("Shift+Delete forgets the highlighted option", () => {
  press("ArrowDown");
  press("ArrowDown");
  assert.equal(press("Delete", { shiftKey: true }), true);
  assert.deepEqual(forgotten, ["suggestion-1"]);
});

test("Delete without Shift forgets nothing", () => {
  press("ArrowDown");
  assert.equal(press("Delete"), false);
  assert.deepEqual(forgotten, []);
});

test("typing filters the options by data-query, ignoring case", () => {
  type("ALIEN");
  assert.deepEqual(visible(), ["Alien", "Aliens"]);
  assert.equal(list.hidden, false);
  press("ArrowDown");
  press("ArrowDown");
  assert.equal(input.getAttribute("aria-activedescendant"), "suggestion-2", "Down moves through the options shown");
  press("ArrowDown");
  assert.equal(input.getAttribute("aria-activedescendant"), "suggestion-1");
});

test("typing what no search matches closes the list", () => {
  type("zzz");
  assert.deepEqual(visible(), []);
  assert.equal(list.hidden, true);
  assert.equal(input.getAttribute("aria-expanded"), "false");
});

test("typing clears the highlight", () => {
  press("ArrowDown");
  type("The");
  assert.equal(input.hasAttribute("aria-activedescendant"), false);
  assert.deepEqual(visible(), ["The Thing"]);
});

test("a mousedown on an option chooses it", () => {
  const option = document.getElementById("suggestion-3");
  const event = new window.MouseEvent("mousedown", { bubbles: true, cancelable: true });
  option.dispatchEvent(event);
  assert.deepEqual(chosen, ["suggestion-3"]);
  assert.equal(event.defaultPrevented, true, "the field keeps focus");
  assert.equal(list.hidden, true);
});
