"""A film's details page, opened from the search, and the way back to the results."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from engine_driver import Tab, squeeze, wait_until

pytestmark = pytest.mark.engines

CATALOG = Path(__file__).resolve().parents[2] / "Sources" / "MarqueeStore" / "Resources" / "catalog.jsonl"
RELEASE_DATE = re.compile(r"^(?:[A-Z][a-z]+ \d{1,2}, \d{4}|Release date unknown)$")
THE_DARK_KNIGHT = 155
LOADED = "return arguments[0].complete && arguments[0].naturalWidth > 0"


@cache
def catalog_movie(movie_id: int) -> dict:
    """One film of the embedded catalog the test server shows."""
    with CATALOG.open(encoding="utf-8") as lines:
        for line in lines:
            if line.strip() and (movie := json.loads(line))["id"] == movie_id:
                return movie
    raise LookupError(f"film {movie_id} is not in {CATALOG}")


def test_a_film_opened_from_the_search_shows_its_details_and_leads_back(browser: Tab) -> None:
    movie = catalog_movie(THE_DARK_KNIGHT)
    browser.open("/search?q=dark+knight")
    link = f'#results > li.movie-row[data-movie-id="{THE_DARK_KNIGHT}"] a.title-link'
    browser.navigating(lambda: browser.tap(f"{link} h2.movie-title"), "a tap on the film's title in the results",
                       to=f"/movies/{THE_DARK_KNIGHT}")

    browser.expect_text("#movie-details h1.movie-title", movie["title"], "the title")
    for image, what in (("#movie-details .banner img.backdrop", "the banner"), ("#movie-details img.poster", "the poster")):
        element = browser.find(image)
        wait_until(lambda: browser.js(LOADED, element), f"{what} should load")
        assert element.is_displayed(), f"{what} should be shown"
    assert browser.attribute("#movie-details img.poster", "alt") == f"Poster of {movie['title']}"
    assert RELEASE_DATE.match(squeeze(browser.find("#movie-details .film-facts .release-date").text)), "the release date"
    overview = browser.find("#movie-details p.overview")
    assert squeeze(overview.text) == squeeze(movie["overview"]), "the whole overview"
    assert not browser.js("const el = arguments[0]; return el.scrollHeight > el.clientHeight + 1", overview), (
        "the overview must not be clipped"
    )
    heart = "#movie-details button.heart"
    assert browser.attribute(heart, "aria-label") == f"Favorite {movie['title']}"
    browser.expect_attribute(heart, "aria-pressed", "false", "a new visitor's heart")
    assert browser.js("return document.documentElement.scrollWidth <= innerWidth"), "the page must not scroll sideways"

    back = "#back-link"
    browser.expect_text(back, "Back to films", "the way back")
    browser.navigating(lambda: browser.click(back), "Back to films", to="/search?q=dark+knight")
    browser.expect_shown(link, "the results are there again")
