// The service worker for its unit tests: its parts joined as the server serves them (in
// ServiceWorkerScript.partOrder, after `"use strict";const MARQUEE=...;`), run in a node:vm
// context with an in-memory CacheStorage, a `self` that records its listeners, and Node's own
// fetch, Request, Response and Headers. Its top-level names (trim, savePage, pageMarker, ...)
// are reached with `worker.run("trim")`.
import { readFileSync } from "node:fs";
import vm from "node:vm";

const sources = new URL("../../Sources/MarqueeWeb/", import.meta.url);
const workerFolder = new URL("Public/assets/worker/", sources);

/** The parts' order, read from ServiceWorkerScript.swift so that the two cannot drift apart. */
export const partOrder = () => {
  const swift = readFileSync(new URL("Assets/ServiceWorkerScript.swift", sources), "utf8");
  const list = /static let partOrder = \[([^\]]*)\]/.exec(swift);
  if (!list) throw new Error("ServiceWorkerScript.partOrder not found");
  return [...list[1].matchAll(/"([^"]+)"/g)].map((match) => match[1]);
};

/** Where this test's worker lives. */
export const ORIGIN = "https://marquee.test";

/** MARQUEE as ServiceWorkerScript.Configuration writes it, with the route table's addresses. */
export const configuration = (overrides = {}) => ({
  version: "0123456789abcdef",
  shell: ["/assets/app.0123456789abcdef.css", "/assets/app.0123456789abcdef.js", "/assets/page-text.ms.0123456789abcdef.js"],
  offline: "/offline",
  languages: ["en", "ms"],
  favorites: "/favorites",
  forgetPagesAfter: ["/logout", "/account/delete", "/login", "/signup"],
  forgetHistoryAfter: ["/history/forget", "/history/clear", "/gallery/history/forget", "/gallery/history/clear"],
  historyPages: ["/history", "/search", "/gallery"],
  pageMarker: '<meta name="marquee-page" content="',
  assetFolder: "/assets/",
  imageFolders: ["/images/", "/photos/"],
  pageTimeoutMilliseconds: 3000,
  maximumPages: 200,
  maximumImages: 300,
  imageByteBudget: 25 * 1024 * 1024,
  ...overrides,
});

/** The script as served, for `marquee`. */
export const workerScript = (marquee = configuration()) => {
  const parts = partOrder().map((part) => readFileSync(new URL(part, workerFolder), "utf8"));
  return `"use strict";const MARQUEE=${JSON.stringify(marquee)};\n${parts.join("\n")}`;
};

const addressOf = (request) => new URL(typeof request === "string" ? request : request.url, ORIGIN).href;

/**
 * One cache: entries keyed by address (Vary ignored), in the order they were put; putting an
 * address again moves it to the end, as the Cache API's put does. Each match is a new Response.
 */
export class MemoryCache {
  /** @param {typeof fetch} [network] What `add` fetches with. */
  constructor(network = fetch) {
    this.network = network;
    /** @type {Map<string, { status: number, statusText: string, headers: [string, string][], body: ArrayBuffer | null }>} */
    this.entries = new Map();
    /** How often the whole index was read (each trim reads it once). */
    this.keyReads = 0;
    /** What was asked of it, in order: "keys", "delete <address>". */
    this.log = [];
  }

  async put(request, response) {
    const address = addressOf(request);
    const body = response.body === null ? null : await response.arrayBuffer();
    this.entries.delete(address);
    this.entries.set(address, { status: response.status, statusText: response.statusText, headers: [...response.headers], body });
  }

  async add(request) {
    const response = await this.network(request);
    if (!response.ok) throw new TypeError(`${addressOf(request)}: ${response.status}`);
    await this.put(request, response);
  }

  async addAll(requests) {
    for (const request of requests) await this.add(request);
  }

  async match(request) {
    const entry = this.entries.get(addressOf(request));
    if (!entry) return undefined;
    return new Response(entry.body === null ? null : entry.body.slice(0), { status: entry.status, statusText: entry.statusText, headers: entry.headers });
  }

  async delete(request) {
    this.log.push(`delete ${addressOf(request)}`);
    // As a browser's cache, a deletion takes its time: others may run meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    return this.entries.delete(addressOf(request));
  }

  async keys() {
    this.keyReads += 1;
    this.log.push("keys");
    return [...this.entries.keys()].map((address) => new Request(address));
  }

  /** The addresses kept, oldest first (for the tests' eyes). */
  addresses() {
    return [...this.entries.keys()];
  }
}

/** CacheStorage, in memory: caches by name, in the order they were made. */
export class MemoryCacheStorage {
  constructor() {
    /** @type {Map<string, MemoryCache>} */
    this.caches = new Map();
    /** What its caches' `add` fetches with (the worker's network). */
    this.network = fetch;
  }

  async open(name) {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache(this.network));
    return this.caches.get(name);
  }

  async has(name) {
    return this.caches.has(name);
  }

  async delete(name) {
    return this.caches.delete(name);
  }

  async keys() {
    return [...this.caches.keys()];
  }

  async match(request, options = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.caches.keys()];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(request);
      if (found) return found;
    }
    return undefined;
  }
}

/**
 * A worker: the joined script run in its own context.
 * @param {{ marquee?: object, fetch?: typeof fetch, caches?: MemoryCacheStorage, languages?: string[] }} [options]
 *   `fetch` stands in for the network; `caches`, the device's (a worker started again keeps
 *   them); `languages`, the browser's.
 */
export const startWorker = ({ marquee = configuration(), fetch: network = fetch, caches = new MemoryCacheStorage(), languages = [] } = {}) => {
  caches.network = network;
  const listeners = new Map();
  const self = {
    location: new URL("/service-worker.js", ORIGIN),
    navigator: { languages },
    addEventListener: (type, listener) => { listeners.set(type, [...(listeners.get(type) ?? []), listener]); },
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  const context = vm.createContext({
    self, caches, fetch: network, Request, Response, Headers, URL, URLSearchParams,
    setTimeout, clearTimeout, console, TextEncoder, TextDecoder,
  });
  vm.runInContext(workerScript(marquee), context, { filename: "service-worker.js" });
  return {
    caches,
    self,
    listeners,
    marquee,
    /** Evaluates `code` in the worker's scope: `run("trim")`, `run("generation += 1")`. */
    run: (code) => vm.runInContext(code, context),
  };
};

/** Marks a response "basic", and its clones too, as a browser's are. */
const basic = (response) => {
  const clone = response.clone.bind(response);
  Object.defineProperty(response, "type", { value: "basic" });
  Object.defineProperty(response, "clone", { value: () => basic(clone()) });
  return response;
};

/**
 * A response as the browser's fetch gives a service worker for its own origin: of type
 * "basic" (Node's constructed responses are "default"), as its clones are.
 */
export const basicResponse = (body, init = {}) => basic(new Response(body, init));

/** The marker a view writes (SavedPageMarker.swift): percent-encoded JSON of its facts. */
export const pageMarkerTag = (facts) => {
  const unreserved = /[A-Za-z0-9\-._~]/;
  const encoded = [...new TextEncoder().encode(JSON.stringify(facts))]
    .map((byte) => (unreserved.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`))
    .join("");
  return `<meta name="marquee-page" content="${encoded}">\n`;
};
