// A list's order, by dragging (FilmListPage): each film gets a handle that a finger or a mouse
// drags up or down (pointer events), or that moves the film by one place with the arrow keys
// once focused. The list changes as the film is dragged; when it is let go, the move is sent as
// the film's own "move" form would send it (its token, `movie_id`, the new `position`), and a
// toast says where it went. Refused or lost, the list is put back as it was and the toast says
// so. Without the script, Move up and Move down do the same, one place and one page at a time.
// Loaded by app.js on a list's page; the films' buttons are brought up to date from Marquee's
// answer, so that they move a film from where it is now.
import { element } from "./dom.js";
import { number, text } from "./page-text.js";
import { showToast } from "./toasts.js";

/** What the person is told when a move was not kept. */
export const failedMessage = () => text("listNotChanged");

/**
 * @param {string} title
 * @param {number} place 1-based
 * @param {number} count
 */
export const movedMessage = (title, place, count) => text("moved", title, number(place), number(count));

/**
 * Where a film dragged to `y` goes among the others: the number of films whose middle is above it.
 * @param {number[]} middles the other films' middles, top to bottom
 * @param {number} y
 */
export const placeAt = (middles, y) => middles.filter((middle) => middle < y).length;

/** @param {Element} list */
const itemsOf = (list) => /** @type {HTMLLIElement[]} */ ([...list.children].filter((child) => child.matches("li.list-film[data-movie-id]")));

/** @param {HTMLLIElement} item */
const titleOf = (item) => item.querySelector(".movie-title")?.textContent?.trim() || text("theFilm");

/**
 * The film's own "move" form (Move up or Move down, whichever it has).
 * @param {HTMLLIElement} item
 */
const moveFormOf = (item) => {
  const action = item.querySelector('form.list-action input[name="action"][value="move"]');
  return action instanceof HTMLInputElement ? action.form : null;
};

/**
 * Puts `item` at `place` (0-based) among the list's films by moving the films between, never
 * the item itself: a handle being dragged keeps its pointer, and one focused keeps its focus.
 * @param {Element} list
 * @param {HTMLLIElement} item
 * @param {number} place
 */
const putAt = (list, item, place) => {
  const items = itemsOf(list), from = items.indexOf(item);
  if (place < from) item.after(...items.slice(place, from));
  else if (place > from) item.before(...items.slice(from + 1, place + 1));
};

/**
 * Puts the films in the order `order`, the focus where it was.
 * @param {Element} list
 * @param {HTMLLIElement[]} order
 */
const putInOrder = (list, order) => {
  const focused = document.activeElement;
  order.forEach((film) => list.append(film));
  if (focused instanceof HTMLElement && focused !== document.activeElement && focused.isConnected) focused.focus();
};

/**
 * The films' buttons (Move up, Move down, Take off) as Marquee now writes them, so that they move
 * a film from where it is now; and, unless more moves are on their way, Marquee's order. A film
 * Marquee no longer has on the list is left as it is.
 * @param {Element} list
 * @param {Document} fresh Marquee's page of the list
 * @param {boolean} reorder
 */
const takeMarqueesList = (list, fresh, reorder) => {
  const current = new Map(itemsOf(list).map((item) => [item.dataset.movieId, item]));
  /** @type {HTMLLIElement[]} */
  const order = [];
  for (const freshItem of fresh.querySelectorAll("ol.list-films > li.list-film[data-movie-id]")) {
    const item = current.get(/** @type {HTMLElement} */ (freshItem).dataset.movieId);
    if (!item) continue;
    const actions = item.querySelector(".list-film-actions"), freshActions = freshItem.querySelector(".list-film-actions");
    if (actions && freshActions && !actions.contains(document.activeElement)) actions.replaceWith(document.importNode(freshActions, true));
    order.push(item);
  }
  const items = itemsOf(list);
  if (reorder && order.some((item, index) => items[index] !== item)) {
    putInOrder(list, [...order, ...items.filter((item) => !order.includes(item))]);
  }
};

/**
 * Sends one move as the film's form would, and reads Marquee's page of the list it leads to.
 * @param {HTMLFormElement} form
 * @param {number} place
 * @returns {Promise<Document>}
 */
const sendMove = async (form, place) => {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") fields.append(name, value);
  }
  fields.set("position", String(place));
  // Not `form.action`: the form's own field named "action" stands in its place.
  const address = new URL(form.getAttribute("action") ?? "", location.href).href;
  const response = await fetch(address, { method: "POST", body: fields, credentials: "same-origin", redirect: "follow" });
  if (!response.ok) throw new Error(`Marquee answered ${response.status}`);
  return new DOMParser().parseFromString(await response.text(), "text/html");
};

/**
 * Makes the films of `list` movable by a handle each.
 * @param {Element | null} [list] the list's films (`ol.list-films`, not a shared list's)
 */
export const startListOrder = (list = document.querySelector("ol.list-films:not(.shared)")) => {
  // One film alone has nowhere to go.
  if (!list || list.classList.contains("orderable") || itemsOf(list).length < 2) return;
  list.classList.add("orderable");
  // Moves are sent one after the other. Once one fails, the list is put back as it was before
  // it, and those made on top of it (up to `dropped`) are not sent.
  let sending = Promise.resolve();
  let waiting = 0;
  let made = 0;
  let dropped = 0;

  /**
   * Sends the move of `item` to where it is now; `before` is the order it left.
   * @param {HTMLLIElement} item
   * @param {HTMLLIElement[]} before
   */
  const moved = (item, before) => {
    const items = itemsOf(list), place = items.indexOf(item);
    if (place === before.indexOf(item)) return;
    const moveNumber = ++made, form = moveFormOf(item);
    waiting += 1;
    list.setAttribute("aria-busy", "true");
    sending = sending.then(async () => {
      if (moveNumber <= dropped) return;
      try {
        if (!form) throw new Error("The film has no move form.");
        takeMarqueesList(list, await sendMove(form, place), waiting === 1);
        showToast(movedMessage(titleOf(item), place + 1, items.length));
      } catch {
        dropped = made;
        putInOrder(list, before);
        showToast(failedMessage());
      }
    }).finally(() => {
      waiting -= 1;
      if (waiting === 0) list.removeAttribute("aria-busy");
    });
  };

  /** @type {{ item: HTMLLIElement, pointer: number, before: HTMLLIElement[] } | null} */
  let drag = null;

  /** @param {PointerEvent} event */
  const dragTo = (event) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    event.preventDefault();
    const { item } = drag;
    const middles = itemsOf(list).filter((other) => other !== item).map((other) => {
      const box = other.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    putAt(list, item, placeAt(middles, event.clientY));
    // Near the window's edges the page scrolls, so that a film goes anywhere on a long list.
    const edge = 48;
    if (event.clientY < edge) window.scrollBy(0, -12);
    else if (event.clientY > window.innerHeight - edge) window.scrollBy(0, 12);
  };

  /**
   * Lets the film go: kept where it is (and sent), or put back.
   * @param {PointerEvent | KeyboardEvent} event
   * @param {boolean} keep
   */
  const endDrag = (event, keep) => {
    if (!drag || ("pointerId" in event && event.pointerId !== drag.pointer)) return;
    const { item, before } = drag;
    drag = null;
    document.removeEventListener("pointermove", dragTo);
    document.removeEventListener("pointerup", letGo);
    document.removeEventListener("pointercancel", cancelled);
    list.classList.remove("dragging");
    item.classList.remove("moving");
    if (keep) moved(item, before);
    else putInOrder(list, before);
  };
  /** @param {PointerEvent} event */
  const letGo = (event) => endDrag(event, true);
  /** @param {PointerEvent} event */
  const cancelled = (event) => endDrag(event, false);

  for (const item of itemsOf(list)) {
    const handle = element("button", { type: "button", class: "drag-handle", "aria-label": text("dragToMove", titleOf(item)) });
    handle.addEventListener("pointerdown", (event) => {
      if (drag || !event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
      event.preventDefault();
      // The handle keeps the pointer (a touch keeps it anyway); the document hears the moves
      // even if the browser lets it go.
      try {
        handle.setPointerCapture(event.pointerId);
      } catch {
        // a pointer already gone
      }
      drag = { item, pointer: event.pointerId, before: itemsOf(list) };
      document.addEventListener("pointermove", dragTo);
      document.addEventListener("pointerup", letGo);
      document.addEventListener("pointercancel", cancelled);
      list.classList.add("dragging");
      item.classList.add("moving");
    });
    handle.addEventListener("keydown", (event) => {
      if (drag) {
        if (event.key === "Escape") endDrag(event, false);
        return;
      }
      const step = event.key === "ArrowUp" ? -1 : event.key === "ArrowDown" ? 1 : 0;
      if (!step) return;
      event.preventDefault();
      const before = itemsOf(list), place = before.indexOf(item) + step;
      if (place < 0 || place >= before.length) return;
      putAt(list, item, place);
      moved(item, before);
    });
    item.prepend(handle);
  }
};
