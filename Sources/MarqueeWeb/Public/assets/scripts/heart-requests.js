// The heart requests on their way, shared by the hearts, their Undo and the outbox's replay.

/** Films with a request on its way: a quick double tap cannot race itself, and the replay leaves them to it. */
export const busyFilms = new Set();

/** @type {Map<string, Promise<boolean>>} The heart request of each film on its way, which Undo waits for. */
export const inflight = new Map();
