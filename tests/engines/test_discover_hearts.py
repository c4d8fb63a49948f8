"""Discover and hearts: a film hearted on Discover is pressed everywhere and kept on Favorites."""

from __future__ import annotations

import pytest

from engine_driver import Tab, wait_until

pytestmark = pytest.mark.engines

THE_GODFATHER = "238"  # on both top-rated lists of the embedded catalog
OUTBOX = "marquee:offline-hearts"  # the page script's hearts not yet taken by Marquee


def heart(movie_id: str) -> str:
    return f'#main button.heart[data-movie-id="{movie_id}"]'


def test_a_heart_pressed_on_discover_shows_on_favorites(browser: Tab) -> None:
    browser.open("/favorites")
    browser.expect_text("#favorites-empty", "No favorites yet. Tap the heart on any film to keep it here.", "a new visitor")

    browser.open("/?tab=users")
    browser.expect_shown("#top-rated > li.movie-row", "the users' top-rated list")
    browser.expect_attribute(heart(THE_GODFATHER), "aria-pressed", "false", "before the press")
    browser.js("window.__sameDocument = true")
    browser.click(heart(THE_GODFATHER))
    browser.expect_attribute(heart(THE_GODFATHER), "aria-pressed", "true", "after the press")
    wait_until(lambda: browser.local_storage(OUTBOX), "Marquee should take the change", until=lambda kept: kept is None)
    assert browser.js("return window.__sameDocument === true"), "a heart must not reload the page"
    assert browser.texts("#toast") == [], f"nothing to tell when Marquee took the change: {browser.texts('#toast')}"

    browser.open("/?tab=critics")
    browser.expect_attribute(heart(THE_GODFATHER), "aria-pressed", "true", "on the critics' list too")

    browser.open("/favorites")
    browser.expect_count("#favorites-empty", 0, "with a favorite")
    browser.expect_texts("#favorites > li.favorite-row .movie-title", ["The Godfather"], "Favorites")
    browser.expect_attribute("#favorites > li.favorite-row", "data-movie-id", THE_GODFATHER, "Favorites")
    browser.expect_attribute(heart(THE_GODFATHER), "aria-pressed", "true", "on Favorites")
    poster = browser.find("#favorites > li.favorite-row img.poster")
    wait_until(lambda: browser.js("return arguments[0].complete && arguments[0].naturalWidth > 0", poster),
               "the favorite's poster should load")
    assert poster.is_displayed(), "the favorite's poster should be shown"
