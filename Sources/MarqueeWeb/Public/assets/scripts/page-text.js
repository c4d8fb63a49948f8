// The words the page scripts write, in the page's language: Marquee's message catalogs
// (ScriptText.swift), which the server sends as a module of their own per language
// (PageTextScript.swift: `page-text.ms.<hash>.js`, named by the page before its other modules)
// that sets `marqueePageText`. A message is `text("undo")`, with `%@` filled from the
// arguments (`%1$@` by position); a count is `count(3, "stars")`, its message chosen by the
// language's plural rule; numbers and dates follow the page's language too.

/** @typedef {{ language?: string, locale?: string, texts?: Record<string, string> }} PageText */

/** The page's words, as the server's module left them. @returns {PageText} */
const pageText = () => /** @type {{ marqueePageText?: PageText }} */ (globalThis).marqueePageText ?? {};

/** The locale of the page's numbers and plurals ("en-US", "ms-MY"), as the server writes them. */
export const locale = () => pageText().locale || document.documentElement.lang || "en";

/**
 * The locales of a date or time shown to the person: their own browser's, where it speaks
 * the page's language (an English page on a British browser says "12 Mar 2025, 15:04"), else
 * the page's.
 */
export const dateLocales = () => {
  const primary = (/** @type {string} */ tag) => tag.split("-")[0].toLowerCase();
  const page = primary(locale());
  return [...(navigator.languages ?? []).filter((tag) => primary(tag) === page), locale()];
};

/**
 * A message's parts, its placeholders filled in order (`%@`) or by position (`%2$@`), `%%` a
 * percent sign: strings, and the arguments that are nodes (a `<time>`) as they are.
 * @template {string | Node} T
 * @param {string} template
 * @param {T[]} args
 * @returns {(string | T)[]}
 */
export const fill = (template, args) => {
  /** @type {(string | T)[]} */
  const parts = [];
  let next = 0;
  let last = 0;
  for (const match of template.matchAll(/%(%|@|(\d+)\$@)/g)) {
    parts.push(template.slice(last, match.index));
    last = (match.index ?? 0) + match[0].length;
    if (match[1] === "%") { parts.push("%"); continue; }
    const argument = match[2] ? args[Number(match[2]) - 1] : args[next++];
    if (argument !== undefined) parts.push(argument);
  }
  parts.push(template.slice(last));
  return parts.filter((part) => part !== "");
};

/** @param {(string | Node)[]} parts */
const joined = (parts) => parts.map((part) => (typeof part === "string" ? part : part.textContent ?? "")).join("");

/** The template of `key` (the key itself, should the page lack it: a test catches that first). @param {string} key */
const template = (key) => pageText().texts?.[key] ?? key;

/**
 * The message of `key`, its `%@` filled with `args`.
 * @param {string} key A ScriptText case: "undo".
 * @param {...string} args
 */
export const text = (key, ...args) => joined(fill(template(key), args));

/**
 * The message of `key` as parts to append to an element, some of its arguments nodes:
 * `banner.append(...textParts("savedCopy", timeElement(at)))`.
 * @param {string} key
 * @param {...(string | Node)} args
 */
export const textParts = (key, ...args) => fill(template(key), args);

/** A number as the page's language writes it: "1,024". @param {number} value */
export const number = (value) => new Intl.NumberFormat(locale()).format(value);

/**
 * The message of `key` for `n` in the plural category the page's language gives it
 * (`stars.one`, `stars.other`; one the catalog does not have falls back to `.other`), its
 * first `%@` the number as the language writes it, and `args` after it (`%2$@`…).
 * @param {number} n
 * @param {string} key
 * @param {...string} args
 */
export const count = (n, key, ...args) => {
  const category = new Intl.PluralRules(locale()).select(n);
  const texts = pageText().texts ?? {};
  return joined(fill(texts[`${key}.${category}`] ?? texts[`${key}.other`] ?? key, [number(n), ...args]));
};

/** "2nd", "ke-2": the language's ordinal of `n` (its catalog's `ordinal.one`, `.two`, `.few`, `.other`). @param {number} n */
export const ordinal = (n) => {
  const category = new Intl.PluralRules(locale(), { type: "ordinal" }).select(n);
  const texts = pageText().texts ?? {};
  return joined(fill(texts[`ordinal.${category}`] ?? texts["ordinal.other"] ?? "%@", [String(n)]));
};

/** The name of month `month` (1 to 12) in the page's language: "March", "Mac". @param {number} month */
export const monthName = (month) =>
  new Intl.DateTimeFormat(locale(), { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, month - 1, 1)));
