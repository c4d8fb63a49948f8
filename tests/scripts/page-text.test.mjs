// The scripts' words (page-text.js) come from Marquee's catalogs, in the page's language: a
// Malay page's toasts, banners and buttons are Malay, its counts take Malay's plural, its
// days Malay's months. And the footer's language chooser (language-form.js) sends itself.
import { afterEach, describe, test } from "node:test";
import assert from "node:assert/strict";
import { catalog, installBrowser, scripts, settle, stubFetch, usePageText } from "./browser.mjs";

const { window } = installBrowser({ url: "https://marquee.test/favorites" });
const { document } = window;
const { count, fill, number, ordinal, text, textParts } = await import(scripts("page-text.js"));
const { journalSummary, refusedMessage, spokenRating, takenMessage, waitingMessage } = await import(scripts("journal-changes.js"));
const { refusalMessage } = await import(scripts("outbox.js"));
const { post } = await import(scripts("network.js"));
const { showToast } = await import(scripts("toasts.js"));
const { removeFavoriteRow } = await import(scripts("favorite-rows.js"));
const { followOnce } = await import(scripts("import-progress.js"));
const { startLanguageForm } = await import(scripts("language-form.js"));
const { pressed } = await import(scripts("hearts.js"));

afterEach(() => usePageText("en"));

describe("messages", () => {
  test("fill puts arguments in order, by position, and keeps nodes as they are", () => {
    assert.deepEqual(fill("%@ of %@", ["1", "2"]), ["1", " of ", "2"]);
    assert.deepEqual(fill("%2$@ daripada %1$@ filem", ["408", "120"]), ["120", " daripada ", "408", " filem"]);
    assert.deepEqual(fill("100%% %@", ["sure"]), ["100", "%", " ", "sure"]);
    const time = document.createElement("time");
    assert.deepEqual(fill("saved %@", [time]), ["saved ", time]);
  });

  test("English is the catalog's English", () => {
    assert.equal(text("undo"), "Undo");
    assert.equal(text("removedFavorite", "Heat"), "Removed “Heat”.");
    assert.equal(count(1, "stars"), "1 star");
    assert.equal(count(3.5, "stars"), "3.5 stars");
    assert.equal(count(1024, "importCount", number(12)), "12 of 1,024 films");
    assert.deepEqual([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal),
      ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"]);
  });

  test("Malay takes one form for every count, and its own ordinals", () => {
    usePageText("ms");
    assert.equal(text("undo"), "Buat asal");
    assert.equal(count(1, "stars"), "1 bintang");
    assert.equal(count(3.5, "stars"), "3.5 bintang");
    assert.equal(count(1, "importCount", number(1)), "1 daripada 1 filem");
    assert.equal(count(5000, "importCount", number(1200)), "1,200 daripada 5,000 filem");
    assert.deepEqual([1, 2, 11].map(ordinal), ["ke-1", "ke-2", "ke-11"]);
  });

  test("every message the scripts name is in both catalogs", async () => {
    const { readFileSync, readdirSync } = await import("node:fs");
    const folder = new URL("../../Sources/MarqueeWeb/Public/assets/scripts/", import.meta.url);
    const used = new Set();
    for (const name of readdirSync(folder).filter((file) => file.endsWith(".js"))) {
      const source = readFileSync(new URL(name, folder), "utf8");
      for (const [, key] of source.matchAll(/\b(?:text|textParts)\(\s*"([A-Za-z]+)"/g)) used.add(key);
      for (const [, key] of source.matchAll(/\b(?:count|countOf)\([^,]+,\s*"([A-Za-z]+)"/g)) used.add(`${key}.other`);
    }
    assert.ok(used.size > 40, `found ${used.size}`);
    for (const language of ["en", "ms"]) {
      const entries = catalog(language);
      const missing = [...used].filter((key) => !(`scripts.${key}` in entries));
      assert.deepEqual(missing, [], `missing from ${language}.lproj`);
    }
  });
});

describe("a Malay page", () => {
  test("a person's own film: its summary, a rating read aloud, the toasts", () => {
    usePageText("ms");
    assert.deepEqual(journalSummary([{ day: "2025-03-12", rating: "3.5" }, { day: "2025-01-05", rating: "" }]),
      { watched: "Ditonton 12 Mac 2025", rating: "3.5", times: "kali ke-2" });
    assert.equal(spokenRating("0.5"), "setengah bintang");
    assert.equal(spokenRating("4"), "4 bintang");
    assert.equal(takenMessage({ kind: "watchlist", on: true }), "Ditambah pada senarai tontonan anda.");
    assert.equal(waitingMessage({ kind: "viewing", on: true, isNew: true, title: "Heat" }),
      "Anda di luar talian. Tontonan “Heat” anda akan direkodkan apabila anda kembali dalam talian.");
    assert.equal(waitingMessage({ kind: "watchlist", on: true }),
      "Anda di luar talian. “filem ini” akan ditambah pada senarai tontonan anda apabila anda kembali dalam talian.");
    assert.equal(refusedMessage([{ title: "Heat" }, { title: "Ran" }], "Tarikh itu belum tiba."),
      "Perubahan luar talian anda pada “Heat”, “Ran” tidak disimpan. Tarikh itu belum tiba.");
  });

  test("hearts refused after the connection came back say so in Malay", () => {
    usePageText("ms");
    assert.equal(refusalMessage([{ title: "Heat", original: true }], ""),
      "Perubahan luar talian anda tidak disimpan, jadi “Heat” kembali dalam kegemaran anda. ");
    assert.equal(refusalMessage([{ title: "Heat", original: true }, { title: "Ran", original: false }], "Cuba lagi."),
      "Perubahan luar talian anda tidak disimpan, jadi “Heat”, “Ran” kembali seperti asal dalam kegemaran anda. Cuba lagi.");
  });

  test("taking a film off the Favorites screen says so, and offers Buat asal", () => {
    usePageText("ms");
    document.body.innerHTML = `<main><ol id="favorites"><li class="movie-row favorite-row" data-movie-id="949">
      <h2 class="movie-title">Heat</h2></li></ol></main><div id="toast-region"></div>`;
    removeFavoriteRow(document.querySelector(".favorite-row"), "Heat", "token");
    assert.equal(document.querySelector("#toast span").textContent, "“Heat” dialih keluar.");
    assert.equal(document.getElementById("undo").textContent, "Buat asal");
    assert.equal(document.getElementById("favorites-empty").textContent,
      "Belum ada kegemaran. Ketik ikon hati pada mana-mana filem untuk menyimpannya di sini.");
  });

  test("Marquee out of reach is said in Malay", async () => {
    usePageText("ms");
    stubFetch(() => { throw new TypeError("Failed to fetch"); });
    await assert.rejects(post("/movies/949/favorite", {}, "token"), { message: "Marquee tidak dapat dihubungi. Semak sambungan anda dan cuba lagi." });
    stubFetch(() => new Response("Bad gateway", { status: 502 }));
    await assert.rejects(post("/movies/949/favorite", {}, "token"), { message: "Marquee tidak dapat dihubungi. Cuba lagi sebentar lagi." });
  });

  test("an import's count, and a saved copy's banner with its time", async () => {
    usePageText("ms");
    document.body.innerHTML = `<div id="import-progress"><progress max="408" value="0"></progress><p class="import-count"></p></div>`;
    stubFetch(() => new Response(JSON.stringify({ state: "matching", done: 120, total: 408 }), { headers: { "Content-Type": "application/json" } }));
    await followOnce(document.getElementById("import-progress"));
    assert.equal(document.querySelector(".import-count").textContent, "120 daripada 408 filem");
    const banner = document.createElement("div");
    const time = document.createElement("time");
    time.textContent = "29 Nov 2026";
    banner.append(...textParts("savedCopy", time));
    assert.equal(banner.textContent, "Luar talian: memaparkan halaman ini seperti yang anda lihat pada 29 Nov 2026.");
    assert.equal(banner.querySelector("time"), time);
  });

  test("a toast's words are the page's, whatever the browser's language", () => {
    usePageText("ms");
    document.body.innerHTML = `<div id="toast-region"></div>`;
    showToast(text("updateReady"), { id: "update", label: text("reloadToUpdate"), run: () => {} }, { persistent: true, id: "update-toast" });
    assert.equal(document.getElementById("update-toast").textContent, "Versi baharu Marquee sudah sedia. Muat semula untuk mengemas kini");
  });
});

describe("a heart pressed offline", () => {
  /** A ranked row's heart, named as the views name it in the page's language. */
  const heart = (label) => {
    window.localStorage.clear();
    document.body.innerHTML = `<form id="hearts" method="post" hidden><input type="hidden" name="csrf_token" value="token"></form>
      <main><ol><li class="movie-row" data-movie-id="155"><a class="title-link" href="/movies/155"><h2 class="movie-title"><span class="rank">1.</span> The Dark<wbr> Knight</h2></a>
      <button class="heart" form="hearts" formaction="/movies/155/favorite" name="favorite" value="true" data-movie-id="155" aria-pressed="false" aria-label="${label}"></button></li></ol></main>
      <div id="toast-region"></div>`;
    stubFetch(() => { throw new TypeError("Failed to fetch"); });
    return document.querySelector(".heart");
  };

  test("says the film's title, as its row shows it, whatever the heart's name", async () => {
    await pressed(heart("Favorite The Dark Knight"));
    await settle();
    assert.equal(document.querySelector("#toast span").textContent,
      "You are offline. “The Dark Knight” will be added to your favorites when you are back online.");
  });

  test("in Malay", async () => {
    usePageText("ms");
    await pressed(heart("Kegemaran: The Dark Knight"));
    await settle();
    assert.equal(document.querySelector("#toast span").textContent,
      "Anda di luar talian. “The Dark Knight” akan ditambah pada kegemaran anda apabila anda kembali dalam talian.");
  });
});

describe("the language chooser", () => {
  const chooser = () => {
    document.body.innerHTML = `<footer class="site-footer"><form class="language-form" method="post" data-language-form action="/language">
      <label for="footer-language">Language</label> <select id="footer-language" name="language">
      <option value="en" selected>English</option><option value="ms">Bahasa Melayu</option></select>
      <button type="submit" class="button">Change</button></form></footer>`;
    const form = document.querySelector("form");
    const sent = [];
    form.requestSubmit = () => sent.push(new window.FormData(form).get("language"));
    startLanguageForm(form);
    return { form, select: form.querySelector("select"), button: form.querySelector("button"), sent };
  };
  const pick = (select, value) => {
    select.value = value;
    select.dispatchEvent(new window.Event("change", { bubbles: true }));
  };

  test("another language picked is sent at once; the button, for a page without the script, is hidden", async () => {
    const { select, button, sent } = chooser();
    assert.equal(button.hidden, true);
    select.dispatchEvent(new window.Event("pointerdown"));
    pick(select, "ms");
    await settle();
    assert.deepEqual(sent, ["ms"]);
  });

  test("the language already chosen sends nothing", () => {
    const { select, sent } = chooser();
    pick(select, "en");
    assert.deepEqual(sent, []);
  });

  test("an arrow key on the closed list does not change the page under the person: the button comes back, Enter sends", () => {
    const { select, button, sent } = chooser();
    select.dispatchEvent(new window.KeyboardEvent("keydown", { key: "ArrowDown" }));
    pick(select, "ms");
    assert.deepEqual(sent, []);
    assert.equal(button.hidden, false);
    select.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", cancelable: true }));
    assert.deepEqual(sent, ["ms"]);
  });
});
