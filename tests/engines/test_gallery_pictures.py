"""The gallery on the embedded catalog (the test server has no FLICKR_API_KEY): each film that
matches gives its poster then its banner, 40 pictures a page, two squares a row on a phone."""

from __future__ import annotations

import re

import pytest
from selenium.webdriver.common.keys import Keys

from engine_driver import Tab, wait_until

pytestmark = pytest.mark.engines

PHOTOS_PER_PAGE = 40
SOURCE_LINE = "Film posters and banners from Marquee's catalog (set FLICKR_API_KEY for Flickr photos)"
QUERY = "batman"  # two pages of the embedded catalog
NOTHING = "zzzqqqxx"
CELLS = "#results > li.photo-cell"

CELL_BOXES = """
return [...document.querySelectorAll("#results > li.photo-cell > a")].slice(0, arguments[0]).map((link) => {
  const box = link.getBoundingClientRect();
  return { x: box.x, y: box.y, width: box.width, height: box.height };
});
"""
IMAGES_IN_VIEW_LOADED = """
const inView = [...document.querySelectorAll("#results img")].filter((img) => {
  const box = img.getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight;
});
return inView.length > 0 && inView.every((img) => img.complete && img.naturalWidth > 0);
"""


def photo_ids(tab: Tab) -> list[str]:
    return tab.js(f"return [...document.querySelectorAll('{CELLS}')].map((cell) => cell.dataset.photoId)")  # type: ignore[return-value]


def search_gallery(tab: Tab, query: str) -> None:
    tab.open("/gallery")
    field = tab.find("#search-input")
    field.clear()
    field.send_keys(query)
    tab.navigating(lambda: tab.click("#search-button"), f"Search for {query!r}")
    assert tab.address.startswith("/gallery?"), f"the search should stay in the gallery, got {tab.address}"


def test_a_search_shows_pictures_two_to_a_row_and_scrolling_brings_every_page(browser: Tab) -> None:
    browser.open("/gallery")
    browser.expect_text("p.photo-source", SOURCE_LINE, "where the pictures come from")
    search_gallery(browser, QUERY)

    summary = wait_until(lambda: browser.find("#results-summary").text, "the summary counts the pictures",
                         until=lambda text: re.fullmatch(rf"\d+ images for “{QUERY}”", text) is not None)
    total = int(summary.split()[0])
    assert PHOTOS_PER_PAGE < total <= 2 * PHOTOS_PER_PAGE, f"{QUERY!r} should find two pages of pictures: {summary}"
    browser.expect_count(CELLS, PHOTOS_PER_PAGE, "the first page")
    ids = photo_ids(browser)
    for index in range(0, PHOTOS_PER_PAGE, 2):
        poster, banner = ids[index], ids[index + 1]
        assert re.fullmatch(r"poster-\d+", poster) and banner == poster.replace("poster-", "backdrop-"), (
            f"each film gives its poster then its banner: cells {index}-{index + 1} are {poster!r}, {banner!r}"
        )
    wait_until(lambda: browser.js(IMAGES_IN_VIEW_LOADED), "the pictures in view should load")

    boxes = browser.js(CELL_BOXES, 3)
    first, second, third = boxes
    assert abs(first["y"] - second["y"]) < 1 and second["x"] > first["x"], f"two squares on the first row: {boxes}"
    assert abs(third["x"] - first["x"]) < 1 and third["y"] > first["y"], f"the third starts the second row: {boxes}"
    for box in boxes:
        assert box["width"] > 100 and abs(box["width"] - box["height"]) < 1, f"every cell is a square: {box}"
    assert browser.js("return document.documentElement.scrollWidth <= innerWidth"), "the page must not scroll sideways"

    browser.js("window.scrollTo(0, document.documentElement.scrollHeight)")
    browser.expect_count(CELLS, total, "scrolling to the bottom should bring page 2, and nothing more")
    browser.expect_text("#end-of-results", "No more images", "the end is announced")
    ids = photo_ids(browser)
    assert len(set(ids)) == total, f"no picture twice: {len(ids) - len(set(ids))} repeated"


def test_a_picture_opens_large_and_back_to_images_shows_it_again(browser: Tab) -> None:
    search_gallery(browser, QUERY)
    cell = f"{CELLS}:nth-child(2)"
    photo_id = browser.attribute(cell, "data-photo-id") or ""
    title = browser.attribute(f"{cell} img", "alt") or ""
    assert photo_id.startswith("backdrop-") and title.startswith("Banner of "), f"the second picture is a banner: {photo_id}, {title}"

    browser.navigating(lambda: browser.click(f"{cell} a"), "a tap on the picture", to=f"/gallery/photos/{photo_id}?q={QUERY}")
    browser.expect_text("#photo-details h1", title, "the picture's title")
    browser.expect_text("#photo-details p.byline", f"by {title.removeprefix('Banner of ')}", "the film it is from")
    large = browser.find("#photo-details img.photo-large")
    wait_until(lambda: browser.js("return arguments[0].complete && arguments[0].naturalWidth > 0", large), "the large picture should load")
    assert large.is_displayed() and large.get_attribute("alt") == title
    assert browser.js("return arguments[0].getBoundingClientRect().right <= innerWidth + 0.5", large), "the picture fits the screen"

    browser.navigating(lambda: browser.click("#back-to-images"), "Back to images", to=f"/gallery?q={QUERY}")
    browser.expect_count(CELLS, PHOTOS_PER_PAGE, "the first page again")
    wait_until(
        lambda: browser.js("const box = document.getElementById(arguments[0]).getBoundingClientRect(); return box.top >= -1 && box.bottom <= innerHeight + 1", f"photo-{photo_id}"),
        "the picture that was opened should be in view",
    )


def test_a_search_with_no_pictures_opens_the_no_images_alert(browser: Tab) -> None:
    search_gallery(browser, NOTHING)
    browser.expect_shown("#alert", "a search that finds nothing should open the alert")
    assert browser.js("return document.querySelector('#alert:modal') !== null"), "the alert is modal"
    browser.expect_text("#alert-title", "No images", "the alert's title")
    browser.expect_text("#alert-message", f"No image matches “{NOTHING}”. Check the spelling or try other words.", "the message")
    browser.expect_count(CELLS, 0, "no pictures")

    browser.find("#alert-ok").send_keys(Keys.ENTER)
    browser.expect_shown("#alert", "OK should close the alert", shown=False)
    wait_until(lambda: browser.focused("#search-input"), "focus goes back to the field to try again")
    assert browser.find("#search-input").get_attribute("value") == NOTHING
