// The account screens' script, loaded on them only: Home's mobile number dialog. Everything here
// is an enhancement; each screen works without it.
"use strict";
(() => {
  // --- Home: "Edit" opens the mobile number's dialog, modal, so focus stays in it until it
  // closes (Save, Cancel or Escape); then focus goes back to "Edit". Without this script,
  // "Edit" is a link to the same form on a page of its own. ---
  const mobileDialog = document.getElementById("mobile-dialog");
  const editMobile = document.getElementById("edit-mobile");
  if (mobileDialog?.showModal && editMobile) {
    editMobile.addEventListener("click", (event) => {
      event.preventDefault();
      mobileDialog.showModal();
      document.getElementById("mobile")?.select();
    });
    mobileDialog.addEventListener("close", () => {
      // The event comes a moment after the dialog closed: opened again meanwhile, it stays as
      // the person is typing it.
      if (mobileDialog.open) return;
      mobileDialog.querySelector("form")?.reset();
      editMobile.focus();
    });
    // Rendered open by the server: a number was refused, and the dialog says why.
    if (mobileDialog.open) {
      mobileDialog.close();
      mobileDialog.showModal();
    }
  }
})();
