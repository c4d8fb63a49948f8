"""Your own film without a connection (issue 27), as the hearts are: "Want to watch", a log
with its rating, an edit or a deletion made offline changes the film's page at once (the
viewing's row, the summary, the watchlist mark), waits on the device, and is sent in order when
the connection returns; one Marquee refuses then is put back with Marquee's reason. The diary,
watchlist and year pages seen come back offline.

As in test_offline_app.py, each test's browser reaches Marquee through a link of its own
(``LoopbackAddress``) that the test cuts while the browser context is set offline. What is
checked is what a person sees, and what the server ends up with. The layout is not: each test
runs at a phone's size alone (the saved copy's banner is measured at every size in
test_offline_app.py).
"""

from __future__ import annotations

import json
from datetime import date, datetime, timedelta, timezone
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Locator, Page, expect

from harness import wait_until
from loopback import LoopbackAddress
from screens import THE_GODFATHER
from test_offline_app import PAGES_CACHE, device, expect_saved_copy, go_offline, go_online, install, queued, wait_until_saved  # noqa: F401 (device: a fixture)
from test_your_films import FUTURE_DATE_MESSAGE, HEAT, answered, journal, log_form, log_viewing, long_date, open_tab, utc_today

pytestmark = pytest.mark.browser

JANUARY, MARCH, APRIL = date(2025, 1, 5), date(2025, 3, 12), date(2025, 4, 2)
WAITING = "Waiting to be sent"


def summary_line(page: Page) -> Locator:
    """"Watched 12 March 2025 · ★★★½ · 2nd time": Marquee's, or the one the page script writes
    for a film whose first viewing waits (by its class: config.js names no id of the section)."""
    return page.locator("section.your-film .journal-summary")


def viewing_rows(page: Page) -> Locator:
    """The viewings the film's page shows, Marquee's and those waiting, the latest first."""
    return page.locator("section.your-film ol.viewings > li.viewing:visible")


def waiting_rows(page: Page) -> Locator:
    return viewing_rows(page).filter(has_text=WAITING)


def row_of(rows: Locator, day: date) -> Locator:
    return rows.filter(has=rows.page.locator(f'p.viewing-line:visible time[datetime="{day.isoformat()}"]'))


def watchlist_button(page: Page) -> Locator:
    return journal(page).locator("#watchlist-button")


def log_offline(page: Page, day: date | None, half_stars: int) -> None:
    """Log a viewing with the pointer while Marquee cannot be reached: no answer to wait for.
    Without ``day``, the form's own (the device's today)."""
    form = log_form(page)
    if day:
        form.locator("#watched-on-new").fill(day.isoformat())
    form.locator(f'label[for="rating-new-{half_stars}"]').click()
    form.get_by_role("button", name="Log it").click()


def kept_keys(page: Page) -> list[str]:
    """The outbox's keys, in the order the changes will be sent."""
    return list(json.loads(queued(page) or "{}"))


def wait_until_saved_showing(page: Page, path: str, text: str) -> None:
    """Until the copy of ``path`` saved on the device has ``text`` in it (a copy saved before
    it may be there already)."""
    wait_until(
        page,
        """async ([cache, path, text]) => {
            const saved = await (await caches.open(cache)).match(new URL(path, location.href).href);
            return saved ? (await saved.text()).includes(text) : false;
        }""",
        [PAGES_CACHE, path, text],
        f"{path} saved with {text!r}",
    )


@pytest.mark.one_viewport  # the page script, the outbox and the worker, not the layout
def test_want_to_watch_and_a_rated_log_made_offline_show_at_once_and_reach_marquee_in_order(
    device: Page, link: LoopbackAddress
) -> None:
    install(device, f"/movies/{HEAT}")
    log_viewing(device, HEAT, JANUARY, half_stars=4, then=f"Watched {long_date(JANUARY)} · ★★")
    device.reload()  # saved again, with January's viewing
    wait_until_saved_showing(device, f"/movies/{HEAT}", f'datetime="{JANUARY.isoformat()}"')

    go_offline(device, link)
    watchlist_button(device).click()
    expect(watchlist_button(device), "at once").to_have_attribute("aria-pressed", "true")
    expect(device.locator("#toast")).to_have_text("You are offline. “Heat” will be added to your watchlist when you are back online.")
    log_offline(device, MARCH, half_stars=7)
    expect(device.locator("#toast")).to_have_text(
        "You are offline. Your viewing of “Heat” will be logged, and the film taken off your watchlist, when you are back online."
    )

    def expect_the_changes_shown(where: str) -> None:
        waiting = waiting_rows(device)
        expect(waiting, f"{where}: the viewing, marked as waiting").to_have_count(1)
        expect(waiting.locator("time")).to_have_text(long_date(MARCH))
        expect(waiting.locator(".stars")).to_have_attribute("aria-label", "3.5 stars")
        expect(viewing_rows(device).locator("time"), f"{where}: the latest first").to_have_text([long_date(MARCH), long_date(JANUARY)])
        expect(summary_line(device), where).to_have_text(f"Watched {long_date(MARCH)} · ★★★½ · 2nd time")
        expect(summary_line(device).locator(".stars")).to_have_attribute("aria-label", "Your rating: 3.5 stars")
        expect(watchlist_button(device), f"{where}: logged, the film is off the watchlist").to_have_attribute("aria-pressed", "false")

    expect_the_changes_shown("at once")
    assert [key.split(":")[0] for key in kept_keys(device)] == ["watchlist", "viewing"], "both wait on the device, in the order made"

    device.reload()
    expect_saved_copy(device, "the film, reloaded offline")
    expect_the_changes_shown("on the copy saved before them")

    sent: list[str] = []
    device.on("request", lambda request: sent.append(urlsplit(request.url).path) if request.method == "POST" else None)
    with device.expect_navigation():  # the changes go first, then the page is fetched again
        go_online(device, link)
    assert sent == [f"/movies/{HEAT}/watchlist", f"/movies/{HEAT}/viewings"], f"sent in the order made: {sent}"
    expect(device.locator("#saved-copy-banner")).to_have_count(0)
    expect(waiting_rows(device)).to_have_count(0)
    expect(viewing_rows(device).locator("time"), "as Marquee has them").to_have_text([long_date(MARCH), long_date(JANUARY)])
    rated = viewing_rows(device).filter(has=device.locator('.stars[aria-label="3.5 stars"]'))
    expect(rated, "one viewing with that rating").to_have_count(1)
    expect(rated.locator("time")).to_have_text(long_date(MARCH))
    expect(summary_line(device)).to_have_text(f"Watched {long_date(MARCH)} · ★★★½ · 2nd time")
    expect(watchlist_button(device), "the log came after the mark").to_have_attribute("aria-pressed", "false")
    assert queued(device) is None, "nothing is left to send"

    device.goto("/you")
    diary = device.locator("li.diary-row")
    expect(diary).to_have_count(2)
    rated = diary.filter(has=device.locator('.stars[aria-label="3.5 stars"]'))
    expect(rated).to_have_count(1)
    expect(rated.locator("h3.movie-title")).to_have_text("Heat")
    expect(rated.locator("p.viewing-line time")).to_have_attribute("datetime", MARCH.isoformat())
    device.goto("/you/watchlist")
    expect(device.locator("#watchlist-empty"), "the film is not on the watchlist").to_be_visible()


@pytest.mark.one_viewport  # the page script and the server's refusal, not the layout
def test_a_log_marquee_refuses_when_it_is_sent_is_put_back_with_its_reason(device: Page, link: LoopbackAddress) -> None:
    # This phone's clock runs three days ahead: the log form's today is a day Marquee has not
    # reached anywhere on Earth.
    device.clock.set_fixed_time(datetime.now(timezone.utc) + timedelta(days=3))
    install(device, f"/movies/{HEAT}")
    with answered(device, "/watchlist"):
        watchlist_button(device).click()
    expect(watchlist_button(device)).to_have_attribute("aria-pressed", "true")

    go_offline(device, link)
    day = date.fromisoformat(log_form(device).locator("#watched-on-new").input_value())
    assert day > utc_today() + timedelta(days=1), f"the phone's today, {day}, is ahead of Marquee's"
    log_offline(device, None, half_stars=8)
    expect(waiting_rows(device).locator("time")).to_have_text(long_date(day))
    expect(summary_line(device)).to_have_text(f"Watched {long_date(day)} · ★★★★")
    expect(watchlist_button(device)).to_have_attribute("aria-pressed", "false")

    go_online(device, link)
    toast = device.locator("#toast")
    expect(toast).to_contain_text(f"Your offline change to “Heat” was not saved. {FUTURE_DATE_MESSAGE}")
    expect(toast.get_by_role("button", name="Reload")).to_be_visible()
    expect(viewing_rows(device), "the viewing is off the page").to_have_count(0)
    expect(summary_line(device), "nothing watched").to_be_hidden()
    expect(watchlist_button(device), "back on the watchlist").to_have_attribute("aria-pressed", "true")
    assert queued(device) is None, "it is not tried again"

    device.reload()
    expect(viewing_rows(device), "Marquee logged nothing").to_have_count(0)
    expect(watchlist_button(device)).to_have_attribute("aria-pressed", "true")


@pytest.mark.one_viewport  # the page script and the outbox, not the layout
def test_a_viewing_waiting_to_be_sent_can_be_edited_and_deleted(device: Page, link: LoopbackAddress) -> None:
    install(device, f"/movies/{HEAT}")
    go_offline(device, link)
    log_offline(device, MARCH, half_stars=6)
    log_offline(device, APRIL, half_stars=4)
    expect(waiting_rows(device).locator("time")).to_have_text([long_date(APRIL), long_date(MARCH)])
    expect(summary_line(device)).to_have_text(f"Watched {long_date(APRIL)} · ★★ · 2nd time")

    april = row_of(waiting_rows(device), APRIL)
    april.locator("details.edit-viewing > summary").click()
    edit = april.locator("form.viewing-form")
    expect(edit.locator('input[name="rating"]:checked'), "the edit starts from what waits").to_have_attribute("value", "2")
    edit.locator('label[for$="-9"]').click()  # 4.5 stars
    edit.get_by_role("button", name="Save").click()
    expect(device.locator("#toast")).to_have_text("You are offline. Your changes will be saved when you are back online.")
    expect(row_of(waiting_rows(device), APRIL).locator(".stars")).to_have_attribute("aria-label", "4.5 stars")
    expect(waiting_rows(device), "still waiting, as one viewing").to_have_count(2)
    expect(summary_line(device)).to_have_text(f"Watched {long_date(APRIL)} · ★★★★½ · 2nd time")

    row_of(waiting_rows(device), MARCH).get_by_role("button", name="Delete").click()
    expect(device.locator("#toast")).to_contain_text("Viewing deleted.")
    expect(waiting_rows(device).locator("time")).to_have_text([long_date(APRIL)])
    expect(summary_line(device)).to_have_text(f"Watched {long_date(APRIL)} · ★★★★½")
    kept = json.loads(queued(device) or "{}")
    assert [entry["fields"]["rating"] for entry in kept.values()] == ["4.5"], f"one log waits, the edit in its place: {kept}"

    with device.expect_navigation():
        go_online(device, link)
    expect(waiting_rows(device)).to_have_count(0)
    expect(viewing_rows(device).locator("time"), "Marquee has the April viewing alone").to_have_text([long_date(APRIL)])
    expect(viewing_rows(device).locator(".stars")).to_have_attribute("aria-label", "4.5 stars")
    expect(summary_line(device)).to_have_text(f"Watched {long_date(APRIL)} · ★★★★½")
    assert queued(device) is None


@pytest.mark.one_viewport  # the worker's saved copies; the banner's width is measured in test_offline_app.py
def test_the_diary_watchlist_and_year_seen_come_back_offline(device: Page, link: LoopbackAddress) -> None:
    install(device, f"/movies/{HEAT}")
    log_viewing(device, HEAT, MARCH, half_stars=7, then=f"Watched {long_date(MARCH)} · ★★★½")
    device.goto(f"/movies/{THE_GODFATHER}")
    with answered(device, "/watchlist"):
        watchlist_button(device).click()
    for path in ["/you", "/you/watchlist", "/you/2025"]:
        device.goto(path)
        wait_until_saved(device, path)

    go_offline(device, link)
    device.goto("/you")
    expect_saved_copy(device, "the diary")
    row = device.locator("li.diary-row")
    expect(row.locator("h3.movie-title")).to_have_text(["Heat"])
    expect(row.locator(".stars")).to_have_attribute("aria-label", "3.5 stars")
    open_tab(device, "Watchlist")
    expect_saved_copy(device, "the watchlist")
    expect(device.locator("#watchlist > li.movie-row .movie-title")).to_have_text(["The Godfather"])
    open_tab(device, "Year")
    expect_saved_copy(device, "the year")
    expect(device.locator("h1.screen-title")).to_have_text("Your 2025 in films")
    expect(device.locator("#year-totals dd")).to_have_text(["1", "1", "2.8"])

    device.goto("/you/ratings")  # never seen on this device
    expect(device.locator("h1")).to_have_text("You are offline")
    expect(device.locator("#saved-copy-banner")).to_have_count(0)
    saved = device.locator("#saved-pages a")
    for title in ["Diary", "Watchlist", "Your 2025"]:
        expect(saved.filter(has_text=title), f"the offline page lists {title}").to_have_count(1)
