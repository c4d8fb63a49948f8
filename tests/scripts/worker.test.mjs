// The service worker's parts, joined as served and run in a node:vm context (worker.mjs):
// keeping caches within bounds, saving pages, reading their marker, and forgetting searches.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { ORIGIN, basicResponse, pageMarkerTag, partOrder, startWorker } from "./worker.mjs";

/** The pages saved in English (the test pages say `<html lang="en">`). */
const PAGES = "marquee-pages-v2-en";
const IMAGES = "marquee-images-v1";

/** Puts `count` entries in cache `name` of `worker`, oldest first, each `bytes` long. */
const fill = async (worker, name, addresses, bytes = 10) => {
  const cache = await worker.caches.open(name);
  for (const address of addresses) {
    await cache.put(`${ORIGIN}${address}`, new Response("x".repeat(bytes), { headers: { "X-Marquee-Bytes": String(bytes) } }));
  }
  return cache;
};

const images = (count) => Array.from({ length: count }, (_, index) => `/images/w185/${index + 1}.jpg`);

/** A page of Marquee's, with its marker. */
const pageHTML = (facts) => `<!doctype html><html lang="en"><head><meta charset="utf-8">${facts ? pageMarkerTag(facts) : ""}<title>${facts?.title ?? "Marquee"}</title></head><body><main>…</main></body></html>`;
const htmlResponse = (body, { status = 200, headers = {} } = {}) =>
  basicResponse(body, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

test("the worker's parts are the folder's, in the order the server joins them", () => {
  assert.deepEqual(partOrder(), ["caches.js", "languages.js", "trimming.js", "saving.js", "forgetting.js", "pages.js", "files.js", "events.js"]);
  const worker = startWorker();
  assert.deepEqual([...worker.listeners.keys()].sort(), ["activate", "fetch", "install", "message"]);
});

describe("trim", () => {
  test("trim keeps the newest count entries, the oldest out first", async () => {
    const worker = startWorker();
    const cache = await fill(worker, IMAGES, images(5));
    await worker.run("trim")(IMAGES, 3, Infinity);
    assert.deepEqual(cache.addresses(), [3, 4, 5].map((n) => `${ORIGIN}/images/w185/${n}.jpg`));
  });

  test("trim leaves a cache within its count as it is", async () => {
    const worker = startWorker();
    const cache = await fill(worker, IMAGES, images(3));
    await worker.run("trim")(IMAGES, 3, Infinity);
    assert.equal(cache.addresses().length, 3);
  });

  test("an entry saved again counts as the newest", async () => {
    const worker = startWorker();
    const cache = await fill(worker, IMAGES, images(3));
    await fill(worker, IMAGES, ["/images/w185/1.jpg"]);
    await worker.run("trim")(IMAGES, 2, Infinity);
    assert.deepEqual(cache.addresses(), [`${ORIGIN}/images/w185/3.jpg`, `${ORIGIN}/images/w185/1.jpg`]);
  });

  test("trim keeps within a byte budget by X-Marquee-Bytes, the oldest out first", async () => {
    const worker = startWorker();
    const cache = await fill(worker, IMAGES, images(6), 100);
    await worker.run("trim")(IMAGES, 10, 350);
    assert.deepEqual(cache.addresses(), [4, 5, 6].map((n) => `${ORIGIN}/images/w185/${n}.jpg`));
  });

  test("a byte budget exactly met keeps every entry", async () => {
    const worker = startWorker();
    const cache = await fill(worker, IMAGES, images(3), 100);
    await worker.run("trim")(IMAGES, 10, 300);
    assert.equal(cache.addresses().length, 3);
  });

  test("trim applies the count and the byte budget together", async () => {
    const worker = startWorker();
    const cache = await fill(worker, IMAGES, images(6), 100);
    await worker.run("trim")(IMAGES, 2, 1000);
    assert.deepEqual(cache.addresses(), [5, 6].map((n) => `${ORIGIN}/images/w185/${n}.jpg`));
    await fill(worker, IMAGES, ["/images/w185/big.jpg"], 950);
    await worker.run("trim")(IMAGES, 2, 1000);
    assert.deepEqual(cache.addresses(), [`${ORIGIN}/images/w185/big.jpg`]);
  });

  test("two trims asked at once share one", async () => {
    const worker = startWorker();
    const cache = await fill(worker, IMAGES, images(5));
    const trim = worker.run("trim");
    const first = trim(IMAGES, 3, Infinity);
    const second = trim(IMAGES, 3, Infinity);
    assert.equal(second, first);
    await Promise.all([first, second]);
    assert.equal(cache.keyReads, 1, "the index is read once");
    assert.equal(cache.addresses().length, 3);
  });

  test("a trim asked while one runs waits for it to finish, and the asks made meanwhile share one", async () => {
    const worker = startWorker();
    const cache = await fill(worker, IMAGES, images(5));
    const trim = worker.run("trim");
    const running = trim(IMAGES, 3, Infinity);
    while (!cache.log.includes("keys")) await new Promise((resolve) => setImmediate(resolve)); // it has read the index
    await fill(worker, IMAGES, ["/images/w185/6.jpg", "/images/w185/7.jpg"]);
    const next = trim(IMAGES, 3, Infinity);
    const alsoNext = trim(IMAGES, 3, Infinity);
    assert.notEqual(next, running);
    assert.equal(alsoNext, next);
    await next;
    assert.deepEqual(cache.log, [
      "keys", `delete ${ORIGIN}/images/w185/1.jpg`, `delete ${ORIGIN}/images/w185/2.jpg`,
      "keys", `delete ${ORIGIN}/images/w185/3.jpg`, `delete ${ORIGIN}/images/w185/4.jpg`,
    ], "the second reads the index only once the first is done");
    assert.deepEqual(cache.addresses(), [5, 6, 7].map((n) => `${ORIGIN}/images/w185/${n}.jpg`));
  });

  test("trims of different caches do not share", async () => {
    const worker = startWorker();
    await fill(worker, IMAGES, images(3));
    await fill(worker, PAGES, ["/a", "/b", "/c"]);
    const trim = worker.run("trim");
    assert.notEqual(trim(IMAGES, 1, Infinity), trim(PAGES, 1, Infinity));
  });
});

describe("pageMarker", () => {
  test("pageMarker reads the title and back from the page's marker", () => {
    const worker = startWorker();
    const facts = worker.run("pageMarker")(pageHTML({ back: "/search?q=l%C3%A9on", title: "Léon: The Professional — “Director’s cut”" }));
    assert.deepEqual({ ...facts }, { back: "/search?q=l%C3%A9on", title: "Léon: The Professional — “Director’s cut”" });
  });

  test("pageMarker reads a marker without a back", () => {
    const worker = startWorker();
    assert.deepEqual({ ...worker.run("pageMarker")(pageHTML({ title: "Favorites" })) }, { title: "Favorites" });
  });

  test("pageMarker gives {} for a page without a marker", () => {
    const worker = startWorker();
    assert.deepEqual({ ...worker.run("pageMarker")(pageHTML(null)) }, {});
  });

  test("pageMarker gives {} for a marker it cannot read", () => {
    const worker = startWorker();
    assert.deepEqual({ ...worker.run("pageMarker")('<meta name="marquee-page" content="%7B%22title%22%3A%E0">') }, {});
  });
});

describe("savePage", () => {
  const request = (path) => new Request(`${ORIGIN}${path}`);

  test("savePage stores a 200 HTML page with its title, back and when it was saved", async () => {
    const worker = startWorker();
    const before = new Date().toISOString();
    await worker.run("savePage")(request("/movies/949"), htmlResponse(pageHTML({ title: "Heat — 1995", back: "/search?q=heat" }), { headers: { "Content-Encoding": "gzip", "Content-Length": "999" } }), 0);
    const cache = await worker.caches.open(PAGES);
    assert.deepEqual(cache.addresses(), [`${ORIGIN}/movies/949`]);
    const saved = await cache.match(`${ORIGIN}/movies/949`);
    assert.equal(saved.status, 200);
    assert.equal(saved.headers.get("X-Marquee-Title"), encodeURIComponent("Heat — 1995"));
    assert.equal(decodeURIComponent(saved.headers.get("X-Marquee-Back")), "/search?q=heat");
    assert.ok(saved.headers.get("X-Marquee-Saved-At") >= before);
    assert.equal(saved.headers.get("Content-Encoding"), null, "the body is kept decoded");
    assert.equal(saved.headers.get("Content-Length"), null);
    assert.match(await saved.text(), /<main>…<\/main>/);
    const [listed] = await worker.run("savedPages")();
    assert.equal(listed.title, "Heat — 1995");
  });

  test("savePage refuses a page sent no-store", async () => {
    const worker = startWorker();
    await worker.run("savePage")(request("/account"), htmlResponse(pageHTML({ title: "Account" }), { headers: { "Cache-Control": "private, no-store" } }), 0);
    assert.equal((await worker.caches.open(PAGES)).addresses().length, 0);
  });

  for (const status of [404, 500, 203]) {
    test(`savePage refuses a ${status} page`, async () => {
      const worker = startWorker();
      await worker.run("savePage")(request("/movies/1"), htmlResponse(pageHTML({ title: "Not found" }), { status }), 0);
      assert.equal((await worker.caches.open(PAGES)).addresses().length, 0);
    });
  }

  test("savePage refuses what is not an HTML page, and the offline page", async () => {
    const worker = startWorker();
    await worker.run("savePage")(request("/favorites/ids"), basicResponse("[1,2]", { headers: { "Content-Type": "application/json" } }), 0);
    await worker.run("savePage")(request("/offline"), htmlResponse(pageHTML({ title: "Offline" })), 0);
    assert.equal((await worker.caches.open(PAGES)).addresses().length, 0);
  });

  test("savePage refuses a page asked for before a generation change", async () => {
    const worker = startWorker();
    const asked = worker.run("generation");
    worker.run("generation += 1"); // saved pages were deleted since (someone logged out)
    const response = htmlResponse(pageHTML({ title: "Favorites" }));
    await worker.run("savePage")(request("/favorites"), response, asked);
    assert.equal((await worker.caches.open(PAGES)).addresses().length, 0);
    assert.equal(response.bodyUsed, false, "its body is not even read");
  });

  test("savePage refuses a page whose generation changed while its body arrived", async () => {
    const worker = startWorker();
    let more;
    const body = new ReadableStream({
      start(controller) { controller.enqueue(new TextEncoder().encode("<!doctype html><title>Favorites</title>")); },
      pull(controller) { return new Promise((resolve) => { more = () => { controller.close(); resolve(); }; }); },
    });
    const saving = worker.run("savePage")(request("/favorites"), htmlResponse(body), worker.run("generation"));
    await new Promise((resolve) => setImmediate(resolve));
    worker.run("generation += 1");
    more();
    await saving;
    assert.equal((await worker.caches.open(PAGES)).addresses().length, 0);
  });

  test("savePage keeps no more than MARQUEE.maximumPages pages", async () => {
    const worker = startWorker({ marquee: { ...startWorker().marquee, maximumPages: 2 } });
    for (const path of ["/", "/favorites", "/movies/949"]) {
      await worker.run("savePage")(request(path), htmlResponse(pageHTML({ title: path })), 0);
    }
    assert.deepEqual((await worker.caches.open(PAGES)).addresses(), [`${ORIGIN}/favorites`, `${ORIGIN}/movies/949`]);
  });
});

describe("forgetHistoryPages", () => {
  const savedPage = (back = "") => new Response("<!doctype html>", { headers: { "Content-Type": "text/html", "X-Marquee-Back": encodeURIComponent(back) } });

  test("forgetHistoryPages deletes the pages that hold a search and keeps the rest", async () => {
    const worker = startWorker();
    const cache = await worker.caches.open(PAGES);
    const pages = {
      "/history": "", // recent searches
      "/search": "",
      "/gallery": "",
      "/search?q=heat": "",
      "/gallery/photos/53?q=cats": "", // a photo of a gallery search
      "/movies/949": "/search?q=heat", // a film opened from a search
      "/gallery/photos/54": "/gallery?q=cats",
      "/movies/680": "/favorites", // opened from elsewhere: kept
      "/movies/11": "/?tab=popular",
      "/favorites": "",
      "/": "",
      "/people/1158": "",
    };
    for (const [path, back] of Object.entries(pages)) await cache.put(`${ORIGIN}${path}`, savedPage(back));
    await worker.run("forgetHistoryPages")();
    assert.deepEqual(cache.addresses(), ["/movies/680", "/movies/11", "/favorites", "/", "/people/1158"].map((path) => `${ORIGIN}${path}`));
  });

  test("forgetHistoryPages keeps a page whose back leads to a list that is not a search", async () => {
    const worker = startWorker();
    const cache = await worker.caches.open(PAGES);
    await cache.put(`${ORIGIN}/movies/949`, savedPage("/genres/28?page=2"));
    await worker.run("forgetHistoryPages")();
    assert.equal(cache.addresses().length, 1);
  });
});
