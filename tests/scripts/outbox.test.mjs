// The outbox of hearts (outbox.js): what is kept on the device before it is sent, what leaves
// it, and how it is replayed when the connection is back.
import { beforeEach, describe, test } from "node:test";
import assert from "node:assert/strict";
import { deferred, fullStorage, installBrowser, scripts, setGlobal, storageOff, useLocalStorage } from "./browser.mjs";

const { window } = installBrowser();
const storage = () => globalThis.localStorage;
const { keepHeart, sendKept, readOutbox, writeOutbox, dropKept, replayOutbox, refusalMessage } = await import(scripts("outbox.js"));
const { OfflineError, RefusedError } = await import(scripts("network.js"));
const { readHeartChanges } = await import(scripts("storage.js"));

const TOKEN = "token-of-this-page";
const change = (title = "Heat", extra = {}) => ({ title, action: "/movies/949/favorite", token: TOKEN, ...extra });

/** A `send` that records what it was given and answers with `answer(url, fields, token)`. */
const recorder = (answer = async () => ({ ok: true })) => {
  const sent = [];
  const send = async (url, fields, token) => {
    sent.push({ url, fields, token });
    return answer(url, fields, token);
  };
  return { sent, send };
};

/** An outbox entry as keepHeart writes it. */
const entry = (favorite, { title = "Heat", token = TOKEN, original = !favorite, action = "/movies/949/favorite" } = {}) =>
  ({ favorite, original, title, action, fields: {}, token });

beforeEach(() => {
  window.localStorage.clear();
  setGlobal("navigator", window.navigator);
});

describe("keeping a change", () => {
  test("a change is kept with what Marquee had before it", () => {
    const kept = keepHeart("949", true, change("Heat"));
    assert.equal(kept.stored, true);
    assert.equal(kept.before, undefined);
    assert.deepEqual(readOutbox()["949"], { favorite: true, original: false, title: "Heat", action: "/movies/949/favorite", fields: {}, token: TOKEN });
    assert.deepEqual(kept.written, readOutbox()["949"]);
  });

  test("the newest change of a film is kept in place of the older one, with its original", () => {
    keepHeart("949", true, change("Heat"));
    keepHeart("949", true, change("Heat (1995)", { token: "newer-token", fields: { favorited_at: "2024-05-01" } }));
    assert.deepEqual(readOutbox(), {
      949: { favorite: true, original: false, title: "Heat (1995)", action: "/movies/949/favorite", fields: { favorited_at: "2024-05-01" }, token: "newer-token" },
    });
  });

  test("a heart toggled back to what Marquee has leaves the outbox", () => {
    keepHeart("949", true, change());
    const kept = keepHeart("949", false, change());
    assert.equal(kept.written, undefined);
    assert.deepEqual(kept.before, entry(true, {}));
    assert.deepEqual(readOutbox(), {});
    assert.equal(storage().getItem("marquee:offline-hearts"), null, "an empty outbox is removed");
  });

  test("Undo (replace) is always written, even when it matches the kept change's original", () => {
    keepHeart("949", false, change());
    const kept = keepHeart("949", true, change("Heat", { replace: true }));
    assert.notEqual(kept.written, undefined);
    assert.equal(readOutbox()["949"].favorite, true);
    assert.deepEqual(kept.before, entry(false, {}), "what it replaced is remembered");
  });

  test("each film keeps its own change", () => {
    keepHeart("949", true, change("Heat"));
    keepHeart("680", false, change("Pulp Fiction"));
    assert.deepEqual(Object.keys(readOutbox()).sort(), ["680", "949"]);
  });
});

describe("sending a kept change", () => {
  test("a change Marquee took leaves the outbox", async () => {
    const { sent, send } = recorder();
    const kept = keepHeart("949", true, change());
    const waits = await sendKept("949", true, change("Heat", { fields: { favorited_at: "2024-01-01" } }), kept, send);
    assert.equal(waits, false);
    assert.deepEqual(readOutbox(), {});
    assert.deepEqual(sent, [{ url: "/movies/949/favorite", fields: { favorite: "true", favorited_at: "2024-01-01" }, token: TOKEN }]);
  });

  test("a change Marquee took stays in the outbox when a newer change took its place", async () => {
    const answer = deferred();
    const { send } = recorder(() => answer.promise);
    const kept = keepHeart("949", true, change());
    const sending = sendKept("949", true, change(), kept, send);
    keepHeart("949", false, change("Heat", { replace: true }));
    answer.resolve({});
    await sending;
    assert.equal(readOutbox()["949"]?.favorite, false, "the newer change is still to be sent");
  });

  test("a toggled-back change is still sent, so Marquee gets the state it has", async () => {
    const { sent, send } = recorder();
    keepHeart("949", true, change());
    const kept = keepHeart("949", false, change());
    await sendKept("949", false, change(), kept, send);
    assert.equal(sent.length, 1);
    assert.equal(sent[0].fields.favorite, "false");
    assert.deepEqual(readOutbox(), {});
  });

  test("a refused change leaves the outbox as it was before it", async () => {
    keepHeart("680", true, change("Pulp Fiction"));
    keepHeart("949", true, change());
    const before = readOutbox();
    const kept = keepHeart("949", true, change("Heat", { replace: true }));
    const { send } = recorder(async () => { throw new RefusedError("That film is not on Marquee.", false); });
    await assert.rejects(sendKept("949", true, change(), kept, send), RefusedError);
    assert.deepEqual(readOutbox(), before);
  });

  test("a refused first change leaves no trace in the outbox", async () => {
    const kept = keepHeart("949", true, change());
    await assert.rejects(sendKept("949", true, change(), kept, async () => { throw new RefusedError("No.", false); }), /No\./);
    assert.deepEqual(readOutbox(), {});
  });

  test("a refused change leaves a newer change that took its place", async () => {
    const answer = deferred();
    const kept = keepHeart("949", true, change());
    const sending = sendKept("949", true, change(), kept, () => answer.promise);
    keepHeart("949", false, change("Heat", { replace: true }));
    const newer = readOutbox();
    answer.reject(new RefusedError("No.", false));
    await assert.rejects(sending, RefusedError);
    assert.deepEqual(readOutbox(), newer);
  });

  test("offline, a change kept on the device resolves true and stays kept", async () => {
    const { send } = recorder(async () => { throw new OfflineError("Marquee could not be reached."); });
    const kept = keepHeart("949", true, change());
    assert.equal(await sendKept("949", true, change(), kept, send), true);
    assert.deepEqual(readOutbox()["949"], kept.written);
  });

  test("offline with storage full, the change is not kept and its failure is thrown", async () => {
    const restore = useLocalStorage(fullStorage());
    try {
      const kept = keepHeart("949", true, change());
      assert.equal(kept.stored, false);
      const { send } = recorder(async () => { throw new OfflineError("Marquee could not be reached."); });
      await assert.rejects(sendKept("949", true, change(), kept, send), OfflineError);
      assert.deepEqual(readOutbox(), {});
    } finally {
      restore();
    }
  });

  test("offline with storage off, the change is not kept and its failure is thrown", async () => {
    const restore = useLocalStorage(storageOff());
    try {
      const kept = keepHeart("949", true, change());
      assert.equal(kept.stored, false);
      await assert.rejects(sendKept("949", true, change(), kept, async () => { throw new OfflineError("Offline."); }), OfflineError);
    } finally {
      restore();
    }
    assert.deepEqual(readOutbox(), {});
  });

  test("dropKept given the sent change leaves a different one", () => {
    keepHeart("949", true, change());
    dropKept("949", entry(true, { title: "Something else" }));
    assert.notEqual(readOutbox()["949"], undefined);
    dropKept("949");
    assert.equal(readOutbox()["949"], undefined);
  });
});

describe("replaying the outbox", () => {
  const quietShow = () => {};

  test("every kept change is sent with its own token", async () => {
    writeOutbox({
      949: entry(true, {}),
      680: entry(false, { title: "Pulp Fiction", action: "/movies/680/favorite" }),
    });
    const { sent, send } = recorder();
    const result = await replayOutbox({ token: TOKEN, busy: new Set(), show: quietShow, send });
    assert.deepEqual(result, { refused: [], reason: "" });
    assert.deepEqual(sent.map(({ url, fields, token }) => [url, fields.favorite, token]).sort(), [
      ["/movies/680/favorite", "false", TOKEN],
      ["/movies/949/favorite", "true", TOKEN],
    ]);
    assert.deepEqual(readOutbox(), {});
  });

  test("a refused change is shown back as Marquee has it, remembered, and reported", async () => {
    writeOutbox({ 949: entry(true), 680: entry(false, { title: "Pulp Fiction", action: "/movies/680/favorite" }) });
    const shown = [];
    const { send } = recorder(async (url) => {
      if (url === "/movies/949/favorite") throw new RefusedError("That film is no longer on Marquee.", false);
      return {};
    });
    const { refused, reason } = await replayOutbox({ token: TOKEN, busy: new Set(), show: (id, favorite) => shown.push([id, favorite]), send });
    assert.deepEqual(shown, [["949", false]]);
    assert.deepEqual(refused, [entry(true)]);
    assert.equal(reason, "That film is no longer on Marquee.");
    assert.equal(readHeartChanges()["949"]?.favorite, false);
    assert.deepEqual(readOutbox(), {}, "the refused change and the taken one both leave the outbox");
  });

  for (const [kind, failure] of [
    ["a temporary refusal", () => new RefusedError("Marquee could not save this change. Try again.", true)],
    ["no connection", () => new OfflineError("Marquee could not be reached.")],
  ]) {
    test(`${kind} stops the replay and keeps the rest for the next try`, async () => {
      const outbox = { 100: entry(true, { action: "/movies/100/favorite" }), 200: entry(true, { action: "/movies/200/favorite" }), 300: entry(false, { action: "/movies/300/favorite" }) };
      writeOutbox(outbox);
      const order = Object.keys(readOutbox());
      const shown = [];
      const { sent, send } = recorder(async (url) => {
        if (url === outbox[order[1]].action) throw failure();
        return {};
      });
      const result = await replayOutbox({ token: TOKEN, busy: new Set(), show: (...shownNow) => shown.push(shownNow), send });
      assert.deepEqual(result, { refused: [], reason: "" });
      assert.equal(sent.length, 2, "nothing is sent after the failure");
      assert.deepEqual(shown, [], "nothing is undone on screen");
      assert.deepEqual(Object.keys(readOutbox()).sort(), [order[1], order[2]].sort());
    });
  }

  test("a change made under another token is refused with the signed-in-differently message", async () => {
    writeOutbox({ 949: entry(true, { token: "someone-else" }) });
    const shown = [];
    const { sent, send } = recorder();
    const { refused, reason } = await replayOutbox({ token: TOKEN, busy: new Set(), show: (id, favorite) => shown.push([id, favorite]), send });
    assert.deepEqual(sent, [], "never sent with another sign-in's token");
    assert.equal(refused.length, 1);
    assert.equal(reason, "It was made while signed in differently; press the heart again to change it.");
    assert.deepEqual(shown, [["949", false]]);
    assert.deepEqual(readOutbox(), {});
  });

  test("a film pressed again just now (busy) is left to its own press", async () => {
    writeOutbox({ 949: entry(true), 680: entry(true, { action: "/movies/680/favorite" }) });
    const busy = new Set(["949"]);
    const { sent, send } = recorder();
    await replayOutbox({ token: TOKEN, busy, show: quietShow, send });
    assert.deepEqual(sent.map((one) => one.url), ["/movies/680/favorite"]);
    assert.deepEqual(Object.keys(readOutbox()), ["949"]);
    assert.deepEqual([...busy], ["949"], "busy is as it was");
  });

  test("a film being replayed is busy while its request is on its way", async () => {
    writeOutbox({ 949: entry(true) });
    const answer = deferred();
    const busy = new Set();
    const replay = replayOutbox({ token: TOKEN, busy, show: quietShow, send: () => answer.promise });
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(busy.has("949"), true);
    answer.resolve({});
    await replay;
    assert.equal(busy.has("949"), false);
  });

  test("only one replay runs at a time", async () => {
    writeOutbox({ 949: entry(true) });
    const answer = deferred();
    let sends = 0;
    const send = () => { sends += 1; return answer.promise; };
    const first = replayOutbox({ token: TOKEN, busy: new Set(), show: quietShow, send });
    const second = replayOutbox({ token: TOKEN, busy: new Set(), show: quietShow, send });
    assert.equal(second, first, "the second asks share the first");
    answer.resolve({});
    await first;
    assert.equal(sends, 1);
    // Once done, a new replay runs again.
    writeOutbox({ 680: entry(true) });
    await replayOutbox({ token: TOKEN, busy: new Set(), show: quietShow, send: async () => { sends += 1; } });
    assert.equal(sends, 2);
  });

  test("the replay holds the device-wide lock, so other tabs do not send the same changes", async () => {
    const held = [];
    setGlobal("navigator", { locks: { request: async (name, work) => { held.push(name); return work(); } } });
    writeOutbox({ 949: entry(true) });
    const { sent, send } = recorder();
    await replayOutbox({ token: TOKEN, busy: new Set(), show: quietShow, send });
    assert.deepEqual(held, ["marquee-offline-hearts"]);
    assert.equal(sent.length, 1);
  });
});

describe("a change of a person's own film in the outbox", () => {
  const watchlist = (extra = {}) => ({ title: "Heat", action: "/movies/949/watchlist", token: TOKEN, field: "on", fields: { changed_at: "1732870000123" }, ...extra });

  test("is kept with the field of its state, and sent with its state in that field, not as a heart", async () => {
    const { sent, send } = recorder();
    const kept = keepHeart("watchlist:949", true, watchlist());
    assert.equal(readOutbox()["watchlist:949"].field, "on");
    await sendKept("watchlist:949", true, watchlist(), kept, send);
    assert.deepEqual(sent[0].fields, { on: "true", changed_at: "1732870000123" });
  });

  test("a log, whose field is empty, is sent with its own fields alone", async () => {
    const { sent, send } = recorder();
    const log = { title: "Heat", action: "/movies/949/viewings", token: TOKEN, field: "", fields: { viewing_id: "abcdefgh", watched_on: "2025-03-12" } };
    await sendKept("viewing:abcdefgh", true, log, keepHeart("viewing:abcdefgh", true, log), send);
    assert.deepEqual(sent[0].fields, { viewing_id: "abcdefgh", watched_on: "2025-03-12" });
  });

  test("a heart's entry has no field, as before", () => {
    keepHeart("949", true, change());
    assert.equal("field" in readOutbox()["949"], false);
  });

  test("replayed, it is sent in its field with its original change time; refused, it is shown back but no heart is remembered", async () => {
    keepHeart("watchlist:949", false, watchlist());
    const shown = [];
    const { sent, send } = recorder(async () => { throw new RefusedError("There is no film with that id.", false); });
    const { refused } = await replayOutbox({ token: TOKEN, busy: new Set(), show: (id, favorite, kept) => shown.push([id, favorite, kept.field]), send });
    assert.deepEqual(sent[0].fields, { on: "false", changed_at: "1732870000123" });
    assert.equal(refused.length, 1);
    assert.deepEqual(shown, [["watchlist:949", true, "on"]]);
    assert.deepEqual(readHeartChanges(), {});
  });

  test("made under another token, it is refused with words that fit it", async () => {
    keepHeart("watchlist:949", true, watchlist({ token: "someone-else" }));
    const { reason } = await replayOutbox({ token: TOKEN, busy: new Set(), show: () => {}, send: recorder().send });
    assert.equal(reason, "It was made while signed in differently; make the change again.");
  });
});

describe("the refusal message", () => {
  test("one film refused back into the favorites says it is back in", () => {
    assert.equal(refusalMessage([entry(false, { title: "Heat", original: true })], "Try again later."),
      "Your offline change was not saved, so “Heat” is back in your favorites. Try again later.");
  });

  test("one film refused back out of the favorites says it is back out of them", () => {
    assert.equal(refusalMessage([entry(true, { title: "Heat", original: false })], "No."),
      "Your offline change was not saved, so “Heat” is back out of your favorites. No.");
  });

  test("several films refused are named together, back as they were", () => {
    assert.equal(refusalMessage([entry(true, { title: "Heat" }), entry(false, { title: "Alien" })], "No."),
      "Your offline change was not saved, so “Heat”, “Alien” are back as they were in your favorites. No.");
  });
});
