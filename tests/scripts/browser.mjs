// A browser for the page scripts' unit tests: a jsdom window whose globals (window, document,
// storage, navigator, location, history, the element and event classes) are installed on
// Node's global object, as a page script finds them in a browser. Timers stay Node's (jsdom's
// own window.setTimeout calls the global one); window.setTimeout is jsdom's, and its timers
// end with the window, closed when the test file ends. Install it before the
// modules under test are imported (`await import(...)`): some read the page as they load.
// Run with NODE_PATH=/usr/share/nodejs (Debian's jsdom).
import { after } from "node:test";
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { MessageChannel, MessagePort } from "node:worker_threads";
import { setImmediate as immediate } from "node:timers/promises";

const { JSDOM } = createRequire(import.meta.url)("jsdom");

/** Where the scripts under test live, for `await import(scripts("outbox.js"))`. */
export const scripts = (name) => new URL(`../../Sources/MarqueeWeb/Public/assets/scripts/${name}`, import.meta.url).href;

const catalogs = new URL("../../Sources/MarqueeCore/Localization/Resources/", import.meta.url);

/**
 * The `"key" = "text";` lines of a language's catalogs (every `.strings` file of its `.lproj`
 * folder, as the server reads them), by key.
 * @param {string} language "en", "ms"
 */
export const catalog = (language) => {
  const folder = new URL(`${language}.lproj/`, catalogs);
  const entries = {};
  const unescape = (text) => text.replace(/\\(.)/g, (_, character) => ({ n: "\n", t: "\t" })[character] ?? character);
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".strings")).sort()) {
    const source = readFileSync(new URL(name, folder), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    for (const [, key, text] of source.matchAll(/"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;/g)) entries[unescape(key)] = unescape(text);
  }
  return entries;
};

/** The server's locale of each language (Language.swift), as `Intl` takes it. */
const locales = { en: "en-US", ms: "ms-MY" };

/**
 * Gives the page the scripts' words in `language`, as the server's module for it does
 * (PageTextScript.swift): the catalog's `scripts.` messages, by their key without the table.
 * @param {string} [language]
 */
export const usePageText = (language = "en") => {
  const texts = {};
  for (const [key, text] of Object.entries(catalog(language))) {
    if (key.startsWith("scripts.")) texts[key.slice("scripts.".length)] = text;
  }
  globalThis.marqueePageText = { language, locale: locales[language], texts };
  globalThis.document?.documentElement.setAttribute("lang", language);
};

/** Sets a global the way a browser has it (some, such as navigator, are getters in Node). */
export const setGlobal = (name, value) => {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true, enumerable: true });
};

/**
 * Installs a jsdom window with `html` at `url`, and closes it (its timers with it) when the
 * test file ends.
 * @param {{ html?: string, url?: string }} [options]
 */
export const installBrowser = ({ html = "<!doctype html><html><body><main></main></body></html>", url = "https://marquee.test/" } = {}) => {
  const dom = new JSDOM(html, { url, pretendToBeVisual: true });
  const { window } = dom;
  setGlobal("window", window);
  setGlobal("self", window);
  for (const name of ["document", "localStorage", "sessionStorage", "navigator", "location", "history",
    "DOMParser", "Node", "Element", "DocumentFragment", "Text", "NodeList", "HTMLCollection", "requestAnimationFrame", "cancelAnimationFrame"]) {
    setGlobal(name, window[name]);
  }
  for (const name of Object.getOwnPropertyNames(window)) {
    if (/^(HTML\w*Element|\w*Event)$/.test(name) && typeof window[name] === "function") setGlobal(name, window[name]);
  }
  // What jsdom lacks: Node's own message channel, and a button's formAction (the address it
  // sends its form to: its formaction attribute resolved, else the document's address).
  setGlobal("MessageChannel", MessageChannel);
  setGlobal("MessagePort", MessagePort);
  if (!("formAction" in window.HTMLButtonElement.prototype)) {
    Object.defineProperty(window.HTMLButtonElement.prototype, "formAction", {
      configurable: true,
      get() {
        const value = this.getAttribute("formaction");
        return value === null ? this.ownerDocument.URL : new URL(value, this.ownerDocument.baseURI).href;
      },
    });
  }
  usePageText("en");
  after(() => window.close());
  return dom;
};

/** Puts `storage` in place of localStorage; returns how to put the window's back. */
export const useLocalStorage = (storage) => {
  setGlobal("localStorage", storage);
  return () => setGlobal("localStorage", globalThis.window.localStorage);
};

/** A localStorage that is full: it reads, but every write fails. */
export const fullStorage = (items = {}) => ({
  getItem: (key) => (key in items ? items[key] : null),
  setItem: () => { throw new globalThis.window.DOMException("The quota has been exceeded.", "QuotaExceededError"); },
  removeItem: () => { throw new globalThis.window.DOMException("The quota has been exceeded.", "QuotaExceededError"); },
  clear: () => {},
  key: () => null,
  get length() { return Object.keys(items).length; },
});

/** A localStorage that is off (as in some private modes): every use throws. */
export const storageOff = () => {
  const refuse = () => { throw new globalThis.window.DOMException("Storage is off.", "SecurityError"); };
  return { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse, key: refuse, length: 0 };
};

/** Lets every promise and timer-free callback now due run. */
export const settle = async (rounds = 20) => {
  for (let round = 0; round < rounds; round += 1) await immediate();
};

/**
 * Waits until `found()` gives something, and resolves it: for what a module loaded when it is
 * needed does (a dynamic import takes longer than `settle` on a busy machine).
 */
export const eventually = async (found, { timeout = 5000 } = {}) => {
  const until = Date.now() + timeout;
  for (;;) {
    const value = found();
    if (value) return value;
    if (Date.now() > until) throw new Error(`not so after ${timeout} ms: ${found}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/** A promise with its resolve and reject at hand. */
export const deferred = () => {
  let resolve;
  let reject;
  const promise = new Promise((yes, no) => { resolve = yes; reject = no; });
  return { promise, resolve, reject };
};

/** A fetch stand-in that answers with `answer(url, init)` and records each call. */
export const stubFetch = (answer) => {
  const calls = [];
  const fetch = async (url, init = {}) => {
    calls.push({ url: String(url), init });
    return answer(String(url), init);
  };
  setGlobal("fetch", fetch);
  return calls;
};
