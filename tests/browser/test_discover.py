"""The Discover screen and the navigation bar, at a phone's and a desktop's size; the journeys that
check the layout at every viewport in harness.VIEWPORTS (conftest.py's ``pytest_generate_tests``)."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Locator, Page, expect

from harness import Viewport, artifact_path
from screens import (
    RELEASE_DATE,
    ROWS_PER_PAGE as CARDS_PER_PAGE,
    THE_GODFATHER,
    TOP_RATED_LENGTH,
    assert_no_duplicates,
    catalog_movies,
    expect_poster,
    grid_cards,
    movie_ids as card_ids,
    navigate_by,
    query_value,
    ranked_rows,
    scroll_to_bottom,
    squeeze,
)

pytestmark = pytest.mark.browser

MAX_PAGES = 5
# On both lists with the catalog's real figures. (The Dark Knight, the example, is in
# the users' top 15, but its Metacritic score of 84 is not in the critics' top 15.)
ON_BOTH_LISTS = (THE_GODFATHER, "The Godfather")
SEGMENTS = {
    "popular": "Popular",
    "users": "Top rated by users",
    "critics": "Top rated by critics",
}
NAV_LINKS = {"Discover": "/", "Search": "/search", "Your films": "/you"}


# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def segment(page: Page, tab: str) -> Locator:
    return page.locator(f"#segment-{tab}")


def expect_selected_segment(page: Page, tab: str) -> None:
    selecting = {tab, None} if tab == "popular" else {tab}  # popular is the default
    assert query_value(page.url, "tab") in selecting, f"the URL should select {tab!r}: {page.url}"
    for other in SEGMENTS:
        if other == tab:
            expect(segment(page, other), f"{other!r} should be current").to_have_attribute("aria-current", "page")
        else:
            expect(segment(page, other), f"{other!r} should not be current").not_to_have_attribute("aria-current", "page")


def scroll_to(page: Page, y: int) -> None:
    """Scroll the window to ``y``, waiting for the page to grow tall enough (infinite scroll) if need be."""
    page.wait_for_function("y => { window.scrollTo(0, y); return window.scrollY >= y; }", arg=y)


def columns_in_first_row(cards: Locator) -> int:
    """How many cards share the top edge of the first card."""
    tops = cards.evaluate_all("cards => cards.map(card => card.getBoundingClientRect().top)")
    return sum(1 for top in tops if abs(top - tops[0]) < 1)


# --------------------------------------------------------------------------
# Navigation bar
# --------------------------------------------------------------------------


@pytest.mark.every_viewport  # the bar moves (bottom, side) and must stay visible at each size
@pytest.mark.parametrize(
    ("path", "current"),
    [("/", "Discover"), ("/?tab=critics", "Discover"), ("/search", "Search"), ("/you", "Your films"), ("/favorites", "Your films")],
    ids=["discover", "discover-critics", "search", "your-films", "favorites"],
)
def test_navigation_bar(page: Page, viewport: Viewport, path: str, current: str) -> None:
    page.goto(path)
    nav = page.locator("#app-nav")
    expect(nav, f"the navigation bar should be visible at {viewport.id}").to_be_visible()
    expect(nav).to_have_attribute("aria-label", "Main")
    expect(nav).to_have_js_property("tagName", "NAV")

    for name, href in NAV_LINKS.items():
        link = nav.get_by_role("link", name=name, exact=True)
        expect(link).to_be_visible()
        expect(link).to_have_attribute("href", href)
        if name == current:
            expect(link, f"{name!r} should be the current screen on {path}").to_have_attribute("aria-current", "page")
        else:
            expect(link, f"{name!r} should not be current on {path}").not_to_have_attribute("aria-current", "page")

    if viewport.width == 375 and viewport.orientation == "portrait":
        box = nav.bounding_box()
        assert box is not None
        assert box["y"] >= viewport.height / 2, (
            f"on a phone in portrait the navigation bar belongs at the bottom; its top is at {box['y']}px"
        )


# --------------------------------------------------------------------------
# Journeys
# --------------------------------------------------------------------------


@pytest.mark.every_viewport  # the sticky segmented control
def test_segments_stay_visible_and_remember_the_tab(page: Page, viewport: Viewport) -> None:
    page.goto("/")
    control = page.locator("#segments")
    expect(control).to_have_attribute("aria-label", "Discover lists")
    expect(control).to_have_class(re.compile(r"\bsegments\b"))
    for tab, name in SEGMENTS.items():
        expect(segment(page, tab)).to_have_text(name)
        expect(segment(page, tab)).to_have_attribute("href", f"/?tab={tab}")
    expect_selected_segment(page, "popular")
    expect(grid_cards(page).first).to_be_visible()

    scroll_to(page, 1500)
    expect(control, "the segmented control should stay on screen after scrolling").to_be_in_viewport()
    box = control.bounding_box()
    assert box is not None and 0 <= box["y"] < 200, f"after scrolling 1500px the control should stick at the top: {box}"

    segment(page, "users").click()
    expect(page).to_have_url(re.compile(r"[?&]tab=users(?:&|$)"))
    expect_selected_segment(page, "users")
    expect(ranked_rows(page)).to_have_count(TOP_RATED_LENGTH)

    page.reload()
    expect_selected_segment(page, "users")
    expect(ranked_rows(page)).to_have_count(TOP_RATED_LENGTH)

    segment(page, "critics").click()
    expect(page).to_have_url(re.compile(r"[?&]tab=critics(?:&|$)"))
    expect_selected_segment(page, "critics")

    page.go_back()
    expect(page).to_have_url(re.compile(r"[?&]tab=users(?:&|$)"))
    expect_selected_segment(page, "users")
    expect(ranked_rows(page)).to_have_count(TOP_RATED_LENGTH)

    segment(page, "popular").click()
    expect(page).to_have_url(re.compile(r"/(?:\?tab=popular)?$"))
    expect_selected_segment(page, "popular")
    expect(grid_cards(page).first).to_be_visible()


@pytest.mark.every_viewport  # the grid's columns
def test_popular_grid_shows_complete_cards(page: Page, viewport: Viewport) -> None:
    page.goto("/?tab=popular")
    expect(page.locator("#movie-grid")).to_have_class(re.compile(r"\bmovie-grid\b"))
    cards = grid_cards(page)
    expect(cards.nth(CARDS_PER_PAGE - 1), f"the first page should hold {CARDS_PER_PAGE} cards").to_be_attached()

    for index in range(CARDS_PER_PAGE):
        card = cards.nth(index)
        movie_id = card.get_attribute("data-movie-id")
        where = f"card {index} (data-movie-id={movie_id!r})"
        assert movie_id and movie_id.isdigit(), f"{where} should have a numeric data-movie-id"

        link = card.locator("a.card-link")
        expect(link, f"{where} should link to its details").to_have_attribute("href", f"/movies/{movie_id}")
        title = link.locator("h2.movie-title")
        expect(title, f"{where} should have one title inside its link").to_have_count(1)
        title_text = squeeze(title.text_content())
        assert title_text, f"{where} should have a non-empty title"

        poster = link.locator("img.poster")
        expect(poster, f"{where} should have one poster inside its link").to_have_count(1)
        expect_poster(poster, title_text, where)

        expect(card.locator("p.release-date"), f"{where} should have a release date").to_have_text(RELEASE_DATE)
        heart = card.locator("button.heart")
        expect(heart, f"{where} should have a heart").to_have_attribute("data-movie-id", movie_id)
        expect(heart).to_have_attribute("aria-pressed", "false")

    expect(cards.first).to_be_visible()
    columns = columns_in_first_row(cards)
    if viewport.width < 600:
        assert columns == 2, f"a phone in portrait should show two columns, got {columns}"
        third, first = cards.nth(2).bounding_box(), cards.first.bounding_box()
        assert third and first and third["y"] > first["y"], "the third card should start the second row"
    else:
        assert columns > 2, f"a wide screen ({viewport.id}) should show more than two columns, got {columns}"


def test_popular_grid_pages_in_without_duplicates(page: Page) -> None:
    page.goto("/")
    cards = grid_cards(page)
    end = page.locator("#end-of-results")
    more = page.locator("#more-results")
    expect(cards.nth(CARDS_PER_PAGE - 1), f"the first page should hold {CARDS_PER_PAGE} cards").to_be_attached()
    expect(more).to_have_text("More films")

    # "At least": on a tall screen the next page may load before the test scrolls.
    for pages in range(2, MAX_PAGES + 1):
        scroll_to_bottom(page)
        expect(cards.nth(pages * CARDS_PER_PAGE - 1), f"scrolling to the bottom should load page {pages}").to_be_attached()
    ids = card_ids(cards)
    assert len(ids) % CARDS_PER_PAGE == 0, f"every page before the last is full, yet {len(ids)} cards are listed"
    assert_no_duplicates(ids, f"after scrolling through {len(ids) // CARDS_PER_PAGE} pages")
    expect(end, f"the catalog has more than {MAX_PAGES} pages of films").to_have_count(0)
    expect(more, "more films remain, so the link to them stays").to_have_count(1)


def test_popular_grid_ends_after_the_last_film(page: Page) -> None:
    films = sum(1 for movie in catalog_movies() if not movie.get("adult"))
    last_page = math.ceil(films / CARDS_PER_PAGE)
    on_last_page = films - (last_page - 1) * CARDS_PER_PAGE
    page.goto(f"/?tab=popular&page={last_page - 1}")
    cards = grid_cards(page)
    expect(cards.nth(CARDS_PER_PAGE - 1)).to_be_attached()

    scroll_to_bottom(page)
    expect(cards, f"the last page should add the catalog's last {on_last_page} films").to_have_count(
        CARDS_PER_PAGE + on_last_page
    )
    expect(page.locator("#end-of-results")).to_have_text("No more films")
    expect(page.locator("#more-results"), "#more-results should be gone after the last page").to_have_count(0)
    assert_no_duplicates(card_ids(cards), f"pages {last_page - 1} and {last_page}")


def test_more_films_link_works_without_javascript(new_page: Callable[..., Page]) -> None:
    page = new_page(java_script_enabled=False)
    page.goto("/")
    cards = grid_cards(page)
    expect(cards).to_have_count(CARDS_PER_PAGE)
    first_page = card_ids(cards)

    more = page.locator("#more-results")
    expect(more).to_have_text("More films")
    expect(more).to_have_attribute("href", "/?tab=popular&page=2")
    navigate_by(page, more.click)
    assert parse_qs(urlsplit(page.url).query) == {"tab": ["popular"], "page": ["2"]}, page.url
    expect(cards, "page 2 should be a full page of other films").to_have_count(CARDS_PER_PAGE)
    assert_no_duplicates(first_page + card_ids(cards), "pages 1 and 2")


@pytest.mark.every_viewport  # overviews clamped, the source note on one line
@pytest.mark.parametrize("tab", ["users", "critics"])
def test_top_rated_lists(page: Page, tab: str) -> None:
    page.goto(f"/?tab={tab}")
    expect(page.locator("#top-rated")).to_have_class(re.compile(r"\branked-list\b"))
    expect(page.locator("#top-rated")).to_have_js_property("tagName", "OL")
    rows = ranked_rows(page)
    expect(rows, f"the {tab} list should rank exactly {TOP_RATED_LENGTH} films").to_have_count(TOP_RATED_LENGTH)
    expect(page.locator("#movie-grid"), "the ranked tabs show a list, not the grid").to_have_count(0)

    for index in range(TOP_RATED_LENGTH):
        row = rows.nth(index)
        movie_id = row.get_attribute("data-movie-id")
        where = f"{tab} row {index} (data-movie-id={movie_id!r})"
        assert movie_id and movie_id.isdigit(), f"{where} should have a numeric data-movie-id"
        expect(row.locator("img").first, f"{where} should show an image").to_be_visible()
        title = row.locator(f'a[href="/movies/{movie_id}"] h2.movie-title')
        expect(title, f"{where} should have a title inside a link to its details").to_have_text(re.compile(r"\S"))
        expect(row.locator("p.overview.truncated"), f"{where} should have a truncated overview").to_have_count(1)
        expect(row.locator(f'button.heart[data-movie-id="{movie_id}"]'), f"{where} should have a heart").to_have_count(1)

    movie_id, title = ON_BOTH_LISTS
    # Exactly this title: "The Godfather Part II" is on the users' list too.
    exact_title = re.compile(rf"^(\d+\.\s*)?{re.escape(title)}$")
    expect(rows.filter(has=page.locator("h2.movie-title", has_text=exact_title)), title).to_have_count(1)
    expect(page.locator(f'#top-rated > li[data-movie-id="{movie_id}"]')).to_have_count(1)

    clamped = page.locator("#top-rated p.overview.truncated").evaluate_all(
        """overviews => overviews
            .filter(p => p.scrollHeight > p.clientHeight + 1)
            .map(p => getComputedStyle(p))
            .filter(style => style.textOverflow === 'ellipsis' || (style.webkitLineClamp || 'none') !== 'none')
            .length"""
    )
    assert clamped >= 1, "long overviews should be clamped with an ellipsis (scrollHeight > clientHeight)"

    if tab == "critics":
        note = page.locator("#source-note")
        expect(note, "the critics tab should say where the scores come from").to_be_visible()
        expect(note).to_have_text(re.compile(r"\S"))
        lines = note.evaluate(
            """p => {
                const range = document.createRange();
                range.selectNodeContents(p);
                return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size;
            }"""
        )
        assert lines == 1, f"the source note should be one short line, it wraps onto {lines}"


@pytest.mark.every_viewport  # a screenshot of each screen at each size
def test_screenshots_of_every_screen(page: Page, viewport: Viewport) -> None:
    """Save what each screen looks like; the details film is a favorite so /favorites is not empty."""
    page.goto("/movies/155")
    heart = page.locator("#movie-details button.heart")
    with page.expect_response(lambda response: response.request.method == "POST"):
        heart.click()
    expect(heart).to_have_attribute("aria-pressed", "true")

    screens = {
        "discover-popular": ("/?tab=popular", "#movie-grid > li.movie-card"),
        "discover-users": ("/?tab=users", "#top-rated > li.movie-row"),
        "discover-critics": ("/?tab=critics", "#top-rated > li.movie-row"),
        "details": ("/movies/155", "#movie-details h1.movie-title"),
        "favorites": ("/favorites", "#favorites > li.favorite-row"),
        "search": ("/search?q=batman", "#results > li.movie-row"),
    }
    for screen, (path, ready) in screens.items():
        page.goto(path)
        expect(page.locator(ready).first, f"{screen} ({path}) should show its content").to_be_visible()
        screenshot = artifact_path(f"{screen}-{viewport.id}", subdirectory="screens")
        page.screenshot(path=screenshot)
        assert screenshot.stat().st_size > 0, f"empty screenshot {screenshot}"


def test_a_page_past_the_end_leads_back_to_the_first(page: Page) -> None:
    page.goto("/?tab=popular&page=40")  # an old link: the list is shorter now
    expect(grid_cards(page)).to_have_count(0)
    past = page.locator("#past-the-end")
    expect(past).to_have_text("This page is past the end of the list. Back to the first page")
    expect(page.locator("#end-of-results")).to_have_count(0)
    past.get_by_role("link", name="Back to the first page").click()
    expect(grid_cards(page).first).to_be_visible()
    expect(page.locator("#segment-popular")).to_have_attribute("aria-current", "page")
