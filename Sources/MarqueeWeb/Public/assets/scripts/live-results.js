// Results while typing, on the film search: a quarter of a second after the last keystroke
// the results are fetched and put in place; an older answer never replaces a newer one, and
// the address follows (marked `typed`, so going back to it does not remember the search).
import { routes } from "./config.js";
import { text } from "./page-text.js";
import { listReplaced } from "./pager.js";

/**
 * @param {HTMLInputElement} input
 * @param {HTMLFormElement} form
 * @param {HTMLElement} section Where the results go.
 */
export const startLiveResults = (input, form, section) => {
  let sequence = 0;
  /** @type {AbortController | null} */
  let controller = null;
  let timer = 0;

  /** @param {string} query */
  const showResults = async (query) => {
    const mine = ++sequence;
    controller?.abort();
    controller = new AbortController();
    if (query.trim() === "") {
      section.replaceChildren();
      history.replaceState(null, "", routes.search);
      return;
    }
    try {
      const response = await fetch(`${routes.searchResults}?${new URLSearchParams({ q: query })}`, { signal: controller.signal, headers: { Accept: "text/html" } });
      const html = await response.text();
      if (mine !== sequence) return; // a newer keystroke has asked again
      section.innerHTML = html;
      history.replaceState(null, "", `${routes.search}?${new URLSearchParams({ q: query, typed: "1" })}`);
      listReplaced();
    } catch (error) {
      if (!(error instanceof DOMException && error.name === "AbortError") && mine === sequence) {
        const note = document.createElement("p");
        note.className = "inline-message";
        note.setAttribute("role", "alert");
        note.textContent = text("resultsNotLoaded");
        section.replaceChildren(note);
      }
    }
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => showResults(input.value), 250);
  });
  form.addEventListener("submit", () => { clearTimeout(timer); controller?.abort(); });
};
