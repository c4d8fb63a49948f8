// Small JSON records kept on this device (localStorage): the outbox of hearts changed while
// Marquee could not be reached, the last change of each heart, and what a person logging out
// left behind. Storage may be off or full: reading then gives {}, writing false.

/** The localStorage keys, one for each record. */
export const storageKeys = {
  outbox: "marquee:offline-hearts",
  heartChanges: "marquee:heart-changes",
  leaving: "marquee:leaving",
};

/**
 * The JSON object kept under `key`; an empty one when there is none or storage is off.
 * @param {string} key
 * @returns {Record<string, any>}
 */
export const readStored = (key) => {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "{}") ?? {};
  } catch {
    return {};
  }
};

/**
 * Keeps `object` under `key` (an empty one is removed); false when storage is off or full.
 * @param {string} key
 * @param {Record<string, any>} object
 */
export const writeStored = (key, object) => {
  try {
    if (Object.keys(object).length > 0) localStorage.setItem(key, JSON.stringify(object));
    else localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
};

/** @param {string} key Whether anything is kept under `key`, without reading it. */
export const hasStored = (key) => {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
};

/** @typedef {{ favorite: boolean, at: string }} HeartChange */

/** @returns {Record<string, HeartChange>} The last change of each film's heart on this device. */
export const readHeartChanges = () => readStored(storageKeys.heartChanges);

/** The most heart changes remembered; the oldest go first. */
export const heartChangeLimit = 200;

/**
 * Remembers the newest change of a film's heart, for pages saved before it.
 * @param {string} id
 * @param {boolean} favorite
 * @param {Date} [now]
 */
export const recordHeartChange = (id, favorite, now = new Date()) => {
  const changes = readHeartChanges();
  delete changes[id];
  changes[id] = { favorite, at: now.toISOString() };
  // Oldest first by when they were made (ids are digits, which an object lists in numeric order).
  const films = Object.keys(changes).sort((a, b) => (changes[a].at < changes[b].at ? -1 : changes[a].at > changes[b].at ? 1 : 0));
  for (const old of films.slice(0, Math.max(0, films.length - heartChangeLimit))) delete changes[old];
  // Storage off: saved copies show hearts as they were saved.
  writeStored(storageKeys.heartChanges, changes);
};
