"""Your films (issue 27): a viewing logged with the keyboard on the star radios, then found in
the diary. The assertions wait for what the page shows, so they hold whether the form is sent
as a plain form or by a page script."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from engine_driver import Tab, wait_until

pytestmark = pytest.mark.engines

HEAT = "949"
REVIEW = "<b>x</b> One cup of coffee."
CHECKED = "return document.querySelector('#log-form input[name=rating]:checked')?.value ?? null"
FOCUSED = "return document.activeElement?.id ?? null"
# The radios' names as a screen reader announces them (StarRatingField).
SPOKEN = {1: "half a star", 2: "1 star"} | {half: f"{half / 2:g} stars" for half in range(3, 11)}


def press(browser: Tab, key: str) -> None:
    ActionChains(browser.driver).send_keys(key).perform()


def test_a_viewing_logged_with_the_star_radios_is_in_the_diary(browser: Tab) -> None:
    browser.open(f"/movies/{HEAT}")
    browser.expect_shown("#log-form", "the log form, open before the first viewing")
    date_field = browser.find("#watched-on-new")
    # Each engine types a date its own way; the value is set as its picker would.
    browser.js("arguments[0].value = '2025-03-12'; arguments[0].dispatchEvent(new Event('change', { bubbles: true }))", date_field)
    assert browser.js(CHECKED) == "", "no rating to begin with"

    # The keyboard reaches the star control with Tab, and its arrow keys move half a star at a time.
    browser.js("arguments[0].focus()", date_field)
    for _ in range(8):
        if browser.focused("#rating-new-0"):
            break
        press(browser, Keys.TAB)
    assert browser.focused("#rating-new-0"), f"Tab should reach the star control; the focus is on #{browser.js(FOCUSED)}"
    for half_stars in range(1, 8):
        press(browser, Keys.ARROW_RIGHT)
        value = f"{half_stars / 2:g}"
        wait_until(lambda: browser.js(CHECKED), f"ArrowRight {half_stars} times", until=lambda seen: seen == value)
        assert browser.js(FOCUSED) == f"rating-new-{half_stars}", "the focus moves with the checked star"
        focused = browser.driver.switch_to.active_element
        assert focused.accessible_name == SPOKEN[half_stars], f"the star is announced: {focused.accessible_name!r}"

    browser.find("#review-new").send_keys(REVIEW)
    browser.click("#log-form button[type=submit]")
    browser.expect_text("#film-journal-summary", "Watched 12 March 2025 · ★★★½", "the film says what was logged")

    browser.open("/you")
    browser.expect_texts("section.diary-month h2.month-title", ["March 2025"], "the diary's month")
    browser.expect_texts("li.diary-row .movie-title", ["Heat"], "the diary")
    browser.expect_attribute("li.diary-row .stars", "aria-label", "3.5 stars", "the diary's stars")
    browser.expect_texts("li.diary-row p.review", [REVIEW], "the review, as text")
    assert browser.count("li.diary-row p.review b") == 0, "markup in a review stays text"
    assert browser.js("return document.documentElement.scrollWidth <= innerWidth"), "the diary must not scroll sideways"
