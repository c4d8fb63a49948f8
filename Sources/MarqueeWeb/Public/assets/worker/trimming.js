// Service worker part: keeping a cache within bounds, the oldest entries out first.
/* exported trim */

/** @type {Map<string, Promise<void>>} */
const runningTrims = new Map();
/** @type {Map<string, Promise<void>>} */
const waitingTrims = new Map();

/**
 * Keeps the newest `count` entries of cache `name` within `bytes` (as recorded in
 * X-Marquee-Bytes). Each trim reads the whole index, so they run one at a time per cache, and
 * the saves of a burst (a page's 20 posters) share the one trim waiting to start.
 * @param {string} name
 * @param {number} count
 * @param {number} bytes
 * @returns {Promise<void>}
 */
const trim = (name, count, bytes) => {
  const waiting = waitingTrims.get(name);
  if (waiting) return waiting;
  /** @type {Promise<void>} */
  const next = (runningTrims.get(name) ?? Promise.resolve()).then(async () => {
    waitingTrims.delete(name);
    runningTrims.set(name, next);
    const cache = await caches.open(name);
    const keys = await cache.keys(); // oldest first
    let excess = Math.max(0, keys.length - count);
    if (bytes !== Infinity) {
      let total = 0;
      for (let index = keys.length - 1; index >= excess; index -= 1) {
        const response = await cache.match(keys[index]);
        total += Number(response?.headers.get(BYTES) ?? 0);
        if (total > bytes) { excess = index + 1; break; }
      }
    }
    for (const old of keys.slice(0, excess)) await cache.delete(old);
  }).catch(() => {});
  waitingTrims.set(name, next);
  return next;
};
