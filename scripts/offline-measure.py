#!/usr/bin/env python3
"""Measures the installed app offline, in the system Chromium at a phone's size (375x667):

1. the size of the device cache after visiting 50 pages (Discover's tabs, Favorites, search,
   and 45 films' details), cache by cache, and what the browser reports as used;
2. the time from navigation to the first paint of content (First Contentful Paint) of saved
   pages shown offline, against the same pages online through the service worker, with the
   CPU at full speed and slowed 4 times (a mid-range phone).

    python3 scripts/offline-measure.py            # MARQUEE_BIN, default .build/release/marquee
    python3 scripts/offline-measure.py --json

The server runs on the embedded catalog with a fresh database; the device reaches it through a
link the script cuts (tests/browser/loopback.py), with the browser context also set offline.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT / "tests" / "browser"))
os.environ.setdefault("MARQUEE_BIN", str(REPO_ROOT / ".build" / "release" / "marquee"))

from playwright.sync_api import Page, sync_playwright  # noqa: E402

from harness import CHROMIUM, running_server, wait_until  # noqa: E402
from loopback import LoopbackAddress  # noqa: E402

PAGES_VISITED = 50
SHOWN_OFFLINE = 20
CACHE_SIZES = """async () => {
  const sizes = {};
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    let bytes = 0, entries = 0;
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      bytes += (await response.arrayBuffer()).byteLength;
      entries += 1;
    }
    sizes[name.replace(/-[0-9a-f]{16}$/, "")] = { entries, bytes };
  }
  const estimate = await navigator.storage.estimate();
  return { caches: sizes, usage: estimate.usage };
}"""
FIRST_CONTENTFUL_PAINT = "() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null"


def paints(page: Page, paths: list[str]) -> list[float]:
    """First Contentful Paint, in ms from navigation, of each path in turn."""
    result = []
    for path in paths:
        page.goto(path)
        wait_until(page, f"() => ({FIRST_CONTENTFUL_PAINT})() !== null", None, f"the first paint of {path}")
        result.append(page.evaluate(FIRST_CONTENTFUL_PAINT))
    return result


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "p50": round(statistics.median(ordered), 1),
        "p95": round(ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))], 1),
        "max": round(ordered[-1], 1),
    }


def measure() -> dict:
    with tempfile.TemporaryDirectory() as workdir, running_server(Path(workdir)) as server, sync_playwright() as playwright:
        link = LoopbackAddress(server)
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        context = browser.new_context(base_url=link.url, viewport={"width": 375, "height": 667})
        page = context.new_page()
        page.goto("/")
        wait_until(page, "() => navigator.serviceWorker.controller !== null", None, "the service worker in control")
        ids: list[str] = []
        for grid_page in range(1, 4):
            html = page.evaluate("(address) => fetch(address).then((response) => response.text())", f"/?tab=popular&page={grid_page}")
            ids += [movie_id for movie_id in dict.fromkeys(re.findall(r'data-movie-id="(\d+)"', html)) if movie_id not in ids]
        paths = ["/", "/?tab=users", "/?tab=critics", "/favorites", "/search?q=batman"]
        paths += [f"/movies/{movie_id}" for movie_id in ids[: PAGES_VISITED - len(paths)]]
        assert len(paths) == PAGES_VISITED, f"only {len(paths)} pages to visit"
        for path in paths:
            page.goto(path)
        wait_until(page, "async (count) => (await (await caches.open('marquee-pages-v1')).keys()).length >= count", PAGES_VISITED,
                   f"{PAGES_VISITED} pages saved", timeout_s=30)
        page.wait_for_timeout(1000)  # the last images reach the cache
        sizes = page.evaluate(CACHE_SIZES)

        shown = paths[-SHOWN_OFFLINE:]
        cdp = context.new_cdp_session(page)
        results: dict[str, dict] = {"pages_visited": PAGES_VISITED, "cache": sizes, "first_contentful_paint_ms": {}}
        for rate in (1, 4):
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
            online = paints(page, shown)
            link.cut()
            context.set_offline(True)
            offline = paints(page, shown)
            assert page.locator("#saved-copy-banner").count() == 1, "offline pages are the saved copies"
            link.restore()
            context.set_offline(False)
            results["first_contentful_paint_ms"][f"cpu {rate}x"] = {"online": summary(online), "offline saved copy": summary(offline)}
        browser.close()
        link.close()
        return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    arguments = parser.parse_args()
    results = measure()
    if arguments.json:
        print(json.dumps(results, indent=2))
        return
    print(f"Device cache after visiting {results['pages_visited']} pages:")
    total = 0
    for name, size in results["cache"]["caches"].items():
        total += size["bytes"]
        print(f"  {name:<22} {size['entries']:>4} entries  {size['bytes'] / 1024:>8.1f} KiB")
    print(f"  {'all caches':<22} {'':>12}  {total / 1024:>8.1f} KiB   (navigator.storage.estimate: {results['cache']['usage'] / 1024:.1f} KiB)")
    print(f"First Contentful Paint, {SHOWN_OFFLINE} details pages, ms from navigation (p50 / p95 / max):")
    for cpu, modes in results["first_contentful_paint_ms"].items():
        for mode, figures in modes.items():
            print(f"  {cpu:<7} {mode:<19} {figures['p50']:>7} / {figures['p95']:>7} / {figures['max']:>7}")


if __name__ == "__main__":
    main()
