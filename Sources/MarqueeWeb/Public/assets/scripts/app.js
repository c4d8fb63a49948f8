// Marquee's page script, on every screen. Everything here is an enhancement: each screen works
// without it. It is small on purpose: what only some moments need comes when that moment
// does (the hearts with the first press, the outbox when something is in it, the saved copy's
// banner on a saved copy, the lists' paging on a list, the offline page's lists there).
import { ids } from "./config.js";
import { sendKeptHearts, startConnection } from "./connection.js";
import { startPage } from "./page.js";
import { hasStored, storageKeys } from "./storage.js";
import { startWorker } from "./worker-client.js";

const savedCopy = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType?.("navigation") ?? [])[0]
  ?.serverTiming?.find((timing) => timing.name === "marquee-saved-copy")?.description;
const offlinePage = document.getElementById(ids.offlinePage);
const hearts = () => import("./hearts.js");

startPage();

// A heart's form must not be sent as a page: taken at once, handled by the hearts' module.
document.addEventListener("submit", (event) => {
  const button = event.submitter;
  if (!(event.target instanceof HTMLFormElement) || event.target.id !== ids.hearts || !button?.matches(".heart")) return;
  event.preventDefault();
  hearts().then((module) => module.pressed(button));
});
// A page restored from the back/forward cache may show old hearts.
window.addEventListener("pageshow", (event) => {
  if (event.persisted && document.querySelector(".heart")) hearts().then((module) => module.refreshHearts());
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
  if (navigator.onLine !== false && savedCopy === undefined && !offlinePage) sendKeptHearts();
});

// Without a service worker keeping a copy of it (a private window, a browser without one),
// the hearts' module is fetched while the connection is there: a heart pressed offline is kept.
window.addEventListener("load", () => {
  if (!navigator.serviceWorker?.controller && document.querySelector(".heart")) hearts();
});

if (offlinePage) import("./saved-pages.js").then((module) => module.listSavedPages());
if (document.querySelector(`[data-paged-list], #${ids.topRated}, #${ids.favorites}`)) import("./pager.js").then((module) => module.startPager());
startWorker();
