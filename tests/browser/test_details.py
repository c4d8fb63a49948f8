"""The details screen, at a phone's and a desktop's size; the journeys that check the layout at
every viewport in harness.VIEWPORTS (conftest.py's ``pytest_generate_tests``)."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, TimeoutError as PlaywrightTimeoutError, expect

from harness import Viewport
from screens import RELEASE_DATE, catalog_movie, grid_cards, query_value, squeeze

pytestmark = pytest.mark.browser

BANNER_OVERLAP_PX = 80
SCROLL_TOLERANCE_PX = 100


@pytest.mark.every_viewport  # the overview is not clipped
@pytest.mark.parametrize(
    ("movie_id", "has_other_original_title"), [(155, False), (129, True)], ids=["same-original-title", "other-original-title"]
)
def test_details_show_the_whole_film(page: Page, movie_id: int, has_other_original_title: bool) -> None:
    movie = catalog_movie(movie_id)
    assert (movie["original_title"] != movie["title"]) == has_other_original_title, (
        f"film {movie_id} no longer covers this case in the catalog: {movie['title']!r} / {movie['original_title']!r}"
    )
    page.goto(f"/movies/{movie_id}")

    details = page.locator("#movie-details")
    expect(details).to_have_js_property("tagName", "ARTICLE")
    expect(details).to_have_attribute("data-movie-id", str(movie_id))
    expect(details.locator(".banner img.backdrop"), "the banner image").to_be_visible()
    expect(details.locator("img.poster")).to_be_visible()
    expect(details.locator("h1.movie-title")).to_have_text(movie["title"])
    original = details.locator("p.original-title")
    if has_other_original_title:
        expect(original, "an original title that differs should be shown").to_contain_text(movie["original_title"])
    else:
        expect(original, "the original title is shown only when it differs").to_have_count(0)
    expect(details.locator(".film-facts .release-date")).to_have_text(RELEASE_DATE)

    overview = details.locator("p.overview")
    assert squeeze(overview.text_content()) == squeeze(movie["overview"]), "the details should show the whole overview"
    clipped = overview.evaluate("el => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1")
    assert not clipped, "the overview is clipped; it must be shown in full"

    heart = details.locator("button.heart")
    expect(heart).to_have_attribute("data-movie-id", str(movie_id))
    expect(heart).to_have_attribute("aria-label", f"Favorite {movie['title']}")
    expect(details.locator("#back-link")).to_have_text("Back to films")


@pytest.mark.every_viewport  # poster under the banner in portrait, beside the text in landscape
def test_layout_follows_orientation(page: Page, viewport: Viewport) -> None:
    page.goto("/movies/155")
    details = page.locator("#movie-details")
    banner = details.locator(".banner").bounding_box()
    poster = details.locator("img.poster").bounding_box()
    overview = details.locator("p.overview").bounding_box()
    assert banner and poster and overview, "banner, poster and overview should all be rendered"

    if viewport.orientation == "portrait":
        banner_bottom = banner["y"] + banner["height"]
        assert poster["y"] >= banner_bottom - BANNER_OVERLAP_PX, (
            f"in portrait the poster should sit below the banner: "
            f"poster top {poster['y']}px, banner bottom {banner_bottom}px"
        )
    else:
        poster_right = poster["x"] + poster["width"]
        assert poster_right <= overview["x"] + 1, (
            f"in landscape the poster should sit beside the text: "
            f"poster right {poster_right}px, overview left {overview['x']}px"
        )


@pytest.mark.every_viewport  # the scroll position in px, which follows the grid's columns
def test_back_link_restores_the_grid_and_scroll(page: Page) -> None:
    page.goto("/?tab=popular")
    card = grid_cards(page).nth(9)
    card.evaluate("card => card.scrollIntoView({block: 'start'})")
    scroll_y = page.evaluate("window.scrollY")
    assert scroll_y > SCROLL_TOLERANCE_PX, f"the page should have scrolled down to the 10th card, scrollY is {scroll_y}"

    movie_id = card.get_attribute("data-movie-id")
    card.locator("a.card-link").click()
    expect(page).to_have_url(re.compile(rf"/movies/{movie_id}$"))
    expect(page.locator("#movie-details")).to_have_attribute("data-movie-id", movie_id or "")

    page.locator("#back-link").click()
    expect(grid_cards(page).nth(9)).to_have_attribute("data-movie-id", movie_id or "")
    assert urlsplit(page.url).path == "/" and query_value(page.url, "tab") in ("popular", None), (
        f"the back link should return to the popular grid, got {page.url}"
    )
    expect(page.locator("#segment-popular")).to_have_attribute("aria-current", "page")
    try:
        page.wait_for_function(
            "([y, tolerance]) => Math.abs(window.scrollY - y) <= tolerance", arg=[scroll_y, SCROLL_TOLERANCE_PX]
        )
    except PlaywrightTimeoutError:
        restored = page.evaluate("window.scrollY")
        pytest.fail(f"the scroll position should come back to {scroll_y}px (±{SCROLL_TOLERANCE_PX}), it is {restored}px")


def test_unknown_film_is_not_found(page: Page) -> None:
    response = page.goto("/movies/999999999")
    assert response is not None
    assert response.status == 404, f"an unknown film should answer 404, got {response.status}"
    expect(page.get_by_role("heading", name="Film not found")).to_be_visible()
    expect(page.locator('main a[href="/"]').first, "a link back to Discover").to_be_visible()
    expect(page.locator("#app-nav")).to_be_visible()
