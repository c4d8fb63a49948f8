// Small things every screen does: an alert the server rendered open becomes modal; a card
// focused in a row that scrolls sideways comes wholly into view; a gallery search sent by its
// form is remembered once; the offline banner's time is local; "Back" goes back in history
// when that is where the person came from, so the browser restores the list as it was.
import { ids } from "./config.js";
import { localTime } from "./dom.js";

const modalAlert = () => {
  const alert = document.getElementById(ids.alert);
  if (!(alert instanceof HTMLDialogElement) || !alert.open || !alert.showModal) return;
  alert.close();
  alert.showModal();
  alert.addEventListener("close", () => document.getElementById(ids.searchInput)?.focus());
};

/** @param {FocusEvent} event */
const cardFocused = (event) => {
  const card = event.target instanceof Element ? event.target.closest(".people-row > li") : null;
  // Browsers leave a partly visible card where it is.
  card?.scrollIntoView({ block: "nearest", inline: "nearest" });
};

const forgetFormMark = () => {
  if (new URLSearchParams(location.search).get("submitted") !== "1") return;
  const address = new URL(location.href);
  address.searchParams.delete("submitted");
  history.replaceState(history.state, "", address);
};

/** @param {MouseEvent} event */
const backClicked = (event) => {
  if (!(event.currentTarget instanceof HTMLAnchorElement)) return;
  const back = new URL(event.currentTarget.href, location.href);
  const from = document.referrer ? new URL(document.referrer) : null;
  if (from && from.origin === location.origin && from.pathname + from.search === back.pathname + back.search && history.length > 1) {
    event.preventDefault();
    history.back();
  }
};

export const startPage = () => {
  modalAlert();
  document.addEventListener("focusin", cardFocused);
  forgetFormMark();
  for (const time of document.querySelectorAll(`#${ids.offlineBanner} time`)) {
    if (time instanceof HTMLTimeElement) time.textContent = localTime(time.dateTime);
  }
  document.getElementById(ids.backLink)?.addEventListener("click", backClicked);
};
