"""The film search: results while typing, recent searches as a listbox chosen by keyboard, and
the alert for a search that finds nothing."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from selenium.webdriver.common.keys import Keys

from engine_driver import Tab, wait_until

pytestmark = pytest.mark.engines

FIELD = "#search-input"
ROWS = "#results > li.movie-row"
OPTIONS = '#suggestions [role="option"]'


def query_of(tab: Tab) -> str | None:
    values = parse_qs(urlsplit(tab.driver.current_url).query).get("q")
    return values[0] if values else None


def submit_search(tab: Tab, query: str) -> None:
    """Type ``query`` on the search screen and press Enter."""
    tab.open("/search")
    field = tab.find(FIELD)
    field.clear()
    field.send_keys(query)
    tab.navigating(lambda: field.send_keys(Keys.ENTER), f"Enter in the search field with {query!r}")
    assert urlsplit(tab.driver.current_url).path == "/search" and query_of(tab) == query, (
        f"submitting {query!r} should show /search?q=…, got {tab.driver.current_url}"
    )


def test_typing_shows_results_without_pressing_search(browser: Tab) -> None:
    browser.open("/search")
    browser.js("window.__sameDocument = true")
    field = browser.find(FIELD)
    field.click()
    for letter in "rocky":  # one key at a time, as a person types
        field.send_keys(letter)

    titles = wait_until(lambda: browser.texts(f"{ROWS} h2.movie-title"), "typing should show films called Rocky",
                        until=lambda seen: "Rocky" in seen)
    assert all("rocky" in title.lower() for title in titles), f"only films matching 'rocky': {titles}"
    browser.expect_shown(f"{ROWS} img.poster", "the results' posters")
    wait_until(lambda: browser.find("#results-summary").text, "the summary should name the query",
               until=lambda text: "rocky" in text)
    assert browser.js("return window.__sameDocument === true"), "results while typing must not reload the page"
    assert query_of(browser) == "rocky", f"the address should follow the typing, got {browser.driver.current_url}"
    assert browser.find(FIELD).get_attribute("value") == "rocky"


def test_recent_searches_are_a_listbox_chosen_with_arrow_keys_and_enter(browser: Tab) -> None:
    browser.open("/search")
    browser.find(FIELD).click()
    browser.expect_shown("#suggestions", "with no searches yet there is nothing to suggest", shown=False)

    submit_search(browser, "avengers")
    browser.expect_shown(ROWS, "'avengers' finds films")
    submit_search(browser, "star wars")
    browser.expect_shown(ROWS, "'star wars' finds films")

    browser.open("/search")
    field = browser.find(FIELD)
    field.click()
    browser.expect_shown("#suggestions", "focusing the field should show recent searches")
    assert browser.attribute("#suggestions", "role") == "listbox"
    assert browser.attribute("#suggestions", "aria-label") == "Recent searches"
    browser.expect_attribute(FIELD, "aria-expanded", "true", "the field says the list is open")
    assert browser.attribute(FIELD, "aria-controls") == "suggestions"
    browser.expect_texts(OPTIONS, ["star wars", "avengers"], "recent searches, newest first")

    field.send_keys(Keys.ARROW_DOWN)
    browser.expect_attribute(f"{OPTIONS}:nth-child(1)", "aria-selected", "true", "Down highlights the first")
    browser.expect_attribute(FIELD, "aria-activedescendant", "suggestion-0", "Down")
    field.send_keys(Keys.ARROW_DOWN)
    browser.expect_attribute(f"{OPTIONS}:nth-child(2)", "aria-selected", "true", "Down again highlights the second")
    browser.expect_attribute(f"{OPTIONS}:nth-child(1)", "aria-selected", "false", "and not the first")
    browser.expect_attribute(FIELD, "aria-activedescendant", "suggestion-1", "Down again")
    assert browser.focused(FIELD), "focus stays in the field while the arrows move through the list"

    browser.navigating(lambda: field.send_keys(Keys.ENTER), "Enter on a highlighted search")
    assert query_of(browser) == "avengers", f"Enter should run the highlighted search, got {browser.driver.current_url}"
    wait_until(lambda: browser.find("#results-summary").text, "the results of the chosen search",
               until=lambda text: "avengers" in text)
    browser.expect_shown(ROWS, "the chosen search's films")


def test_a_search_that_finds_nothing_opens_the_alert(browser: Tab) -> None:
    submit_search(browser, "xyzzyqq")

    browser.expect_shown("#alert", "a search that finds nothing should open the alert")
    assert browser.attribute("#alert", "role") == "alertdialog"
    assert browser.js("return document.querySelector('#alert').open"), "the dialog is open"
    assert browser.js("return document.querySelector('#alert:modal') !== null"), "the alert is modal"
    browser.expect_text("#alert-title", "No results", "the alert's title")
    browser.expect_text("#alert-message", "No movie matches “xyzzyqq”. Check the spelling or try fewer words.", "the message")
    browser.expect_count(ROWS, 0, "no films")
    wait_until(lambda: browser.focused("#alert-ok"), "focus should be on OK while the alert is open")

    browser.click("#alert-ok")
    browser.expect_shown("#alert", "OK should close the alert", shown=False)
    wait_until(lambda: browser.focused(FIELD), "focus goes back to the field to try again")
    assert browser.find(FIELD).get_attribute("value") == "xyzzyqq", "the query is kept to be corrected"
