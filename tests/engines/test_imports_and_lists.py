"""Import, export and lists in WebKit and Firefox at a phone's size: a Letterboxd diary chosen in
the file input, read (the page follows the matching by itself and loads itself again), its
rejected rows unfolded, imported, seen in the diary and downloaded back in Marquee's export; a
list made from a film's page, shared by a link that a visitor without the owner's cookies reads,
and the link turned off.

The figures are those of tests/browser/test_imports.py for the same file against the embedded
catalog: when the catalog or the matching changes, both change.
"""

from __future__ import annotations

import base64
import csv
import io
import re
import zipfile

import pytest
from selenium.webdriver.remote.file_detector import UselessFileDetector

from engine_driver import PAGE_LOAD_S, Tab, squeeze, wait_until
from harness import REPO_ROOT

pytestmark = pytest.mark.engines

TRICKY_DIARY = REPO_ROOT / "Sources" / "MarqueeTestSupport" / "Fixtures" / "imports" / "letterboxd" / "handmade-diary-tricky.csv"
JOB_PATH = re.compile(r"^/you/import/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
LIST_PATH = re.compile(r"^/you/lists/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
SHARED_PATH = re.compile(r"^/lists/[0-9a-f]{32}$")
# Matching five films and writing them takes well under a second; a loaded machine, longer.
IMPORT_S = 60

TRICKY_READ = "From Letterboxd: 5 viewings, 0 ratings, 0 films to watch, 0 hearts."
TRICKY_REJECTED = [
    "handmade-diary-tricky.csv, row 7: The rating “7” is not half a star to five stars.",
    "handmade-diary-tricky.csv, row 8: “last tuesday” is not a day (YYYY-MM-DD).",
]
TRICKY_TITLES = ["Solaris", "Solaris", "Amélie", 'The "Good" Thief', "Crouching Tiger, Hidden Dragon"]

HEAT = "949"
LIST_NAME = "Rainy days"
TURNED_OFF = "This list is no longer shared: its owner turned its link off."

# The export as the page's own fetch gets it, with the visitor's cookies: status, headers and
# the bytes in base64 (WebDriver carries text only).
FETCH_EXPORT = """
const done = arguments[arguments.length - 1];
fetch(arguments[0], { credentials: 'same-origin' }).then(async response => {
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    done([response.status, response.headers.get('content-type'), response.headers.get('content-disposition'), btoa(binary)]);
}, error => done([0, String(error), null, '']));
"""


def test_a_letterboxd_diary_is_read_imported_shown_and_exported(browser: Tab) -> None:
    browser.open("/you/import")
    browser.expect_text("h2#import-title", "Import your films", "the Import tab")
    # The browsers run on this machine: the path is given as is, not uploaded to the driver
    # first (Selenium's Remote would, by a command neither driver has).
    with browser.driver.file_detector_context(UselessFileDetector):
        browser.find("#import-file").send_keys(str(TRICKY_DIARY))
    assert browser.js("return arguments[0].files[0]?.name ?? null", browser.find("#import-file")) == TRICKY_DIARY.name, \
        "the file input holds the file chosen"
    browser.navigating(lambda: browser.click("#import-submit"), "Read the file")
    wait_until(lambda: browser.path, "the upload leads to the import's own page", until=JOB_PATH.match)

    # The page follows the matching by itself (a script, or a reload every few seconds) and shows
    # what was read once it is done.
    wait_until(lambda: browser.texts("ul.import-summary > li"), "what was read, once the films are matched",
               until=lambda lines: len(lines) == 3 and lines[0] == TRICKY_READ, timeout_s=IMPORT_S)
    browser.expect_text("h2#import-job-title", f"Importing {TRICKY_DIARY.name}", "the import's title")
    browser.expect_count("#import-progress", 0, "matching is over")
    browser.expect_text("details.import-rejected > summary", "2 rows could not be read; the rest can be imported", "the rows left out")
    browser.expect_shown("details.import-rejected li", "the rows left out start folded", shown=False)
    browser.click("details.import-rejected > summary")
    browser.expect_shown("details.import-rejected li", "a tap unfolds the rows left out")
    browser.expect_texts("details.import-rejected li", TRICKY_REJECTED, "each row left out, with why")

    browser.expect_text("#import-confirm", "Import", "the button that imports")
    browser.navigating(lambda: browser.click("#import-confirm"), "Import")
    done = wait_until(lambda: browser.texts(".import-done > p"), "what was written, once it is",
                      until=bool, timeout_s=IMPORT_S)
    assert done[0].startswith("Added 5 viewings to your diary"), f"what the import says it wrote: {done!r}"
    browser.expect_text("#unmatched-link", "3 films not matched yet", "the films to match later")

    browser.navigating(lambda: browser.click("#import-diary"), "See your diary", to="/you")
    browser.expect_texts("li.diary-row .movie-title", TRICKY_TITLES, "the diary, latest first")
    marks = browser.texts("li.diary-row p.unmatched-mark")
    assert marks and all(mark.endswith("Not matched yet") for mark in marks), f"films the catalog lacks are marked: {marks!r}"
    assert all(browser.all("li.diary-row p.unmatched-mark")[i].is_displayed() for i in range(len(marks))), "the marks are shown"
    assert browser.js("return document.documentElement.scrollWidth <= innerWidth"), "the diary must not scroll sideways"

    # Marquee's own export: the link downloads (it has `download`) a ZIP with those viewings.
    browser.open("/you/import")
    browser.expect_text("#export-link", "Download your films", "the export's link")
    assert browser.attribute("#export-link", "download") is not None, "the export's link downloads"
    browser.driver.set_script_timeout(PAGE_LOAD_S)
    status, kind, disposition, body = browser.driver.execute_async_script(FETCH_EXPORT, browser.attribute("#export-link", "href"))
    assert status == 200 and kind and "zip" in kind, f"the export: {status}, {kind}"
    assert disposition and re.search(r'attachment; filename="?marquee-export-\d{4}-\d{2}-\d{2}\.zip', disposition), disposition
    with zipfile.ZipFile(io.BytesIO(base64.b64decode(body))) as archive:
        rows = list(csv.DictReader(io.StringIO(archive.read("diary.csv").decode("utf-8-sig"))))
    assert sorted(row["Title"] for row in rows) == sorted(TRICKY_TITLES), f"the export's diary: {rows!r}"


def test_a_list_made_from_a_film_is_shared_by_a_link_and_the_link_turned_off(browser: Tab) -> None:
    browser.open(f"/movies/{HEAT}")
    browser.expect_text("#add-to-list", "Add to a list", "the film's link to lists")
    browser.navigating(lambda: browser.click("#add-to-list"), "Add to a list", to=f"/movies/{HEAT}/lists")
    browser.expect_text("h1.screen-title", "Add to a list", "the page that adds to a list")
    browser.find("#list-name").send_keys(LIST_NAME)
    browser.navigating(lambda: browser.click("#new-list-button"), "Make the list")
    list_path = wait_until(lambda: browser.path, "the new list opens at its own address", until=LIST_PATH.match)
    browser.expect_text("h2#list-title", LIST_NAME, "the list's name")
    browser.expect_texts("ol#list-films > li.list-film .movie-title", ["Heat"], "the film the list was made from")

    browser.expect_text("#share-list", "Share by a link", "the button that shares")
    browser.navigating(lambda: browser.click("#share-list"), "Share by a link")
    wait_until(lambda: browser.path, "sharing leads back to the list", until=lambda path: path == list_path)
    browser.expect_text("section.film-list .notice", "Anyone with the link can now see this list.", "the notice")
    browser.expect_shown("a#share-link", "the link to share")
    shared_address = browser.address  # the list, with its notice
    link = browser.attribute("a#share-link", "href") or ""
    assert SHARED_PATH.match(link), f"the link is unguessable and Marquee's own: {link!r}"
    assert squeeze(browser.find("a#share-link").text).endswith(link), "the link is written out to copy"

    # A visitor without the owner's cookies reads it.
    owner = browser.driver.get_cookies()
    browser.driver.delete_all_cookies()
    browser.navigating(lambda: browser.click("a#share-link"), "the shared link", to=link)
    browser.expect_text("h1", LIST_NAME, "the shared list's name")
    browser.expect_texts("ol#shared-list > li.list-film .movie-title", ["Heat"], "the shared list's films")
    browser.expect_count('head meta[name="robots"][content="noindex"]', 1, "search engines are asked to leave it out")
    assert not browser.all("#unshare-list"), "a visitor cannot change the list"
    for cookie in owner:
        browser.driver.add_cookie(cookie)

    browser.navigating(browser.driver.back, "Back", to=shared_address)
    browser.expect_text("h2#list-title", LIST_NAME, "the owner's list again")
    browser.navigating(lambda: browser.click("#unshare-list"), "Stop sharing")
    wait_until(lambda: browser.path, "Stop sharing leads back to the list", until=lambda path: path == list_path)
    browser.expect_text("section.film-list .notice", "The list is no longer shared: its old link says so.", "the notice")
    browser.expect_shown("#share-list", "the list can be shared again")
    browser.expect_count("a#share-link", 0, "the link is gone from the list")

    browser.open(link)
    wait_until(lambda: squeeze(browser.find("main").text), "the old link's page",
               until=lambda text: TURNED_OFF in text)
    browser.expect_count("ol#shared-list", 0, "the films are no longer shown")
