// The Favorites screen (favorite-rows.js): a film taken out leaves the list at once, with Undo
// to put it back; Undo takes the removal's place in the outbox and is sent after it.
import { after, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { deferred, installBrowser, scripts, settle, stubFetch } from "./browser.mjs";

const { window } = installBrowser({ url: "https://marquee.test/favorites" });
const { document } = window;
const { removeFavoriteRow } = await import(scripts("favorite-rows.js"));
const { keepHeart, readOutbox } = await import(scripts("outbox.js"));
const { changeTime, inflight } = await import(scripts("heart-requests.js"));
const { readHeartChanges } = await import(scripts("storage.js"));

const TOKEN = "page-token";
const films = [["680", "Pulp Fiction"], ["949", "Heat"], ["11", "Star Wars"]];

const row = ([id, title], index) => `
  <li class="movie-row favorite-row" data-movie-id="${id}" data-favorited-at="${1700000000 + index}">
    <a class="title-link" href="/movies/${id}"><h2 class="movie-title">${title}</h2></a>
    <button class="heart" form="hearts" formaction="/movies/${id}/favorite" name="favorite" value="false"
      data-movie-id="${id}" aria-pressed="true" aria-label="Favorite ${title}"></button>
  </li>`;

/** The Favorites screen, with its hearts form, list and toast region. */
const showFavorites = () => {
  document.body.innerHTML = `
    <form id="hearts" method="post" hidden><input type="hidden" name="csrf_token" value="${TOKEN}"></form>
    <main><ol id="favorites">${films.map(row).join("")}</ol></main>
    <div id="toast-region"></div>`;
};

const shownIds = () => [...document.querySelectorAll("#favorites > .favorite-row")].map((li) => li.dataset.movieId);
const rowOf = (id) => document.querySelector(`.favorite-row[data-movie-id="${id}"]`);

/**
 * What hearts.js does when a heart is pressed on this screen: the removal kept in the outbox,
 * its request on its way (`inflight`), the row taken off with Undo offered.
 */
const removeFilm = (id, title) => {
  const removal = deferred();
  const change = { title, action: `https://marquee.test/movies/${id}/favorite`, token: TOKEN };
  keepHeart(id, false, change);
  inflight.set(id, removal.promise);
  const putBack = removeFavoriteRow(rowOf(id), title, TOKEN);
  return { removal, putBack };
};

const pressUndo = () => {
  const undo = document.getElementById("undo");
  assert.ok(undo, "the toast offers Undo");
  undo.click();
};

/** The form fields a stubbed fetch was sent. */
const fieldsOf = (call) => Object.fromEntries(new URLSearchParams(String(call.init.body)));

let calls = [];
let answer = () => new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  window.localStorage.clear();
  inflight.clear();
  answer = () => new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } });
  calls = stubFetch((...asked) => answer(...asked));
  showFavorites();
});

after(() => inflight.clear());

test("taking a film off the Favorites screen removes its row and shows a toast with Undo", () => {
  removeFilm("949", "Heat");
  assert.deepEqual(shownIds(), ["680", "11"]);
  const toast = document.querySelector("#toast-region .toast");
  assert.ok(toast);
  assert.equal(toast.getAttribute("role"), "status");
  assert.match(toast.textContent, /Removed “Heat”\./);
  assert.equal(document.getElementById("undo")?.textContent, "Undo");
});

test("taking the last film off shows the empty state", () => {
  document.getElementById("favorites").innerHTML = row(films[1], 0);
  removeFilm("949", "Heat");
  assert.ok(document.getElementById("favorites-empty"));
});

test("Undo puts the row back in its place, with its heart pressed", async () => {
  const { removal } = removeFilm("949", "Heat");
  pressUndo();
  assert.deepEqual(shownIds(), ["680", "949", "11"]);
  assert.equal(rowOf("949").querySelector(".heart").getAttribute("aria-pressed"), "true");
  assert.equal(readHeartChanges()["949"]?.favorite, true);
  removal.resolve(false);
  await settle();
});

test("Undo keeps the change in the outbox in place of the removal", async () => {
  const { removal } = removeFilm("949", "Heat");
  assert.equal(readOutbox()["949"]?.favorite, false, "the removal is kept first");
  const pressed = Date.now();
  pressUndo();
  const kept = readOutbox()["949"];
  assert.equal(kept?.favorite, true, "Undo took the removal's place");
  const { changed_at: changedAt, ...fields } = kept.fields;
  assert.deepEqual(fields, { favorited_at: "1700000001" }, "with the time it was favorited");
  assert.ok(Number(changedAt) >= pressed, "and the time Undo was pressed, which orders it after the removal at Marquee");
  assert.equal(kept.token, TOKEN);
  removal.resolve(false);
  await settle();
});

test("Undo is sent only after the removal's request has settled", async () => {
  const { removal } = removeFilm("949", "Heat");
  pressUndo();
  await settle();
  assert.equal(calls.length, 0, "nothing is sent while the removal is on its way");
  removal.resolve(false);
  await settle();
  assert.equal(calls.length, 1);
  assert.equal(calls[0].url, "https://marquee.test/movies/949/favorite");
  assert.equal(calls[0].init.method, "POST");
  const { changed_at: changedAt, ...sent } = fieldsOf(calls[0]);
  assert.deepEqual(sent, { favorite: "true", favorited_at: "1700000001", csrf_token: TOKEN });
  assert.match(changedAt, /^[0-9]{13}$/, "sent with the time Undo was pressed");
  await settle();
  assert.deepEqual(readOutbox(), {}, "taken by Marquee, Undo leaves the outbox");
});

test("each change is stamped later than the one before, even within a millisecond", () => {
  const times = Array.from({ length: 50 }, () => Number(changeTime()));
  for (let index = 1; index < times.length; index += 1) assert.ok(times[index] > times[index - 1]);
  assert.ok(Math.abs(times[0] - Date.now()) < 60_000, "by this device's clock");
});

test("Undo after the removal was answered is sent at once", async () => {
  removeFilm("949", "Heat");
  inflight.delete("949");
  pressUndo();
  await settle();
  assert.equal(calls.length, 1);
  assert.equal(fieldsOf(calls[0]).favorite, "true");
});

test("a removal that was refused means Undo sends nothing", async () => {
  const { removal } = removeFilm("949", "Heat");
  pressUndo();
  removal.reject(new Error("That film is not on Marquee."));
  await settle();
  assert.equal(calls.length, 0);
  assert.equal(readOutbox()["949"], undefined, "Undo's change is dropped: there was nothing to undo");
  assert.deepEqual(shownIds(), ["680", "949", "11"]);
});

test("Undo refused by Marquee takes the row out again and says why", async () => {
  answer = () => new Response(JSON.stringify({ error: "Your favorites are full." }), { status: 422, headers: { "Content-Type": "application/json" } });
  const { removal } = removeFilm("949", "Heat");
  pressUndo();
  removal.resolve(false);
  await settle(10);
  assert.equal(calls.length, 1);
  assert.deepEqual(shownIds(), ["680", "11"]);
  assert.equal(readHeartChanges()["949"]?.favorite, false);
  assert.match(document.getElementById("toast")?.textContent ?? "", /Your favorites are full\./);
});
