"""The installed app when the phone loses its link to Marquee.

Each test's browser reaches the server through a loopback proxy of its own (``link``); cutting
it resets every connection and refuses new ones, as a lift or a tunnel does, while the browser
still believes it is online (Selenium cannot tell these engines they are offline). The service
worker then answers: a page seen before comes back as saved, with a banner saying so; a page
never seen gives the offline page; a heart pressed meanwhile waits on the phone and reaches
Marquee once it can be reached again.
"""

from __future__ import annotations

import json
import re
import urllib.request

import pytest

from engine_driver import Tab, wait_until
from loopback import LoopbackAddress

pytestmark = pytest.mark.engines

SAVED_COPY_BANNER = re.compile(r"^Offline: showing this page as you saw it at .+\.$")
PAGES_CACHE = "marquee-pages-v2-en"  # the pages saved in English (worker/languages.js keeps one cache per language)
OUTBOX = "marquee:offline-hearts"  # the page script's hearts not yet taken by Marquee
DARK_KNIGHT, FIGHT_CLUB = "155", "550"
HEART = f'#main button.heart[data-movie-id="{DARK_KNIGHT}"]'

SAVED = """
return (async () => {
  if (!(await caches.has(arguments[0]))) return false;
  return Boolean(await (await caches.open(arguments[0])).match(new URL(arguments[1], location.href).href));
})();
"""


def install(tab: Tab, path: str) -> None:
    """Open ``path`` and wait until the service worker controls the page and has saved it."""
    tab.open(path)
    wait_until(lambda: tab.js("return navigator.serviceWorker.controller !== null"), "the service worker should take the page")
    wait_until_saved(tab, path)


def wait_until_saved(tab: Tab, path: str) -> None:
    wait_until(lambda: tab.js(SAVED, PAGES_CACHE, path), f"{path} should be saved on the phone")


def expect_saved_copy(tab: Tab, where: str) -> None:
    banner = wait_until(lambda: tab.texts("#saved-copy-banner"), f"{where}: the saved copy should say so",
                        until=lambda seen: len(seen) == 1 and bool(SAVED_COPY_BANNER.match(seen[0])))
    assert tab.attribute("#saved-copy-banner", "role") == "status", f"{where}: the banner is polite"
    assert tab.count("#connection-banner") == 0, f"{where}: one banner, not two: {banner}"
    fits = tab.js("const box = document.getElementById('saved-copy-banner').getBoundingClientRect(); return box.left >= 0 && box.right <= innerWidth")
    assert fits, f"{where}: the banner fits the screen"


def favorite_ids(site: str, tab: Tab) -> set[str]:
    """The favorites Marquee keeps for the browser of ``tab`` (by its cookies)."""
    request = urllib.request.Request(f"{site}/favorites/ids", headers={"Accept": "application/json", "Cookie": tab.cookie_header()})
    with urllib.request.urlopen(request, timeout=10) as response:
        return {str(movie_id) for movie_id in json.load(response)}


def test_a_page_seen_before_comes_back_offline_with_a_banner(device: Tab, link: LoopbackAddress) -> None:
    install(device, "/")
    device.open(f"/movies/{DARK_KNIGHT}")
    wait_until_saved(device, f"/movies/{DARK_KNIGHT}")

    link.cut()
    device.reload()
    expect_saved_copy(device, "the details, reloaded")
    device.expect_text("#movie-details h1", "The Dark Knight", "the saved details")
    device.open("/")
    expect_saved_copy(device, "Discover")
    device.expect_shown("#movie-grid > li.movie-card", "Discover: the films seen")


def test_a_page_never_seen_gives_the_offline_page_with_what_was_saved(device: Tab, link: LoopbackAddress) -> None:
    install(device, "/")
    device.open(f"/movies/{DARK_KNIGHT}")
    wait_until_saved(device, f"/movies/{DARK_KNIGHT}")

    link.cut()
    device.open(f"/movies/{FIGHT_CLUB}")  # never opened on this phone
    device.expect_text("h1", "You are offline", "a page never seen")
    assert device.count("#saved-copy-banner") == 0, "the offline page is no saved copy"
    device.expect_texts("#saved-pages a", ["The Dark Knight", "Popular"], "the pages saved on the phone, newest first")
    device.expect_shown("#saved-pages-empty", "there are saved pages", shown=False)

    device.navigating(lambda: device.click("#saved-pages a"), "a saved page on the offline page")
    device.expect_text("#movie-details h1", "The Dark Knight", "the saved page opened")
    expect_saved_copy(device, "opened from the offline page")

    link.restore()
    device.open(f"/movies/{FIGHT_CLUB}")
    device.expect_text("#movie-details h1", "Fight Club", "back online, the page itself")
    assert device.count("#saved-copy-banner, #connection-banner") == 0, "and no banner"


def test_a_heart_pressed_offline_reaches_marquee_when_it_is_back(device: Tab, link: LoopbackAddress, base_url: str) -> None:
    install(device, f"/movies/{DARK_KNIGHT}")

    link.cut()
    device.reload()
    expect_saved_copy(device, "the details")
    device.click(HEART)
    device.expect_attribute(HEART, "aria-pressed", "true", "pressed offline")
    device.expect_text(
        "#toast", "You are offline. “The Dark Knight” will be added to your favorites when you are back online.", "the toast"
    )
    assert DARK_KNIGHT in (device.local_storage(OUTBOX) or ""), "the change waits on the phone"
    assert favorite_ids(base_url, device) == set(), "Marquee has not got it"

    link.restore()
    device.open("/favorites")  # a page fresh from Marquee sends what waits
    assert device.count("#saved-copy-banner") == 0, "Favorites comes from Marquee"
    wait_until(lambda: device.local_storage(OUTBOX), "the change should be sent", until=lambda kept: kept is None)
    assert favorite_ids(base_url, device) == {DARK_KNIGHT}, "Marquee has the favorite"
    device.reload()
    device.expect_texts("#favorites .movie-title", ["The Dark Knight"], "Favorites, reloaded")
