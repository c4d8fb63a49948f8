// A person's own film as plain data: the outbox key of each change of it (a film's watchlist
// mark, a viewing logged or edited, a viewing deleted or put back), a day and a rating in
// Marquee's words, the film's summary and watchlist mark as they will be once Marquee has what
// waits on the device, and what the person is told of each change, in the page's language
// (page-text.js). No page here: unit-tested as is.
import { count, monthName, ordinal as ordinalOf, text } from "./page-text.js";

/** @typedef {"watchlist" | "viewing" | "deleted"} JournalKind */

/** The form field that carries each kind's on/off state ("": a log sends only its own fields). */
export const stateFields = { watchlist: "on", viewing: "", deleted: "deleted" };

/**
 * The outbox key of a change: `watchlist:949`, `viewing:<its name>`, `deleted:<its name>`.
 * (A heart's key is its film's id alone.)
 * @param {JournalKind} kind
 * @param {string} id The film's id for the watchlist, else the viewing's name.
 */
export const journalKey = (kind, id) => `${kind}:${id}`;

/**
 * @param {string} key
 * @returns {{ kind: JournalKind, id: string } | null} Null for a heart's key.
 */
export const parseJournalKey = (key) => {
  const match = /^(watchlist|viewing|deleted):([A-Za-z0-9-]+)$/.exec(key);
  return match ? { kind: /** @type {JournalKind} */ (match[1]), id: match[2] } : null;
};

/** "12 March 2025" ("12 Mac 2025") for "2025-03-12", as Marquee writes a day watched; the text itself when it is no day. @param {string} day */
export const longDay = (day) => {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(day);
  const month = match ? Number(match[2]) : 0;
  return match && month >= 1 && month <= 12 ? text("longDay", String(Number(match[3])), monthName(month), match[1]) : day;
};

/** @param {string} rating A rating as its form sends it: "0.5" to "5". */
const halfStars = (rating) => Math.round(Number(rating) * 2);

/** "★★★½" for "3.5". @param {string} rating */
export const starSymbols = (rating) => "★".repeat(Math.floor(halfStars(rating) / 2)) + (halfStars(rating) % 2 ? "½" : "");

/** "3.5 stars", "1 star", "half a star": a rating read aloud, as Marquee names it. @param {string} rating */
export const spokenRating = (rating) => {
  const half = halfStars(rating);
  return half === 1 ? text("ratingHalf") : count(half / 2, "stars");
};

/** The rating that "★★★½" draws, as its form sends it ("3.5"); "" for none. @param {string} symbols */
export const ratingOfStars = (symbols) => {
  const half = [...symbols].reduce((sum, symbol) => sum + (symbol === "★" ? 2 : symbol === "½" ? 1 : 0), 0);
  return half ? String(half / 2) : "";
};

/** "1st", "2nd", "3rd", "4th", "11th", "21st" ("ke-2"), as Marquee counts the times a film was watched. @param {number} number */
export const ordinal = (number) => ordinalOf(number);

/** @typedef {{ day: string, rating: string }} ShownViewing A viewing as its row shows it: its day, `YYYY-MM-DD`, and its rating ("" for none). */

/**
 * What the film's summary says of its viewings, as Marquee writes it ("Watched 12 March 2025 ·
 * ★★★½ · 2nd time"), in parts: the last day watched, the latest rating given, and how many
 * times from the second. Null without a viewing.
 * @param {ShownViewing[]} viewings As the page lists them: of one day, the latest logged first.
 * @returns {{ watched: string, rating: string, times: string } | null}
 */
export const journalSummary = (viewings) => {
  // The latest day first, as Marquee orders them (the sort keeps a day's own order).
  const latestFirst = [...viewings].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
  const [last] = latestFirst;
  if (!last) return null;
  return {
    watched: text("watchedOn", longDay(last.day)),
    rating: latestFirst.find((viewing) => viewing.rating)?.rating ?? "",
    times: latestFirst.length > 1 ? text("timesWatched", ordinal(latestFirst.length)) : "",
  };
};

/**
 * Whether the film shows as on the watchlist: as Marquee has it (`written`), unless a change
 * waits on the device. The latest made decides, as Marquee decides when it gets them: a mark
 * sets it, a log takes the film off (unless the film was marked again after it).
 * @param {boolean} written
 * @param {{ on: boolean, at: number }[]} waiting `at`: when the change was made (its `changed_at`).
 */
export const watchlistShown = (written, waiting) => {
  let shown = written;
  let latest = -Infinity;
  for (const change of waiting) {
    if (change.at < latest) continue;
    shown = change.on;
    latest = change.at;
  }
  return shown;
};

/**
 * @typedef {{ kind: JournalKind, on: boolean, isNew?: boolean, tookOffWatchlist?: boolean, title?: string }} JournalChange
 * `on`: on the watchlist, logged, or deleted; `isNew`: a new viewing rather than an edit.
 */

/** What the toast says when Marquee took a change. @param {JournalChange} change */
export const takenMessage = ({ kind, on, isNew = false, tookOffWatchlist = false }) => {
  if (kind === "watchlist") return text(on ? "addedToWatchlist" : "takenOffWatchlist");
  if (kind === "deleted") return text(on ? "viewingDeleted" : "viewingPutBack");
  if (!isNew) return text("saved");
  return text(tookOffWatchlist ? "loggedTookOffWatchlist" : "logged");
};

/** What the toast says when a change waits on the device for the connection. @param {JournalChange} change */
export const waitingMessage = ({ kind, on, isNew = false, tookOffWatchlist = false, title = text("thisFilm") }) => {
  if (kind === "watchlist") return text(on ? "waitingWatchlistOn" : "waitingWatchlistOff", title);
  if (kind === "deleted") return text(on ? "waitingDelete" : "waitingPutBack");
  if (!isNew) return text("waitingEdit");
  return text(tookOffWatchlist ? "waitingLogOffWatchlist" : "waitingLog", title);
};

/**
 * What the toast says when changes kept offline were refused as they were sent.
 * @param {{ title: string }[]} refused
 * @param {string} reason Marquee's own words.
 */
export const refusedMessage = (refused, reason) => {
  const films = [...new Set(refused.map((entry) => text("quoted", entry.title)))].join(text("listSeparator"));
  return count(refused.length, "changesRefused", films, reason);
};
