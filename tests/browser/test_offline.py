"""Going offline: the server runs live against a stub TMDB (stub_tmdb.py) that tests make unreachable.

One viewport is enough here: the journeys are about the server's cache, not the layout.
"""

from __future__ import annotations

import time

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from harness import running_server
from screens import ROWS_PER_PAGE, grid_cards, movie_ids
from stub_tmdb import FIXTURES_DIR, StubTMDB

pytestmark = [pytest.mark.browser, pytest.mark.one_viewport]

POPULAR_IDS = {str(movie["id"]) for movie in json.loads((FIXTURES_DIR / "movie-popular-page1.json").read_text())["results"]}
OFFLINE_BANNER_TEXT = re.compile(r"^\s*Offline: showing results saved at")


@pytest.fixture
def stub(request: pytest.FixtureRequest) -> Iterator[StubTMDB]:
    """The upstream, in the mode given by indirect parametrization ("up" unless told otherwise)."""
    with StubTMDB(mode=getattr(request, "param", "up")) as stub:
        yield stub


@pytest.fixture
def base_url(tmp_path: Path, stub: StubTMDB) -> Iterator[str]:
    """Overrides conftest's shared server: one per test, live against its own stub.

    Per test, not per module: what the server saved from the upstream (its response cache) is
    shared by every visitor, and each test here starts from a known cache.
    """
    with running_server(tmp_path, env=stub.environment) as url:
        yield url


def first_page_ids(page: Page) -> list[str]:
    expect(grid_cards(page).first).to_be_visible()
    return movie_ids(grid_cards(page))[:ROWS_PER_PAGE]


def test_offline_banner_follows_the_upstream(new_page: Callable[..., Page], stub: StubTMDB) -> None:
    # Marquee's own banner, so no service worker: with the whole suite beside it, Marquee's answer
    # with the upstream refusing can pass the worker's 3 s, which then shows its saved copy
    # instead (its own banner, tested in test_offline_app.py).
    page = new_page(service_workers="block")
    page.goto("/")
    online_ids = first_page_ids(page)
    assert online_ids[0] in POPULAR_IDS, f"the first card ({online_ids[0]}) should come from the stub's popular list"
    assert any(urlsplit(path).path == "/3/movie/popular" for path in stub.requests), stub.requests
    banner = page.locator("#offline-banner")
    expect(banner, "no banner while the upstream answers").to_have_count(0)

    stub.set_mode("refuse")
    page.reload()
    expect(banner, "the banner should say the list is a saved copy").to_be_visible()
    expect(banner).to_have_attribute("role", "status")
    expect(banner).to_have_text(OFFLINE_BANNER_TEXT)
    assert first_page_ids(page) == online_ids, "offline, the page should show the cards saved while online"

    # Marquee takes the upstream to be down for a few seconds after it failed (a circuit
    # breaker), serving the saved copy at once; then one request probes and gets fresh films.
    stub.set_mode("up")
    deadline = time.monotonic() + 20
    page.reload()
    while banner.count() and time.monotonic() < deadline:
        page.wait_for_timeout(500)
        page.reload()
    expect(grid_cards(page).first).to_be_visible()
    expect(banner, "the banner should go once the upstream answers again").to_have_count(0)


@pytest.mark.parametrize("stub", ["refuse"], indirect=True)
def test_nothing_cached_and_upstream_refused(page: Page) -> None:
    response = page.goto("/")
    assert response is not None
    content_type = response.headers.get("content-type", "")
    assert content_type.startswith("text/html"), f"/ should answer HTML (status {response.status}), got {content_type!r}"
    expect(page.locator("#app-nav")).to_be_visible()
    expect(page.locator("#offline-banner"), "with nothing saved there is nothing to show offline").to_have_count(0)

    message = page.locator('p.inline-message[role="alert"]')
    expect(message, "the page should explain, once, that films cannot be loaded").to_have_count(1)
    expect(message).to_be_visible()
    expect(message).to_contain_text(re.compile("offline", re.IGNORECASE))
    expect(grid_cards(page), "there are no films to show").to_have_count(0)



def test_with_the_app_installed_marquees_own_failure_page_is_shown_not_the_devices(page: Page, stub: StubTMDB) -> None:
    """The device's service worker shows its saved copies when Marquee cannot be reached; here
    Marquee answers (TMDB cannot be reached), so its own page, which says so, is what shows."""
    page.goto("/")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    stub.set_mode("refuse")
    response = page.goto("/movies/550")  # a film the server never fetched
    assert response is not None and response.status == 503, response and response.status
    expect(page.locator("#offline-page"), "not the device's offline page").to_have_count(0)
    expect(page.locator("#saved-copy-banner")).to_have_count(0)
    expect(page.get_by_text("You're offline").first).to_be_visible()
