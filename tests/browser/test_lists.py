"""Lists (Your films › Lists): a list made from a film's page with "Add to a list", two more films
added from theirs, put in order with Move up (the keyboard, no script needed) and with the page
script's handles (a mouse dragging one, the arrow keys on another), a note written; shared by a
link that anyone opens without an account, read-only, with posters, notes and Open Graph tags,
asked to stay out of search engines unless the person lets them list it; its link turned off
(410); deleted and brought back with Undo; nobody else's to open; and seen again offline. The
screens fit a phone and axe finds nothing on them; Your films' seven tabs fit the narrowest phone.

The journeys use the shared server and its embedded catalog; each browser is a new visitor, whose
lists nobody else sees. Heat has no poster in the embedded catalog (Marquee draws one), The Dark
Knight and The Godfather have theirs: the posters the pages show are Marquee's either way.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Locator, Page, expect

from harness import Viewport
from loopback import LoopbackAddress
from screens import THE_DARK_KNIGHT, THE_GODFATHER, navigate_by
from test_offline_app import device, expect_saved_copy, go_offline, install  # noqa: F401 (device: a fixture)
from test_your_films import HEAT, answered, expect_no_accessibility_violations, expect_no_sideways_scroll

pytestmark = pytest.mark.browser

TITLES = {HEAT: "Heat", THE_DARK_KNIGHT: "The Dark Knight", THE_GODFATHER: "The Godfather"}
LIST_PATH = re.compile(r"^/you/lists/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
SHARED_PATH = re.compile(r"^/lists/[0-9a-f]{32}$")
# What a person types: markup in a note is shown as typed, never as markup.
NOTE = "Pacino & De Niro <b>share</b> one cup of coffee."
TURNED_OFF = "This list is no longer shared: its owner turned its link off."
TABS = ["Diary", "Watchlist", "Ratings", "Year", "Lists", "Favorites", "Import"]


# --------------------------------------------------------------------------
# Steps
# --------------------------------------------------------------------------


def films(page: Page) -> Locator:
    """The list's films on its page, in order."""
    return page.locator("ol#list-films > li.list-film")


def expect_order(page: Page, titles: list[str], where: str) -> None:
    expect(films(page).locator(".movie-title"), where).to_have_text(titles)


def expect_notice(page: Page, text: str) -> None:
    expect(page.locator("section.film-list .notice")).to_have_text(text)
    expect(page.locator("section.film-list .notice")).to_have_attribute("role", "status")


def open_add_to_list(page: Page, movie_id: str, from_film_page: bool) -> None:
    """A film's "Add to a list": from the film's page, or at its address (a journey's shortcut
    where the list is not what it checks)."""
    if from_film_page:
        page.goto(f"/movies/{movie_id}")
        link = page.locator("#add-to-list")
        expect(link).to_have_text("Add to a list")
        expect(link).to_have_attribute("href", f"/movies/{movie_id}/lists")
        navigate_by(page, link.click)
    else:
        page.goto(f"/movies/{movie_id}/lists")
    expect(page.locator("h1.screen-title")).to_have_text("Add to a list")


def make_list(page: Page, movie_id: str, name: str, description: str = "", *, from_film_page: bool = False) -> str:
    """A new list made from a film's "Add to a list", with the film in it; its address."""
    open_add_to_list(page, movie_id, from_film_page)
    form = page.locator("form.list-form")
    form.get_by_label("Name").fill(name)
    if description:
        form.get_by_label("Description").fill(description)
    navigate_by(page, form.locator("#new-list-button").click)
    path = urlsplit(page.url).path
    assert LIST_PATH.match(path), f"the new list opens at its own address, not {page.url}"
    expect(page.locator("h2#list-title")).to_have_text(name)
    expect_notice(page, "Added to the list.")
    return path


def add_to_list(page: Page, movie_id: str, name: str, *, from_film_page: bool = False) -> None:
    """A film added from its "Add to a list" to the list called ``name``, which then opens."""
    open_add_to_list(page, movie_id, from_film_page)
    navigate_by(page, page.locator("ul#add-to-lists").get_by_role("button", name=f"Add to {name}", exact=True).click)
    expect(page.locator("h2#list-title")).to_have_text(name)
    expect_notice(page, "Added to the list.")


def list_of_three(page: Page, name: str, *, from_film_pages: bool = False) -> str:
    """Heat, The Dark Knight and The Godfather, added in that order."""
    path = make_list(page, HEAT, name, "Long films for long nights.", from_film_page=from_film_pages)
    add_to_list(page, THE_DARK_KNIGHT, name, from_film_page=from_film_pages)
    add_to_list(page, THE_GODFATHER, name, from_film_page=from_film_pages)
    expect_order(page, ["Heat", "The Dark Knight", "The Godfather"], "in the order they were added")
    return path


def press_to_navigate(page: Page, control: Locator) -> None:
    """Focus ``control`` and press Enter, as a keyboard does, and wait for the page it sends."""
    control.focus()
    expect(control).to_be_focused()
    navigate_by(page, lambda: page.keyboard.press("Enter"))


def handle(page: Page, title: str) -> Locator:
    return films(page).get_by_role("button", name=f"Drag to move {title}", exact=True)


def drag_above(page: Page, title: str, target: Locator) -> None:
    """Drag the film's handle with the mouse until it is above ``target``'s middle, and let go."""
    films(page).first.evaluate("film => film.parentElement.scrollIntoView({ block: 'start' })")
    grip, goal = handle(page, title).bounding_box(), target.bounding_box()
    assert grip and goal, "the handle and the film it goes above are on the screen"
    page.mouse.move(grip["x"] + grip["width"] / 2, grip["y"] + grip["height"] / 2)
    page.mouse.down()
    page.mouse.move(grip["x"] + grip["width"] / 2, goal["y"] + goal["height"] * .25, steps=12)
    page.mouse.up()


def share(page: Page, *, indexable: bool) -> str:
    """Share the list by a link (letting search engines list it or not); the link's path."""
    sharing = page.locator("section.list-sharing")
    expect(sharing.locator("#share-link"), "not shared yet").to_have_count(0)
    checkbox = sharing.get_by_label("Let search engines list it")
    expect(checkbox, "search engines are asked to keep out unless the person says so").not_to_be_checked()
    if indexable:
        checkbox.check()
    with answered(page, urlsplit(page.url).path):
        navigate_by(page, sharing.locator("#share-list").click)
    expect_notice(page, "Anyone with the link can now see this list.")
    link = sharing.locator("a#share-link")
    href = link.get_attribute("href") or ""
    assert SHARED_PATH.match(href), f"the link is unguessable and Marquee's own: {href!r}"
    expect(link, "the link is written out to copy").to_have_text(re.compile(re.escape(href) + "$"))
    return href


def meta(page: Page, attribute: str, name: str) -> Locator:
    return page.locator(f'head meta[{attribute}="{name}"]')


# --------------------------------------------------------------------------
# Journeys
# --------------------------------------------------------------------------


def test_a_list_made_from_a_film_is_put_in_order_by_keyboard_and_by_dragging_and_noted(page: Page) -> None:
    """Made from Heat's page, two films added from theirs; The Godfather moved up with the
    keyboard (a plain form); The Dark Knight dragged to the top with the mouse; Heat moved down
    with the arrow keys on its handle, after which its Move up moves it from where it is now; a
    note written. Each order holds after the page is loaded again."""
    path = list_of_three(page, "Crime nights", from_film_pages=True)
    expect(page.locator(".list-description")).to_have_text("Long films for long nights.")
    first = films(page).first
    expect(first).to_have_attribute("data-movie-id", HEAT)
    expect(first.locator("img.poster")).to_have_attribute("alt", "Poster of Heat")
    expect(first.locator("a.title-link")).to_have_attribute("href", f"/movies/{HEAT}")
    expect(first.get_by_role("button", name="Move up: Heat"), "the first film goes no higher").to_have_count(0)

    with answered(page, path):
        press_to_navigate(page, films(page).get_by_role("button", name="Move up: The Godfather"))
    expect_notice(page, "Saved.")
    expect_order(page, ["Heat", "The Godfather", "The Dark Knight"], "after Move up")
    page.reload()
    expect_order(page, ["Heat", "The Godfather", "The Dark Knight"], "Move up, reloaded")

    # Dragged with the mouse: the list changes as it goes, the move is sent when it is let go.
    expect(handle(page, "The Dark Knight"), "the script adds a handle to each film").to_be_visible()
    with answered(page, path):
        drag_above(page, "The Dark Knight", films(page).first)
    expect(page.locator("#toast")).to_have_text("Moved The Dark Knight to place 1 of 3.")
    expect_order(page, ["The Dark Knight", "Heat", "The Godfather"], "dragged to the top")
    page.reload()
    expect_order(page, ["The Dark Knight", "Heat", "The Godfather"], "dragged, reloaded")

    # The arrow keys on a handle: one place down, the focus kept on it.
    heat = handle(page, "Heat")
    heat.focus()
    with answered(page, path):
        page.keyboard.press("ArrowDown")
    expect(page.locator("#toast")).to_have_text("Moved Heat to place 3 of 3.")
    expect_order(page, ["The Dark Knight", "The Godfather", "Heat"], "Heat moved down by its handle")
    expect(heat, "the focus stays on the handle").to_be_focused()
    # Heat's buttons are now those of its new place: it moves up to the second place, not the first.
    expect(films(page).last.get_by_role("button", name="Move down: Heat")).to_have_count(0)
    press_to_navigate(page, films(page).last.get_by_role("button", name="Move up: Heat"))
    expect_order(page, ["The Dark Knight", "Heat", "The Godfather"], "Move up after the handle's move")

    note = page.locator(f"#note-{HEAT}")
    expect(note, "the note is labelled").to_have_accessible_name("Note")
    note.fill(NOTE)
    with answered(page, path):
        navigate_by(page, films(page).nth(1).get_by_role("button", name="Save note").click)
    expect_notice(page, "Saved.")
    page.reload()
    expect(page.locator(f"#note-{HEAT}")).to_have_value(NOTE)
    expect(page.locator(f"#note-{THE_DARK_KNIGHT}")).to_have_value("")

    page.goto("/you/lists")
    expect(page.get_by_role("navigation", name="Your films").locator('a[aria-current="page"]')).to_have_text("Lists")
    mine = page.locator("ul#film-lists > li")
    expect(mine).to_have_count(1)
    expect(mine.get_by_role("link", name="Crime nights")).to_have_attribute("href", path)
    expect(mine.locator(".muted")).to_have_text("3 films")


def test_a_shared_list_is_read_only_for_anyone_its_link_turned_off_and_the_list_brought_back_after_deleting(
    new_page: Callable[..., Page], base_url: str
) -> None:
    """Shared, the list opens for a visitor without an account: its films with posters and
    notes, nothing to change, the Open Graph tags a link preview reads, and noindex. Turned off,
    its link says so (410). Shared again letting search engines list it, no noindex. Deleted, it
    comes back with Undo, films and notes with it. Its own address is nobody else's."""
    owner, visitor = new_page(), new_page()
    path = make_list(owner, HEAT, "To share")
    add_to_list(owner, THE_GODFATHER, "To share")
    owner.locator(f"#note-{HEAT}").fill(NOTE)
    with answered(owner, path):
        navigate_by(owner, films(owner).first.get_by_role("button", name="Save note").click)
    expect_notice(owner, "Saved.")
    link = share(owner, indexable=False)
    expect(owner.locator("section.list-sharing")).to_contain_text("Search engines are asked to leave it out.")

    answer = visitor.goto(link)
    assert answer and answer.status == 200, f"{link}: {answer and answer.status}"
    expect(visitor.locator("h1.screen-title")).to_have_text("To share")
    expect(visitor.locator("main > p.muted").first).to_have_text("A list shared from Marquee · 2 films")
    shared = visitor.locator("ol#shared-list > li.list-film")
    expect(shared.locator("h2.movie-title")).to_have_text(["Heat", "The Godfather"])
    expect(shared.locator(".list-note"), "the note, as typed; only Heat has one").to_have_text([NOTE])
    posters = shared.locator("img.poster")
    expect(posters).to_have_count(2)
    for index, movie in enumerate([HEAT, THE_GODFATHER]):
        expect(posters.nth(index)).to_have_attribute("alt", f"Poster of {TITLES[movie]}")
        expect(posters.nth(index)).to_have_attribute("src", re.compile(r"^/images/w185/"))
        posters.nth(index).scroll_into_view_if_needed()
        loaded = posters.nth(index).evaluate("image => image.decode().then(() => image.naturalWidth > 0, () => false)")
        assert loaded, f"the poster of {TITLES[movie]} is drawn"
    main = visitor.locator("main")
    expect(main.locator("form, textarea, button.drag-handle"), "read-only: nothing to change").to_have_count(0)
    expect(meta(visitor, "name", "robots"), "asked to stay out of search engines").to_have_attribute("content", "noindex")
    expect(meta(visitor, "property", "og:title")).to_have_attribute("content", "To share")
    expect(meta(visitor, "property", "og:description")).to_have_attribute("content", "2 films, first Heat · a list on Marquee")
    expect(meta(visitor, "property", "og:url")).to_have_attribute("content", base_url + link)
    # The embedded catalog has no poster of Heat: Marquee draws one (an SVG), which chats and social
    # sites do not show, so the card has no picture rather than a broken one.
    expect(meta(visitor, "property", "og:image")).to_have_count(0)
    expect(meta(visitor, "name", "twitter:card")).to_have_attribute("content", "summary")
    expect_no_sideways_scroll(visitor, "the shared list")
    expect_no_accessibility_violations(visitor, "the shared list")

    answer = visitor.goto(path)
    assert answer and answer.status == 404, f"the owner's own address, for someone else: {answer and answer.status}"
    expect(visitor.locator("h2#list-title")).to_have_count(0)

    with answered(owner, path):
        navigate_by(owner, owner.locator("#unshare-list").click)
    expect_notice(owner, "The list is no longer shared: its old link says so.")
    answer = visitor.goto(link)
    assert answer and answer.status == 410, f"a link turned off: {answer and answer.status}"
    expect(visitor.locator("main")).to_contain_text(TURNED_OFF)
    expect(visitor.locator("ol#shared-list")).to_have_count(0)

    listed = share(owner, indexable=True)
    assert listed != link, "shared again, the list has a new link"
    expect(owner.locator("section.list-sharing")).to_contain_text("Search engines may list it.")
    answer = visitor.goto(listed)
    assert answer and answer.status == 200
    expect(visitor.locator("ol#shared-list > li")).to_have_count(2)
    expect(visitor.locator('head meta[name="robots"][content*="noindex"]'), "search engines may list it").to_have_count(0)
    assert visitor.goto(link).status == 410, "the first link stays off"

    owner.goto("/you/lists")
    expect(owner.locator("ul#film-lists > li .muted")).to_have_text("2 films · shared")
    owner.goto(path)
    with answered(owner, path):
        navigate_by(owner, owner.locator("#delete-list").click)
    expect(owner).to_have_url(re.compile(r"/you/lists\?deleted="))
    notice = owner.locator(".notice")
    expect(notice).to_contain_text("List deleted.")
    expect(owner.locator("#lists-empty"), "the list is gone from Lists").to_be_visible()
    assert visitor.goto(listed).status in (404, 410), "a deleted list is not shown by its link"
    with answered(owner, path):
        navigate_by(owner, notice.locator("#undo-delete-list").click)
    expect(owner.locator("h2#list-title")).to_have_text("To share")
    expect_order(owner, ["Heat", "The Godfather"], "brought back by Undo")
    expect(owner.locator(f"#note-{HEAT}")).to_have_value(NOTE)
    owner.goto("/you/lists")
    expect(owner.locator("ul#film-lists > li").get_by_role("link", name="To share")).to_have_attribute("href", path)


@pytest.mark.one_viewport  # whether the page has its styles; the layout is measured above
def test_a_shared_list_has_the_lists_styles(new_page: Callable[..., Page]) -> None:
    owner, visitor = new_page(), new_page()
    make_list(owner, HEAT, "Styled")
    add_to_list(owner, THE_GODFATHER, "Styled")
    visitor.goto(share(owner, indexable=False))
    film = visitor.locator("ol#shared-list > li.list-film").first
    expect(film).to_have_css("display", "grid")
    expect(film.locator("img.poster")).to_have_css("width", "92px")


# At a phone's and a desktop's size only, though it measures the layout and runs axe, as the
# import screens' test does: the lists' one rule that depends on the width (the note and buttons
# under the poster below 37.5em) is on one side at each.
def test_the_lists_screens_fit_and_axe_finds_nothing(page: Page) -> None:
    """Lists empty and with a list, a list of three with its handles (each control a thumb's size
    and inside its film's row), and "Add to a list": no sideways scroll, nothing axe finds."""
    page.goto("/you/lists")
    expect(page.locator("#lists-empty")).to_be_visible()
    expect_no_sideways_scroll(page, "/you/lists, empty")
    path = list_of_three(page, "A list whose name is long enough to wrap on a phone's narrow screen")
    page.goto(path)
    expect(handle(page, "Heat")).to_be_visible()
    expect_no_sideways_scroll(page, "a list")
    targets = films(page).locator("button, a.title-link, textarea")
    sizes = targets.evaluate_all("targets => targets.map(target => [target.getBoundingClientRect().height, target.getBoundingClientRect().width])")
    assert min(height for height, _ in sizes) >= 44 and min(width for _, width in sizes) >= 44, f"a thumb finds each control: {sizes}"
    boxes = films(page).evaluate_all("""films => films.map(film => [...film.querySelectorAll('button, textarea, a')].every(control => {
        const box = control.getBoundingClientRect(), row = film.getBoundingClientRect();
        return box.left >= row.left && box.right <= row.right + .5;
    }))""")
    assert all(boxes), f"every control inside its film's row: {boxes}"
    expect_no_accessibility_violations(page, "a list")

    page.goto("/you/lists")
    expect(page.locator("ul#film-lists > li")).to_have_count(1)
    expect_no_sideways_scroll(page, "/you/lists")
    expect_no_accessibility_violations(page, "/you/lists")
    page.goto(f"/movies/{THE_DARK_KNIGHT}/lists")
    expect(page.locator("ul#add-to-lists > li")).to_have_count(1)
    expect_no_sideways_scroll(page, "Add to a list")
    expect_no_accessibility_violations(page, "Add to a list")


@pytest.mark.parametrize("viewport", [Viewport(320, 568), Viewport(540, 720)], ids=["320x568-portrait", "540x720-portrait"])
def test_the_seven_tabs_fit_the_narrowest_phone(page: Page, viewport: Viewport) -> None:
    """On the narrowest phone, and on a wider one still too narrow for the seven in a row (a
    Surface Duo's half), every tab is in view, a thumb's size, its name on one line, no tab is
    alone on its row, and nothing scrolls sideways."""
    page.goto("/you/lists")
    nav = page.get_by_role("navigation", name="Your films")
    tabs = nav.get_by_role("link")
    expect(tabs).to_have_text(TABS)
    for index in range(len(TABS)):
        expect(tabs.nth(index), f"{TABS[index]} in view").to_be_in_viewport(ratio=1)
    lines = tabs.evaluate_all("""tabs => tabs.map(tab => {
        const range = document.createRange();
        range.selectNodeContents(tab);
        return [tab.getBoundingClientRect().height, new Set([...range.getClientRects()].map(box => Math.round(box.top))).size];
    })""")
    assert all(height >= 44 and count == 1 for height, count in lines), f"each tab 44px tall, its name on one line: {lines}"
    rows = Counter(tabs.evaluate_all("tabs => tabs.map(tab => Math.round(tab.getBoundingClientRect().top))"))
    assert min(rows.values()) >= 2, f"no tab alone on a row (tabs per row, by their top): {dict(rows)}"
    strip = nav.evaluate("nav => [nav.scrollWidth, nav.clientWidth]")
    assert strip[0] <= strip[1], f"the tabs fit without scrolling sideways: {strip}"
    expect_no_sideways_scroll(page, f"/you/lists at {viewport.id}")


@pytest.mark.one_viewport  # the worker's saved copy and the script's refusal, not the layout
def test_a_list_seen_comes_back_offline_and_a_move_made_offline_is_put_back(device: Page, link: LoopbackAddress) -> None:
    path = make_list(device, HEAT, "For the plane")
    add_to_list(device, THE_GODFATHER, "For the plane")
    install(device, path)

    go_offline(device, link)
    device.reload()
    expect_saved_copy(device, "the list")
    expect(device.locator("h2#list-title")).to_have_text("For the plane")
    expect_order(device, ["Heat", "The Godfather"], "the saved copy")
    expect(films(device).locator("img.poster")).to_have_count(2)

    handle(device, "Heat").focus()
    device.keyboard.press("ArrowDown")
    expect(device.locator("#toast")).to_have_text("The list could not be changed. Try again.")
    expect_order(device, ["Heat", "The Godfather"], "put back as it was")
