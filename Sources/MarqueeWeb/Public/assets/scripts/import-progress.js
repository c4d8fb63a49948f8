// An import's progress (the import page while its films are matched, then written): asks
// Marquee how far it is every 1.5 s and moves the bar and its count; once that stage is over
// (ready, written, failed), the page is loaded again to show what came of it. A failed ask is tried again at the next tick: the
// job goes on on the server whatever the page does, and a reload finds it where it is.
import { ids } from "./config.js";
import { count as countOf, number } from "./page-text.js";

/** How long between two asks. */
export const interval = 1500;

/**
 * One ask: the bar and count moved, and whether to go on asking.
 * @param {HTMLElement} progress
 * @param {() => void} reload what loads the page again
 * @returns {Promise<boolean>}
 */
export const followOnce = async (progress, reload = () => location.reload()) => {
  let answer;
  try {
    const response = await fetch(location.pathname, { headers: { Accept: "application/json" }, credentials: "same-origin" });
    if (!response.ok) return true;
    answer = await response.json();
  } catch {
    return true;
  }
  if (answer.state !== "matching" && answer.state !== "writing") {
    reload();
    return false;
  }
  const bar = progress.querySelector("progress");
  if (bar) {
    bar.max = Math.max(answer.total, 1);
    bar.value = answer.done;
  }
  const count = progress.querySelector(".import-count");
  if (count) count.textContent = countOf(answer.total, "importCount", number(answer.done));
  return true;
};

/** Follows the import shown, if one is being matched. */
export const followImport = () => {
  const progress = document.getElementById(ids.importProgress);
  if (!progress) return;
  const tick = () => followOnce(progress).then((goOn) => { if (goOn) setTimeout(tick, interval); });
  setTimeout(tick, interval);
};
