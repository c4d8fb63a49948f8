// A list's order by dragging (list-order.js): each film gets a handle named after it; a film
// dragged with the pointer or moved with the arrow keys is sent as its own move form would send
// it, with its new place, and the toast says where it went; the films' buttons are then those of
// Marquee's answer. A move Marquee refuses, or that cannot reach it, puts the list back as it
// was and says so; a drag called off sends nothing.
import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { deferred, eventually, installBrowser, scripts, setGlobal, settle, stubFetch } from "./browser.mjs";

const LIST = "/you/lists/0b5e8f9a-77c1-4d1e-8e9f-3a6b2c1d0e4f";
const { window } = installBrowser({ url: `https://marquee.test${LIST}` });
const { document } = window;
// A form's fields are read with the page's own FormData (Node's knows no jsdom form).
setGlobal("FormData", window.FormData);
// jsdom has no pointer events: a mouse event with a pointer's id says as much.
class PointerEvent extends window.MouseEvent {
  constructor(type, { pointerId = 1, isPrimary = true, pointerType = "mouse", ...init } = {}) {
    super(type, { bubbles: true, cancelable: true, ...init });
    Object.assign(this, { pointerId, isPrimary, pointerType });
  }
}
window.HTMLElement.prototype.setPointerCapture = () => {};
// In a browser a form's field named "action" stands in for the form's `action` (jsdom lacks
// forms' named fields): a list's forms all have one.
const formAction = Object.getOwnPropertyDescriptor(window.HTMLFormElement.prototype, "action");
Object.defineProperty(window.HTMLFormElement.prototype, "action", {
  configurable: true,
  get() { return this.elements.namedItem("action") ?? formAction.get.call(this); },
});
const scrolled = [];
window.scrollBy = (x, y) => scrolled.push(y);
const { failedMessage, movedMessage, placeAt, startListOrder } = await import(scripts("list-order.js"));

const TOKEN = "page-token";
const FILMS = [[949, "Heat"], [155, "The Dark Knight"], [238, "The Godfather"]];
const ROW_HEIGHT = 100;

/** A film's form, as ListActionForm writes it. */
const form = (action, id, fields) => `<form class="list-action" method="post" action="${LIST}"><input type="hidden" name="csrf_token" value="${TOKEN}"><input type="hidden" name="action" value="${action}"><input type="hidden" name="movie_id" value="${id}">${fields}</form>`;
const move = (id, title, position, label) => form("move", id, `<input type="hidden" name="position" value="${position}"><button type="submit" class="secondary" aria-label="${label}: ${title}">${label}</button>`);

/** The list's films in `order` (ids), as FilmListPage writes them. */
const listHTML = (order) => `<ol id="list-films" class="list-films">${order.map((id, place) => {
  const title = FILMS.find(([film]) => film === id)[1];
  return `<li class="list-film" data-movie-id="${id}"><img class="poster" alt="Poster of ${title}"><div class="list-film-text"><a class="title-link" href="/movies/${id}"><h3 class="movie-title">${title}</h3></a>
    ${form("note", id, `<label for="note-${id}">Note</label><textarea id="note-${id}" name="note"></textarea><button type="submit" class="secondary">Save note</button>`)}
    <div class="list-film-actions">${place > 0 ? move(id, title, place - 1, "Move up") : ""}${place < order.length - 1 ? move(id, title, place + 1, "Move down") : ""}${form("remove", id, "<button type=\"submit\">Take off</button>")}</div></div></li>`;
}).join("")}</ol>`;

/** Marquee's page of the list, as the move's redirect leads to it. */
const pageOf = (order) => new Response(`<!doctype html><main>${listHTML(order)}</main>`, { status: 200, headers: { "Content-Type": "text/html" } });

const list = () => document.querySelector("ol.list-films");
const order = () => [...list().querySelectorAll("li.list-film")].map((item) => Number(item.dataset.movieId));
const item = (id) => list().querySelector(`li[data-movie-id="${id}"]`);
const handle = (id) => item(id).querySelector("button.drag-handle");
const toast = () => document.querySelector(".toast")?.textContent ?? "";
const sent = (call) => Object.fromEntries(new URLSearchParams(call.init.body));

beforeEach(() => {
  document.body.innerHTML = `<main>${listHTML([949, 155, 238])}</main><div id="toast-region" class="toast-region"></div>`;
  // jsdom lays nothing out: each film is a row 100 px tall, in the order it is in now.
  for (const film of list().children) {
    film.getBoundingClientRect = () => {
      const top = [...list().children].indexOf(film) * ROW_HEIGHT;
      return { top, bottom: top + ROW_HEIGHT, height: ROW_HEIGHT, left: 0, right: 300, width: 300, x: 0, y: top };
    };
  }
  startListOrder();
});

const press = (target, key) => target.dispatchEvent(new window.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
const drag = (id, ...ys) => {
  const [from, ...to] = ys;
  handle(id).dispatchEvent(new PointerEvent("pointerdown", { clientY: from, button: 0 }));
  for (const y of to) handle(id).dispatchEvent(new PointerEvent("pointermove", { clientY: y }));
};
const drop = (id, y) => handle(id).dispatchEvent(new PointerEvent("pointerup", { clientY: y }));

test("the place a dragged film goes is counted from the others' middles", () => {
  assert.equal(placeAt([50, 150], 10), 0);
  assert.equal(placeAt([50, 150], 120), 1);
  assert.equal(placeAt([50, 150], 400), 2);
  assert.equal(movedMessage("Heat", 2, 3), "Moved Heat to place 2 of 3.");
});

test("each film gets a handle a screen reader names and a keyboard reaches", () => {
  const handles = [...list().querySelectorAll("button.drag-handle")];
  assert.deepEqual(handles.map((button) => button.getAttribute("aria-label")),
    ["Drag to move Heat", "Drag to move The Dark Knight", "Drag to move The Godfather"]);
  for (const button of handles) {
    assert.equal(button.type, "button", "not a form's button");
    assert.equal(button.getAttribute("aria-hidden"), null);
    assert.equal(button.tabIndex, 0);
  }
  assert.ok(list().classList.contains("orderable"));
  startListOrder();
  assert.equal(list().querySelectorAll("button.drag-handle").length, 3, "started twice, one handle each");
});

test("a film alone on its list gets no handle", () => {
  document.body.innerHTML = `<main>${listHTML([949])}</main>`;
  startListOrder();
  assert.equal(list().querySelectorAll("button.drag-handle").length, 0);
});

test("a film dragged to the top is sent with its new place, and the toast says where it went", async () => {
  const calls = stubFetch(() => pageOf([238, 949, 155]));
  drag(238, 250, 180, 20);
  assert.deepEqual(order(), [238, 949, 155], "the list changes while the film is dragged");
  assert.ok(item(238).classList.contains("moving"));
  assert.equal(calls.length, 0, "nothing is sent before the film is let go");
  drop(238, 20);
  assert.equal(list().getAttribute("aria-busy"), "true");
  await eventually(() => toast());
  assert.equal(calls.length, 1);
  assert.equal(calls[0].url, `https://marquee.test${LIST}`);
  assert.equal(calls[0].init.method, "POST");
  assert.equal(calls[0].init.redirect, "follow");
  assert.deepEqual(sent(calls[0]), { csrf_token: TOKEN, action: "move", movie_id: "238", position: "0" });
  assert.equal(toast(), "Moved The Godfather to place 1 of 3.");
  assert.deepEqual(order(), [238, 949, 155]);
  assert.equal(item(238).classList.contains("moving"), false);
  assert.equal(list().getAttribute("aria-busy"), null);
  // The buttons are Marquee's now: the Godfather, first, moves down only, to place 2.
  const buttons = item(238).querySelectorAll(".list-film-actions button[aria-label]");
  assert.deepEqual([...buttons].map((button) => button.getAttribute("aria-label")), ["Move down: The Godfather"]);
  assert.equal(item(238).querySelector('input[name="position"]').value, "1");
});

test("a film dragged down one place is sent with that place", async () => {
  const calls = stubFetch(() => pageOf([155, 949, 238]));
  drag(949, 50, 120, 160);
  drop(949, 160);
  await eventually(() => toast());
  assert.deepEqual(sent(calls[0]), { csrf_token: TOKEN, action: "move", movie_id: "949", position: "1" });
  assert.equal(toast(), "Moved Heat to place 2 of 3.");
});

test("a film let go where it was sends nothing", async () => {
  const calls = stubFetch(() => pageOf([949, 155, 238]));
  drag(155, 150, 140, 160);
  drop(155, 160);
  await settle();
  assert.equal(calls.length, 0);
  assert.deepEqual(order(), [949, 155, 238]);
});

test("the arrow keys on a handle move its film one place and send it, the focus kept", async () => {
  const calls = stubFetch(() => pageOf([155, 949, 238]));
  handle(949).focus();
  press(handle(949), "ArrowUp");
  assert.equal(calls.length, 0, "the first film goes no higher");
  press(handle(949), "ArrowDown");
  assert.deepEqual(order(), [155, 949, 238]);
  assert.equal(document.activeElement, handle(949));
  await eventually(() => toast());
  assert.deepEqual(sent(calls[0]), { csrf_token: TOKEN, action: "move", movie_id: "949", position: "1" });
  assert.equal(toast(), "Moved Heat to place 2 of 3.");
  assert.equal(document.activeElement, handle(949), "still on the handle after Marquee's buttons came");
});

test("a move Marquee refuses puts the list back and says so", async () => {
  stubFetch(() => new Response("<p>No</p>", { status: 422, headers: { "Content-Type": "text/html" } }));
  drag(238, 250, 20);
  drop(238, 20);
  assert.deepEqual(order(), [238, 949, 155]);
  await eventually(() => toast());
  assert.equal(toast(), failedMessage());
  assert.equal(failedMessage(), "The list could not be changed. Try again.");
  assert.deepEqual(order(), [949, 155, 238], "back as it was");
  assert.equal(list().getAttribute("aria-busy"), null);
});

test("a move that cannot reach Marquee puts the list back, and so does the keyboard's", async () => {
  stubFetch(() => { throw new TypeError("Failed to fetch"); });
  handle(155).focus();
  press(handle(155), "ArrowDown");
  assert.deepEqual(order(), [949, 238, 155]);
  await eventually(() => toast());
  assert.equal(toast(), "The list could not be changed. Try again.");
  assert.deepEqual(order(), [949, 155, 238]);
  assert.equal(document.activeElement, handle(155), "the focus stays on the handle");
});

test("moves made while one is on its way wait for it; when it fails, they are not sent", async () => {
  const first = deferred();
  const calls = stubFetch(() => first.promise);
  handle(949).focus();
  press(handle(949), "ArrowDown");
  press(handle(949), "ArrowDown");
  assert.deepEqual(order(), [155, 238, 949]);
  await settle();
  assert.equal(calls.length, 1, "one at a time");
  first.resolve(new Response("", { status: 503 }));
  await eventually(() => toast());
  await settle();
  assert.equal(calls.length, 1, "the move made on top of the refused one is not sent");
  assert.deepEqual(order(), [949, 155, 238], "back as Marquee has it");
  assert.equal(toast(), failedMessage());
  assert.equal(failedMessage(), "The list could not be changed. Try again.");
});

test("moves made one after the other are sent in turn, each with its place", async () => {
  const calls = stubFetch((url, init) => pageOf(Number(new URLSearchParams(init.body).get("position")) === 1 ? [155, 949, 238] : [155, 238, 949]));
  handle(949).focus();
  press(handle(949), "ArrowDown");
  press(handle(949), "ArrowDown");
  await eventually(() => (calls.length === 2 && toast() === "Moved Heat to place 3 of 3." ? true : null));
  assert.deepEqual(calls.map((call) => sent(call).position), ["1", "2"]);
  assert.deepEqual(order(), [155, 238, 949]);
});

test("a drag called off (Escape, or the browser taking the pointer) puts the film back and sends nothing", async () => {
  const calls = stubFetch(() => pageOf([949, 155, 238]));
  drag(949, 50, 260);
  assert.deepEqual(order(), [155, 238, 949]);
  press(handle(949), "Escape");
  assert.deepEqual(order(), [949, 155, 238]);
  drag(238, 250, 20);
  handle(238).dispatchEvent(new PointerEvent("pointercancel"));
  assert.deepEqual(order(), [949, 155, 238]);
  assert.equal(list().classList.contains("dragging"), false);
  await settle();
  assert.equal(calls.length, 0);
});

test("a right click or a second finger does not start a drag", async () => {
  const calls = stubFetch(() => pageOf([949, 155, 238]));
  handle(949).dispatchEvent(new PointerEvent("pointerdown", { clientY: 50, button: 2 }));
  handle(949).dispatchEvent(new PointerEvent("pointermove", { clientY: 260 }));
  handle(155).dispatchEvent(new PointerEvent("pointerdown", { clientY: 150, isPrimary: false, pointerType: "touch", pointerId: 7 }));
  handle(155).dispatchEvent(new PointerEvent("pointermove", { clientY: 260, pointerId: 7 }));
  assert.deepEqual(order(), [949, 155, 238]);
  await settle();
  assert.equal(calls.length, 0);
});

test("dragged near the window's bottom edge, the page scrolls", () => {
  stubFetch(() => pageOf([949, 155, 238]));
  scrolled.length = 0;
  drag(949, 50, window.innerHeight - 10);
  assert.ok(scrolled.some((y) => y > 0), `scrolled by ${scrolled}`);
  press(handle(949), "Escape");
});
