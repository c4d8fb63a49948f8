// The outbox: hearts changed on this device are kept here *before* they are sent, so leaving
// the page, or losing the connection, loses nothing; so are the changes of a person's own film
// (your-film.js), whose entries name the form field of their on/off state (`field`). The rules:
// - keep: the newest state of each film; toggled back to what Marquee has, it is dropped;
// - replace: Undo takes the place of a change whose fate is unknown, and is always sent;
// - taken by Marquee, a change leaves the outbox (unless a newer one took its place);
// - refused, the outbox is as it was before it (a newer change decides);
// - replay: what is kept is sent when the connection is back, one sender at a time, only with
//   the form token it was made with (the sign-in it belongs to); a refused one is undone on
//   screen with a message, a temporary failure keeps the rest for the next try.
import { OfflineError, RefusedError, post } from "./network.js";
import { text } from "./page-text.js";
import { readStored, recordHeartChange, storageKeys, writeStored } from "./storage.js";

/**
 * `favorite` is the change's on/off state, sent as `favorite` for a heart; a change of the
 * person's own film sends it as its `field` ("" for none: a log sends only its fields).
 * @typedef {{ favorite: boolean, original: boolean, title: string, action: string,
 *   fields: Record<string, string>, token: string, field?: string }} KeptHeart
 * @typedef {{ before: KeptHeart | undefined, stored: boolean, written: KeptHeart | undefined }} Kept
 * @typedef {{ title: string, action: string, fields?: Record<string, string>, token: string,
 *   replace?: boolean, field?: string }} Change
 */

/**
 * The fields a change is sent with: its state under its field's name, then its own fields.
 * @param {boolean} favorite
 * @param {Record<string, string>} fields
 * @param {string} [field]
 */
const sentFields = (favorite, fields, field = "favorite") => (field ? { [field]: String(favorite), ...fields } : { ...fields });

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
 * @param {Change} change
 * @returns {Kept}
 */
export const keepHeart = (id, favorite, { title, action, fields = {}, token, replace = false, field }) => {
  const outbox = readOutbox();
  const before = outbox[id];
  const entry = replace ? undefined : before;
  if (entry && entry.original === favorite) delete outbox[id];
  else outbox[id] = { favorite, original: entry ? entry.original : !favorite, title, action, fields, token, ...(field === undefined ? {} : { field }) };
  return { before, stored: writeOutbox(outbox), written: outbox[id] };
};

/**
 * Sends a change kept by `keepHeart` (sent even when keeping it dropped it as toggled back:
 * Marquee then gets the state it already has). Resolves true when the change waits on the
 * device for the connection to come back.
 * @param {string} id
 * @param {boolean} favorite
 * @param {{ action: string, fields?: Record<string, string>, token: string, field?: string }} change
 * @param {Kept} kept
 * @param {(url: string, fields: Record<string, string>, token: string) => Promise<any>} [send]
 */
export const sendKept = async (id, favorite, { action, fields = {}, token, field }, { before, stored, written }, send = post) => {
  try {
    await send(action, sentFields(favorite, fields, field), token);
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
 * @param {Change} change
 */
export const sendHeart = (id, favorite, change) => sendKept(id, favorite, change, keepHeart(id, favorite, change));

const oneAtATime = (/** @type {() => Promise<any>} */ work) =>
  navigator.locks?.request ? navigator.locks.request("marquee-offline-hearts", work) : work();

/** @type {Promise<{ refused: KeptHeart[], reason: string }> | null} */
let replaying = null;

/**
 * Sends every kept change, one sender at a time across the person's tabs too.
 * @param {{ token: string, busy: Set<string>, show: (id: string, favorite: boolean, entry: KeptHeart) => void,
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
          throw new RefusedError(text(entry.field === undefined ? "signedInDifferentlyHeart" : "signedInDifferentlyChange"), false);
        }
        await send(entry.action, sentFields(entry.favorite, entry.fields, entry.field), entry.token);
      } catch (error) {
        if (error instanceof OfflineError || (error instanceof RefusedError && error.temporary)) break;
        show(id, entry.original, entry);
        if (entry.field === undefined) recordHeartChange(id, entry.original);
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
  const films = refused.map((entry) => text("quoted", entry.title)).join(text("listSeparator"));
  const key = refused.length === 1 ? (refused[0].original ? "heartRefusedBackIn" : "heartRefusedBackOut") : "heartsRefused";
  return text(key, films, reason);
};
