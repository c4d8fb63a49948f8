// A page the service worker answered with the copy saved on this device says so, and when it
// was saved; hearts changed on this device since then show as they are now. Loaded by app.js
// on such a page only.
import { ids } from "./config.js";
import { element, timeElement } from "./dom.js";
import { showHeart, updateEmptyState } from "./heart-display.js";
import { textParts } from "./page-text.js";
import { readHeartChanges } from "./storage.js";

/** @param {string} savedAt When the copy was saved (ISO 8601). */
export const showSavedCopy = (savedAt) => {
  document.getElementById(ids.connectionBanner)?.remove();
  const banner = element("div", { id: ids.savedCopyBanner, class: "connection-banner", role: "status" });
  banner.append(...textParts("savedCopy", timeElement(savedAt)));
  document.querySelector("main")?.prepend(banner);
  for (const [id, change] of Object.entries(readHeartChanges())) {
    if (change.at > savedAt) showHeart(id, change.favorite);
  }
  updateEmptyState();
};
