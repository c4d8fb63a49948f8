// The language chooser (LanguageFooter.swift: `form[data-language-form]`, in the footer and on
// the account page): another language picked goes at once, so its button is hidden. Without
// the script, the button sends the form. Picked with the keyboard on a closed list (where
// each arrow key picks the next language), the page does not change under the person: the
// button comes back, and Enter or the button sends the form.

/** Keys that move through a closed list, one language at a time. */
const browsingKeys = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

/** @param {HTMLFormElement} form */
const send = (form) => (form.requestSubmit ? form.requestSubmit() : form.submit());

/** @param {HTMLFormElement} form */
export const startLanguageForm = (form) => {
  const select = form.querySelector("select");
  const button = form.querySelector('button[type="submit"]');
  if (!(select instanceof HTMLSelectElement) || !(button instanceof HTMLButtonElement)) return;
  const chosen = select.value;
  let byKeyboard = false;
  button.hidden = true;
  select.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && select.value !== chosen) {
      event.preventDefault();
      send(form);
    } else {
      // A letter typed picks a language by its name, as an arrow does.
      byKeyboard = browsingKeys.has(event.key) || event.key.length === 1;
    }
  });
  select.addEventListener("pointerdown", () => { byKeyboard = false; });
  select.addEventListener("change", () => {
    if (select.value === chosen) return;
    if (byKeyboard) button.hidden = false;
    else send(form);
  });
};

/** Every language chooser of the page. */
export const startLanguageForms = () => {
  for (const form of document.querySelectorAll("form[data-language-form]")) {
    if (form instanceof HTMLFormElement) startLanguageForm(form);
  }
};
