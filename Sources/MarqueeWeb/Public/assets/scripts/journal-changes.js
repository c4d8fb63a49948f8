// A person's own film as plain data: the outbox key of each change of it (a film's watchlist
// mark, a viewing logged or edited, a viewing deleted or put back), a day and a rating in
// Marquee's words, and what the person is told of each change. No page here: unit-tested as is.

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

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "12 March 2025" for "2025-03-12", as Marquee writes a day watched; the text itself when it is no day. @param {string} day */
export const longDay = (day) => {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(day);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day;
};

/** @param {string} rating A rating as its form sends it: "0.5" to "5". */
const halfStars = (rating) => Math.round(Number(rating) * 2);

/** "★★★½" for "3.5". @param {string} rating */
export const starSymbols = (rating) => "★".repeat(Math.floor(halfStars(rating) / 2)) + (halfStars(rating) % 2 ? "½" : "");

/** "3.5 stars", "1 star", "half a star": a rating read aloud, as Marquee names it. @param {string} rating */
export const spokenRating = (rating) => {
  const half = halfStars(rating);
  return half === 1 ? "half a star" : half === 2 ? "1 star" : `${half / 2} stars`;
};

/**
 * @typedef {{ kind: JournalKind, on: boolean, isNew?: boolean, tookOffWatchlist?: boolean, title?: string }} JournalChange
 * `on`: on the watchlist, logged, or deleted; `isNew`: a new viewing rather than an edit.
 */

/** What the toast says when Marquee took a change. @param {JournalChange} change */
export const takenMessage = ({ kind, on, isNew = false, tookOffWatchlist = false }) => {
  if (kind === "watchlist") return on ? "Added to your watchlist." : "Taken off your watchlist.";
  if (kind === "deleted") return on ? "Viewing deleted." : "Viewing put back.";
  if (!isNew) return "Saved.";
  return tookOffWatchlist ? "Logged, and taken off your watchlist." : "Logged.";
};

/** What the toast says when a change waits on the device for the connection. @param {JournalChange} change */
export const waitingMessage = ({ kind, on, isNew = false, title = "this film" }) => {
  const when = "when you are back online.";
  if (kind === "watchlist") return `You are offline. “${title}” will be ${on ? "added to" : "taken off"} your watchlist ${when}`;
  if (kind === "deleted") return `You are offline. The viewing will be ${on ? "deleted" : "put back"} ${when}`;
  return isNew ? `You are offline. Your viewing of “${title}” will be logged ${when}` : `You are offline. Your changes will be saved ${when}`;
};

/**
 * What the toast says when changes kept offline were refused as they were sent.
 * @param {{ title: string }[]} refused
 * @param {string} reason Marquee's own words.
 */
export const refusedMessage = (refused, reason) => {
  const films = [...new Set(refused.map((entry) => `“${entry.title}”`))].join(", ");
  return `${refused.length === 1 ? "Your offline change to" : "Your offline changes to"} ${films} ${refused.length === 1 ? "was" : "were"} not saved. ${reason}`;
};
