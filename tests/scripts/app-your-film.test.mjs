// The page script on a film's page (app.js): the log form's day is the browser's as soon as the
// page has loaded, and the forms of the person's own film are taken by your-film.js instead
// of being sent as pages; other forms of the page are left alone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { eventually, installBrowser, scripts, setGlobal, settle, stubFetch } from "./browser.mjs";

const TOKEN = "page-token";
const page = `<!doctype html><html><body>
  <form id="hearts" method="post" hidden><input type="hidden" name="csrf_token" value="${TOKEN}"></form>
  <main><article id="movie-details"><h1 class="movie-title">Heat</h1></article>
  <section id="your-film" class="film-section your-film" data-movie-id="949"><h2 id="your-film-title">Your film</h2>
  <form class="watchlist-form" method="post" action="/movies/949/watchlist"><input type="hidden" name="csrf_token" value="${TOKEN}"><button type="submit" id="watchlist-button" class="button secondary watchlist-button" name="on" value="true" aria-pressed="false">Want to watch</button></form>
  <details class="log-viewing" open><summary class="button">Log a viewing</summary>
  <form id="log-form" class="viewing-form" method="post" action="/movies/949/viewings"><input type="hidden" name="csrf_token" value="${TOKEN}"><input type="hidden" name="viewing_id" value="5f0c6a0e-2b1d-4c33-9a57-1c2f7e0d9b10">
  <input type="date" class="watched-on" id="watched-on-new" name="watched_on" required min="1870-01-01" max="2999-01-01" value="1999-12-31">
  <button type="submit" class="button primary">Log it</button></form></details>
  </section>
  <form id="elsewhere" method="get" action="/search"><button type="submit">Search</button></form>
  </main><div id="toast-region"></div></body></html>`;

const { window } = installBrowser({ html: page, url: "https://marquee.test/movies/949" });
const { document } = window;
setGlobal("FormData", window.FormData);
const json = (body) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
const calls = stubFetch((url, init) => (init.method === "POST" ? json({ movie_id: 949, on_watchlist: true, took_off_watchlist: false, superseded: false }) : new Response("", { status: 500 })));
await import(scripts("app.js"));
const { localDay } = await import(scripts("watch-dates.js"));
await settle();

const sentPost = () => calls.find((call) => call.init.method === "POST");

test("on a film's page, the new viewing's day is the browser's today as soon as the script has run", async () => {
  await eventually(() => document.querySelector('#log-form input[name="today"]'));
  assert.equal(document.getElementById("watched-on-new").value, localDay());
  assert.equal(document.getElementById("watched-on-new").max, localDay());
  assert.equal(document.querySelector('#log-form input[name="today"]').value, localDay());
});

test("a log form is sent by the script, in JSON, not as a page", async () => {
  let sentAsPage = false;
  document.addEventListener("submit", (event) => { sentAsPage = !event.defaultPrevented; }, { once: true });
  document.querySelector("#log-form button[type=submit]").click();
  assert.equal(sentAsPage, false, "its submit is stopped");
  const post = await eventually(sentPost);
  assert.equal(post.url, "https://marquee.test/movies/949/viewings");
  assert.equal(post.init.headers.Accept, "application/json");
  assert.equal((await eventually(() => document.getElementById("toast"))).textContent, "Logged.");
});

test("Want to watch is sent by the script with its button's value", async () => {
  calls.length = 0;
  document.getElementById("watchlist-button").click();
  const post = await eventually(sentPost);
  assert.equal(new URLSearchParams(String(post.init.body)).get("on"), "true");
  assert.equal(document.getElementById("watchlist-button").getAttribute("aria-pressed"), "true");
});

test("a form outside the person's own film is left to the browser", () => {
  let stopped = null;
  const form = document.getElementById("elsewhere");
  form.addEventListener("submit", (event) => { stopped = event.defaultPrevented; event.preventDefault(); }, { once: true });
  form.querySelector("button").click();
  assert.equal(stopped, false);
});
