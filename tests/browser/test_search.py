"""User journeys on the search screen, at a phone's and a desktop's size; those that check the
layout at every viewport in harness.VIEWPORTS (conftest.py's ``pytest_generate_tests``)."""

from __future__ import annotations

import math
import re
from typing import Literal
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Locator, Page, expect

from harness import Viewport, artifact_path
from screens import (
    RELEASE_DATE,
    ROWS_PER_PAGE,
    assert_no_duplicates,
    expect_poster,
    movie_ids,
    navigate_by,
    query_value,
    result_rows,
    scroll_to_bottom,
    squeeze,
)

pytestmark = pytest.mark.browser


# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def search_input(page: Page) -> Locator:
    return page.locator("#search-input")


def suggestions(page: Page) -> Locator:
    return page.locator("#suggestions")


def suggestion_options(page: Page) -> Locator:
    return page.locator('#suggestions [role="option"]')


def submit_search(page: Page, query: str, *, via: Literal["enter", "button"] = "enter") -> None:
    """Type ``query`` into the search box of the current page and submit it."""
    field = search_input(page)
    field.fill(query)
    if via == "enter":
        navigate_by(page, lambda: field.press("Enter"))
    else:
        navigate_by(page, lambda: page.locator("#search-button").click())
    assert urlsplit(page.url).path == "/search", f"submitting should go to /search, got {page.url}"
    assert query_value(page.url, "q") == query, f"submitting {query!r} should put it in q=, got {page.url}"


def search_from_home(page: Page, query: str) -> None:
    page.goto("/search")
    submit_search(page, query)
    expect(result_rows(page).first, f"{query!r} should find at least one movie").to_be_visible()


def open_suggestions(page: Page) -> None:
    """Load a fresh home page and focus the search box."""
    page.goto("/search")
    search_input(page).click()


def total_in_summary(page: Page) -> int:
    text = page.locator("#results-summary").inner_text()
    match = re.search(r"\d[\d,.\u00a0\u202f]*", text)
    assert match, f"#results-summary should state the number of results, got {text!r}"
    return int(re.sub(r"\D", "", match.group()))


# --------------------------------------------------------------------------
# Journeys
# --------------------------------------------------------------------------


@pytest.mark.every_viewport  # overviews not clipped, and a screenshot per size
def test_submitted_search_shows_complete_rows(page: Page, viewport: Viewport) -> None:
    page.goto("/search")
    expect(page.get_by_role("search")).to_be_visible()
    expect(page.get_by_label("Search movies")).to_be_visible()

    submit_search(page, "batman", via="button")

    summary = page.locator("#results-summary")
    expect(summary).to_have_attribute("role", "status")
    expect(summary, "the summary should name the query").to_contain_text("batman")
    rows = result_rows(page)
    # Only the first page is checked: on a tall screen the next page may already be loading.
    expect(rows.nth(ROWS_PER_PAGE - 1), f"the first page should hold {ROWS_PER_PAGE} rows").to_be_attached()

    for index in range(ROWS_PER_PAGE):
        row = rows.nth(index)
        movie_id = row.get_attribute("data-movie-id")
        where = f"row {index} (data-movie-id={movie_id!r})"
        assert movie_id, f"{where} should have a data-movie-id"

        title = row.locator("h2.movie-title")
        expect(title, f"{where} should have one title").to_have_count(1)
        title_text = squeeze(title.text_content())
        assert title_text, f"{where} should have a non-empty title"

        poster = row.locator("img.poster")
        expect(poster, f"{where} should show its poster").to_be_visible()
        expect_poster(poster, title_text, where)
        expect(poster, f"{where}: poster should come from /images/").to_have_attribute("src", re.compile(r"^/images/"))

        release = row.locator("p.release-date")
        expect(release, f"{where} should have a release date line").to_have_text(RELEASE_DATE)

        overview = row.locator("p.overview")
        expect(overview, f"{where} should have an overview").to_have_text(re.compile(r"\S"))
        clipped = overview.evaluate("el => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1")
        assert not clipped, f"{where}: the overview is clipped; it must be shown in full"

    page.screenshot(path=artifact_path(f"search-results-{viewport.id}"), full_page=True)


def test_infinite_scroll_loads_every_result_once(page: Page) -> None:
    search_from_home(page, "batman")
    rows = result_rows(page)
    expect(rows.nth(ROWS_PER_PAGE - 1)).to_be_attached()
    total = total_in_summary(page)
    assert ROWS_PER_PAGE < total < 60, f"'batman' should find 21-59 movies in the embedded catalog, the summary says {total}"

    more = page.locator("#more-results")
    end = page.locator("#end-of-results")
    for _ in range(math.ceil(total / ROWS_PER_PAGE) + 1):
        loaded = rows.count()
        if loaded >= total:
            break
        scroll_to_bottom(page)
        expect(rows.nth(loaded), f"scrolling to the bottom after {loaded} rows should load more").to_be_attached()

    expect(end, "the end of the results should be announced").to_be_visible()
    expect(end).to_have_text("No more results")
    expect(more, "#more-results should be gone after the last page").to_have_count(0)
    expect(rows, "the list should hold exactly the number of results in the summary").to_have_count(total)

    assert_no_duplicates(movie_ids(rows), "after scrolling through every result")


def test_nothing_found_shows_alert_and_is_not_remembered(page: Page) -> None:
    search_from_home(page, "avengers")
    submit_search(page, "xyzzyqq")

    dialog = page.get_by_role("alertdialog")
    expect(dialog, "a search that finds nothing should open the alert dialog").to_be_visible()
    expect(dialog).to_have_id("alert")
    expect(dialog).to_have_attribute("aria-labelledby", "alert-title")
    expect(dialog).to_have_attribute("aria-describedby", "alert-message")
    expect(page.locator("#alert-title")).to_have_text(re.compile(r"\S"))
    message = page.locator("#alert-message")
    expect(message).to_contain_text("No movie matches")
    expect(message, "the message should quote the query").to_contain_text("xyzzyqq")
    expect(result_rows(page)).to_have_count(0)

    dialog.get_by_role("button", name="OK").click()
    expect(dialog, "OK should close the alert").to_be_hidden()

    open_suggestions(page)
    expect(suggestions(page)).to_be_visible()
    expect(suggestion_options(page), "only the successful search should be remembered").to_have_text(["avengers"])


def test_suggestions_are_recent_searches_and_run_on_choice(page: Page) -> None:
    open_suggestions(page)
    field = search_input(page)
    expect(suggestions(page), "with no history there is nothing to suggest").to_be_hidden()
    expect(field).to_have_attribute("aria-expanded", "false")

    search_from_home(page, "avengers")
    search_from_home(page, "star wars")

    open_suggestions(page)
    listbox = suggestions(page)
    options = suggestion_options(page)
    expect(listbox, "focusing the input should show recent searches").to_be_visible()
    expect(listbox).to_have_attribute("role", "listbox")
    expect(listbox).to_have_accessible_name("Recent searches")
    expect(field).to_have_attribute("aria-expanded", "true")
    expect(field).to_have_attribute("aria-controls", "suggestions")
    expect(options, "recent searches should be listed newest first").to_have_text(["star wars", "avengers"])
    expect(options.nth(0)).to_have_attribute("data-query", "star wars")
    expect(options.nth(1)).to_have_attribute("data-query", "avengers")

    # The keyboard moves the active option both ways.
    field.press("ArrowDown")
    expect(options.nth(0)).to_have_attribute("aria-selected", "true")
    expect(field).to_have_attribute("aria-activedescendant", "suggestion-0")
    field.press("ArrowDown")
    expect(options.nth(1)).to_have_attribute("aria-selected", "true")
    expect(options.nth(0)).not_to_have_attribute("aria-selected", "true")
    expect(field).to_have_attribute("aria-activedescendant", "suggestion-1")
    field.press("ArrowUp")
    expect(options.nth(0)).to_have_attribute("aria-selected", "true")
    expect(options.nth(1)).not_to_have_attribute("aria-selected", "true")
    expect(field).to_have_attribute("aria-activedescendant", "suggestion-0")

    # Escape hides the list.
    field.press("Escape")
    expect(listbox, "Escape should hide the suggestions").to_be_hidden()
    expect(field).to_have_attribute("aria-expanded", "false")

    # ArrowDown + Enter runs the highlighted suggestion.
    open_suggestions(page)
    field.press("ArrowDown")
    field.press("ArrowDown")
    expect(field).to_have_attribute("aria-activedescendant", "suggestion-1")
    navigate_by(page, lambda: field.press("Enter"))
    assert query_value(page.url, "q") == "avengers", f"Enter should run the highlighted suggestion, got {page.url}"
    expect(page.locator("#results-summary")).to_contain_text("avengers")
    expect(result_rows(page).first).to_be_visible()

    # A click runs the suggestion too; "avengers" has just become the newest.
    open_suggestions(page)
    expect(options).to_have_text(["avengers", "star wars"])
    navigate_by(page, lambda: page.locator('#suggestions [role="option"][data-query="star wars"]').click())
    assert query_value(page.url, "q") == "star wars", f"clicking a suggestion should run it, got {page.url}"
    expect(page.locator("#results-summary")).to_contain_text("star wars")
    expect(result_rows(page).first).to_be_visible()


def test_suggestions_ignore_case_when_deduplicating(page: Page) -> None:
    search_from_home(page, "batman")
    search_from_home(page, "Rocky")
    search_from_home(page, "Batman")

    open_suggestions(page)
    options = suggestion_options(page)
    expect(options, "searching 'Batman' after 'batman' should leave one entry, and it should be the newest").to_have_text(
        [re.compile(r"^batman$", re.IGNORECASE), re.compile(r"^rocky$", re.IGNORECASE)]
    )


def test_typing_updates_results_live_without_remembering(page: Page) -> None:
    search_from_home(page, "avengers")
    page.goto("/search")
    page.evaluate("window.marqueeTestMarker = 'same document'")

    field = search_input(page)
    field.click()
    field.press_sequentially("rocky", delay=150)

    expect(
        result_rows(page).filter(has=page.locator("h2.movie-title", has_text="Rocky")).first,
        "typing should show matching movies without pressing Enter",
    ).to_be_visible()
    expect(page.locator("#results-summary")).to_contain_text("rocky")
    assert page.evaluate("window.marqueeTestMarker") == "same document", "live results must not reload the page"

    fresh = page.context.new_page()
    fresh.goto("/search")
    search_input(fresh).click()
    expect(suggestions(fresh)).to_be_visible()
    expect(suggestion_options(fresh), "a query that was only typed must not be remembered").to_have_text(["avengers"])
    fresh.close()


@pytest.mark.every_viewport  # no sideways scroll
@pytest.mark.parametrize("path", ["/search", "/search?q=batman"], ids=["search", "results"])
def test_layout_fits_the_viewport(page: Page, viewport: Viewport, path: str) -> None:
    page.goto(path)
    expect(search_input(page)).to_be_visible()
    shows_results = path != "/search"
    if shows_results:
        expect(result_rows(page).first).to_be_visible()

    scroll_width, inner_width = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert scroll_width <= inner_width, (
        f"the page scrolls horizontally at {viewport.id}: scrollWidth {scroll_width}px > innerWidth {inner_width}px"
    )

    font_sizes = page.evaluate(
        """() => Object.fromEntries(
            ['body', '.overview']
                .map(selector => [selector, document.querySelector(selector)])
                .filter(([, element]) => element)
                .map(([selector, element]) => [selector, parseFloat(getComputedStyle(element).fontSize)]))"""
    )
    expected = ["body", ".overview"] if shows_results else ["body"]
    assert sorted(font_sizes) == sorted(expected), f"{path} should have text at {expected}, measured {font_sizes}"
    too_small = {selector: size for selector, size in font_sizes.items() if size < 14}
    assert not too_small, f"text should be at least 14px, got {too_small}"

    if shows_results:
        expect(page.locator("img.poster").first, "the results should show posters").to_be_attached()
    unsized = page.locator("img").evaluate_all(
        "images => images.filter(img => !img.hasAttribute('width') || !img.hasAttribute('height')).map(img => img.outerHTML)"
    )
    assert not unsized, f"every <img> needs width and height attributes: {unsized}"
