// The person's own film's summary line ("Watched 12 March 2025 · ★★★½ · 2nd time"), written
// on the device as Marquee will write it of the viewings shown, those still waiting among them.
import { element } from "./dom.js";
import { journalSummary, spokenRating, starSymbols } from "./journal-changes.js";
import { text } from "./page-text.js";
import { shownViewing } from "./waiting-viewing.js";

/** The summary as Marquee will write it of the viewings shown (hidden when none is). @param {HTMLElement} section */
export const showSummary = (section) => {
  const viewings = [];
  for (const row of section.querySelectorAll("li.viewing")) {
    const viewing = row instanceof HTMLElement && !row.hidden ? shownViewing(row) : null;
    if (viewing) viewings.push(viewing);
  }
  const summary = journalSummary(viewings);
  let line = section.querySelector(".journal-summary");
  if (!summary) {
    if (line instanceof HTMLElement) line.hidden = true;
    return;
  }
  if (!(line instanceof HTMLElement)) {
    line = element("p", { class: "journal-summary" });
    const form = section.querySelector(".watchlist-form");
    if (form) form.before(line); else section.querySelector("h2")?.after(line);
  }
  line.hidden = false;
  line.replaceChildren(summary.watched);
  if (summary.rating) {
    const stars = element("span", { class: "stars", role: "img", "aria-label": text("yourRating", spokenRating(summary.rating)) });
    stars.textContent = starSymbols(summary.rating);
    line.append(" · ", stars);
  }
  if (summary.times) line.append(` · ${summary.times}`);
};
