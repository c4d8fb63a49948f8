// Recent searches under the search field, as the ARIA combobox pattern has them: the list
// filters as the person types; Down and Up move through it (wrapping), Enter chooses, Escape
// closes, Shift+Delete forgets the highlighted search; a tap chooses. The highlighted option
// is named by aria-activedescendant, so focus stays in the field.

/**
 * @param {HTMLInputElement} input
 * @param {HTMLElement} list The listbox; its options carry `data-query`.
 * @param {{ choose: (option: HTMLElement) => void, forget: (option: HTMLElement) => void }} actions
 */
export const createCombobox = (input, list, { choose, forget }) => {
  let active = -1;
  const options = () => /** @type {HTMLElement[]} */ ([...list.querySelectorAll('[role="option"]:not([hidden])')]);

  /** @param {number} index */
  const highlight = (index) => {
    const items = options();
    items.forEach((item, i) => item.setAttribute("aria-selected", String(i === index)));
    active = index;
    if (index >= 0 && items[index]) {
      input.setAttribute("aria-activedescendant", items[index].id);
      items[index].scrollIntoView?.({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  };

  /** @param {boolean} open Opens the list when it has options to show. */
  const setExpanded = (open) => {
    list.hidden = !(open && options().length > 0);
    input.setAttribute("aria-expanded", String(!list.hidden));
    if (list.hidden) highlight(-1);
  };

  const filter = () => {
    const text = input.value.trim().toLowerCase();
    for (const item of list.querySelectorAll('[role="option"]')) {
      if (item instanceof HTMLElement) item.hidden = text !== "" && !(item.dataset.query ?? "").toLowerCase().includes(text);
    }
    highlight(-1);
  };

  /** @param {KeyboardEvent} event */
  const keydown = (event) => {
    const items = options();
    const current = active >= 0 ? items[active] : undefined;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (list.hidden) setExpanded(true);
        if (items.length) highlight((active + 1) % items.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (list.hidden) setExpanded(true);
        if (items.length) highlight(active <= 0 ? items.length - 1 : active - 1);
        break;
      case "Enter":
        if (!list.hidden && current) { event.preventDefault(); setExpanded(false); choose(current); }
        break;
      case "Escape":
        if (!list.hidden) { event.preventDefault(); setExpanded(false); }
        break;
      case "Delete":
        if (!list.hidden && current && event.shiftKey) { event.preventDefault(); forget(current); }
        break;
    }
  };

  input.addEventListener("focus", () => { filter(); setExpanded(true); });
  input.addEventListener("blur", () => setTimeout(() => setExpanded(false), 150));
  input.addEventListener("keydown", keydown);
  input.addEventListener("input", () => { filter(); setExpanded(true); });
  // mousedown, not click: it comes before the field's blur hides the list.
  list.addEventListener("mousedown", (event) => {
    const item = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
    if (item instanceof HTMLElement) { event.preventDefault(); setExpanded(false); choose(item); }
  });

  /** After an option was forgotten: the list shows what is left. */
  const refresh = () => { highlight(-1); setExpanded(true); };
  return { refresh, highlighted: () => active };
};
