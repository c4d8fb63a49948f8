// The account screens' script: what this device kept for a person is set aside when they log
// out, log in or sign up (leaving.js), and Home's mobile number dialog. "Edit" opens it, modal, so focus
// stays in it until it closes (Save, Cancel or Escape); then focus goes back to "Edit".
// Without this script, "Edit" is a link to the same form on a page of its own. After a
// change was saved, focus lands on the page's confirmation, not on the document.
import { ids } from "./config.js";
import { watchForgettingForms } from "./leaving.js";

watchForgettingForms();

const dialog = document.getElementById(ids.mobileDialog);
const edit = document.getElementById(ids.editMobile);
if (dialog instanceof HTMLDialogElement && dialog.showModal && edit) {
  edit.addEventListener("click", (event) => {
    event.preventDefault();
    dialog.showModal();
    const field = dialog.querySelector("input:not([type=hidden])");
    if (field instanceof HTMLInputElement) field.select();
  });
  dialog.addEventListener("close", () => {
    // The event comes a moment after the dialog closed: opened again meanwhile, it stays as
    // the person is typing it.
    if (dialog.open) return;
    dialog.querySelector("form")?.reset();
    edit.focus();
  });
  // Rendered open by the server: a number was refused, and the dialog says why.
  if (dialog.open) {
    dialog.close();
    dialog.showModal();
  } else {
    // Back from a saved change: its confirmation is where the person is (a screen reader
    // reads it), and Tab goes on from there.
    const confirmation = document.getElementById(ids.formMessage);
    if (confirmation?.getAttribute("role") === "status") {
      confirmation.tabIndex = -1;
      confirmation.focus();
    }
  }
}
