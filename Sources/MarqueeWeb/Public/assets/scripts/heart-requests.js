// The heart requests on their way, shared by the hearts, their Undo and the outbox's replay.

/** Films with a request on its way: a quick double tap cannot race itself, and the replay leaves them to it. */
export const busyFilms = new Set();

/** @type {Map<string, Promise<boolean>>} The heart request of each film on its way, which Undo waits for. */
export const inflight = new Map();

let lastChange = 0;

/**
 * When the person made a change, in milliseconds since 1970 by this device's clock, later than
 * any change made before on this page: sent with the change (and kept with it in the outbox),
 * so that Marquee applies the person's changes in the order they were made, whatever order the
 * network delivers them in.
 */
export const changeTime = () => {
  lastChange = Math.max(Date.now(), lastChange + 1);
  return String(lastChange);
};
