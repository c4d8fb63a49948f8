// Whoever was here leaves (log out, delete the account) or someone signs in: what this device
// kept for them (the outbox, kept as `queue`, and the heart changes) is set aside until the next page from
// Marquee. A new form token there means someone else is here, and it is deleted; the same one
// means nothing happened (no connection, a wrong password), and it is put back. The service
// worker deletes the saved pages once Marquee has answered. Loaded by the account screens,
// and by app.js on the next page when something was set aside.
import { pageToken } from "./dom.js";
import { readStored, storageKeys, writeStored } from "./storage.js";

/** @param {SubmitEvent} event */
const leave = (event) => {
  const token = pageToken();
  if (!(event.target instanceof HTMLFormElement) || !event.target.matches("form[data-forgets-device]") || token === "") return;
  const outbox = readStored(storageKeys.outbox), changes = readStored(storageKeys.heartChanges);
  if (Object.keys(outbox).length + Object.keys(changes).length === 0) return;
  if (!writeStored(storageKeys.leaving, { token, queue: outbox, changes })) return;
  writeStored(storageKeys.outbox, {});
  writeStored(storageKeys.heartChanges, {});
};

/** On the screens with such forms (the account's): sets aside what the device kept when one is sent. */
export const watchForgettingForms = () => document.addEventListener("submit", leave);

/**
 * On the next page: deletes what was set aside, or puts it back (see above).
 * @param {boolean} isSavedCopy A saved copy's token is not this visit's: it decides nothing.
 */
export const settleLeaving = (isSavedCopy) => {
  const leaving = readStored(storageKeys.leaving);
  const token = pageToken();
  if (leaving.token === undefined || token === "" || isSavedCopy) return;
  if (leaving.token === token) {
    writeStored(storageKeys.outbox, { ...leaving.queue, ...readStored(storageKeys.outbox) });
    writeStored(storageKeys.heartChanges, { ...leaving.changes, ...readStored(storageKeys.heartChanges) });
  }
  writeStored(storageKeys.leaving, {});
};
