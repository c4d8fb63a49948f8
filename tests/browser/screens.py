"""What the browser journeys share: the locators of Marquee's screens, facts of the embedded
catalog, and small steps (navigate, read ids, check for duplicates) used by more than one file.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import Locator, Page, expect

from harness import REPO_ROOT

CATALOG = REPO_ROOT / "Sources" / "MarqueeStore" / "Resources" / "catalog.jsonl"

ROWS_PER_PAGE = 20  # search results, and Discover's popular cards, per page
TOP_RATED_LENGTH = 15
RELEASE_DATE = re.compile(r"^(?:[A-Z][a-z]+ \d{1,2}, \d{4}|Release date unknown)$")

THE_DARK_KNIGHT = "155"
# On both top-rated lists with the catalog's real figures. (The Dark Knight is in the users' top
# 15, but its Metacritic score of 84 is not in the critics' top 15.)
THE_GODFATHER = "238"


# -- locators ---------------------------------------------------------------


def grid_cards(page: Page) -> Locator:
    """Discover's popular grid."""
    return page.locator("#movie-grid > li.movie-card")


def ranked_rows(page: Page) -> Locator:
    """Discover's top-rated lists (users, critics)."""
    return page.locator("#top-rated > li.movie-row")


def result_rows(page: Page) -> Locator:
    """The search screen's results."""
    return page.locator("#results > li.movie-row")


def favorite_rows(page: Page) -> Locator:
    return page.locator("#favorites > li.movie-row.favorite-row")


def hearts(page: Page, movie_id: str) -> Locator:
    """Every heart of one film on the page."""
    return page.locator(f'button.heart[data-movie-id="{movie_id}"]')


# -- steps and readings -----------------------------------------------------


def navigate_by(page: Page, action: Callable[[], None]) -> None:
    """Run ``action`` and wait until it has loaded a new document.

    Live search may rewrite the URL with history.replaceState, so a URL check alone cannot tell
    a real navigation from a live update.
    """
    with page.expect_event("domcontentloaded"):
        action()


def click_and_wait_for_save(page: Page, button: Locator) -> None:
    """Click ``button`` (JavaScript on), e.g. a heart, and wait until the server has answered the POST it sends."""
    with page.expect_response(lambda response: response.request.method == "POST") as saved:
        button.click()
    assert saved.value.status < 400, f"the server answered {saved.value.status} to {saved.value.url}"


def scroll_to_bottom(page: Page) -> None:
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")


def movie_ids(items: Locator) -> list[str]:
    """The data-movie-id of every element ``items`` matches, in document order."""
    return items.evaluate_all("items => items.map(item => item.dataset.movieId)")


def query_value(url: str, name: str) -> str | None:
    """The first value of query parameter ``name`` in ``url``, or None."""
    values = parse_qs(urlsplit(url).query).get(name)
    return values[0] if values else None


def squeeze(text: str | None) -> str:
    """``text`` with runs of white space folded to one space and the ends trimmed."""
    return " ".join((text or "").split())


def expect_poster(poster: Locator, title: str, where: str) -> None:
    """A poster that reserves its box (width and height), loads lazily and is named after its film."""
    for attribute in ("width", "height"):
        value = poster.get_attribute(attribute) or ""
        assert value.isdigit() and int(value) > 0, f"{where}: poster {attribute}={value!r} should be a positive integer"
    expect(poster, f"{where}: poster should load lazily").to_have_attribute("loading", "lazy")
    expect(poster, f"{where}: poster alt should name the movie").to_have_attribute("alt", f"Poster of {title}")


def assert_no_duplicates(ids: list[str], where: str) -> None:
    duplicates = sorted({movie_id for movie_id in ids if ids.count(movie_id) > 1})
    assert not duplicates, f"{where}: data-movie-id repeated: {duplicates}"


@cache
def catalog_movies() -> tuple[dict, ...]:
    """The embedded offline catalog that the server falls back to, in file order."""
    with CATALOG.open(encoding="utf-8") as lines:
        return tuple(json.loads(line) for line in lines if line.strip())


def catalog_movie(movie_id: int) -> dict:
    """One film of the embedded catalog."""
    for movie in catalog_movies():
        if movie["id"] == movie_id:
            return movie
    raise LookupError(f"film {movie_id} is not in {CATALOG}")
