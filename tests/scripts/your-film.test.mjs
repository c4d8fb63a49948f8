// A person's own film on its page (your-film.js, with watch-dates.js, journal-display.js and
// the outbox): the log form's day is the browser's, a log or a watchlist change is sent with the
// form's fields and the hearts' change time and said in a toast, one made offline is kept with
// that time and shown at once, and one refused as it is sent later is put back with Marquee's words.
import { beforeEach, describe, test } from "node:test";
import assert from "node:assert/strict";
import { deferred, eventually, installBrowser, scripts, setGlobal, stubFetch } from "./browser.mjs";

const FILM_ADDRESS = "https://marquee.test/movies/949?from=%2Fsearch%3Fq%3Dheat";
const { window } = installBrowser({ url: FILM_ADDRESS });
const { document } = window;
// A form's fields are read with the page's own FormData (Node's knows no jsdom form).
setGlobal("FormData", window.FormData);
const { submitted, showKeptChanges } = await import(scripts("your-film.js"));
const { localDay, prepareDates, newViewingId } = await import(scripts("watch-dates.js"));
const { sendKeptHearts } = await import(scripts("kept-hearts.js"));
const { readOutbox, writeOutbox } = await import(scripts("outbox.js"));
const { readHeartChanges } = await import(scripts("storage.js"));

const TOKEN = "page-token";
const NEW_VIEWING = "5f0c6a0e-2b1d-4c33-9a57-1c2f7e0d9b10";
const APRIL_VIEWING = "0b5e8f9a-77c1-4d1e-8e9f-3a6b2c1d0e4f";
const RETURN_TO = "/movies/949?from=%2Fsearch%3Fq%3Dheat";
// Marquee writes its own (UTC) day and the latest day anywhere: the script puts the browser's.
const SERVER_DAY = "1999-12-31";
const LATEST_ANYWHERE = "2999-01-01";
const FUTURE_MESSAGE = "The day you watched it can't be in the future.";

const starRadios = (key, checked) => ["", "0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4", "4.5", "5"].map((value, half) =>
  `<input type="radio" class="star-input" name="rating" id="rating-${key}-${half}" value="${value}"${value === checked ? " checked" : ""}><label for="rating-${key}-${half}">${value || "No rating"}</label>`).join("");

/** A log form's fields as ViewingFields writes them. */
const viewingFields = (key, id, day, rating = "", review = "") => `
  <input type="hidden" name="return_to" value="${RETURN_TO}">
  <input type="hidden" name="csrf_token" value="${TOKEN}"><input type="hidden" name="viewing_id" value="${id}">
  <p class="field"><label for="watched-on-${key}">Date watched</label><input type="date" class="watched-on" id="watched-on-${key}" name="watched_on" required min="1870-01-01" max="${LATEST_ANYWHERE}" value="${day}"></p>
  <fieldset class="star-rating"><legend>Rating</legend>${starRadios(key, rating)}</fieldset>
  <p class="field"><label for="review-${key}">Review</label><textarea id="review-${key}" name="review" rows="3" maxlength="2000">${review}</textarea></p>`;

/** An April viewing's row, with its edit and delete forms, as FilmJournalSection writes it. */
const aprilRow = `
  <li class="viewing" data-viewing-id="${APRIL_VIEWING}"><p class="viewing-line"><time datetime="2025-04-02">2 April 2025</time> <span class="stars" role="img" aria-label="4 stars">★★★★</span></p>
  <details class="edit-viewing"><summary>Edit</summary><form class="viewing-form" method="post" action="/movies/949/viewings">
  ${viewingFields(APRIL_VIEWING, APRIL_VIEWING, "2025-04-02", "4")}<button type="submit" class="button primary">Save</button></form></details>
  <form class="delete-viewing-form" method="post" action="/viewings/${APRIL_VIEWING}/delete"><input type="hidden" name="csrf_token" value="${TOKEN}"><input type="hidden" name="deleted" value="true"><input type="hidden" name="return_to" value="${RETURN_TO}"><button type="submit" class="button secondary">Delete</button></form>
  </li>`;

/** The film's section as FilmJournalSection writes it. */
const section = ({ onWatchlist = false, viewings = [aprilRow], summary = "Watched 2 April 2025 · ★★★★", newViewing = NEW_VIEWING } = {}) => `
  <section id="your-film" class="film-section your-film" aria-labelledby="your-film-title" data-movie-id="949">
  <h2 id="your-film-title">Your film</h2>
  ${summary ? `<p id="film-journal-summary" class="journal-summary">${summary}</p>` : ""}
  <form class="watchlist-form" method="post" action="/movies/949/watchlist"><input type="hidden" name="csrf_token" value="${TOKEN}"><input type="hidden" name="return_to" value="${RETURN_TO}">${onWatchlist
    ? '<button type="submit" id="watchlist-button" class="button watchlist-button" name="on" value="false" aria-pressed="true">'
    : '<button type="submit" id="watchlist-button" class="button secondary watchlist-button" name="on" value="true" aria-pressed="false">'}<span aria-hidden="true" class="watchlist-mark"></span>Want to watch</button></form>
  <details class="log-viewing"><summary class="button">Log a viewing</summary>
  <form id="log-form" class="viewing-form" method="post" action="/movies/949/viewings">
  ${viewingFields("new", newViewing, SERVER_DAY)}<button type="submit" class="button primary">Log it</button></form></details>
  ${viewings.length ? `<h3 class="viewings-title">Your viewings</h3><ol id="film-viewings" class="viewings">${viewings.join("")}</ol>` : ""}
  </section>`;

/** The film's page, as Marquee sends it. */
const filmPage = (options) => `<!doctype html><html><body>
  <form id="hearts" method="post" hidden><input type="hidden" name="csrf_token" value="${TOKEN}"></form>
  <main><article id="movie-details" class="movie-details" data-movie-id="949"><h1 class="movie-title">Heat</h1></article>
  ${section(options)}</main><div id="toast-region" class="toast-region"></div></body></html>`;

const showFilm = (options) => {
  document.body.innerHTML = new window.DOMParser().parseFromString(filmPage(options), "text/html").body.innerHTML;
};

const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "X-Marquee": "1" } });
const html = (body) => new Response(body, { status: 200, headers: { "Content-Type": "text/html" } });
const offline = () => { throw new TypeError("Failed to fetch"); };

/** The fields a request was sent with. */
const fieldsOf = (call) => Object.fromEntries(new URLSearchParams(String(call.init.body)));
const posts = (calls) => calls.filter((call) => call.init.method === "POST");
const toastText = () => document.getElementById("toast")?.textContent ?? "";
const logForm = () => document.getElementById("log-form");
const watchlistButton = () => document.getElementById("watchlist-button");
const aprilRowElement = () => document.querySelector(`li.viewing[data-viewing-id="${APRIL_VIEWING}"]`);
const waitingRows = () => [...document.querySelectorAll("li.waiting-viewing")];

/** Fills the new viewing's form as a person would. */
const fillLog = ({ day = "2025-03-12", rating = "3.5", review = "Pacino & De Niro." } = {}) => {
  const form = logForm();
  form.querySelector("#watched-on-new").value = day;
  for (const radio of form.querySelectorAll('input[name="rating"]')) radio.checked = radio.value === rating;
  form.querySelector("#review-new").value = review;
  return form;
};

let answerPost = () => json({});
let answerPage = () => html(filmPage());
let calls = [];

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", FILM_ADDRESS);
  showFilm();
  prepareDates(document);
  answerPost = () => json({});
  answerPage = () => html(filmPage());
  calls = stubFetch((url, init) => (init.method === "POST" ? answerPost(url, init) : answerPage(url, init)));
});

describe("the days of the log forms", () => {
  test("the device's calendar day is written YYYY-MM-DD, whatever Marquee's day is", () => {
    assert.equal(localDay(new Date(2025, 2, 12, 23, 59)), "2025-03-12");
    assert.equal(localDay(new Date(2026, 0, 1, 0, 0)), "2026-01-01");
    assert.match(localDay(), /^\d{4}-\d\d-\d\d$/);
  });

  test("the new viewing's day is the browser's today, and no log form offers a later day", () => {
    const today = localDay();
    const field = document.getElementById("watched-on-new");
    assert.equal(field.value, today, "not Marquee's day");
    assert.equal(field.max, today, "not the latest day anywhere");
    const edit = document.getElementById(`watched-on-${APRIL_VIEWING}`);
    assert.equal(edit.value, "2025-04-02", "an edit keeps its viewing's day");
    assert.equal(edit.max, today);
  });

  test("every log form says what today is here, in a hidden field", () => {
    const forms = [...document.querySelectorAll("form.viewing-form")];
    assert.equal(forms.length, 2);
    for (const form of forms) {
      const today = form.querySelectorAll('input[name="today"]');
      assert.equal(today.length, 1, "one, however often the forms are prepared");
      assert.equal(today[0].type, "hidden");
      assert.equal(today[0].value, localDay());
    }
    prepareDates(document);
    assert.equal(logForm().querySelectorAll('input[name="today"]').length, 1);
  });

  test("a day the person chose before the script ran is kept", () => {
    showFilm();
    document.getElementById("watched-on-new").value = "2024-12-24";
    prepareDates(document, "2025-01-10");
    assert.equal(document.getElementById("watched-on-new").value, "2024-12-24");
    assert.equal(document.getElementById("watched-on-new").max, "2025-01-10");
  });

  test("a new viewing's name is one Marquee takes: a UUID in lower case, a new one each time", () => {
    const first = newViewingId();
    assert.match(first, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.notEqual(newViewingId(), first);
  });
});

describe("logging a viewing", () => {
  test("a log sends the form's fields with today and the change time, and says Logged.", async () => {
    answerPost = () => json({ movie_id: 949, took_off_watchlist: false, superseded: false });
    const before = Date.now();
    await submitted(fillLog());
    const [post] = posts(calls);
    assert.equal(post.url, "https://marquee.test/movies/949/viewings");
    assert.equal(post.init.headers.Accept, "application/json");
    const { changed_at: changedAt, ...fields } = fieldsOf(post);
    assert.deepEqual(fields, {
      return_to: RETURN_TO, csrf_token: TOKEN, viewing_id: NEW_VIEWING, watched_on: "2025-03-12", rating: "3.5",
      review: "Pacino & De Niro.", today: localDay(),
    });
    assert.ok(Number(changedAt) >= before, "the time of the log, by the hearts' clock");
    assert.equal(toastText(), "Logged.");
    assert.deepEqual(readOutbox(), {}, "taken by Marquee, it leaves the outbox");
  });

  test("Marquee's own section replaces the page's once it has the log", async () => {
    const logged = `<li class="viewing" data-viewing-id="${NEW_VIEWING}"><p class="viewing-line"><time datetime="2025-03-12">12 March 2025</time></p></li>`;
    answerPost = () => json({ movie_id: 949, took_off_watchlist: false, superseded: false });
    answerPage = () => html(filmPage({ viewings: [aprilRow, logged], summary: "Watched 2 April 2025 · ★★★★ · 2nd time", newViewing: "a-fresh-viewing-name" }));
    await submitted(fillLog());
    const page = calls.find((call) => call.init.method !== "POST");
    assert.equal(page.url, FILM_ADDRESS, "the film's page, as it is addressed here");
    assert.equal(page.init.headers.Accept, "text/html");
    assert.equal(document.getElementById("film-journal-summary").textContent, "Watched 2 April 2025 · ★★★★ · 2nd time");
    assert.equal(document.querySelectorAll("#film-viewings > li.viewing").length, 2);
    assert.equal(document.querySelectorAll("section.your-film").length, 1);
    assert.equal(logForm().querySelector('[name="viewing_id"]').value, "a-fresh-viewing-name");
    assert.equal(document.getElementById("watched-on-new").value, localDay(), "the new section's day is the browser's too");
    assert.equal(logForm().querySelector('[name="today"]').value, localDay());
  });

  test("a log of a film on the watchlist says it was taken off", async () => {
    answerPost = () => json({ movie_id: 949, took_off_watchlist: true, superseded: false });
    await submitted(fillLog());
    assert.equal(toastText(), "Logged, and taken off your watchlist.");
  });

  test("an edit sends its viewing's name and says Saved.", async () => {
    answerPost = () => json({ movie_id: 949, took_off_watchlist: false, superseded: false });
    const form = document.querySelector(`li.viewing[data-viewing-id="${APRIL_VIEWING}"] form.viewing-form`);
    form.querySelector("textarea").value = "Better the second time.";
    await submitted(form);
    const fields = fieldsOf(posts(calls)[0]);
    assert.equal(fields.viewing_id, APRIL_VIEWING);
    assert.equal(fields.watched_on, "2025-04-02");
    assert.equal(fields.rating, "4");
    assert.equal(fields.review, "Better the second time.");
    assert.equal(toastText(), "Saved.");
  });

  test("refused by Marquee, the toast says why and the page, the form's values with it, stays as it was", async () => {
    answerPost = () => json({ error: FUTURE_MESSAGE }, 422);
    const form = fillLog({ day: "2999-12-31", review: "Not yet." });
    await submitted(form);
    assert.equal(toastText(), FUTURE_MESSAGE);
    assert.equal(calls.length, 1, "the section is not fetched again");
    assert.equal(form.isConnected, true);
    assert.equal(document.getElementById("watched-on-new").value, "2999-12-31");
    assert.equal(form.querySelector('[name="viewing_id"]').value, NEW_VIEWING);
    assert.equal(document.getElementById("review-new").value, "Not yet.");
    assert.equal(form.querySelector('input[name="rating"]:checked').value, "3.5");
    assert.deepEqual(waitingRows(), []);
    assert.deepEqual(readOutbox(), {}, "nothing waits to be sent");
  });
});

describe("a viewing logged offline", () => {
  const logOffline = async () => {
    calls = stubFetch(offline);
    const pressed = Date.now();
    await submitted(fillLog());
    return pressed;
  };

  test("is kept on the device with its change time and shown at once, and the toast says it will be sent", async () => {
    const pressed = await logOffline();
    const kept = readOutbox()[`viewing:${NEW_VIEWING}`];
    assert.ok(kept, "kept under its viewing's name");
    assert.equal(kept.action, "https://marquee.test/movies/949/viewings");
    assert.equal(kept.token, TOKEN);
    assert.equal(kept.field, "", "a log has no on/off field of its own");
    assert.equal(kept.title, "Heat");
    const { changed_at: changedAt, ...fields } = kept.fields;
    assert.ok(Number(changedAt) >= pressed, "the time it was made, for Marquee to order it by");
    assert.deepEqual(fields, {
      return_to: RETURN_TO, viewing_id: NEW_VIEWING, watched_on: "2025-03-12", rating: "3.5", review: "Pacino & De Niro.", today: localDay(),
    });

    const [row] = waitingRows();
    assert.ok(row, "the viewing is on the page");
    assert.equal(row.dataset.viewingId, NEW_VIEWING);
    assert.equal(row.querySelector("time").getAttribute("datetime"), "2025-03-12");
    assert.equal(row.querySelector("time").textContent, "12 March 2025");
    assert.equal(row.querySelector(".stars").textContent, "★★★½");
    assert.equal(row.querySelector(".stars").getAttribute("aria-label"), "3.5 stars");
    assert.match(row.textContent, /Waiting to be sent/);
    assert.equal(row.querySelector("p.review").textContent, "Pacino & De Niro.");
    assert.equal(toastText(), "You are offline. Your viewing of “Heat” will be logged when you are back online.");
  });

  test("leaves the new viewing's form ready for another viewing, with a name of its own", async () => {
    await logOffline();
    const form = logForm();
    assert.notEqual(form.querySelector('[name="viewing_id"]').value, NEW_VIEWING, "a second log is a second viewing");
    assert.equal(document.getElementById("review-new").value, "");
    assert.equal(form.querySelector('input[name="rating"]:checked').value, "");
    assert.equal(document.getElementById("watched-on-new").value, localDay());
  });

  test("is shown again on the film's page written before it was sent", async () => {
    await logOffline();
    showFilm();
    showKeptChanges();
    assert.equal(waitingRows().length, 1);
    assert.equal(waitingRows()[0].dataset.viewingId, NEW_VIEWING);
  });

  test("is sent when the connection is back, with the time it was made, and the section is Marquee's again", async () => {
    await logOffline();
    const kept = readOutbox()[`viewing:${NEW_VIEWING}`];
    calls = stubFetch((url, init) => (init.method === "POST" ? json({ movie_id: 949, took_off_watchlist: false, superseded: false }) : html(filmPage())));
    assert.equal(await sendKeptHearts(), 0);
    const [post] = posts(calls);
    assert.equal(post.url, "https://marquee.test/movies/949/viewings");
    assert.deepEqual(fieldsOf(post), { ...kept.fields, csrf_token: TOKEN }, "its own fields, its original change time among them");
    assert.deepEqual(readOutbox(), {});
    assert.deepEqual(waitingRows(), [], "the section was brought up to date");
  });

  test("refused as it is sent later, it is put back and the toast gives Marquee's reason", async () => {
    await logOffline();
    // The section cannot be fetched again: what puts the page back is the refusal itself.
    calls = stubFetch((url, init) => (init.method === "POST" ? json({ error: FUTURE_MESSAGE }, 422) : offline()));
    assert.equal(await sendKeptHearts(), 1);
    assert.deepEqual(waitingRows(), [], "the viewing is off the page");
    assert.deepEqual(readOutbox(), {});
    assert.equal(readHeartChanges()[`viewing:${NEW_VIEWING}`], undefined, "no heart's change is remembered for it");
    assert.match(toastText(), /Your offline change to “Heat” was not saved\. The day you watched it can't be in the future\./);
  });

  test("an edit made offline shows its new line in place of the old, and refused, the old one again", async () => {
    calls = stubFetch(offline);
    const row = aprilRowElement();
    const form = row.querySelector("form.viewing-form");
    form.querySelector("textarea").value = "Better the second time.";
    await submitted(form);
    assert.equal(toastText(), "You are offline. Your changes will be saved when you are back online.");
    assert.equal(row.querySelector(".viewing-line:not([hidden])").textContent.includes("Waiting to be sent"), true);
    assert.equal(row.querySelector("p.review").textContent, "Better the second time.");
    assert.equal(readOutbox()[`viewing:${APRIL_VIEWING}`].fields.review, "Better the second time.");

    calls = stubFetch((url, init) => (init.method === "POST" ? json({ error: "A review can be at most 2,000 characters." }, 422) : offline()));
    await sendKeptHearts();
    assert.equal(row.querySelectorAll(".viewing-line").length, 1);
    assert.equal(row.querySelector(".viewing-line").hidden, false);
    assert.equal(row.querySelector(".viewing-line").textContent.includes("2 April 2025"), true);
    assert.equal(row.querySelector("p.review"), null);
  });
});

describe("want to watch", () => {
  test("pressed, the button changes at once; taken, the toast says so", async () => {
    const answer = deferred();
    answerPost = () => answer.promise;
    const before = Date.now();
    const sending = submitted(watchlistButton().form, watchlistButton());
    assert.equal(watchlistButton().getAttribute("aria-pressed"), "true", "at once");
    assert.equal(watchlistButton().value, "false", "its next press takes the film off");
    answer.resolve(json({ movie_id: 949, on_watchlist: true, superseded: false }));
    await sending;
    const post = posts(calls)[0];
    assert.equal(post.url, "https://marquee.test/movies/949/watchlist");
    const { changed_at: changedAt, ...fields } = fieldsOf(post);
    assert.deepEqual(fields, { on: "true", return_to: RETURN_TO, csrf_token: TOKEN });
    assert.ok(Number(changedAt) >= before);
    assert.equal(toastText(), "Added to your watchlist.");
    assert.deepEqual(readOutbox(), {});
  });

  test("taking the film off says so", async () => {
    showFilm({ onWatchlist: true });
    answerPost = () => json({ movie_id: 949, on_watchlist: false, superseded: false });
    await submitted(watchlistButton().form, watchlistButton());
    assert.equal(fieldsOf(posts(calls)[0]).on, "false");
    assert.equal(watchlistButton().getAttribute("aria-pressed"), "false");
    assert.equal(toastText(), "Taken off your watchlist.");
  });

  test("refused, the button is put back and the toast says why", async () => {
    answerPost = () => json({ error: "There is no film with that id." }, 404);
    await submitted(watchlistButton().form, watchlistButton());
    assert.equal(watchlistButton().getAttribute("aria-pressed"), "false");
    assert.equal(watchlistButton().value, "true");
    assert.equal(toastText(), "There is no film with that id.");
  });

  test("offline, the change waits on the device and the button stays as pressed; refused later, it is put back", async () => {
    calls = stubFetch(offline);
    await submitted(watchlistButton().form, watchlistButton());
    assert.equal(watchlistButton().getAttribute("aria-pressed"), "true");
    assert.equal(toastText(), "You are offline. “Heat” will be added to your watchlist when you are back online.");
    const kept = readOutbox()["watchlist:949"];
    assert.equal(kept.favorite, true);
    assert.equal(kept.original, false);
    assert.equal(kept.field, "on");

    showFilm();
    showKeptChanges();
    assert.equal(watchlistButton().getAttribute("aria-pressed"), "true", "a page written before it shows it too");

    calls = stubFetch((url, init) => (init.method === "POST" ? json({ error: "There is no film with that id." }, 404) : offline()));
    await sendKeptHearts();
    assert.equal(fieldsOf(posts(calls)[0]).on, "true");
    assert.equal(watchlistButton().getAttribute("aria-pressed"), "false");
    assert.match(toastText(), /Your offline change to “Heat” was not saved\. There is no film with that id\./);
  });
});

describe("deleting a viewing", () => {
  const deleteForm = () => aprilRowElement().querySelector("form.delete-viewing-form");

  test("the viewing goes at once, the toast offers Undo, and Undo sends it back", async () => {
    answerPost = (url, init) => json({ viewing_id: APRIL_VIEWING, deleted: fieldsOf({ init }).deleted === "true", superseded: false });
    answerPage = () => html(filmPage({ viewings: [], summary: "" }));
    const row = aprilRowElement();
    const sending = submitted(deleteForm());
    assert.equal(row.hidden, true, "at once");
    await sending;
    const post = posts(calls)[0];
    assert.equal(post.url, `https://marquee.test/viewings/${APRIL_VIEWING}/delete`);
    assert.equal(fieldsOf(post).deleted, "true");
    assert.match(fieldsOf(post).changed_at, /^\d{13}$/);
    assert.match(toastText(), /^Viewing deleted\./);
    assert.equal(aprilRowElement(), null, "the section is Marquee's again");

    answerPage = () => html(filmPage());
    document.getElementById("undo").click();
    await eventually(aprilRowElement);
    const undo = posts(calls)[1];
    assert.equal(undo.url, `https://marquee.test/viewings/${APRIL_VIEWING}/delete`);
    assert.equal(fieldsOf(undo).deleted, "false");
    assert.ok(Number(fieldsOf(undo).changed_at) > Number(fieldsOf(post).changed_at), "after the deletion, by the same clock");
    assert.ok(aprilRowElement(), "the viewing is back");
    assert.deepEqual(readOutbox(), {});
  });

  test("the Undo of a plain form's deletion, in the section's notice, puts that viewing back", async () => {
    window.history.replaceState(null, "", `/movies/949?from=%2Fsearch%3Fq%3Dheat&notice=viewing-deleted&viewing=${APRIL_VIEWING}`);
    showFilm({ viewings: [], summary: "" });
    document.querySelector("h2").insertAdjacentHTML("afterend", `<div id="journal-notice" class="journal-notice" role="status">Viewing deleted. <form class="delete-viewing-form" method="post" action="/viewings/${APRIL_VIEWING}/delete"><input type="hidden" name="csrf_token" value="${TOKEN}"><input type="hidden" name="deleted" value="false"><input type="hidden" name="return_to" value="${RETURN_TO}"><button type="submit" class="button">Undo</button></form></div>`);
    answerPost = () => json({ viewing_id: APRIL_VIEWING, deleted: false, superseded: false });
    await submitted(document.querySelector(".journal-notice form"));
    const post = posts(calls)[0];
    assert.equal(post.url, `https://marquee.test/viewings/${APRIL_VIEWING}/delete`);
    assert.equal(fieldsOf(post).deleted, "false");
    assert.equal(readOutbox()[`deleted:${APRIL_VIEWING}`], undefined);
    assert.equal(calls.at(-1).url, FILM_ADDRESS, "the section is fetched without the notice");
    assert.equal(window.location.href, FILM_ADDRESS, "and the address no longer says it");
    assert.ok(aprilRowElement(), "the viewing is back");
    assert.equal(document.querySelector(".journal-notice"), null);
  });

  test("refused, the viewing is shown again and the toast says why", async () => {
    answerPost = () => json({ error: "That viewing isn't in your diary." }, 404);
    await submitted(deleteForm());
    assert.equal(aprilRowElement().hidden, false);
    assert.equal(toastText(), "That viewing isn't in your diary.");
  });

  test("offline, the viewing stays hidden while the deletion waits, and Undo shows it again", async () => {
    calls = stubFetch(offline);
    await submitted(deleteForm());
    assert.equal(aprilRowElement().hidden, true);
    assert.equal(readOutbox()[`deleted:${APRIL_VIEWING}`].field, "deleted");
    assert.match(toastText(), /^You are offline\. The viewing will be deleted when you are back online\./);
    document.getElementById("undo").click();
    await eventually(() => readOutbox()[`deleted:${APRIL_VIEWING}`]?.favorite === false);
    assert.equal(aprilRowElement().hidden, false);
    assert.equal(readOutbox()[`deleted:${APRIL_VIEWING}`].original, true, "Undo waits in the deletion's place");
  });
});

describe("what the outbox keeps, on a film's page written before it was sent", () => {
  test("only this film's changes are shown; hearts and other films' are left alone", () => {
    const entry = (favorite, action, field, fields = {}) => ({ favorite, original: !favorite, title: "Heat", action, fields, token: TOKEN, field });
    writeOutbox({
      949: { favorite: true, original: false, title: "Heat", action: "https://marquee.test/movies/949/favorite", fields: {}, token: TOKEN },
      // Wanted again after the May viewing was logged: it stays on the watchlist.
      "watchlist:949": entry(true, "https://marquee.test/movies/949/watchlist", "on", { changed_at: "1746100000000" }),
      "watchlist:680": entry(false, "https://marquee.test/movies/680/watchlist", "on"),
      "viewing:aaaaaaaa-0000-4000-8000-000000000001": entry(true, "https://marquee.test/movies/949/viewings", "", { watched_on: "2025-05-01", changed_at: "1746000000000" }),
      "viewing:aaaaaaaa-0000-4000-8000-000000000002": entry(true, "https://marquee.test/movies/680/viewings", "", { watched_on: "2025-05-02" }),
      [`deleted:${APRIL_VIEWING}`]: entry(true, `https://marquee.test/viewings/${APRIL_VIEWING}/delete`, "deleted"),
    });
    showKeptChanges();
    assert.equal(watchlistButton().getAttribute("aria-pressed"), "true");
    assert.deepEqual(waitingRows().map((row) => row.querySelector("time").getAttribute("datetime")), ["2025-05-01"]);
    assert.equal(aprilRowElement().hidden, true);
  });

  test("a page without a viewing yet gets a list for the one waiting", () => {
    showFilm({ viewings: [], summary: "" });
    writeOutbox({ "viewing:aaaaaaaa-0000-4000-8000-000000000001": { favorite: true, original: false, title: "Heat", action: "https://marquee.test/movies/949/viewings", fields: { watched_on: "2025-05-01", rating: "0.5" }, token: TOKEN, field: "" } });
    showKeptChanges();
    const [row] = waitingRows();
    assert.ok(row.closest("section.your-film ol.viewings"));
    assert.equal(row.querySelector(".stars").getAttribute("aria-label"), "half a star");
  });
});

describe("what a change waiting offline makes of the summary and the watchlist mark", () => {
  const summaryText = () => document.querySelector("section.your-film .journal-summary:not([hidden])")?.textContent ?? null;
  const logOffline = async (log) => {
    calls = stubFetch(offline);
    await submitted(fillLog(log));
  };

  test("the summary says at once what Marquee will: the latest day, the latest rating and how many times", async () => {
    await logOffline({ day: "2025-05-01", rating: "3.5" });
    assert.equal(summaryText(), "Watched 1 May 2025 · ★★★½ · 2nd time");
    const stars = document.querySelector(".journal-summary .stars");
    assert.equal(stars.getAttribute("role"), "img");
    assert.equal(stars.getAttribute("aria-label"), "Your rating: 3.5 stars", "named for a screen reader, as Marquee names it");
  });

  test("a viewing remembered afterwards is listed under its day, and the latest day stays the summary's", async () => {
    await logOffline({ day: "2025-03-12", rating: "" });
    assert.equal(summaryText(), "Watched 2 April 2025 · ★★★★ · 2nd time");
    const days = [...document.querySelectorAll("section.your-film li.viewing time")].map((time) => time.getAttribute("datetime"));
    assert.deepEqual(days, ["2025-04-02", "2025-03-12"], "the latest first, as Marquee lists them");
  });

  test("a film's first viewing gets a summary, and a list under its heading", async () => {
    showFilm({ viewings: [], summary: "" });
    await logOffline({ day: "2025-03-12", rating: "3.5" });
    assert.equal(summaryText(), "Watched 12 March 2025 · ★★★½");
    assert.equal(document.querySelector("section.your-film .journal-summary").nextElementSibling, watchlistButton().form, "where Marquee writes it");
    assert.equal(document.querySelector("section.your-film h3.viewings-title").textContent, "Your viewings");
  });

  test("an edit waiting shows its new rating in the summary", async () => {
    calls = stubFetch(offline);
    const form = aprilRowElement().querySelector("form.viewing-form");
    for (const radio of form.querySelectorAll('input[name="rating"]')) radio.checked = radio.value === "2.5";
    await submitted(form);
    assert.equal(summaryText(), "Watched 2 April 2025 · ★★½");
  });

  test("a deletion waiting leaves the summary of the viewings left, or none", async () => {
    calls = stubFetch(offline);
    await submitted(aprilRowElement().querySelector("form.delete-viewing-form"));
    assert.equal(summaryText(), null, "no viewing is left");
    document.getElementById("undo").click();
    await eventually(() => summaryText() === "Watched 2 April 2025 · ★★★★");
  });

  test("a film on the watchlist shows as taken off at once, and the toast says so", async () => {
    showFilm({ onWatchlist: true });
    await logOffline();
    assert.equal(watchlistButton().getAttribute("aria-pressed"), "false");
    assert.equal(watchlistButton().value, "true", "its next press puts the film back on");
    assert.equal(toastText(), "You are offline. Your viewing of “Heat” will be logged, and the film taken off your watchlist, when you are back online.");
  });

  test("wanted again after the log, the film stays on the watchlist, on a page written before them too", async () => {
    showFilm({ onWatchlist: true });
    await logOffline();
    await submitted(watchlistButton().form, watchlistButton());
    assert.equal(watchlistButton().getAttribute("aria-pressed"), "true");
    showFilm({ onWatchlist: true });
    showKeptChanges();
    assert.equal(watchlistButton().getAttribute("aria-pressed"), "true");
    assert.equal(waitingRows().length, 1);
  });

  test("wanted, then logged: on a page written before them, the film is off and the summary is the log's", async () => {
    await submitted(watchlistButton().form, watchlistButton());
    await logOffline({ day: "2025-05-01", rating: "5" });
    showFilm();
    showKeptChanges();
    assert.equal(watchlistButton().getAttribute("aria-pressed"), "false");
    assert.equal(summaryText(), "Watched 1 May 2025 · ★★★★★ · 2nd time");
  });

  test("a log refused as it is sent later puts back the summary and the watchlist mark", async () => {
    showFilm({ onWatchlist: true });
    await logOffline({ day: "2025-05-01", rating: "5" });
    calls = stubFetch((url, init) => (init.method === "POST" ? json({ error: FUTURE_MESSAGE }, 422) : offline()));
    assert.equal(await sendKeptHearts(), 1);
    assert.equal(summaryText(), "Watched 2 April 2025 · ★★★★");
    assert.equal(watchlistButton().getAttribute("aria-pressed"), "true");
  });
});

describe("a viewing still waiting to be sent", () => {
  const WAITING = NEW_VIEWING;
  const waitingRow = () => document.querySelector(`li.viewing[data-viewing-id="${WAITING}"]`);
  const logOffline = async (log) => {
    calls = stubFetch(offline);
    await submitted(fillLog(log));
  };

  test("has an Edit and a Delete, as a logged one has, its form holding what waits", async () => {
    await logOffline({ day: "2025-03-12", rating: "3.5", review: "Pacino & De Niro." });
    const form = waitingRow().querySelector("details.edit-viewing > form.viewing-form");
    assert.equal(waitingRow().querySelector("details.edit-viewing > summary").textContent, "Edit");
    assert.equal(form.action, "https://marquee.test/movies/949/viewings", "the film's log address");
    assert.equal(form.id, "", "not a second log form");
    assert.equal(form.querySelector('[name="viewing_id"]').value, WAITING);
    assert.equal(form.querySelector('[name="csrf_token"]').value, TOKEN);
    assert.equal(form.querySelector(`#watched-on-${WAITING}`).value, "2025-03-12");
    assert.equal(form.querySelector(`label[for="watched-on-${WAITING}"]`).textContent, "Date watched");
    assert.equal(form.querySelector('input[name="rating"]:checked').id, `rating-${WAITING}-7`);
    assert.equal(form.querySelector(`#review-${WAITING}`).value, "Pacino & De Niro.");
    assert.equal(form.querySelector('button[type="submit"]').textContent, "Save");
    assert.equal(document.querySelectorAll("#watched-on-new").length, 1, "every id stays the page's only one");
    assert.equal(waitingRow().querySelector("form.delete-viewing-form button").textContent, "Delete");
  });

  test("edited, its log waiting is replaced by the edit, and sent as one", async () => {
    await logOffline({ day: "2025-03-12", rating: "3.5" });
    const first = readOutbox()[`viewing:${WAITING}`];
    const form = waitingRow().querySelector("form.viewing-form");
    form.closest("details").open = true;
    for (const radio of form.querySelectorAll('input[name="rating"]')) radio.checked = radio.value === "5";
    form.querySelector("textarea").value = "Better than I remembered.";
    form.querySelector('button[type="submit"]').focus();
    await submitted(form);
    assert.equal(toastText(), "You are offline. Your changes will be saved when you are back online.");
    const kept = Object.keys(readOutbox()).filter((key) => key.startsWith("viewing:"));
    assert.deepEqual(kept, [`viewing:${WAITING}`], "one log waits");
    const edited = readOutbox()[`viewing:${WAITING}`];
    assert.equal(edited.fields.rating, "5");
    assert.equal(edited.fields.review, "Better than I remembered.");
    assert.equal(edited.fields.watched_on, "2025-03-12");
    assert.ok(Number(edited.fields.changed_at) > Number(first.fields.changed_at));
    assert.equal(waitingRows().length, 1);
    assert.equal(waitingRow().querySelector(".stars").textContent, "★★★★★");
    assert.equal(waitingRow().querySelector("p.review").textContent, "Better than I remembered.");
    assert.equal(waitingRow().querySelector("details.edit-viewing").open, false);
    assert.equal(document.activeElement, waitingRow().querySelector("details.edit-viewing > summary"), "the focus goes back to its Edit");

    calls = stubFetch((url, init) => (init.method === "POST" ? json({ movie_id: 949, took_off_watchlist: false, superseded: false }) : html(filmPage())));
    await sendKeptHearts();
    assert.equal(posts(calls).length, 1);
    assert.equal(fieldsOf(posts(calls)[0]).rating, "5");
  });

  test("deleted, it leaves the device and the page, nothing is sent, and Undo keeps it again as it was", async () => {
    await logOffline({ day: "2025-05-01", rating: "3.5" });
    const kept = readOutbox()[`viewing:${WAITING}`];
    calls = stubFetch(offline);
    await submitted(waitingRow().querySelector("form.delete-viewing-form"));
    assert.deepEqual(calls, [], "nothing is sent: Marquee never had it");
    assert.deepEqual(readOutbox(), {});
    assert.equal(waitingRow(), null);
    assert.equal(document.querySelector(".journal-summary").textContent, "Watched 2 April 2025 · ★★★★");
    assert.match(toastText(), /^Viewing deleted\./);

    document.getElementById("undo").click();
    await eventually(waitingRow);
    assert.deepEqual(readOutbox()[`viewing:${WAITING}`], kept, "the log as it was made, its time with it");
    assert.equal(document.querySelector(".journal-summary").textContent, "Watched 1 May 2025 · ★★★½ · 2nd time");
  });

  test("deleted once sent, before the page was brought up to date, it is deleted as Marquee has it", async () => {
    await logOffline({ day: "2025-05-01" });
    writeOutbox({}); // taken by Marquee as the connection came back; the person was typing meanwhile
    const logged = `<li class="viewing" data-viewing-id="${WAITING}"><p class="viewing-line"><time datetime="2025-05-01">1 May 2025</time></p>
      <form class="delete-viewing-form" method="post" action="/viewings/${WAITING}/delete"><input type="hidden" name="csrf_token" value="${TOKEN}"><input type="hidden" name="deleted" value="true"><button type="submit" class="button secondary">Delete</button></form></li>`;
    calls = stubFetch((url, init) => (init.method === "POST" ? json({ viewing_id: WAITING, deleted: true, superseded: false }) : html(filmPage({ viewings: [logged, aprilRow] }))));
    await submitted(waitingRow().querySelector("form.delete-viewing-form"));
    const [post] = posts(calls);
    assert.equal(post.url, `https://marquee.test/viewings/${WAITING}/delete`);
    assert.equal(fieldsOf(post).deleted, "true");
  });
});
