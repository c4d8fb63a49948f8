// The records kept on the device (storage.js): reading what is there, and the bounded record
// of each heart's last change.
import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { fullStorage, installBrowser, scripts, storageOff, useLocalStorage } from "./browser.mjs";

const { window } = installBrowser();
const { readStored, writeStored, hasStored, recordHeartChange, readHeartChanges, heartChangeLimit, storageKeys } = await import(scripts("storage.js"));

const at = (minute) => new Date(Date.UTC(2024, 0, 1, 0, minute));

beforeEach(() => window.localStorage.clear());

test("a heart's change is remembered with when it was made", () => {
  recordHeartChange("949", true, at(5));
  assert.deepEqual(readHeartChanges(), { 949: { favorite: true, at: "2024-01-01T00:05:00.000Z" } });
  recordHeartChange("949", false, at(6));
  assert.deepEqual(readHeartChanges(), { 949: { favorite: false, at: "2024-01-01T00:06:00.000Z" } });
});

test("no more than the newest 200 films' changes are remembered", () => {
  assert.equal(heartChangeLimit, 200);
  for (let film = 1; film <= 250; film += 1) recordHeartChange(`film-${film}`, true, at(film));
  const films = Object.keys(readHeartChanges());
  assert.equal(films.length, 200);
  assert.equal(films.includes("film-50"), false);
  assert.equal(films.includes("film-51"), true);
});

// Films are named by their TMDB ids, digits only: the oldest change must go first whatever
// the ids are (a JavaScript object lists keys that look like array indices in numeric order,
// not in the order they were added).
test("recordHeartChange keeps the newest 200 films' changes, the oldest going first", () => {
  recordHeartChange("98765", true, at(0)); // the oldest change, of a film with a large id
  for (let film = 1; film <= heartChangeLimit; film += 1) recordHeartChange(String(film), true, at(film));
  const changes = readHeartChanges();
  assert.equal(Object.keys(changes).length, heartChangeLimit);
  assert.equal("98765" in changes, false, "the oldest change is forgotten");
  assert.equal("1" in changes, true, "a newer change is kept");
});

test("a film changed again counts as changed last", () => {
  recordHeartChange("500", true, at(0));
  for (let film = 1; film < heartChangeLimit; film += 1) recordHeartChange(String(1000 + film), true, at(film));
  recordHeartChange("500", false, at(300)); // the oldest film, changed again: now the newest
  recordHeartChange("5000", true, at(301)); // one film too many: the oldest goes
  const changes = readHeartChanges();
  assert.equal(Object.keys(changes).length, heartChangeLimit);
  assert.deepEqual(changes["500"], { favorite: false, at: at(300).toISOString() });
  assert.equal("1001" in changes, false);
});

test("readStored on corrupt JSON gives {}", () => {
  window.localStorage.setItem(storageKeys.outbox, "{not json");
  assert.deepEqual(readStored(storageKeys.outbox), {});
  window.localStorage.setItem(storageKeys.outbox, "null");
  assert.deepEqual(readStored(storageKeys.outbox), {});
});

test("readStored with nothing kept, or storage off, gives {}", () => {
  assert.deepEqual(readStored(storageKeys.leaving), {});
  const restore = useLocalStorage(storageOff());
  try {
    assert.deepEqual(readStored(storageKeys.leaving), {});
    assert.equal(hasStored(storageKeys.leaving), false);
  } finally {
    restore();
  }
});

test("writeStored keeps an object, removes an empty one, and says false when storage is full", () => {
  assert.equal(writeStored(storageKeys.leaving, { a: 1 }), true);
  assert.equal(window.localStorage.getItem(storageKeys.leaving), '{"a":1}');
  assert.equal(hasStored(storageKeys.leaving), true);
  assert.equal(writeStored(storageKeys.leaving, {}), true);
  assert.equal(window.localStorage.getItem(storageKeys.leaving), null);
  const restore = useLocalStorage(fullStorage());
  try {
    assert.equal(writeStored(storageKeys.leaving, { a: 1 }), false);
  } finally {
    restore();
  }
});
