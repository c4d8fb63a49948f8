// A person's own film as plain data (journal-changes.js): what the film's summary and its
// watchlist mark will be once Marquee has what waits on the device, in Marquee's words, and
// what the toasts say of a change waiting.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { scripts, usePageText } from "./browser.mjs";

usePageText("en");

const { journalSummary, ordinal, ratingOfStars, waitingMessage, watchlistShown } = await import(scripts("journal-changes.js"));

describe("the summary of a film's viewings", () => {
  test("counts as Marquee does: 1st, 2nd, 3rd, 4th, 11th to 13th, 21st, 101st, 111th", () => {
    const counted = [1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal);
    assert.deepEqual(counted, ["1st", "2nd", "3rd", "4th", "10th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th", "112th"]);
  });

  test("reads a rating back from the stars drawn, as its form sends it", () => {
    assert.equal(ratingOfStars("★★★½"), "3.5");
    assert.equal(ratingOfStars("★★★★"), "4");
    assert.equal(ratingOfStars("½"), "0.5");
    assert.equal(ratingOfStars("★★★★★"), "5");
    assert.equal(ratingOfStars(""), "");
  });

  test("is none without a viewing", () => {
    assert.equal(journalSummary([]), null);
  });

  test("of one viewing: its day and its rating, no count", () => {
    assert.deepEqual(journalSummary([{ day: "2025-03-12", rating: "3.5" }]), { watched: "Watched 12 March 2025", rating: "3.5", times: "" });
    assert.deepEqual(journalSummary([{ day: "2025-03-12", rating: "" }]), { watched: "Watched 12 March 2025", rating: "", times: "" });
  });

  test("of several: the latest day, the rating of the latest rated, and the count", () => {
    const viewings = [
      { day: "2025-03-12", rating: "" }, // listed first (waiting, logged last) but watched before the others
      { day: "2025-04-02", rating: "" },
      { day: "2025-01-05", rating: "2" },
      { day: "2025-04-01", rating: "4.5" },
    ];
    assert.deepEqual(journalSummary(viewings), { watched: "Watched 2 April 2025", rating: "4.5", times: "4th time" });
  });

  test("of one day watched twice, the one listed first is the latest (Marquee lists the latest logged first)", () => {
    const viewings = [{ day: "2025-04-02", rating: "1" }, { day: "2025-04-02", rating: "5" }];
    assert.equal(journalSummary(viewings).rating, "1");
    assert.equal(journalSummary(viewings.toReversed()).rating, "5");
  });
});

describe("the watchlist mark, as Marquee will have it", () => {
  test("is Marquee's own when nothing waits", () => {
    assert.equal(watchlistShown(true, []), true);
    assert.equal(watchlistShown(false, []), false);
  });

  test("the change made last decides, whatever order they are listed in", () => {
    const wanted = { on: true, at: 1000 }, logged = { on: false, at: 2000 };
    assert.equal(watchlistShown(false, [wanted, logged]), false, "a log takes the film off");
    assert.equal(watchlistShown(false, [logged, wanted]), false);
    const wantedAgain = { on: true, at: 3000 };
    assert.equal(watchlistShown(true, [logged, wantedAgain]), true, "wanted again after the log");
    assert.equal(watchlistShown(true, [wantedAgain, logged]), true);
  });
});

describe("what the toast says of a log waiting", () => {
  test("a new viewing of a film on the watchlist says the film will be taken off", () => {
    assert.equal(waitingMessage({ kind: "viewing", on: true, isNew: true, title: "Heat", tookOffWatchlist: true }),
      "You are offline. Your viewing of “Heat” will be logged, and the film taken off your watchlist, when you are back online.");
    assert.equal(waitingMessage({ kind: "viewing", on: true, isNew: true, title: "Heat" }),
      "You are offline. Your viewing of “Heat” will be logged when you are back online.");
  });

  test("an edit says only that the changes will be saved", () => {
    assert.equal(waitingMessage({ kind: "viewing", on: true, title: "Heat", tookOffWatchlist: true }),
      "You are offline. Your changes will be saved when you are back online.");
  });
});
