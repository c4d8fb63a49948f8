"""Hearts and the Favorites screen: browser journeys (at a phone's and a desktop's size, see
conftest.py), and the CSRF check over plain HTTP."""

from __future__ import annotations

import re
from collections.abc import Callable
from html.parser import HTMLParser
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Locator, Page, Response, expect

from http_client import Visitor
from screens import (
    RELEASE_DATE,
    THE_DARK_KNIGHT,
    THE_GODFATHER as ON_BOTH_LISTS,
    favorite_rows,
    hearts,
    movie_ids,
    navigate_by,
    query_value,
    ranked_rows,
    squeeze,
)

TOAST_MIN_SECONDS = 4

# Where a film appears, as (page, selector of the element that carries its data-movie-id).
HEART_PLACES = {
    "grid card": ("/?tab=popular", "#movie-grid > li.movie-card"),
    "ranked row": ("/?tab=users", "#top-rated > li.movie-row"),
    "search row": ("/search?q=dark+knight", "#results > li.movie-row"),
    "details": ("/movies/155", "#movie-details"),
}


# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def click_and_wait_for_save(page: Page, button: Locator) -> None:
    """Click ``button`` (JavaScript on) and wait until the server has answered the POST it sends."""
    with page.expect_response(lambda response: response.request.method == "POST") as saved:
        button.click()
    assert saved.value.status < 400, f"the server answered {saved.value.status} to {saved.value.url}"


def click_and_wait_for_heart(page: Page, button: Locator, movie_id: str, favorite: bool) -> None:
    """Click ``button`` and wait for the answer to the POST that sets film ``movie_id``'s heart to
    ``favorite``: another heart request answered meanwhile (an un-heart still on its way when its
    Undo is pressed) is not taken for it."""

    def is_the_change(response: Response) -> bool:
        request = response.request
        return (
            request.method == "POST"
            and urlsplit(request.url).path == f"/movies/{movie_id}/favorite"
            and parse_qs(request.post_data or "").get("favorite") == [str(favorite).lower()]
        )

    with page.expect_response(is_the_change) as saved:
        button.click()
    assert saved.value.status < 400, f"the server answered {saved.value.status} to {saved.value.url}"


def expect_pressed(page: Page, movie_id: str, pressed: bool, where: str) -> None:
    """Every heart of the film on the page shows the same state."""
    buttons = hearts(page, movie_id)
    expect(buttons.first, f"{where}: film {movie_id} should have a heart").to_be_attached()
    for button in buttons.all():
        expect(button, f"{where}: heart of film {movie_id}").to_have_attribute("aria-pressed", str(pressed).lower())


def expect_rows(rows: Locator, movie_ids: list[str], message: str) -> None:
    expect(rows, message).to_have_count(len(movie_ids))
    for index, movie_id in enumerate(movie_ids):
        expect(rows.nth(index), f"{message}: position {index}").to_have_attribute("data-movie-id", movie_id)


# --------------------------------------------------------------------------
# Journeys
# --------------------------------------------------------------------------


@pytest.mark.browser
def test_every_film_has_a_heart_form(page: Page) -> None:
    for place, (path, item_selector) in HEART_PLACES.items():
        page.goto(path)
        item = page.locator(item_selector).first
        expect(item, f"{path} should show a {place}").to_be_attached()
        movie_id = item.get_attribute("data-movie-id")
        title = squeeze(item.locator(".movie-title").first.text_content())
        where = f"{place} for film {movie_id!r} on {path}"

        # One hidden form per page carries the token and the way back; each heart is its submit button.
        form = page.locator("form#hearts")
        expect(form, f"{path} should have one hearts form").to_have_count(1)
        expect(form).to_have_attribute("method", re.compile(r"^post$", re.IGNORECASE))
        for name in ("csrf_token", "return_to"):
            expect(form.locator(f'input[type="hidden"][name="{name}"]'), f"{path}: hidden {name}").to_have_count(1)
        expect(form.locator('input[name="csrf_token"]')).to_have_value(re.compile(r"\S"))
        expect(form.locator('input[name="return_to"]'), f"{path}: return_to should be a local path").to_have_value(
            re.compile(r"^/(?!/)")
        )

        button = item.locator("button.heart")
        expect(button, f"{where} should have one heart").to_have_count(1)
        expect(button).to_have_attribute("form", "hearts")
        expect(button).to_have_attribute("formaction", f"/movies/{movie_id}/favorite")
        expect(button).to_have_attribute("name", "favorite")
        expect(button, f"{where}: the state to set").to_have_attribute("value", "true")
        expect(button).to_have_attribute("data-movie-id", movie_id or "")
        expect(button).to_have_attribute("aria-pressed", "false")
        # A ranked row's heading starts with its rank ("1. "); the label names the film alone.
        film = re.sub(r"^\d+\.\s*", "", title)
        expect(button).to_have_attribute("aria-label", f"Favorite {film}")


@pytest.mark.browser
def test_heart_toggles_in_place(page: Page) -> None:
    page.goto("/?tab=users")
    page.evaluate("window.marqueeTestMarker = 'same document'")

    click_and_wait_for_save(page, hearts(page, THE_DARK_KNIGHT).first)
    expect_pressed(page, THE_DARK_KNIGHT, True, "after one click")
    click_and_wait_for_save(page, hearts(page, THE_DARK_KNIGHT).first)
    expect_pressed(page, THE_DARK_KNIGHT, False, "after a second click")
    assert page.evaluate("window.marqueeTestMarker") == "same document", "a heart must not reload the page"

    page.reload()
    expect_pressed(page, THE_DARK_KNIGHT, False, "after toggling twice and reloading")


@pytest.mark.browser
def test_favorite_is_pressed_everywhere(page: Page, new_page: Callable[..., Page]) -> None:
    page.goto("/favorites")
    expect(page.locator("#favorites-empty"), "a new visitor has no favorites").to_contain_text("No favorites yet")
    expect(favorite_rows(page)).to_have_count(0)

    page.goto("/?tab=users")
    expect_pressed(page, ON_BOTH_LISTS, False, "before favoriting")
    click_and_wait_for_save(page, hearts(page, ON_BOTH_LISTS).first)
    expect_pressed(page, ON_BOTH_LISTS, True, "on the users tab")

    for path in ("/?tab=critics", f"/movies/{ON_BOTH_LISTS}", "/favorites"):
        page.goto(path)
        expect_pressed(page, ON_BOTH_LISTS, True, path)

    expect(page.locator("#favorites-empty")).to_have_count(0)
    rows = favorite_rows(page)
    expect_rows(rows, [ON_BOTH_LISTS], "/favorites")
    row = rows.first
    expect(row.locator("img.poster")).to_be_visible()
    expect(row.locator(f'a[href="/movies/{ON_BOTH_LISTS}"]', has_text="The Godfather")).to_have_count(1)
    expect(row.locator("p.release-date")).to_have_text(RELEASE_DATE)

    again = page.context.new_page()
    again.goto("/?tab=users")
    expect_pressed(again, ON_BOTH_LISTS, True, "on a new page of the same browser")

    stranger = new_page()
    stranger.goto("/?tab=users")
    expect_pressed(stranger, ON_BOTH_LISTS, False, "for another visitor")


@pytest.mark.browser
@pytest.mark.every_viewport  # the toast sits above the navigation bar, which moves with the size; an issue named 932x430
def test_unfavorite_from_favorites_can_be_undone(page: Page) -> None:
    page.goto("/?tab=users")
    chosen = movie_ids(ranked_rows(page))[:3]
    assert len(chosen) == 3, f"the users tab should list at least three films, got {chosen}"
    for movie_id in chosen:
        click_and_wait_for_save(page, hearts(page, movie_id).first)

    # The page's timers run on a clock the test moves, so the toast's time on screen is checked
    # without the test waiting for it.
    page.clock.install()
    page.goto("/favorites")
    rows = favorite_rows(page)
    newest_first = chosen[::-1]
    expect_rows(rows, newest_first, "favorites, newest first")
    for movie_id in newest_first:
        expect_pressed(page, movie_id, True, "/favorites")

    removed = newest_first[1]
    hearts(page, removed).first.click()
    expect_rows(rows, [newest_first[0], newest_first[2]], f"after unfavoriting film {removed}")
    toast = page.locator("#toast")
    undo = page.locator("#undo")
    expect(toast).to_be_visible()
    expect(toast).to_have_attribute("role", "status")
    expect(toast).to_contain_text("Removed")
    expect(undo).to_have_text("Undo")

    page.clock.run_for(TOAST_MIN_SECONDS * 1000)
    assert toast.is_visible() and undo.is_visible(), f"the toast should offer Undo for at least {TOAST_MIN_SECONDS} s"

    # Undo is sent once the un-heart is answered, which on a loaded machine can be after Undo was
    # pressed: the wait is for Undo's own answer, so that the reload below comes after it is saved.
    click_and_wait_for_heart(page, undo, removed, True)
    expect_rows(rows, newest_first, "Undo should put the row back where it was")
    expect_pressed(page, removed, True, "after Undo")

    page.reload()
    expect(page.locator(f'#favorites > li[data-movie-id="{removed}"]'), "Undo should be saved").to_have_count(1)
    expect(rows).to_have_count(3)


@pytest.mark.browser
def test_heart_works_without_javascript(new_page: Callable[..., Page]) -> None:
    page = new_page(java_script_enabled=False)
    page.goto("/?tab=users")
    expect_pressed(page, THE_DARK_KNIGHT, False, "before favoriting")

    navigate_by(page, hearts(page, THE_DARK_KNIGHT).first.click)
    came_back = urlsplit(page.url).path == "/" and query_value(page.url, "tab") == "users"
    assert came_back, f"the form should come back to /?tab=users, got {page.url}"
    expect_pressed(page, THE_DARK_KNIGHT, True, "after posting the form")
    heart = hearts(page, THE_DARK_KNIGHT).first
    expect(heart, "the next post should unfavorite").to_have_attribute("value", "false")


# --------------------------------------------------------------------------
# Plain HTTP
# --------------------------------------------------------------------------


class HeartForms(HTMLParser):
    """A page's hearts form: its hidden fields, and each heart button by its formaction with the
    state it posts and its aria-pressed."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.hidden: dict[str, str] = {}
        self.fields: dict[str, dict[str, str]] = {}
        self.pressed: dict[str, str | None] = {}
        self._in_hearts_form = False
        self.feed(html)
        self.close()
        # A heart posts the form's hidden fields plus its own name and value.
        for action, own in self.fields.items():
            self.fields[action] = {**self.hidden, **own}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "form" and attributes.get("id") == "hearts":
            self._in_hearts_form = True
        elif self._in_hearts_form and tag == "input" and attributes.get("name"):
            self.hidden[attributes["name"] or ""] = attributes.get("value") or ""
        elif tag == "button" and attributes.get("form") == "hearts":
            action = attributes.get("formaction") or ""
            self.fields[action] = {attributes.get("name") or "": attributes.get("value") or ""}
            self.pressed[action] = attributes.get("aria-pressed")

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self._in_hearts_form = False


@pytest.mark.http
def test_favorite_without_csrf_token_is_refused(base_url: str) -> None:
    visitor = Visitor()
    users_tab = f"{base_url}/?tab=users"
    action = f"/movies/{THE_DARK_KNIGHT}/favorite"

    response = visitor.get(users_tab)
    assert response.status == 200, f"{users_tab} answered {response.status}"
    forms = HeartForms(response.body)
    assert action in forms.fields, f"{users_tab} should have a heart form posting to {action}"
    fields = forms.fields[action]
    assert {"csrf_token", "favorite", "return_to"} <= fields.keys(), f"heart form fields: {sorted(fields)}"
    assert fields["favorite"] == "true"

    without_token = {name: value for name, value in fields.items() if name != "csrf_token"}
    status = visitor.post(f"{base_url}{action}", without_token).status
    assert status == 403, f"a favorite POST without csrf_token should be refused with 403, got {status}"
    assert HeartForms(visitor.get(users_tab).body).pressed.get(action) == "false", "the refused POST must not favorite"

    # The same form with its token is accepted, so the 403 was about the token.
    status = visitor.post(f"{base_url}{action}", fields).status
    assert status < 400, f"a favorite POST with its csrf_token should succeed, got {status}"
    assert HeartForms(visitor.get(users_tab).body).pressed.get(action) == "true", "the accepted POST should favorite"
