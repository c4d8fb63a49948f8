// Marquee's page script, on every screen. Everything here is an enhancement: each screen works
// without it. It is small on purpose: what only some moments need comes when that moment
// does (the hearts with the first press, a film's own forms with their first, the outbox when
// something is in it, the saved copy's banner on a saved copy, the lists' paging on a list,
// the offline page's lists there, the drag handles on a list of one's own).
import { ids } from "./config.js";
import { sendKeptHearts, startConnection } from "./connection.js";
import { element } from "./dom.js";
import { startLanguageForms } from "./language-form.js";
import { startPage } from "./page.js";
import { hasStored, storageKeys } from "./storage.js";
import { startWorker } from "./worker-client.js";

const savedCopy = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType?.("navigation") ?? [])[0]
  ?.serverTiming?.find((timing) => timing.name === "marquee-saved-copy")?.description;
const offlinePage = document.getElementById(ids.offlinePage);
const hearts = () => import("./hearts.js");
const yourFilm = () => import("./your-film.js");
const filmPage = () => document.querySelector(".your-film") !== null;

startPage();
startLanguageForms();
if (filmPage()) import("./watch-dates.js").then((module) => module.prepareDates(document));

// A heart's form must not be sent as a page: taken at once, handled by the hearts' module.
document.addEventListener("submit", (event) => {
  const button = event.submitter;
  if (!(event.target instanceof HTMLFormElement) || event.target.id !== ids.hearts || !button?.matches(".heart")) return;
  event.preventDefault();
  hearts().then((module) => module.pressed(button));
});
// So must the forms of a person's own film. Should their module not come (offline without a
// worker's copy), the form goes as a plain form, with its button's value.
document.addEventListener("submit", (event) => {
  const form = event.target, button = event.submitter;
  if (!(form instanceof HTMLFormElement) || !form.closest(".your-film") || !form.matches(".watchlist-form, .viewing-form, .delete-viewing-form")) return;
  event.preventDefault();
  yourFilm().then((module) => module.submitted(form, button), () => {
    if (button instanceof HTMLButtonElement && button.name) form.append(element("input", { type: "hidden", name: button.name, value: button.value }));
    form.submit();
  });
});
// A page restored from the back/forward cache may show old hearts, and an old film of one's own.
window.addEventListener("pageshow", (event) => {
  if (event.persisted && document.querySelector(".heart")) hearts().then((module) => module.refreshHearts());
  if (event.persisted && filmPage()) yourFilm().then((module) => module.refreshYourFilm());
});

startConnection();
if (savedCopy !== undefined) import("./saved-copy.js").then((module) => module.showSavedCopy(savedCopy));

// What a person leaving set aside is settled first (it may go back into the outbox), then the
// outbox is shown, and sent from a page fresh from Marquee, whose form token is current (a
// saved copy sends it when the connection comes back, the offline page when it reloads).
const settled = hasStored(storageKeys.leaving)
  ? import("./leaving.js").then((module) => module.settleLeaving(savedCopy !== undefined))
  : Promise.resolve();
settled.then(() => {
  if (!hasStored(storageKeys.outbox)) return;
  hearts().then((module) => module.showKeptHearts());
  if (filmPage()) yourFilm().then((module) => module.showKeptChanges());
  if (navigator.onLine !== false && savedCopy === undefined && !offlinePage) sendKeptHearts();
});

// Without a service worker keeping a copy of it (a private window, a browser without one),
// the hearts' module (and a film's own) is fetched while the connection is there: a heart
// pressed offline is kept.
window.addEventListener("load", () => {
  if (!navigator.serviceWorker?.controller && document.querySelector(".heart")) hearts();
  if (!navigator.serviceWorker?.controller && filmPage()) yourFilm();
});

if (document.getElementById(ids.importProgress)) import("./import-progress.js").then((module) => module.followImport());
// A list of one's own (a shared list's films have no forms): its films dragged into order.
if (document.querySelector("ol.list-films > li.list-film form.list-action")) import("./list-order.js").then((module) => module.startListOrder());
if (offlinePage) import("./saved-pages.js").then((module) => module.listSavedPages());
if (document.querySelector(`[data-paged-list], #${ids.topRated}, #${ids.favorites}`)) import("./pager.js").then((module) => module.startPager());
startWorker();
