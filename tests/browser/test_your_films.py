"""Your films (issue 27): want to watch, log a viewing with the star control, the diary, the
watchlist, a rewatch deleted and brought back, a date in the future refused, and the year in
review; at a phone's and a desktop's size, the layout and axe at every size (conftest.py).

The journeys use the shared server and its embedded catalog; each test's browser is a new
visitor, whose films nobody else sees. They wait for what the page shows, not for a navigation,
so that they hold whether the forms are sent as plain forms (the server's answer is a new page)
or by a page script (the page changes in place, a toast may say what happened).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date, datetime, timedelta, timezone
from urllib.parse import urlsplit

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Locator, Page, expect

from harness import Viewport
from screens import THE_DARK_KNIGHT, THE_GODFATHER, catalog_movie, navigate_by, squeeze
from test_accounts import tab_to

pytestmark = pytest.mark.browser

HEAT = "949"  # Michael Mann, 2h 50m; Action, Crime, Drama
MICHAEL_MANN, CHRISTOPHER_NOLAN = "638", "525"
ACTION, CRIME, DRAMA = "28", "80", "18"
HEAT_RUNTIME_MINUTES, DARK_KNIGHT_RUNTIME_MINUTES = 170, 152

FUTURE_DATE_MESSAGE = "The day you watched it can't be in the future."
# What a person types: markup in a review is shown as they typed it, never as markup.
REVIEW = "<b>x</b> Pacino & De Niro share one cup of coffee."

# A rating's name as a screen reader reads it (StarRatingField), by half stars.
SPOKEN = {1: "half a star", 2: "1 star"} | {half: f"{half / 2:g} stars" for half in range(3, 11)}


def rating_value(half_stars: int) -> str:
    """The radio's value: "0.5", "1", "3.5"; "" for no rating."""
    return f"{half_stars / 2:g}" if half_stars else ""


def long_date(day: date) -> str:
    """"12 March 2025", as Marquee writes a day watched."""
    return f"{day.day} {day:%B} {day.year}"


# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def journal(page: Page) -> Locator:
    """The film page's section of the person's own film."""
    return page.locator("section#your-film")


def summary(page: Page) -> Locator:
    """"Watched 12 March 2025 · ★★★½ · 2nd time"."""
    return page.locator("#your-film #film-journal-summary")


def viewings(page: Page) -> Locator:
    """The film's viewings on its page, the latest first."""
    return page.locator("#your-film ol#film-viewings > li.viewing")


def viewing_of(page: Page, day: date) -> Locator:
    return viewings(page).filter(has=page.locator(f'p.viewing-line time[datetime="{day.isoformat()}"]'))


def log_form(page: Page) -> Locator:
    """The form of a new viewing, unfolded (its details start closed once the film is logged)."""
    form = page.locator("#your-film form#log-form")
    if not form.is_visible():
        page.locator("#your-film details.log-viewing > summary").click()
    expect(form, "Log a viewing shows its form").to_be_visible()
    return form


@contextmanager
def answered(page: Page, path_end: str) -> Iterator[None]:
    """Wait for Marquee's answer to the POST the block sends to an address ending in
    ``path_end``: a page script's fetch, or a plain form (its answer is the redirect), so that
    what comes next (a reload, another page) sees the change saved."""
    with page.expect_response(
        lambda response: response.request.method == "POST" and urlsplit(response.url).path.endswith(path_end)
    ) as answer:
        yield
    assert answer.value.status < 400, f"Marquee answered {answer.value.status} to {answer.value.url}"


def log_viewing(page: Page, movie_id: str, day: date, half_stars: int = 0, review: str = "", *, then: str) -> None:
    """Open the film's page, log a viewing with the pointer, and wait until the page says ``then``."""
    page.goto(f"/movies/{movie_id}")
    form = log_form(page)
    form.locator("#watched-on-new").fill(day.isoformat())
    if half_stars:
        form.locator(f'label[for="rating-new-{half_stars}"]').click()
        expect(form.locator(f"#rating-new-{half_stars}")).to_be_checked()
    if review:
        form.locator("#review-new").fill(review)
    with answered(page, "/viewings"):
        form.get_by_role("button", name="Log it").click()
    expect(summary(page), f"film {movie_id}, after logging it").to_have_text(then)


def open_your_films(page: Page) -> None:
    """Go to Your films from the navigation."""
    link = page.get_by_role("navigation", name="Main").get_by_role("link", name="Your films")
    expect(link).to_have_attribute("href", "/you")
    navigate_by(page, link.click)
    expect(page.locator("h1.screen-title")).to_have_text("Your films")


def open_tab(page: Page, name: str) -> None:
    """One of Your films' tabs (Diary, Watchlist, Ratings, Year, Favorites), tapped."""
    tab = page.get_by_role("navigation", name="Your films").get_by_role("link", name=name, exact=True)
    tab.scroll_into_view_if_needed()
    covered_by = tab.evaluate(
        """tab => {
            const box = tab.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            if (tab.contains(hit)) return null;
            const link = hit?.closest('a');
            return link ? `the link to ${link.getAttribute('href')}` : hit?.outerHTML.slice(0, 80) ?? 'nothing';
        }"""
    )
    assert covered_by is None, f"a tap on the {name} tab of {page.url} lands on {covered_by}"
    navigate_by(page, tab.click)
    expect(page.get_by_role("navigation", name="Your films").locator('a[aria-current="page"]')).to_have_text(name)


def checked_rating(form: Locator) -> str | None:
    return form.evaluate("form => form.querySelector('input[name=rating]:checked')?.value ?? null")


def expect_no_sideways_scroll(page: Page, where: str) -> None:
    scroll_width, inner_width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert scroll_width <= inner_width, f"{where}: the page scrolls sideways ({scroll_width}px wide in a {inner_width}px window)"


def expect_no_accessibility_violations(page: Page, where: str, context: str | None = None) -> None:
    results = Axe().run(page, context=context)
    assert results.violations_count == 0, f"{where}:\n{results.generate_report()}"


def utc_today() -> date:
    return datetime.now(timezone.utc).date()


# --------------------------------------------------------------------------
# Journeys
# --------------------------------------------------------------------------


def test_log_a_viewing_with_the_keyboard_and_find_it_in_the_diary(page: Page) -> None:
    """Tab into the stars, arrow keys move half a star at a time and name it, type a review,
    send with Enter; the film says so, and the diary lists it under its month, the review as text."""
    watched = date(2025, 3, 12)
    page.goto(f"/movies/{HEAT}")
    expect(journal(page).get_by_role("heading", level=2)).to_have_text("Your film")
    expect(summary(page), "nothing logged yet").to_have_count(0)
    form = log_form(page)  # open by itself before the first viewing
    date_field = form.locator("#watched-on-new")
    expect(date_field).to_have_attribute("type", "date")
    date_field.fill(watched.isoformat())

    stars_group = form.get_by_role("group", name="Rating")
    expect(stars_group.get_by_role("radio"), "No rating and half a star to five stars").to_have_count(11)
    expect(form.locator("#rating-new-0"), "no rating to begin with").to_be_checked()
    tab_to(page, form.locator("#rating-new-0"), "the star control", limit=10)
    focused = form.locator("input[name=rating]:focus")
    expect(focused).to_have_accessible_name("No rating")
    for half_stars in range(1, 8):  # ArrowRight: half a star more each time
        page.keyboard.press("ArrowRight")
        assert checked_rating(form) == rating_value(half_stars), f"ArrowRight {half_stars} times should check {rating_value(half_stars)}"
        expect(focused, "the focused star names its rating").to_have_accessible_name(SPOKEN[half_stars])
    page.keyboard.press("ArrowLeft")
    assert checked_rating(form) == "3", "ArrowLeft takes half a star off"
    expect(focused).to_have_accessible_name("3 stars")
    page.keyboard.press("ArrowRight")
    assert checked_rating(form) == "3.5"
    expect(focused).to_have_accessible_name("3.5 stars")

    page.keyboard.press("Tab")
    review = form.locator("#review-new")
    expect(review, "Tab leaves the stars for the review").to_be_focused()
    page.keyboard.type(REVIEW)
    page.keyboard.press("Tab")
    expect(form.get_by_role("button", name="Log it")).to_be_focused()
    page.keyboard.press("Enter")

    expect(summary(page)).to_have_text(f"Watched {long_date(watched)} · ★★★½")
    expect(viewings(page)).to_have_count(1)
    logged = viewings(page).first
    expect(logged.locator("time")).to_have_text(long_date(watched))
    expect(logged.locator(".stars")).to_have_attribute("aria-label", "3.5 stars")
    expect(logged.locator(".rewatch"), "a first viewing is no rewatch").to_have_count(0)
    expect(logged.locator("p.review")).to_have_text(REVIEW)

    open_your_films(page)
    expect(page.get_by_role("navigation", name="Your films").locator('a[aria-current="page"]'), "/you is the diary").to_have_text("Diary")
    expect(page.locator("#diary-empty")).to_have_count(0)
    months = page.locator("section.diary-month")
    expect(months.locator("h2.month-title")).to_have_text(["March 2025"])
    rows = months.first.locator("ol.diary > li.diary-row")
    expect(rows).to_have_count(1)
    row = rows.first
    expect(row.locator("h3.movie-title")).to_have_text("Heat")
    expect(row.locator("a.title-link")).to_have_attribute("href", re.compile(rf"^/movies/{HEAT}(\?|$)"))
    expect(row.locator("img")).to_have_attribute("alt", "Poster of Heat")
    expect(row.locator("p.viewing-line time")).to_have_attribute("datetime", watched.isoformat())
    expect(row.locator(".stars")).to_have_text("★★★½")
    expect(row.locator(".stars")).to_have_attribute("aria-label", "3.5 stars")
    expect(row.locator("p.review"), "the review as typed").to_have_text(REVIEW)
    expect(row.locator("p.review b"), "markup in a review stays text").to_have_count(0)

    # From the diary, a tap on a tab opens it (and not the film of a row).
    open_tab(page, "Ratings")
    expect(page.locator("figure#ratings-chart figcaption")).to_have_text("Films at each rating")
    group = page.locator("section.rating-group")
    expect(group.locator("h2.month-title")).to_have_accessible_name("3.5 stars")
    expect(group.locator("li.movie-row")).to_have_attribute("data-movie-id", HEAT)


def test_want_to_watch_then_logging_takes_the_film_off(new_page: Callable[..., Page]) -> None:
    """Want to watch puts the film on the watchlist; logging it takes it off and says so."""
    page = new_page(timezone_id="UTC")  # the browser's today is the server's: the form's day by default
    page.goto(f"/movies/{HEAT}")
    button = journal(page).locator("#watchlist-button")
    expect(button).to_have_accessible_name("Want to watch")
    expect(button).to_have_attribute("aria-pressed", "false")
    with answered(page, "/watchlist"):
        button.click()
    expect(button, "pressed: on the watchlist").to_have_attribute("aria-pressed", "true")
    page.reload()
    expect(journal(page).locator("#watchlist-button"), "kept").to_have_attribute("aria-pressed", "true")

    open_your_films(page)
    open_tab(page, "Watchlist")
    rows = page.locator("#watchlist > li.movie-row")
    expect(rows).to_have_count(1)
    row = rows.first
    expect(row).to_have_attribute("data-movie-id", HEAT)
    expect(row.locator(".movie-title")).to_have_text("Heat")
    expect(row.locator("p.overview"), "the film's own overview").to_have_text(squeeze(catalog_movie(int(HEAT))["overview"]))

    navigate_by(page, row.locator("a.title-link").click)
    today = utc_today()
    form = log_form(page)
    expect(form.locator("#watched-on-new"), "today by default").to_have_value(today.isoformat())
    with answered(page, "/viewings"):
        form.get_by_role("button", name="Log it").click()
    expect(summary(page)).to_have_text(f"Watched {long_date(today)}")
    expect(page.get_by_text(re.compile("taken off your watchlist", re.IGNORECASE)).first, "the page says so").to_be_visible()
    expect(journal(page).locator("#watchlist-button")).to_have_attribute("aria-pressed", "false")

    page.goto("/you/watchlist")
    expect(page.locator("#watchlist-empty")).to_be_visible()
    expect(page.locator("#watchlist > li")).to_have_count(0)


def log_twice_delete_and_undo(page: Page, movie_id: str) -> None:
    """Two viewings of a film: the later one is the rewatch (whatever the order they were
    logged in), the film says "2nd time"; deleting one changes that, and Undo brings it back."""
    april, march = date(2025, 4, 2), date(2025, 3, 12)
    log_viewing(page, movie_id, april, half_stars=8, then=f"Watched {long_date(april)} · ★★★★")
    # An earlier viewing remembered afterwards: April's becomes the rewatch.
    log_viewing(page, movie_id, march, then=f"Watched {long_date(april)} · ★★★★ · 2nd time")
    expect(viewings(page).locator("time"), "the latest first").to_have_text([long_date(april), long_date(march)])
    expect(viewing_of(page, april).locator(".rewatch")).to_have_text("Rewatch")
    expect(viewing_of(page, march).locator(".rewatch"), "the first time is no rewatch").to_have_count(0)
    expect(viewing_of(page, april).locator(".stars")).to_have_attribute("aria-label", "4 stars")

    with answered(page, "/delete"):
        viewing_of(page, march).get_by_role("button", name="Delete").click()
    expect(viewings(page)).to_have_count(1)
    expect(summary(page), "one viewing left").to_have_text(f"Watched {long_date(april)} · ★★★★")
    expect(viewing_of(page, april).locator(".rewatch"), "the only viewing is no rewatch").to_have_count(0)

    undo = page.get_by_role("button", name="Undo")
    expect(undo, "a deleted viewing can be brought back").to_be_visible()
    with answered(page, "/delete"):
        undo.click()
    expect(viewings(page)).to_have_count(2)
    expect(summary(page)).to_have_text(f"Watched {long_date(april)} · ★★★★ · 2nd time")
    page.reload()
    expect(viewings(page).locator("time"), "Undo is kept").to_have_text([long_date(april), long_date(march)])
    expect(viewing_of(page, april).locator(".rewatch")).to_have_text("Rewatch")

    page.goto("/you")
    expect(page.locator("section.diary-month h2.month-title")).to_have_text(["April 2025", "March 2025"])
    expect(page.locator("li.diary-row .rewatch")).to_have_text(["Rewatch"])


def test_a_rewatch_is_counted_and_a_deleted_viewing_comes_back_with_undo(page: Page) -> None:
    log_twice_delete_and_undo(page, THE_DARK_KNIGHT)


@pytest.mark.one_viewport  # the plain forms' answers; the layout is the same as with JavaScript
def test_your_film_works_without_javascript(new_page: Callable[..., Page]) -> None:
    """Every form of the film's section is a plain form: want to watch, log (the page says the
    film left the watchlist), delete and Undo."""
    page = new_page(java_script_enabled=False)
    page.goto(f"/movies/{HEAT}")
    navigate_by(page, journal(page).locator("#watchlist-button").click)
    expect(journal(page).locator("#watchlist-button")).to_have_attribute("aria-pressed", "true")
    log_viewing(page, HEAT, date(2025, 3, 12), half_stars=7, review=REVIEW, then="Watched 12 March 2025 · ★★★½")
    expect(page.locator("#journal-notice")).to_have_text("Logged, and taken off your watchlist.")
    expect(journal(page).locator("#watchlist-button")).to_have_attribute("aria-pressed", "false")
    expect(viewings(page).locator("p.review")).to_have_text(REVIEW)

    log_twice_delete_and_undo(page, THE_DARK_KNIGHT)


def test_a_day_in_the_future_is_refused_and_nothing_is_logged(page: Page) -> None:
    """The date field offers no day after today; sent anyway, Marquee says why and logs nothing."""
    future = utc_today() + timedelta(days=3)  # after today everywhere on Earth
    page.goto(f"/movies/{HEAT}")
    form = log_form(page)
    field = form.locator("#watched-on-new")
    latest = field.get_attribute("max") or ""
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", latest) and latest < future.isoformat(), f"the field's max is {latest!r}"
    field.fill(future.isoformat())
    assert field.evaluate("field => field.validity.rangeOverflow"), "the browser should hold the day to the field's max"

    # A browser that does not check the field (or a page whose check is out of date) sends it.
    form.evaluate("form => { form.noValidate = true; }")
    form.get_by_role("button", name="Log it").click()
    expect(page.get_by_text(FUTURE_DATE_MESSAGE).first).to_be_visible()

    page.goto(f"/movies/{HEAT}")
    expect(summary(page), "nothing logged").to_have_count(0)
    expect(viewings(page)).to_have_count(0)
    page.goto("/you")
    expect(page.locator("#diary-empty")).to_be_visible()
    expect(page.locator("li.diary-row")).to_have_count(0)


@pytest.mark.every_viewport  # no sideways scroll, axe
def test_your_year_charts_and_lists_and_every_screen_fits(page: Page, viewport: Viewport) -> None:
    """The year page: totals, films per month drawn in SVG with its table, the directors and
    genres most watched as links. Your films' screens and the film's section fit the width,
    and axe finds nothing on them."""
    log_viewing(page, HEAT, date(2025, 3, 12), half_stars=7, review=REVIEW, then="Watched 12 March 2025 · ★★★½")
    log_viewing(page, THE_DARK_KNIGHT, date(2025, 7, 4), half_stars=10, then="Watched 4 July 2025 · ★★★★★")
    page.goto(f"/movies/{THE_GODFATHER}")
    with answered(page, "/watchlist"):
        journal(page).locator("#watchlist-button").click()
    expect(journal(page).locator("#watchlist-button")).to_have_attribute("aria-pressed", "true")

    page.goto("/you")
    year_tab = page.get_by_role("navigation", name="Your films").get_by_role("link", name="Year", exact=True)
    expect(year_tab, "the Year tab opens the year of the viewings").to_have_attribute("href", "/you/2025")
    page.goto("/you/2025")
    expect(page.locator("h1.screen-title")).to_have_text("Your 2025 in films")
    totals = page.locator("#year-totals")
    expect(totals.locator("dt")).to_have_text(["Films", "Viewings", "Hours"])
    hours = f"{(HEAT_RUNTIME_MINUTES + DARK_KNIGHT_RUNTIME_MINUTES) / 60:.1f}"
    expect(totals.locator("dd")).to_have_text(["2", "2", hours])

    chart = page.locator("figure.bar-chart#months-chart")
    expect(chart.locator("figcaption")).to_have_text("Films per month")
    drawing = chart.locator("svg")
    expect(drawing, "the picture is drawn on the server").to_have_attribute("viewBox", re.compile(r"^0 0 \d+ \d+$"))
    expect(drawing, "the table speaks for it").to_have_attribute("aria-hidden", "true")
    expect(drawing.locator("rect.bar")).to_have_count(12)
    heights = drawing.locator("rect.bar").evaluate_all("bars => bars.map(bar => Number(bar.getAttribute('height')))")
    assert [index for index, height in enumerate(heights) if height > 0] == [2, 6], f"bars for March and July: {heights}"
    box = drawing.bounding_box()
    assert box and box["width"] > 100 and box["height"] > 40, f"the chart is drawn at a readable size: {box}"
    table = chart.locator("details.chart-table table")
    expect(table, "the table starts folded").to_be_hidden()
    chart.locator("details.chart-table > summary").filter(has_text="As a table").click()
    expect(table).to_be_visible()
    expect(table.locator("tbody th")).to_have_text([f"{month:%B}" for month in (date(2025, m, 1) for m in range(1, 13))])
    expect(table.locator("tbody td")).to_have_text(["0", "0", "1", "0", "0", "0", "1", "0", "0", "0", "0", "0"])

    directors = page.locator("ol#top-directors")
    for name, person_id in (("Michael Mann", MICHAEL_MANN), ("Christopher Nolan", CHRISTOPHER_NOLAN)):
        expect(directors.get_by_role("link", name=name, exact=True)).to_have_attribute("href", f"/people/{person_id}")
    genres = page.locator("ol#top-genres")
    for name, genre_id in (("Action", ACTION), ("Crime", CRIME), ("Drama", DRAMA)):
        leader = genres.locator("li").filter(has=page.get_by_role("link", name=name, exact=True))
        expect(leader.get_by_role("link")).to_have_attribute("href", f"/genres/{genre_id}")
        expect(leader.locator(".leader-count")).to_have_text("2 viewings")
    expect(page.locator("#year-highlights li").filter(has_text="Longest")).to_contain_text("Heat")
    expect_no_sideways_scroll(page, "/you/2025")
    expect_no_accessibility_violations(page, "/you/2025, its tables open")

    for path, ready in (("/you", "li.diary-row"), ("/you/watchlist", "#watchlist > li.movie-row"), ("/you/ratings", "#ratings-chart")):
        page.goto(path)
        expect(page.locator(ready).first, path).to_be_visible()
        expect_no_sideways_scroll(page, path)
    expect_no_accessibility_violations(page, "/you/ratings")
    page.goto("/you")
    expect_no_accessibility_violations(page, "/you (the diary)")

    page.goto(f"/movies/{HEAT}")
    log_form(page)
    viewings(page).first.locator("details.edit-viewing > summary").click()
    expect(viewings(page).first.locator("form.viewing-form")).to_be_visible()
    expect_no_sideways_scroll(page, "Heat, its forms open")
    expect_no_accessibility_violations(page, "Heat's Your film, its forms open", context="#your-film")
