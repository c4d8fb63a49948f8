// An import's progress (import-progress.js): the bar and count follow Marquee's answer, the page
// reloads once matching is over, and a failed ask changes nothing and is tried again.
import { test } from "node:test";
import assert from "node:assert/strict";
import { installBrowser, scripts, stubFetch } from "./browser.mjs";

const { window } = installBrowser({ url: "https://marquee.test/you/import/3f2504e0-4f89-41d3-9a0c-0305e82c3301" });
const { document } = window;
const { followOnce } = await import(scripts("import-progress.js"));

const show = () => {
  document.body.innerHTML = `<div id="import-progress" class="import-progress"><progress id="import-bar" max="408" value="0"></progress>
    <p class="import-count" role="status">0 of 408 films</p></div>`;
  return document.getElementById("import-progress");
};
const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

test("the bar and the count follow the films matched so far", async () => {
  const progress = show();
  const calls = stubFetch(() => json({ state: "matching", done: 1200, total: 5000 }));
  assert.equal(await followOnce(progress), true);
  assert.equal(calls[0].url, "/you/import/3f2504e0-4f89-41d3-9a0c-0305e82c3301");
  assert.equal(calls[0].init.headers.Accept, "application/json");
  assert.equal(progress.querySelector("progress").value, 1200);
  assert.equal(progress.querySelector("progress").max, 5000);
  assert.equal(progress.querySelector(".import-count").textContent, "1,200 of 5,000 films");
});

test("while the import is written the bar goes on moving", async () => {
  const progress = show();
  stubFetch(() => json({ state: "writing", done: 40, total: 405 }));
  assert.equal(await followOnce(progress, () => assert.fail("no reload while writing")), true);
  assert.equal(progress.querySelector(".import-count").textContent, "40 of 405 films");
});

test("once the films are matched the page is loaded again, and asking stops", async () => {
  const progress = show();
  let reloaded = 0;
  stubFetch(() => json({ state: "ready", done: 408, total: 408 }));
  assert.equal(await followOnce(progress, () => { reloaded += 1; }), false);
  assert.equal(reloaded, 1);
});

test("a failed ask leaves the bar as it was, and asking goes on", async () => {
  const progress = show();
  stubFetch(() => { throw new TypeError("Failed to fetch"); });
  assert.equal(await followOnce(progress), true);
  stubFetch(() => json({ error: "busy" }, 503));
  assert.equal(await followOnce(progress), true);
  assert.equal(progress.querySelector("progress").value, 0);
  assert.equal(progress.querySelector(".import-count").textContent, "0 of 408 films");
});
