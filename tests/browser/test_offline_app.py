"""The installed app when the device loses its connection to Marquee (a lift, a tunnel, a plane).

Each test's browser reaches the server through a link of its own (``LoopbackAddress``) that the
test cuts, silences or points at another server, while the browser context is also set offline,
so that both the page's ``navigator.onLine`` and the service worker's own requests see the loss.
What is checked is what a person sees: the saved copy and its banner, the offline page and its
links, hearts, messages, and what the server ends up with.
"""

from __future__ import annotations

import json
import re
import shutil
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from harness import REPO_ROOT, running_server, wait_until
from loopback import LoopbackAddress
from test_accounts import a_person, fill_sign_up, submit

pytestmark = pytest.mark.browser

SAVED_COPY_BANNER = re.compile(r"^Offline: showing this page as you saw it at .+\.$")
PAGES_CACHE = "marquee-pages-v2-en"  # the pages saved in English (worker/languages.js keeps one cache per language)
IMAGES_CACHE = "marquee-images-v1"
QUEUE = "marquee:offline-hearts"  # the page script's hearts not yet sent
LEAVING = "marquee:leaving"  # what a log out set aside until the next page from Marquee
DARK_KNIGHT, FIGHT_CLUB, PULP_FICTION, WONKA = "155", "550", "680", "787699"


@pytest.fixture
def device(new_page: Callable[..., Page], link: LoopbackAddress) -> Page:
    """A page in a fresh browser context that reaches Marquee through ``link``."""
    return new_page(base_url=link.url)


@pytest.fixture(scope="module")
def next_deployment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server of the next deployment: the same code with a changed style sheet."""
    workdir = tmp_path_factory.mktemp("next-deployment")
    assets = workdir / "assets"
    shutil.copytree(REPO_ROOT / "Sources" / "MarqueeWeb" / "Public" / "assets", assets)
    with (assets / "app.css").open("a") as css:
        css.write("\n.app-bar { border-bottom-width: 2px; }\n")
    with running_server(workdir, env={"MARQUEE_ASSETS": str(assets)}) as url:
        yield url


# --------------------------------------------------------------------------
# The device
# --------------------------------------------------------------------------


def install(page: Page, path: str) -> None:
    """Open ``path`` and wait until the service worker controls the page and has saved it."""
    page.goto(path)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    wait_until_saved(page, path)


def wait_until_saved(page: Page, path: str) -> None:
    wait_until(
        page,
        "async ([cache, path]) => Boolean(await (await caches.open(cache)).match(new URL(path, location.href).href))",
        [PAGES_CACHE, path],
        f"{path} saved on the device",
    )


def queued(page: Page) -> str | None:
    """The hearts waiting on the device to be sent, as the page script keeps them; None when none."""
    return page.evaluate("(key) => localStorage.getItem(key)", QUEUE)


def wait_until_sent(page: Page, what: str) -> None:
    """Until the device holds the hearts nowhere: not waiting to be sent, nor set aside by a
    log out that is still to be settled (the next page settles it a moment after it loads)."""
    wait_until(page, "(keys) => keys.every((key) => localStorage.getItem(key) === null)", [QUEUE, LEAVING], what)


def saved_paths(page: Page) -> list[str]:
    return page.evaluate(
        """async (cache) => (await caches.has(cache))
            ? (await (await caches.open(cache)).keys()).map((request) => { const url = new URL(request.url); return url.pathname + url.search; })
            : []""",
        PAGES_CACHE,
    )


def go_offline(page: Page, link: LoopbackAddress) -> None:
    link.cut()
    page.context.set_offline(True)


def go_online(page: Page, link: LoopbackAddress) -> None:
    """Mend the link, and wait until the service worker reaches the server again.

    Chromium ends its offline emulation in the page at once but in the service worker a moment
    later; a navigation in that moment is answered by the worker with the offline page, as it
    would be on a phone whose connection is not quite back.
    """
    link.restore()
    page.context.set_offline(False)
    for worker in page.context.service_workers:
        deadline = time.monotonic() + 10
        while not worker.evaluate("() => fetch('/healthz', { cache: 'no-store' }).then((r) => r.ok, () => false)"):
            assert time.monotonic() < deadline, "the service worker never reached the server again"
            time.sleep(0.1)


def favorite_ids(site: str, cookie_header: str) -> set[str]:
    """The favorites the server keeps for the browser whose cookies are ``cookie_header``."""
    request = urllib.request.Request(f"{site}/favorites/ids", headers={"Accept": "application/json", "Cookie": cookie_header})
    with urllib.request.urlopen(request, timeout=10) as response:
        return {str(movie_id) for movie_id in json.load(response)}


def cookie_header(page: Page) -> str:
    return "; ".join(f"{cookie['name']}={cookie['value']}" for cookie in page.context.cookies())


def heart(page: Page, movie_id: str):
    return page.locator(f'#main .heart[data-movie-id="{movie_id}"]').first


def toggle(page: Page, movie_id: str, pressed: bool) -> None:
    """Press a film's heart; online, until the server has answered."""
    if page.evaluate("() => navigator.onLine"):
        with page.expect_response(lambda response: response.url.endswith(f"/movies/{movie_id}/favorite")) as answer:
            heart(page, movie_id).click()
        assert answer.value.ok, f"the server refused the heart of {movie_id}: {answer.value.status}"
    else:
        heart(page, movie_id).click()
    expect(heart(page, movie_id)).to_have_attribute("aria-pressed", str(pressed).lower())


def expect_saved_copy(page: Page, where: str) -> None:
    """The saved copy's banner, which fits the window: at every size in the journeys marked
    ``every_viewport``, which show it on Discover, details and Favorites."""
    banner = page.locator("#saved-copy-banner")
    expect(banner, f"{where}: the saved copy says so").to_have_text(SAVED_COPY_BANNER)
    expect(banner, f"{where}: politely").to_have_attribute("role", "status")
    expect(page.locator("#connection-banner"), f"{where}: one banner, not two").to_have_count(0)
    box = banner.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"], f"{where}: the banner fits"


def expect_no_accessibility_violations(page: Page, where: str) -> None:
    results = Axe().run(page)
    assert results.violations_count == 0, f"{where}:\n{results.generate_report()}"


# --------------------------------------------------------------------------
# Pages
# --------------------------------------------------------------------------


@pytest.mark.every_viewport  # the saved-copy banner fits the width, on Favorites, Discover and details
def test_pages_seen_come_back_offline_with_a_banner_and_the_rest_get_the_offline_page(device: Page, link: LoopbackAddress) -> None:
    install(device, "/")
    toggle(device, WONKA, True)  # a favorite whose details are never opened
    device.goto(f"/movies/{DARK_KNIGHT}")
    toggle(device, DARK_KNIGHT, True)
    device.goto("/favorites")
    for path in ["/", f"/movies/{DARK_KNIGHT}", "/favorites"]:
        wait_until_saved(device, path)

    go_offline(device, link)  # on Favorites, the last page seen
    device.reload()
    expect_saved_copy(device, "Favorites, reloaded")
    device.goto("/")
    device.reload()
    expect_saved_copy(device, "Discover, reloaded")
    expect(device.locator(".movie-card").first, "Discover: the films seen").to_be_visible()
    device.goto(f"/movies/{DARK_KNIGHT}")
    device.reload()
    expect_saved_copy(device, "details, reloaded")
    expect(device.locator("h1")).to_have_text("The Dark Knight")
    expect(heart(device, DARK_KNIGHT), "the heart as it is now").to_have_attribute("aria-pressed", "true")
    device.goto("/favorites")
    expect_saved_copy(device, "Favorites")
    expect(device.locator("#favorites .movie-title")).to_have_text(["The Dark Knight", "Wonka"])

    device.goto(f"/movies/{FIGHT_CLUB}")  # never seen on this device
    expect(device.locator("h1")).to_have_text("You are offline")
    expect(device.locator("#saved-copy-banner")).to_have_count(0)
    saved = device.locator("#saved-pages a")
    expect(saved).to_have_text(["Favorites", "The Dark Knight", "Popular"])
    expect(device.locator("#saved-pages-empty")).to_be_hidden()
    expect(device.locator("#saved-favorites li")).to_have_text(["The Dark Knight", "Wonka (details not saved)"])
    expect(device.locator("#saved-favorites a")).to_have_text(["The Dark Knight"])

    device.locator("#saved-favorites a").click()
    expect(device.locator("h1")).to_have_text("The Dark Knight")
    expect_saved_copy(device, "opened from the offline page")

    go_online(device, link)
    device.goto(f"/movies/{FIGHT_CLUB}")
    expect(device.locator("h1")).to_have_text("Fight Club")
    expect(device.locator("#saved-copy-banner, #connection-banner")).to_have_count(0)


def test_a_connection_that_hangs_gives_the_saved_copy_after_a_few_seconds(device: Page, link: LoopbackAddress) -> None:
    install(device, f"/movies/{DARK_KNIGHT}")
    link.silence()  # the phone still thinks it is online
    device.goto(f"/movies/{DARK_KNIGHT}", timeout=20_000)
    expect(device.locator("h1")).to_have_text("The Dark Knight")
    expect_saved_copy(device, "after the timeout")

    link.restore()
    device.reload()
    expect(device.locator("h1")).to_have_text("The Dark Knight")
    expect(device.locator("#saved-copy-banner")).to_have_count(0)


def test_a_slow_connection_still_shows_a_page_never_saved(device: Page, link: LoopbackAddress) -> None:
    install(device, "/")
    link.slow(4)  # past the worker's 3 s, with nothing saved to show instead
    device.goto(f"/movies/{FIGHT_CLUB}", timeout=20_000)
    expect(device.locator("h1")).to_have_text("Fight Club")
    expect(device.locator("#saved-copy-banner")).to_have_count(0)


def test_only_what_may_be_kept_is_saved_and_logging_out_deletes_it(device: Page, link: LoopbackAddress) -> None:
    install(device, "/")
    device.goto("/signup")
    fill_sign_up(device, a_person())
    submit(device, device.locator("#sign-up").click)
    expect(device.locator("#account-title")).to_be_visible()
    device.goto(f"/movies/{DARK_KNIGHT}")
    toggle(device, DARK_KNIGHT, True)
    device.goto("/favorites")
    wait_until_saved(device, "/favorites")
    device.goto("/account")
    expect(device.locator("#account-title")).to_be_visible()
    paths = saved_paths(device)
    assert "/account" not in paths, f"Home is sent no-store and must not be kept: {paths}"
    assert "/favorites" in paths, paths

    with device.expect_navigation():
        device.locator("#log-out").click()
    assert saved_paths(device) == [], "the person's pages leave the device at log out"

    assert device.evaluate("localStorage.getItem('marquee:heart-changes')") is None, "nor what their hearts were"

    go_offline(device, link)
    device.goto("/favorites")
    expect(device.locator("h1")).to_have_text("You are offline")
    expect(device.locator("#saved-favorites-empty")).to_be_visible()


def test_logging_out_without_a_connection_keeps_the_person_and_their_offline_changes(
    device: Page, link: LoopbackAddress
) -> None:
    install(device, "/")
    device.goto("/signup")
    fill_sign_up(device, a_person())
    submit(device, device.locator("#sign-up").click)
    expect(device.locator("#account-title")).to_be_visible()
    details = device.context.new_page()
    details.goto(f"/movies/{DARK_KNIGHT}")

    link.cut()  # Marquee cannot be reached, though the phone thinks it is online
    heart(details, DARK_KNIGHT).click()
    expect(details.locator("#toast")).to_contain_text("will be added to your favorites when you are back online")
    device.locator("#log-out").click()
    expect(device.locator("h1")).to_have_text("You are offline")

    link.restore()
    device.goto("/favorites")
    wait_until_sent(device, "the change sent")
    assert favorite_ids(link.url, cookie_header(device)) == {DARK_KNIGHT}
    device.reload()
    expect(device.locator("#favorites .movie-title"), "still signed in, with the change").to_have_text(["The Dark Knight"])
    assert "/favorites" in saved_paths(device), "nothing was forgotten: nobody left"


def test_clearing_the_search_history_deletes_the_saved_search_pages(device: Page) -> None:
    install(device, "/")
    device.goto("/search?q=batman")
    device.locator("#results .title-link").first.click()
    expect(device.locator("#back-link"), "a film opened from the search leads back to it").to_have_attribute(
        "href", re.compile(r"^/search\?q=batman")
    )
    opened_from_search = urlsplit(device.url).path
    device.goto(f"/movies/{PULP_FICTION}")  # opened by its address: its "Back" leads to Discover
    device.goto("/history")
    for path in ["/search?q=batman", opened_from_search, f"/movies/{PULP_FICTION}", "/history"]:
        wait_until_saved(device, path)
    with device.expect_navigation():
        device.locator("#clear-history").click()
    expect(device.get_by_text("batman")).to_have_count(0)
    paths = saved_paths(device)
    assert "/search?q=batman" not in paths, f"the search is gone from the device too: {paths}"
    assert opened_from_search not in paths, f"and the film whose Back names it: {paths}"
    assert "/" in paths and f"/movies/{PULP_FICTION}" in paths, f"other pages stay: {paths}"


# --------------------------------------------------------------------------
# Hearts
# --------------------------------------------------------------------------


def test_hearts_changed_offline_reach_the_server_when_the_connection_returns(device: Page, link: LoopbackAddress) -> None:
    install(device, f"/movies/{DARK_KNIGHT}")
    device.goto(f"/movies/{PULP_FICTION}")
    toggle(device, PULP_FICTION, True)
    device.goto("/favorites")
    wait_until_saved(device, "/favorites")

    go_offline(device, link)
    device.goto(f"/movies/{DARK_KNIGHT}")
    expect_saved_copy(device, "details")
    toggle(device, DARK_KNIGHT, True)
    expect(device.locator("#toast")).to_have_text(
        "You are offline. “The Dark Knight” will be added to your favorites when you are back online."
    )
    device.goto("/favorites")
    expect_saved_copy(device, "Favorites")
    heart(device, PULP_FICTION).click()
    expect(device.locator("#favorites .movie-title")).to_have_text([], timeout=5_000)
    device.goto(f"/movies/{DARK_KNIGHT}")
    expect(heart(device, DARK_KNIGHT), "a queued change shows on every page").to_have_attribute("aria-pressed", "true")

    with device.expect_navigation():  # the changes go first, then the page is fetched again
        go_online(device, link)
    expect(device.locator("#saved-copy-banner")).to_have_count(0)
    expect(heart(device, DARK_KNIGHT)).to_have_attribute("aria-pressed", "true")
    assert favorite_ids(link.url, cookie_header(device)) == {DARK_KNIGHT}
    assert queued(device) is None, "nothing is left to send"


def test_a_heart_pressed_just_before_leaving_the_page_is_sent_from_the_next_one(device: Page, link: LoopbackAddress) -> None:
    install(device, f"/movies/{DARK_KNIGHT}")
    link.silence()  # the press is on its way and gets no answer
    heart(device, DARK_KNIGHT).click()
    expect(heart(device, DARK_KNIGHT)).to_have_attribute("aria-pressed", "true")
    device.goto(f"/movies/{DARK_KNIGHT}")  # left before any answer: the request dies with the page
    expect_saved_copy(device, "details")
    expect(heart(device, DARK_KNIGHT), "the change shows on the saved copy").to_have_attribute("aria-pressed", "true")

    link.restore()
    device.goto("/favorites")
    expect(device.locator("#saved-copy-banner")).to_have_count(0)
    wait_until_sent(device, "the change sent")
    assert favorite_ids(link.url, cookie_header(device)) == {DARK_KNIGHT}
    device.reload()
    expect(device.locator("#favorites .movie-title")).to_have_text(["The Dark Knight"])


def test_undo_pressed_just_before_leaving_the_page_keeps_the_favorite(device: Page, link: LoopbackAddress) -> None:
    install(device, f"/movies/{DARK_KNIGHT}")
    toggle(device, DARK_KNIGHT, True)
    device.goto("/favorites")
    wait_until_saved(device, "/favorites")

    link.silence()  # the removal is on its way and gets no answer
    heart(device, DARK_KNIGHT).click()
    expect(device.locator("#favorites .movie-title")).to_have_text([])
    device.locator("#toast").get_by_role("button", name="Undo").click()
    expect(device.locator("#favorites .movie-title")).to_have_text(["The Dark Knight"])
    device.goto("/favorites")  # left before either was answered
    expect_saved_copy(device, "Favorites")
    expect(device.locator("#favorites .movie-title"), "the saved copy shows the Undo").to_have_text(["The Dark Knight"])

    link.restore()
    device.goto(f"/movies/{DARK_KNIGHT}")
    expect(device.locator("#saved-copy-banner")).to_have_count(0)
    wait_until_sent(device, "the Undo sent")
    assert favorite_ids(link.url, cookie_header(device)) == {DARK_KNIGHT}, "the film is still a favorite"


def test_a_change_marquee_cannot_save_yet_stays_on_the_device_until_it_can(
    new_page: Callable[..., Page], link: LoopbackAddress
) -> None:
    # Without the worker, so that the test can stand in for Marquee's answer to the heart.
    page = new_page(base_url=link.url, service_workers="block")
    page.goto(f"/movies/{DARK_KNIGHT}")
    # Without a worker to keep them, the scripts a lost connection needs come once the page
    # has loaded: the person goes offline after that.
    page.wait_for_load_state("networkidle")
    go_offline(page, link)
    toggle(page, DARK_KNIGHT, True)

    tries: list[str] = []

    def database_away(route) -> None:
        tries.append(route.request.url)
        route.fulfill(
            status=503,
            headers={"X-Marquee": "1", "Content-Type": "application/json"},
            body=json.dumps({"error": "Marquee's database is not answering. Try again in a moment; nothing you saved is lost."}),
        )

    page.route("**/movies/*/favorite", database_away)
    with page.expect_navigation():  # tried when the connection is back, then the page is fetched again
        go_online(page, link)
    deadline = time.monotonic() + 10
    while len(tries) < 2:  # on the online event, and on the next page load
        assert time.monotonic() < deadline, f"tried twice: {tries}"
        page.wait_for_timeout(50)
    expect(heart(page, DARK_KNIGHT), "still shown as made").to_have_attribute("aria-pressed", "true")
    expect(page.get_by_text("was not saved")).to_have_count(0)
    assert DARK_KNIGHT in (queued(page) or ""), "kept for the next try"
    assert favorite_ids(link.url, cookie_header(page)) == set()

    page.unroute("**/movies/*/favorite")
    page.reload()
    wait_until_sent(page, "the change sent")
    assert favorite_ids(link.url, cookie_header(page)) == {DARK_KNIGHT}


def test_a_refused_offline_change_puts_the_heart_back_and_says_so(device: Page, link: LoopbackAddress) -> None:
    install(device, f"/movies/{DARK_KNIGHT}")
    cookies = cookie_header(device)
    go_offline(device, link)
    device.reload()
    expect_saved_copy(device, "details")
    toggle(device, DARK_KNIGHT, True)
    device.context.clear_cookies()  # the browser's identity, and its form token, are gone meanwhile

    go_online(device, link)
    expect(heart(device, DARK_KNIGHT)).to_have_attribute("aria-pressed", "false")
    toast = device.locator("#toast")
    expect(toast).to_contain_text("Your offline change was not saved, so “The Dark Knight” is back out of your favorites.")
    expect(toast).to_contain_text("This form has expired. Reload the page and try again.")
    expect(toast.get_by_role("button", name="Reload")).to_be_visible()
    assert favorite_ids(link.url, cookies) == set(), "the server never got it"
    assert queued(device) is None, "it is not tried again"


# --------------------------------------------------------------------------
# Images, updates, accessibility
# --------------------------------------------------------------------------


def test_images_seen_before_load_offline(device: Page, link: LoopbackAddress) -> None:
    install(device, "/")
    device.goto(f"/movies/{DARK_KNIGHT}")
    # The film's own pictures, seen at once (the posters of "More like this" load only when
    # scrolled to, as lazy images do).
    images = device.locator("#movie-details img")
    expect(images.first).to_be_visible()
    count = images.count()
    wait_until(
        device,
        """async (cache) => {
            const kept = new Set((await (await caches.open(cache)).keys()).map((request) => request.url));
            return [...document.querySelectorAll("#movie-details img")].every((image) => kept.has(image.currentSrc));
        }""",
        IMAGES_CACHE,
        f"the page's {count} images saved on the device",
    )

    go_offline(device, link)
    # Only the worker's cache is left to answer: not the browser's own HTTP cache.
    device.context.new_cdp_session(device).send("Network.clearBrowserCache")
    device.reload()
    expect_saved_copy(device, "details")
    for index in range(count):
        image = images.nth(index)
        expect(image).to_be_visible()
        assert image.evaluate("image => image.complete && image.naturalWidth > 0"), f"image {index + 1} of {count} loaded from the device"


@pytest.mark.one_viewport  # about the cache, not the layout
def test_the_image_cache_keeps_the_newest_300_images(device: Page) -> None:
    install(device, "/")
    device.evaluate("async () => { for (let id = 1; id <= 310; id += 1) await fetch(`/images/w92/movie/${id}.svg`); }")
    kept = """async (cache) => (await (await caches.open(cache)).keys()).map((request) => new URL(request.url).pathname)"""
    wait_until(device, f"async (cache) => (await ({kept})(cache)).length === 300", IMAGES_CACHE, "300 images kept")
    paths = device.evaluate(kept, IMAGES_CACHE)
    assert "/images/w92/movie/310.svg" in paths and "/images/w92/movie/11.svg" in paths, "the newest are kept"
    assert not any(f"/images/w92/movie/{movie_id}.svg" in paths for movie_id in range(1, 11)), "the oldest 10 are gone"


def test_a_new_deployment_offers_an_update_that_replaces_the_old_caches(
    device: Page, link: LoopbackAddress, next_deployment: str
) -> None:
    install(device, f"/movies/{DARK_KNIGHT}")
    device.goto("/")
    wait_until_saved(device, "/")
    first_shell = [name for name in device.evaluate("caches.keys()") if name.startswith("marquee-shell-")]
    assert len(first_shell) == 1, first_shell
    stylesheet = device.locator('link[rel="stylesheet"]').first.get_attribute("href")
    other_tab = device.context.new_page()
    other_tab.goto("/search")
    other_tab.locator("#search-input").fill("half-typed")

    link.point_to(next_deployment)
    device.reload()
    toast = device.locator("#update-toast")
    expect(toast).to_contain_text("A new version of Marquee is ready.", timeout=15_000)
    expect_no_accessibility_violations(device, "with the update toast")
    with device.expect_navigation(timeout=30_000):
        toast.get_by_role("button", name="Reload to update").click()

    wait_until(
        device,
        "async (old) => { const names = await caches.keys(); return !names.includes(old) && names.some((name) => name.startsWith('marquee-shell-')); }",
        first_shell[0],
        "the new shell replaces the old",
    )
    assert device.locator('link[rel="stylesheet"]').first.get_attribute("href") != stylesheet, "the new style sheet is in use"
    assert f"/movies/{DARK_KNIGHT}" in saved_paths(device), "pages saved before the update are kept"
    expect(device.locator("#update-toast")).to_have_count(0)
    expect(other_tab.locator("#update-toast"), "another tab offers the reload").to_contain_text("Marquee was updated.")
    expect(other_tab.locator("#search-input"), "and keeps what was typed").to_have_value("half-typed")


@pytest.mark.every_viewport  # axe over both banners and the offline page; the saved-copy banner fits
def test_the_offline_page_and_banners_have_no_accessibility_violations(device: Page, link: LoopbackAddress) -> None:
    install(device, f"/movies/{DARK_KNIGHT}")
    go_offline(device, link)
    expect(device.locator("#connection-banner")).to_be_visible()
    expect_no_accessibility_violations(device, "the connection banner")
    device.reload()
    expect_saved_copy(device, "details")
    expect_no_accessibility_violations(device, "a saved copy with its banner")
    device.goto("/search")
    expect(device.locator("#saved-pages a")).to_have_text(["The Dark Knight"])
    expect_no_accessibility_violations(device, "the offline page")
