"""User journeys in the Gallery, at a phone's and a desktop's size; those that check the layout at
every viewport in harness.VIEWPORTS (conftest.py's ``pytest_generate_tests``).

The test server has no FLICKR_API_KEY, so the gallery shows the embedded catalog's artwork:
each film that matches gives two pictures, its poster (``poster-<id>``) then its banner
(``backdrop-<id>``), 20 films and so 40 pictures a page.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from typing import Literal
from urllib.parse import urlsplit
from uuid import uuid4

import pytest
from playwright.sync_api import Locator, Page, Request, Route, expect

from harness import Viewport, artifact_path
from loopback import own_address  # noqa: F401 (a fixture)
from screens import navigate_by, query_value, scroll_to_bottom

pytestmark = pytest.mark.browser

PHOTOS_PER_PAGE = 40  # 20 films, a poster and a banner each
SOURCE_LINE = "Film posters and banners from Marquee's catalog (set FLICKR_API_KEY for Flickr photos)"
# What the embedded catalog finds: a query of two pages and one of three.
TWO_PAGES, TWO_PAGES_TOTAL = "batman", 70
THREE_PAGES, THREE_PAGES_TOTAL = "of", 106
ONE_PAGE = "star"  # 24 pictures
NOTHING = "zzzqqqxx"
PASSWORD = "Popcorn-Row-7"
HISTORY_TIME = re.compile(r"^\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{2}:\d{2} UTC$")


# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def search_input(page: Page) -> Locator:
    return page.locator("#search-input")


def suggestions(page: Page) -> Locator:
    return page.locator("#suggestions")


def suggestion_options(page: Page) -> Locator:
    return page.locator('#suggestions [role="option"]')


def photo_cells(page: Page) -> Locator:
    return page.locator("#results > li.photo-cell")


def past_search_links(page: Page) -> Locator:
    """The plain list of past searches shown before a search."""
    return page.locator("section.gallery-history ul.history > li > a")


def images_nav_link(page: Page) -> Locator:
    return page.locator("#app-nav a.nav-link", has_text="Images")


def photo_ids(cells: Locator) -> list[str]:
    """The data-photo-id of every cell, in document order."""
    return cells.evaluate_all("cells => cells.map(cell => cell.dataset.photoId)")


def queries_of(options: Locator) -> list[str]:
    """The data-query of every suggestion, in document order."""
    return options.evaluate_all("options => options.map(option => option.dataset.query)")


def path_of(page: Page) -> str:
    return urlsplit(page.url).path


def submit_search(page: Page, query: str, *, via: Literal["enter", "button"] = "enter") -> None:
    """Type ``query`` into the gallery's search field and submit it."""
    field = search_input(page)
    field.fill(query)
    if via == "enter":
        navigate_by(page, lambda: field.press("Enter"))
    else:
        navigate_by(page, lambda: page.locator("#search-button").click())
    assert path_of(page) == "/gallery", f"submitting should stay in the gallery, got {page.url}"
    assert query_value(page.url, "q") == query, f"submitting {query!r} should put it in q=, got {page.url}"


def search_gallery(page: Page, query: str) -> None:
    """Open the gallery and search ``query``, which finds pictures."""
    page.goto("/gallery")
    submit_search(page, query)
    expect(photo_cells(page).first, f"{query!r} should find at least one picture").to_be_visible()


def open_suggestions(page: Page) -> None:
    """Load a fresh gallery and focus the search field."""
    page.goto("/gallery")
    search_input(page).click()


def total_in_summary(page: Page) -> int:
    text = page.locator("#results-summary").inner_text()
    match = re.search(r"\d[\d,.\u00a0\u202f]*", text)
    assert match, f"#results-summary should state the number of pictures, got {text!r}"
    return int(re.sub(r"\D", "", match.group()))


def scroll_through_every_page(page: Page, total: int) -> None:
    """Scroll to the bottom until the grid holds all ``total`` pictures."""
    cells = photo_cells(page)
    expect(cells.first).to_be_visible()
    for _ in range(math.ceil(total / PHOTOS_PER_PAGE) + 1):
        loaded = cells.count()
        if loaded >= total:
            return
        scroll_to_bottom(page)
        expect(cells.nth(loaded), f"scrolling to the bottom after {loaded} pictures should load more").to_be_attached()


def expected_columns(viewport: Viewport) -> int:
    """2 on a phone in portrait, 3 on a phone on its side and from 600 px, 4 from 900 px."""
    if viewport.width >= 900:
        return 4
    if viewport.width >= 600:
        return 3
    return 3 if viewport.orientation == "landscape" else 2


def cell_boxes(page: Page) -> list[dict]:
    """Every cell's square (its link) in viewport coordinates."""
    return page.locator("#results > li.photo-cell > a").evaluate_all(
        """links => links.map(link => {
            const box = link.getBoundingClientRect();
            return {id: link.parentElement.dataset.photoId, x: box.x, y: box.y, width: box.width, height: box.height};
        })"""
    )


def film_title(photo_title: str) -> str:
    """"Poster of Batman" → "Batman"."""
    match = re.fullmatch(r"(?:Poster|Banner) of (.+)", photo_title)
    assert match, f"a picture of the catalog should be called 'Poster of …' or 'Banner of …', got {photo_title!r}"
    return match.group(1)


def expect_photo_screen(page: Page, photo_id: str, title: str, where: str) -> None:
    """One picture large: its title, the film it is from, and the way back."""
    assert path_of(page) == f"/gallery/photos/{photo_id}", f"{where}: should show the picture, got {page.url}"
    details = page.locator("article#photo-details")
    expect(details, f"{where}: the picture's screen").to_be_visible()
    expect(details).to_have_attribute("data-photo-id", photo_id)
    expect(details.locator("h1"), f"{where}: the picture's title").to_have_text(title)
    expect(details.locator("p.byline"), f"{where}: the film it is from").to_have_text(f"by {film_title(title)}")
    large = details.locator("img.photo-large")
    expect(large, f"{where}: the picture, large").to_be_visible()
    expect(large, f"{where}: the large picture is named").to_have_attribute("alt", title)
    expect(page.locator("#back-to-images"), f"{where}: a way back").to_have_text("Back to images")


def sign_up(page: Page, email: str) -> None:
    """Create an account from inside the page's browser context, which is logged in after."""
    request = page.context.request
    form = request.get("/signup")
    assert form.ok, f"GET /signup answered {form.status}"
    html = form.text()
    token = re.search(r'name="csrf_token" value="([^"]+)"', html[html.index('id="signup-form"'):])
    assert token, "the sign-up form should carry a csrf_token"
    fields = {
        "csrf_token": token.group(1), "email": email, "password": PASSWORD,
        "first_name": "Ana", "last_name": "Lim", "mobile": "012-345 6789", "gender": "female",
    }
    response = request.post("/signup", form=fields)
    assert response.ok and urlsplit(response.url).path == "/account", (
        f"signing up {email} should land on Home, got {response.status} at {response.url}"
    )


# --------------------------------------------------------------------------
# The grid
# --------------------------------------------------------------------------


def test_submitted_search_shows_a_grid_of_named_squares(page: Page, viewport: Viewport) -> None:
    page.goto("/gallery")
    expect(page.get_by_role("search"), "the gallery's search form").to_be_visible()
    expect(page.get_by_label("Search images"), "the field is labelled").to_be_visible()
    expect(page.locator("p.photo-source"), "where the pictures come from").to_have_text(SOURCE_LINE)

    submit_search(page, TWO_PAGES, via="button")

    expect(page.locator("#results-summary"), "the summary counts the pictures").to_have_text(f"{TWO_PAGES_TOTAL} images for “{TWO_PAGES}”")
    expect(search_input(page), "the field keeps the query").to_have_value(TWO_PAGES)
    cells = photo_cells(page)
    expect(cells.nth(PHOTOS_PER_PAGE - 1), f"the first page should hold {PHOTOS_PER_PAGE} pictures").to_be_attached()
    ids = photo_ids(cells)[:PHOTOS_PER_PAGE]
    for index in range(0, PHOTOS_PER_PAGE, 2):
        poster, banner = ids[index], ids[index + 1]
        assert re.fullmatch(r"poster-\d+", poster) and banner == poster.replace("poster-", "backdrop-"), (
            f"each film should give its poster then its banner: cells {index}-{index + 1} are {poster!r}, {banner!r}"
        )

    for index in range(PHOTOS_PER_PAGE):
        cell = cells.nth(index)
        photo_id = ids[index]
        where = f"cell {index} ({photo_id})"
        link = cell.locator(f"a#photo-{photo_id}")
        expect(link, f"{where} should link to its picture").to_have_attribute("href", f"/gallery/photos/{photo_id}?q={TWO_PAGES}")
        image = link.locator("img")
        expect(image, f"{where}: the square reserves 150×150").to_have_attribute("width", "150")
        expect(image).to_have_attribute("height", "150")
        expect(image, f"{where} should load lazily").to_have_attribute("loading", "lazy")
        kind = "Poster" if photo_id.startswith("poster-") else "Banner"
        expect(image, f"{where}: the picture is named after its film").to_have_attribute("alt", re.compile(rf"^{kind} of \S"))

    more = page.locator("#more-results")
    expect(more, "a link to the next page").to_have_attribute("href", f"/gallery?q={TWO_PAGES}&page=2")
    expect(more).to_have_attribute("data-fragment", f"/gallery/results?q={TWO_PAGES}&page=2")
    page.screenshot(path=artifact_path(f"gallery-results-{viewport.id}"), full_page=True)


@pytest.mark.every_viewport  # the grid's columns and squares
def test_grid_has_two_columns_on_a_phone_in_portrait_and_more_on_wider_screens(page: Page, viewport: Viewport) -> None:
    page.goto(f"/gallery?q={TWO_PAGES}")
    expect(photo_cells(page).nth(PHOTOS_PER_PAGE - 1)).to_be_attached()
    columns = expected_columns(viewport)
    boxes = cell_boxes(page)[: 2 * columns + 1]
    where = f"at {viewport.id}"

    first_row = [box for box in boxes if abs(box["y"] - boxes[0]["y"]) < 1]
    assert len(first_row) == columns, (
        f"{where}: the first row should hold {columns} pictures, holds {len(first_row)}: "
        f"x = {[round(box['x']) for box in first_row]}"
    )
    xs = [box["x"] for box in first_row]
    assert xs == sorted(xs) and len(set(round(x) for x in xs)) == columns, f"{where}: the first row's x positions should increase: {xs}"
    second_row_start = boxes[columns]
    assert abs(second_row_start["x"] - boxes[0]["x"]) < 1 and second_row_start["y"] > boxes[0]["y"], (
        f"{where}: picture {columns + 1} should start the second row under the first, got {second_row_start}"
    )
    for box in boxes:
        assert abs(box["width"] - boxes[0]["width"]) < 1, f"{where}: every square should be as wide as the first: {box}"
        assert abs(box["width"] - box["height"]) < 1, f"{where}: every cell should be square: {box}"

    grid_width = page.locator("#results").evaluate("grid => grid.getBoundingClientRect().width")
    used = first_row[-1]["x"] + first_row[-1]["width"] - first_row[0]["x"]
    assert abs(used - grid_width) < 1, f"{where}: the {columns} columns should fill the grid's {grid_width}px, they span {used}px"
    scroll_width, inner_width = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert scroll_width <= inner_width, f"{where}: the page scrolls sideways: scrollWidth {scroll_width}px > innerWidth {inner_width}px"


def test_scrolling_to_the_bottom_appends_each_page_once_until_no_more_images(page: Page) -> None:
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url) if urlsplit(request.url).path == "/gallery/results" else None)
    search_gallery(page, THREE_PAGES)
    total = total_in_summary(page)
    assert total == THREE_PAGES_TOTAL, f"{THREE_PAGES!r} should find {THREE_PAGES_TOTAL} pictures (3 pages), the summary says {total}"
    cells = photo_cells(page)
    expect(cells, "the first page alone before scrolling").to_have_count(PHOTOS_PER_PAGE)
    expect(page.locator("#end-of-results"), "not the end yet").to_have_count(0)

    scroll_through_every_page(page, total)

    end = page.locator("#end-of-results")
    expect(end, "the end of the pictures should be announced").to_be_visible()
    expect(end).to_have_text("No more images")
    expect(page.locator("#more-results"), "no link to more after the last page").to_have_count(0)
    expect(cells, "the grid should hold exactly the pictures in the summary").to_have_count(total)
    ids = photo_ids(cells)
    duplicates = sorted({photo_id for photo_id in ids if ids.count(photo_id) > 1})
    assert not duplicates, f"data-photo-id repeated after scrolling through every page: {duplicates}"

    pages = [query_value(url, "page") for url in fetched]
    assert pages == ["2", "3"], f"pages 2 and 3 should each be fetched once, in order; fetched {fetched}"
    for index, page_number in ((PHOTOS_PER_PAGE, 2), (2 * PHOTOS_PER_PAGE, 3)):
        photo_id = ids[index]
        expect(cells.nth(index).locator("a"), f"a picture of page {page_number} links with its page").to_have_attribute(
            "href", f"/gallery/photos/{photo_id}?q={THREE_PAGES}&page={page_number}"
        )

    scroll_to_bottom(page)
    page.wait_for_timeout(500)
    expect(cells, "scrolling at the end should add nothing").to_have_count(total)
    assert len(fetched) == 2, f"nothing more should be fetched after the last page, fetched {fetched}"


# --------------------------------------------------------------------------
# A picture, and back
# --------------------------------------------------------------------------


def open_a_picture_of_page_two(page: Page) -> tuple[str, float]:
    """Search, scroll to page 2 and open its 25th picture; return its id and the y its square
    had in the viewport when it was clicked."""
    search_gallery(page, TWO_PAGES)
    scroll_through_every_page(page, TWO_PAGES_TOTAL)
    cell = photo_cells(page).nth(PHOTOS_PER_PAGE + 24)
    photo_id = cell.get_attribute("data-photo-id") or ""
    link = cell.locator("a")
    expect(link, "the 25th picture of page 2 links with its page").to_have_attribute(
        "href", f"/gallery/photos/{photo_id}?q={TWO_PAGES}&page=2"
    )
    title = link.locator("img").get_attribute("alt") or ""
    link.scroll_into_view_if_needed()
    y = link.evaluate("link => link.getBoundingClientRect().y")
    navigate_by(page, link.click)
    expect_photo_screen(page, photo_id, title, "the 25th picture of page 2")
    return photo_id, y


@pytest.mark.every_viewport  # the square's y in the window, before and after
def test_back_from_a_picture_returns_to_the_same_place_in_the_grid(page: Page, viewport: Viewport) -> None:
    photo_id, y_before = open_a_picture_of_page_two(page)
    expect(page.locator("#back-to-images")).to_have_attribute("href", f"/gallery?q={TWO_PAGES}&page=2#photo-{photo_id}")

    page.go_back()
    assert path_of(page) == "/gallery" and query_value(page.url, "q") == TWO_PAGES, f"back should show the grid again, got {page.url}"
    cells = photo_cells(page)
    expect(cells, "both pages should be shown again").to_have_count(TWO_PAGES_TOTAL)
    square = page.locator(f"#photo-{photo_id}")
    expect(square, "the picture that was opened should be in view again").to_be_in_viewport()
    y_after = square.evaluate("link => link.getBoundingClientRect().y")
    assert abs(y_after - y_before) <= 2, (
        f"at {viewport.id} the picture should be back where it was: y {y_before}px when clicked, {y_after}px after going back"
    )
    ids = photo_ids(cells)
    assert len(set(ids)) == len(ids), "coming back should not show a picture twice"


def test_back_to_images_link_shows_the_page_of_the_picture(page: Page) -> None:
    photo_id, _ = open_a_picture_of_page_two(page)

    navigate_by(page, page.locator("#back-to-images").click)
    assert path_of(page) == "/gallery", f"Back to images should open the gallery, got {page.url}"
    assert query_value(page.url, "q") == TWO_PAGES and query_value(page.url, "page") == "2", f"the search and its page 2, got {page.url}"
    assert urlsplit(page.url).fragment == f"photo-{photo_id}", f"the picture as the place to show, got {page.url}"
    cells = photo_cells(page)
    expect(cells, "page 2 holds the last 34 pictures").to_have_count(TWO_PAGES_TOTAL - PHOTOS_PER_PAGE)
    expect(page.locator(f"#photo-{photo_id}"), "the picture should be in view").to_be_in_viewport()
    expect(page.locator("#end-of-results"), "page 2 is the last").to_have_text("No more images")


def test_picture_of_the_first_page_leads_back_to_the_first_page(page: Page) -> None:
    search_gallery(page, TWO_PAGES)
    link = photo_cells(page).nth(1).locator("a")
    photo_id = photo_cells(page).nth(1).get_attribute("data-photo-id") or ""
    title = link.locator("img").get_attribute("alt") or ""
    assert photo_id.startswith("backdrop-"), f"the second picture should be a banner, got {photo_id!r}"
    navigate_by(page, link.click)
    expect_photo_screen(page, photo_id, title, "a banner of page 1")
    assert title.startswith("Banner of "), f"a banner's title, got {title!r}"

    navigate_by(page, page.locator("#back-to-images").click)
    assert urlsplit(page.url).query == f"q={TWO_PAGES}", f"page 1 needs no page=, got {page.url}"
    expect(photo_cells(page), "page 1 again").to_have_count(PHOTOS_PER_PAGE)
    expect(page.locator(f"#photo-{photo_id}"), "the picture should be in view").to_be_in_viewport()


def test_coming_back_from_pictures_does_not_add_searches(page: Page) -> None:
    def expect_remembered_once(where: str) -> None:
        # Read in another tab of the same browser, so the grid stays as it is.
        other = page.context.new_page()
        other.goto("/gallery")
        expect(past_search_links(other), f"one search was submitted; {where} should not remember it again").to_have_text([TWO_PAGES])
        other.close()

    search_gallery(page, TWO_PAGES)
    for index in (0, 3):
        navigate_by(page, photo_cells(page).nth(index).locator("a").click)
        page.go_back()
        expect(photo_cells(page).first, "back on the grid").to_be_visible()
    expect_remembered_once("going back from two pictures")

    navigate_by(page, photo_cells(page).nth(5).locator("a").click)
    navigate_by(page, page.locator("#back-to-images").click)
    expect(photo_cells(page).first, "back on the grid by the link").to_be_visible()
    expect_remembered_once("Back to images from a picture of page 1")


# --------------------------------------------------------------------------
# Past searches
# --------------------------------------------------------------------------


def test_focusing_the_field_shows_past_searches_newest_first_and_choosing_one_runs_it(page: Page) -> None:
    open_suggestions(page)
    field = search_input(page)
    expect(suggestions(page), "with no past searches there is nothing to show").to_be_hidden()
    expect(field).to_have_attribute("aria-expanded", "false")

    started = datetime.now(timezone.utc).replace(second=0, microsecond=0)
    for query in (TWO_PAGES, ONE_PAGE, TWO_PAGES):
        search_gallery(page, query)

    open_suggestions(page)
    listbox = suggestions(page)
    options = suggestion_options(page)
    expect(listbox, "focusing the field should show past searches").to_be_visible()
    expect(listbox).to_have_accessible_name("Past image searches")
    expect(field).to_have_attribute("aria-expanded", "true")
    expect(options).to_have_count(3)
    assert queries_of(options) == [TWO_PAGES, ONE_PAGE, TWO_PAGES], (
        f"every search, newest first, the same one twice: got {queries_of(options)}"
    )
    entry_ids = options.evaluate_all("options => options.map(option => option.dataset.entryId)")
    assert len(set(entry_ids)) == 3 and all(entry_id and entry_id.isdigit() for entry_id in entry_ids), (
        f"each search is an entry of its own: data-entry-id {entry_ids}"
    )
    for index in range(3):
        time = options.nth(index).locator("time")
        expect(time, f"suggestion {index} says when").to_have_text(HISTORY_TIME)
        when = datetime.fromisoformat((time.get_attribute("datetime") or "").replace("Z", "+00:00"))
        assert started <= when <= datetime.now(timezone.utc) + timedelta(minutes=1), f"suggestion {index}: searched at {when}, not just now"

    # ArrowDown + Enter runs the highlighted one.
    field.press("ArrowDown")
    field.press("ArrowDown")
    expect(options.nth(1), "the second suggestion is highlighted").to_have_attribute("aria-selected", "true")
    expect(field).to_have_attribute("aria-activedescendant", "suggestion-1")
    navigate_by(page, lambda: field.press("Enter"))
    assert query_value(page.url, "q") == ONE_PAGE, f"Enter should run the highlighted search, got {page.url}"
    expect(page.locator("#results-summary")).to_have_text(f"24 images for “{ONE_PAGE}”")
    expect(photo_cells(page), "its pictures").to_have_count(24)

    # A click runs one too; the search just run is now the newest.
    open_suggestions(page)
    assert queries_of(options) == [ONE_PAGE, TWO_PAGES, ONE_PAGE, TWO_PAGES], f"newest first: {queries_of(options)}"
    navigate_by(page, options.nth(1).click)
    assert query_value(page.url, "q") == TWO_PAGES, f"clicking a past search should run it, got {page.url}"
    expect(page.locator("#results-summary")).to_have_text(f"{TWO_PAGES_TOTAL} images for “{TWO_PAGES}”")

    # Typing narrows the list to the searches that contain the text.
    open_suggestions(page)
    field.press_sequentially("sta")
    shown = options.filter(visible=True)
    expect(shown, "typing should keep only the searches that contain the text").to_have_count(2)
    assert queries_of(shown) == [ONE_PAGE, ONE_PAGE], f"only {ONE_PAGE!r} contains 'sta': {queries_of(shown)}"


@pytest.mark.parametrize("javascript", [True, False], ids=["javascript", "no-javascript"])
def test_past_searches_list_removes_one_search_and_clears_all(new_page: Callable[..., Page], javascript: bool) -> None:
    page = new_page(java_script_enabled=javascript)
    for query in (TWO_PAGES, ONE_PAGE, TWO_PAGES):
        page.goto("/gallery")
        submit_search(page, query)

    page.goto("/gallery")
    section = page.locator("section.gallery-history")
    expect(section, "before a search the gallery lists past searches").to_be_visible()
    expect(section.get_by_role("heading", name="Past searches")).to_be_visible()
    links = past_search_links(page)
    expect(links, "newest first, the same search twice").to_have_text([TWO_PAGES, ONE_PAGE, TWO_PAGES])
    for index, query in enumerate((TWO_PAGES, ONE_PAGE, TWO_PAGES)):
        expect(links.nth(index), f"past search {index} runs again").to_have_attribute("href", f"/gallery?q={query}")
    items = section.locator("ul.history > li")
    older = items.nth(2).locator("time").get_attribute("datetime")
    remove = section.get_by_role("button", name=f"Forget {TWO_PAGES}")
    expect(remove, "each entry has its own Remove button").to_have_count(2)
    expect(remove.first).to_have_text("Remove")

    navigate_by(page, remove.first.click)
    assert path_of(page) == "/gallery", f"Remove should come back to the gallery, got {page.url}"
    expect(links, "Remove forgets that one entry, not every search of the same words").to_have_text([ONE_PAGE, TWO_PAGES])
    expect(items.nth(1).locator("time"), "the older search is the one kept").to_have_attribute("datetime", older or "")

    clear = page.locator("#clear-gallery-history")
    expect(clear).to_have_text("Clear all searches")
    navigate_by(page, clear.click)
    assert path_of(page) == "/gallery", f"Clear all should come back to the gallery, got {page.url}"
    expect(section, "after Clear all there is nothing to list").to_have_count(0)
    expect(page.get_by_role("search"), "the search form is still there").to_be_visible()

    page.reload()
    expect(section, "the searches are forgotten for good").to_have_count(0)
    if javascript:
        search_input(page).click()
        expect(suggestions(page), "nothing to suggest either").to_be_hidden()


def test_searches_made_before_signing_up_follow_the_person(new_page: Callable[..., Page], own_address: Callable[[], str]) -> None:
    page = new_page(base_url=own_address())
    for query in (TWO_PAGES, ONE_PAGE):
        search_gallery(page, query)
    email = f"ana.{uuid4().hex[:12]}@example.com"
    sign_up(page, email)

    page.goto("/account")
    show = page.locator("#show-images")
    expect(show, "Home offers the gallery").to_have_text("Show images")
    expect(show).to_have_attribute("href", "/gallery")
    navigate_by(page, show.click)
    assert path_of(page) == "/gallery" and not urlsplit(page.url).query, f"Show images should open the gallery, got {page.url}"
    expect(images_nav_link(page), "the gallery is the current screen").to_have_attribute("aria-current", "page")
    expect(past_search_links(page), "the visitor's searches are the account's").to_have_text([ONE_PAGE, TWO_PAGES])

    # Another browser, on another network, logging in to the same account.
    other = new_page(base_url=own_address())
    other.goto("/login")
    other.locator("#email").fill(email)
    other.locator("#password").fill(PASSWORD)
    navigate_by(other, other.locator("#log-in").click)
    assert path_of(other) == "/account", f"logging in should land on Home, got {other.url}"
    navigate_by(other, other.locator("#show-images").click)
    expect(past_search_links(other), "the account's searches in the other browser").to_have_text([ONE_PAGE, TWO_PAGES])
    search_input(other).click()
    expect(suggestions(other)).to_be_visible()
    assert queries_of(suggestion_options(other)) == [ONE_PAGE, TWO_PAGES], "and when the field has focus"


# --------------------------------------------------------------------------
# No layout shift while pictures load
# --------------------------------------------------------------------------

# Before the page's own scripts: the squares at DOMContentLoaded, and every layout shift.
RECORD_LAYOUT = """
(() => {
  const record = window.__galleryLayout = {shifts: [], squaresAtStart: null, loadedAtStart: null};
  const grid = () => document.getElementById("results");
  const describe = (node) => node.nodeType === 1 ? node.tagName.toLowerCase() + (node.id ? "#" + node.id : "")
      + (node.dataset?.photoId ? `[${node.dataset.photoId}]` : "") : node.nodeName;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const nodes = (entry.sources || []).map((source) => source.node).filter(Boolean);
      record.shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        grid: nodes.some((node) => grid() && (grid().contains(node) || node.contains(grid()))),
        sources: nodes.map(describe),
      });
    }
  }).observe({type: "layout-shift", buffered: true});
  document.addEventListener("DOMContentLoaded", () => {
    record.squaresAtStart = [...document.querySelectorAll("#results > li.photo-cell > a")].map((link) => {
      const box = link.getBoundingClientRect();
      return {id: link.parentElement.dataset.photoId, x: box.x, y: box.y, width: box.width, height: box.height,
              background: getComputedStyle(link).backgroundColor};
    });
    record.loadedAtStart = [...document.querySelectorAll("#results img")].filter((img) => img.complete && img.naturalWidth > 0).length;
  });
})();
"""

IMAGES_IN_VIEW_LOADED = """() => {
  const inView = [...document.querySelectorAll("#results img")].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight;
  });
  return inView.length > 0 && inView.every((img) => img.complete && img.naturalWidth > 0);
}"""


@pytest.mark.every_viewport  # the squares' boxes and layout shifts
def test_squares_keep_their_place_while_pictures_load(page: Page, viewport: Viewport) -> None:
    assert page.evaluate("PerformanceObserver.supportedEntryTypes.includes('layout-shift')"), "Chromium should report layout shifts"
    held: list[Route] = []
    holding = True

    def hold_images(route: Route, request: Request) -> None:
        if holding and request.resource_type == "image":
            held.append(route)
        else:
            route.fallback()

    page.add_init_script(RECORD_LAYOUT)
    page.route("**/*", hold_images)
    page.goto(f"/gallery?q={TWO_PAGES}", wait_until="domcontentloaded")
    page.wait_for_function("() => window.__galleryLayout.squaresAtStart !== null")
    at_start = page.evaluate("window.__galleryLayout.squaresAtStart")
    assert len(at_start) == PHOTOS_PER_PAGE, f"the first page's {PHOTOS_PER_PAGE} squares at DOMContentLoaded, got {len(at_start)}"
    assert page.evaluate("window.__galleryLayout.loadedAtStart") == 0, "no picture should have loaded yet: the images are held"
    # Lazy pictures are asked for once layout has run, which may come a little after DOMContentLoaded.
    for _ in range(100):
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the pictures in view should have been asked for"
    where = f"at {viewport.id}"
    for square in at_start:
        assert square["width"] > 0 and abs(square["width"] - square["height"]) < 1, f"{where}: before its picture loads a cell is already a square: {square}"
        assert square["background"] not in ("rgba(0, 0, 0, 0)", "transparent"), f"{where}: an empty square shows a placeholder: {square}"

    holding = False
    for route in held:
        route.fallback()
    page.wait_for_load_state("load")
    page.wait_for_function(IMAGES_IN_VIEW_LOADED)

    moved = [
        {"before": before, "after": after}
        for before, after in zip(at_start, cell_boxes(page))
        if any(abs(before[key] - after[key]) > 0.5 for key in ("x", "y", "width", "height")) or before["id"] != after["id"]
    ]
    assert not moved, f"{where}: {len(moved)} squares moved or changed size while their pictures loaded: {moved[:3]}"

    # Lazy pictures further down load as the person scrolls; page 2 comes in below.
    scroll_to_bottom(page)
    expect(photo_cells(page), "page 2 appended").to_have_count(TWO_PAGES_TOTAL)
    page.wait_for_function(IMAGES_IN_VIEW_LOADED)
    shifts = page.evaluate("window.__galleryLayout.shifts")
    grid_shift = sum(shift["value"] for shift in shifts if shift["grid"] and not shift["hadRecentInput"])
    assert grid_shift == 0, f"{where}: the grid should never shift (CLS {grid_shift}); layout shifts: {shifts}"


# --------------------------------------------------------------------------
# Nothing found, navigation
# --------------------------------------------------------------------------


def test_nothing_found_opens_the_no_images_dialog(page: Page) -> None:
    page.goto("/gallery")
    submit_search(page, NOTHING)

    dialog = page.get_by_role("alertdialog")
    expect(dialog, "a search that finds nothing should open the alert").to_be_visible()
    expect(dialog).to_have_id("alert")
    expect(page.locator("#alert:modal"), "the alert is modal").to_have_count(1)
    expect(dialog, "the alert is named by its title").to_have_accessible_name("No images")
    expect(page.locator("#alert-title")).to_have_text("No images")
    expect(page.locator("#alert-message"), "the message quotes the query and says what to do").to_have_text(
        f"No image matches “{NOTHING}”. Check the spelling or try other words."
    )
    expect(photo_cells(page), "no pictures").to_have_count(0)
    expect(page.locator("#end-of-results"), "nothing to end").to_have_count(0)

    dialog.get_by_role("button", name="OK").click()
    expect(dialog, "OK should close the alert").to_be_hidden()
    expect(search_input(page), "focus goes back to the field to try again").to_be_focused()
    expect(search_input(page)).to_have_value(NOTHING)


def test_images_link_in_the_navigation(page: Page) -> None:
    def expect_link(path: str, current: bool) -> None:
        page.goto(path)
        link = images_nav_link(page)
        expect(link, f"{path}: the Images link").to_be_visible()
        expect(link).to_have_attribute("href", "/gallery")
        if current:
            expect(link, f"{path}: Images should be current").to_have_attribute("aria-current", "page")
        else:
            expect(link, f"{path}: Images should not be current").not_to_have_attribute("aria-current", "page")

    expect_link("/", current=False)
    expect_link("/search", current=False)
    expect_link("/favorites", current=False)
    expect_link("/gallery", current=True)
    expect_link(f"/gallery?q={TWO_PAGES}", current=True)
    expect_link(f"/gallery/photos/poster-155?q={TWO_PAGES}", current=True)
    expect(page.locator("#photo-details h1"), "a picture from its address alone").to_have_text("Poster of The Dark Knight")

    page.goto("/")
    navigate_by(page, images_nav_link(page).click)
    assert path_of(page) == "/gallery" and not urlsplit(page.url).query, f"Images should open the gallery, got {page.url}"
    expect(page.get_by_role("search")).to_be_visible()
    expect(page.locator("p.photo-source")).to_have_text(SOURCE_LINE)
    expect(photo_cells(page), "no pictures before a search").to_have_count(0)
