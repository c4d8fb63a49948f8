// The outbox: hearts changed on this device are kept here *before* they are sent, so leaving
// the page, or losing the connection, loses nothing. The rules:
// - keep: the newest state of each film; toggled back to what Marquee has, it is dropped;
// - replace: Undo takes the place of a change whose fate is unknown, and is always sent;
// - taken by Marquee, a change leaves the outbox (unless a newer one took its place);
// - refused, the outbox is as it was before it (a newer change decides);
// - replay: what is kept is sent when the connection is back, one sender at a time, only with
//   the form token it was made with (the sign-in it belongs to); a refused one is undone on
//   screen with a message, a temporary failure keeps the rest for the next try.
import { OfflineError, RefusedError, post } from "./network.js";
import { readStored, recordHeartChange, storageKeys, writeStored } from "./storage.js";

/**
 * @typedef {{ favorite: boolean, original: boolean, title: string, action: string,
 *   fields: Record<string, string>, token: string }} KeptHeart
 * @typedef {{ before: KeptHeart | undefined, stored: boolean, written: KeptHeart | undefined }} Kept
 */

/** @returns {Record<string, KeptHeart>} */
export const readOutbox = () => readStored(storageKeys.outbox);
/** @param {Record<string, KeptHeart>} outbox False when storage is off or full. */
export const writeOutbox = (outbox) => writeStored(storageKeys.outbox, outbox);

/**
 * Drops a film's kept change; given `sent`, only if it is still that one.
 * @param {string} id
 * @param {KeptHeart} [sent]
 */
export const dropKept = (id, sent) => {
  const outbox = readOutbox();
  if (!(id in outbox) || (sent && JSON.stringify(outbox[id]) !== JSON.stringify(sent))) return;
  delete outbox[id];
  writeOutbox(outbox);
};

/**
 * Keeps a change before it is sent.
 * @param {string} id
 * @param {boolean} favorite
 * @param {{ title: string, action: string, fields?: Record<string, string>, token: string, replace?: boolean }} change
 * @returns {Kept}
 */
export const keepHeart = (id, favorite, { title, action, fields = {}, token, replace = false }) => {
  const outbox = readOutbox();
  const before = outbox[id];
  const entry = replace ? undefined : before;
  if (entry && entry.original === favorite) delete outbox[id];
  else outbox[id] = { favorite, original: entry ? entry.original : !favorite, title, action, fields, token };
  return { before, stored: writeOutbox(outbox), written: outbox[id] };
};

/**
 * Sends a change kept by `keepHeart` (sent even when keeping it dropped it as toggled back:
 * Marquee then gets the state it already has). Resolves true when the change waits on the
 * device for the connection to come back.
 * @param {string} id
 * @param {boolean} favorite
 * @param {{ action: string, fields?: Record<string, string>, token: string }} change
 * @param {Kept} kept
 * @param {(url: string, fields: Record<string, string>, token: string) => Promise<any>} [send]
 */
export const sendKept = async (id, favorite, { action, fields = {}, token }, { before, stored, written }, send = post) => {
  try {
    await send(action, { favorite: String(favorite), ...fields }, token);
    if (written) dropKept(id, written);
    return false;
  } catch (error) {
    if (error instanceof OfflineError && stored) return true;
    const outbox = readOutbox();
    if (JSON.stringify(outbox[id]) === JSON.stringify(written)) {
      if (before) outbox[id] = before; else delete outbox[id];
      writeOutbox(outbox);
    }
    throw error;
  }
};

/**
 * Keeps a change, then sends it.
 * @param {string} id
 * @param {boolean} favorite
 * @param {{ title: string, action: string, fields?: Record<string, string>, token: string, replace?: boolean }} change
 */
export const sendHeart = (id, favorite, change) => sendKept(id, favorite, change, keepHeart(id, favorite, change));

const oneAtATime = (/** @type {() => Promise<any>} */ work) =>
  navigator.locks?.request ? navigator.locks.request("marquee-offline-hearts", work) : work();

/** @type {Promise<{ refused: KeptHeart[], reason: string }> | null} */
let replaying = null;

/**
 * Sends every kept change, one sender at a time across the person's tabs too.
 * @param {{ token: string, busy: Set<string>, show: (id: string, favorite: boolean) => void,
 *   send?: (url: string, fields: Record<string, string>, token: string) => Promise<any> }} options
 *   `busy`: films pressed again just now, whose press decides; `show`: puts a refused change back on screen.
 */
export const replayOutbox = ({ token, busy, show, send = post }) => {
  replaying ??= oneAtATime(async () => {
    /** @type {KeptHeart[]} */
    const refused = [];
    let reason = "";
    for (const [id, entry] of Object.entries(readOutbox())) {
      if (busy.has(id)) continue;
      busy.add(id);
      try {
        if (entry.token !== token) {
          throw new RefusedError("It was made while signed in differently; press the heart again to change it.", false);
        }
        await send(entry.action, { favorite: String(entry.favorite), ...entry.fields }, entry.token);
      } catch (error) {
        if (error instanceof OfflineError || (error instanceof RefusedError && error.temporary)) break;
        show(id, entry.original);
        recordHeartChange(id, entry.original);
        refused.push(entry);
        reason = error instanceof Error ? error.message : String(error);
      } finally {
        busy.delete(id);
      }
      dropKept(id, entry);
    }
    return { refused, reason };
  }).finally(() => { replaying = null; });
  return replaying;
};

/**
 * What to tell the person when replayed changes were refused.
 * @param {KeptHeart[]} refused
 * @param {string} reason
 */
export const refusalMessage = (refused, reason) => {
  const films = refused.map((entry) => `“${entry.title}”`).join(", ");
  const where = refused.length === 1 ? (refused[0].original ? "is back in" : "is back out of") : "are back as they were in";
  return `Your offline change was not saved, so ${films} ${where} your favorites. ${reason}`;
};
