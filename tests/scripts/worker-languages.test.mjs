// The service worker and languages (worker/languages.js, with pages.js, saving.js, events.js):
// pages are saved apart by the language Marquee wrote them in, the reader's language is that
// of the last page seen online, and offline nobody is shown a page, or an offline page, of
// another language.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { MemoryCacheStorage, ORIGIN, basicResponse, configuration, pageMarkerTag, startWorker } from "./worker.mjs";

const EN = "marquee-pages-v2-en";
const MS = "marquee-pages-v2-ms";
const OLD = "marquee-pages-v1";
const SHELL = `marquee-shell-${configuration().version}`;

/** A page as Marquee writes it in `language`. */
const pageHTML = (language, title) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8">${pageMarkerTag({ title })}<title>${title}</title></head><body><main>${title}</main></body></html>`;

/** Marquee's answer: an HTML page in `language`, saying so as the server does. */
const page = (language, title, headers = {}) => basicResponse(pageHTML(language, title), {
  headers: { "Content-Type": "text/html; charset=utf-8", "Content-Language": language, Vary: "Accept-Encoding, Accept-Language, Cookie", ...headers },
});

/** The offline page's words, by language. */
const offlineWords = { en: "You are offline", ms: "Anda di luar talian" };

/**
 * Marquee, as the worker's network: the offline page in the language of the cookie (sent
 * unless credentials are omitted), else of Accept-Language, else English; any other address
 * from `pages` (its path to [language, title]), in the cookie's language when it has one.
 * Offline when `online.now` is false.
 */
const marquee = ({ cookie = null, pages = {}, languages = ["en", "ms"] } = {}) => {
  const online = { now: true };
  const asked = [];
  const network = async (input) => {
    const request = input instanceof Request ? input : new Request(new URL(input, ORIGIN));
    asked.push(request);
    if (!online.now) throw new TypeError("Failed to fetch");
    const url = new URL(request.url);
    if (request.method === "POST") return basicResponse(null, { status: 303, headers: { Location: "/" } });
    const sent = request.credentials === "omit" ? null : cookie;
    const accepted = (request.headers.get("Accept-Language") ?? "").split("-")[0];
    const language = [sent, accepted].find((code) => languages.includes(code)) ?? "en";
    if (url.pathname === "/offline") return page(language, offlineWords[language]);
    if (url.pathname.startsWith("/assets/")) return basicResponse("/* asset */", { headers: { "Content-Type": "text/css" } });
    const [pageLanguage, title] = pages[url.pathname] ?? [];
    if (!title) return basicResponse("Not found", { status: 404 });
    return page(sent ?? pageLanguage, title);
  };
  return { network, online, asked };
};

/** Runs an event's handler and waits for everything it asked to wait for; resolves its answer. */
const dispatch = async (worker, type, fields = {}) => {
  const pending = [];
  let answer;
  const event = { ...fields, waitUntil: (promise) => pending.push(promise), respondWith: (promise) => { answer = promise; } };
  for (const listener of worker.listeners.get(type) ?? []) listener(event);
  const response = await answer;
  await Promise.all(pending);
  return response;
};

/** A navigation to `path`: what the worker answers, once what it saves is saved. */
const visit = async (worker, path) => {
  const pending = [];
  const event = { request: new Request(`${ORIGIN}${path}`), waitUntil: (promise) => pending.push(promise) };
  const response = await worker.run("page")(event);
  await Promise.all(pending);
  return response;
};

const fastPages = configuration({ pageTimeoutMilliseconds: 20 });

/** A worker installed on `server`, over `caches`. */
const installed = async (server, { caches = new MemoryCacheStorage(), marquee: marqueeConfiguration = fastPages, languages = [] } = {}) => {
  const worker = startWorker({ marquee: marqueeConfiguration, fetch: server.network, caches, languages });
  await dispatch(worker, "install");
  return worker;
};

const addresses = async (worker, name) => ((await worker.caches.has(name)) ? (await worker.caches.open(name)).addresses() : []);

describe("installing", () => {
  test("stores the shell, and the offline page in every language, each asked for without the chooser's cookie", async () => {
    const server = marquee({ cookie: "ms" });
    const worker = await installed(server);
    const shell = await worker.caches.open(SHELL);
    for (const address of fastPages.shell) assert.ok(shell.addresses().includes(`${ORIGIN}${address}`), address);
    for (const language of ["en", "ms"]) {
      const offline = await worker.run("offlinePage")(language);
      assert.ok(offline, `the offline page in ${language}`);
      assert.match(await offline.text(), new RegExp(offlineWords[language]));
    }
    const offlineAsks = server.asked.filter((request) => new URL(request.url).pathname === "/offline");
    assert.deepEqual(offlineAsks.map((request) => [request.credentials, request.headers.get("Accept-Language")]), [["omit", "en"], ["omit", "ms"]]);
  });
});

describe("saving pages by language", () => {
  test("a page is saved among the pages of the language Marquee wrote it in", async () => {
    const server = marquee({ pages: { "/movies/949": ["ms", "Heat"], "/favorites": ["en", "Favorites"] } });
    const worker = await installed(server);
    await visit(worker, "/movies/949");
    await visit(worker, "/favorites");
    assert.deepEqual(await addresses(worker, MS), [`${ORIGIN}/movies/949`]);
    assert.deepEqual(await addresses(worker, EN), [`${ORIGIN}/favorites`]);
    assert.equal(await worker.run("readerLanguage")(), "en", "the last page seen online was English");
  });

  test("a page that says no language is not saved", async () => {
    const worker = startWorker({ marquee: fastPages });
    const response = basicResponse("<!doctype html><html><title>?</title></html>", { headers: { "Content-Type": "text/html" } });
    await worker.run("savePage")(new Request(`${ORIGIN}/movies/1`), response, 0);
    assert.deepEqual(await worker.caches.keys(), [], "no cache of pages was even made");
  });
});

describe("offline, the reader's language only", () => {
  test("a Malay reader is never shown the English copy of a page: the Malay offline page instead", async () => {
    const server = marquee({ pages: { "/movies/949": ["en", "Heat"], "/favorites": ["ms", "Kegemaran"] } });
    const worker = await installed(server);
    await visit(worker, "/movies/949"); // saved in English
    await visit(worker, "/favorites"); // then the reader reads in Malay
    assert.deepEqual(await addresses(worker, EN), [`${ORIGIN}/movies/949`]);
    server.online.now = false;
    const answer = await visit(worker, "/movies/949");
    assert.equal(answer.headers.get("Content-Language"), "ms");
    assert.match(await answer.text(), /Anda di luar talian/);
    assert.equal(answer.headers.get("Server-Timing"), null, "not a saved copy");
  });

  test("each reader gets the saved copy of their own language", async () => {
    const pages = { "/movies/949": ["en", "Heat"], "/": ["en", "Discover"] };
    const english = marquee({ cookie: "en", pages }), malay = marquee({ cookie: "ms", pages });
    const worker = await installed(english);
    await visit(worker, "/movies/949");
    // The same device, once the reader chose Malay.
    const chosen = startWorker({ marquee: fastPages, fetch: malay.network, caches: worker.caches });
    await visit(chosen, "/movies/949");
    assert.deepEqual(await addresses(chosen, EN), [`${ORIGIN}/movies/949`]);
    assert.deepEqual(await addresses(chosen, MS), [`${ORIGIN}/movies/949`]);
    malay.online.now = false;
    const copy = await visit(chosen, "/movies/949");
    assert.match(copy.headers.get("Server-Timing") ?? "", /^marquee-saved-copy;desc="/);
    assert.equal(copy.headers.get("Content-Language"), "ms");
    // Back to English: the English copy, not the Malay one seen last.
    const back = startWorker({ marquee: fastPages, fetch: english.network, caches: worker.caches });
    await visit(back, "/");
    english.online.now = false;
    const englishCopy = await visit(back, "/movies/949");
    assert.equal(englishCopy.headers.get("Content-Language"), "en");
    assert.match(englishCopy.headers.get("Server-Timing") ?? "", /^marquee-saved-copy;/);
  });

  test("the reader's language outlives the worker: a worker started again goes on in it", async () => {
    const server = marquee({ pages: { "/": ["ms", "Teroka"] } });
    const worker = await installed(server);
    await visit(worker, "/");
    const again = startWorker({ marquee: fastPages, fetch: async () => { throw new TypeError("offline"); }, caches: worker.caches, languages: ["en-US"] });
    assert.equal(await again.run("readerLanguage")(), "ms");
    const answer = await visit(again, "/genres/18");
    assert.match(await answer.text(), /Anda di luar talian/);
  });

  test("before any page was seen online, the browser's languages choose", async () => {
    const caches = new MemoryCacheStorage();
    const worker = await installed(marquee(), { caches, languages: ["ms-MY", "en"] });
    assert.equal(await worker.run("readerLanguage")(), "ms");
    const english = startWorker({ marquee: fastPages, caches, languages: ["fr", "de"] });
    assert.equal(await english.run("readerLanguage")(), "en", "none Marquee speaks: Marquee's first");
  });

  test("with no offline page in the reader's language, the browser's own error rather than another language's", async () => {
    const server = marquee({ cookie: "ms", pages: { "/": ["ms", "Teroka"] } });
    const worker = await installed(server, { marquee: configuration({ pageTimeoutMilliseconds: 20, languages: ["en"] }) });
    server.online.now = false; // the page comes from a cache, before the worker could store the Malay offline page
    await worker.run("rememberLanguage")(page("ms", "Teroka"));
    const answer = await visit(worker, "/movies/1");
    assert.equal(answer.type, "error");
  });

  test("a language the shell lacks gets its offline page as soon as a page of it is seen", async () => {
    const server = marquee({ cookie: "ms", pages: { "/": ["ms", "Teroka"] } });
    const worker = await installed(server, { marquee: configuration({ pageTimeoutMilliseconds: 20, languages: ["en"] }) });
    assert.equal(await worker.run("offlinePage")("ms"), undefined);
    await visit(worker, "/");
    const offline = await worker.run("offlinePage")("ms");
    assert.match(await offline.text(), /Anda di luar talian/);
  });
});

describe("the saved pages listed, activation, forgetting", () => {
  test("the offline page lists only the pages of the reader's language, and where its Favorites are", async () => {
    const server = marquee({ pages: { "/movies/949": ["en", "Heat"], "/favorites": ["ms", "Kegemaran"], "/": ["ms", "Teroka"] } });
    const worker = await installed(server);
    for (const path of ["/movies/949", "/favorites", "/"]) await visit(worker, path);
    const { port1, port2 } = new MessageChannel();
    const reply = new Promise((resolve) => { port1.onmessage = (event) => resolve(event.data); });
    await dispatch(worker, "message", { data: { type: "saved-pages" }, ports: [port2] });
    const { pages, favorites, cache } = await reply;
    port1.close();
    assert.deepEqual(pages.map((saved) => saved.title), ["Teroka", "Kegemaran"]);
    assert.equal(favorites, "/favorites");
    assert.equal(cache, MS);
  });

  test("activation moves the pages saved before languages into their language's cache, in order", async () => {
    const caches = new MemoryCacheStorage();
    const old = await caches.open(OLD);
    await old.put(`${ORIGIN}/movies/949`, new Response(pageHTML("en", "Heat"), { headers: { "Content-Type": "text/html", "X-Marquee-Title": "Heat" } }));
    await old.put(`${ORIGIN}/`, new Response(pageHTML("ms", "Teroka"), { headers: { "Content-Type": "text/html", "Content-Language": "ms" } }));
    await old.put(`${ORIGIN}/favorites`, new Response(pageHTML("en", "Favorites"), { headers: { "Content-Type": "text/html" } }));
    await caches.open("marquee-shell-0000000000000000");
    const worker = startWorker({ marquee: fastPages, caches });
    await dispatch(worker, "activate");
    assert.deepEqual(await caches.keys(), [EN, MS]);
    assert.deepEqual((await caches.open(EN)).addresses(), [`${ORIGIN}/movies/949`, `${ORIGIN}/favorites`]);
    assert.equal((await (await caches.open(EN)).match(`${ORIGIN}/movies/949`)).headers.get("X-Marquee-Title"), "Heat");
    assert.deepEqual((await caches.open(MS)).addresses(), [`${ORIGIN}/`]);
  });

  test("logging out deletes the saved pages of every language, and keeps the reader's language", async () => {
    const server = marquee({ pages: { "/movies/949": ["en", "Heat"], "/": ["ms", "Teroka"] } });
    const worker = await installed(server);
    await visit(worker, "/movies/949");
    await visit(worker, "/");
    const answered = await worker.run("forgetAfter")(new Request(`${ORIGIN}/logout`, { method: "POST" }), worker.run("forgetPages"));
    assert.equal(answered.status, 303, "Marquee's answer, as it came");
    assert.deepEqual(await addresses(worker, EN), []);
    assert.deepEqual(await addresses(worker, MS), []);
    assert.equal(await worker.run("readerLanguage")(), "ms");
  });
});
