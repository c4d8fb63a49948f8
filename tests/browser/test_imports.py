"""Import and export (Your films › Import): a real Letterboxd export read, summed up, imported
once and never twice; rows that cannot be read listed with their row and reason; a film that fits
several picked before importing; a film that matched none found by hand; a file Marquee cannot
read refused with nothing imported; an import's progress kept across a reload (and without a
script, the page reloading itself); Marquee's own export downloaded and read back by another
visitor as the same diary; the screens' layout and axe at a phone's and a desktop's size, and
Your films' seven tabs on the narrowest phone and on a phone on its side.

The journeys use the shared server and its embedded catalog (real TMDB films); each browser is a
new visitor. The export is extratone's real one (``EXTRATONE``, zipped by the test as Letterboxd
sends it); the tricky diary is ``handmade-diary-tricky.csv`` of the test fixtures. The figures
below are what Marquee reads in them against the embedded catalog: when the catalog or the
matching changes, they change with it.
"""

from __future__ import annotations

import csv
import io
import json
import re
import zipfile
from collections import Counter
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Locator, Page, expect

from harness import REPO_ROOT, Viewport
from screens import navigate_by
from test_your_films import expect_no_accessibility_violations, expect_no_sideways_scroll, open_tab, summary, utc_today

pytestmark = pytest.mark.browser

TRICKY_DIARY = REPO_ROOT / "Sources" / "MarqueeTestSupport" / "Fixtures" / "imports" / "letterboxd" / "handmade-diary-tricky.csv"
# A real Letterboxd export (diary, ratings, watched, watchlist, likes, reviews, three lists).
EXTRATONE = Path("/work/shared/fixtures/imports/letterboxd/extratone-export")

JOB_PATH = re.compile(r"/you/import/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
HEAT = "949"
NOSFERATU_1922 = "653"

# What Marquee reads in extratone's export: 533 films, 8 of them only in its 3 lists.
EXTRATONE_FILMS = 533
EXTRATONE_SUMMARY = [
    "From Letterboxd: 339 viewings, 233 ratings, 113 films to watch, 89 hearts, 94 films marked watched without a day, 3 lists.",
    "105 films matched one film of the catalog.",
    "428 films matched none. They are kept by their name and year, marked “Not matched yet”, and matched later.",
]
# The 339 viewings and the 94 films watched without a day (kept on the day they were marked).
EXTRATONE_VIEWINGS = 433
EXTRATONE_ADDED = f"Added {EXTRATONE_VIEWINGS} viewings to your diary, 113 films to your watchlist and 89 hearts."
EXTRATONE_LISTS = "3 lists written to your lists."
EXTRATONE_UNMATCHED = "428 films not matched yet"

TRICKY_SUMMARY = [
    "From Letterboxd: 5 viewings, 0 ratings, 0 films to watch, 0 hearts.",
    "2 films matched one film of the catalog.",
    "3 films matched none. They are kept by their name and year, marked “Not matched yet”, and matched later.",
]
TRICKY_REJECTED = [
    "handmade-diary-tricky.csv, row 7: The rating “7” is not half a star to five stars.",
    "handmade-diary-tricky.csv, row 8: “last tuesday” is not a day (YYYY-MM-DD).",
]
GOOD_THIEF = 'The "Good" Thief'

# Letterboxd gives no year for a film that has none on its site (extratone's diary has one:
# "One of the Roughs, a Kosmos"). The embedded catalog holds two films called Nosferatu (1922
# and 2024) and two called Batman (1966 and 1989), so each of these fits two.
YEARLESS_WATCHLIST = (
    "Date,Name,Year,Letterboxd URI\n"
    "2024-02-01,Nosferatu,,https://boxd.it/yearless1\n"
    "2024-02-02,Batman,,https://boxd.it/yearless2\n"
)
YEARLESS_DIARY = (
    "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
    "2024-02-02,Nosferatu,,https://boxd.it/yearless1,4,,,2024-02-01\n"
    "2024-02-03,Batman,,https://boxd.it/yearless2,,,,2024-02-02\n"
)

EXPORT_NAME = re.compile(r"^marquee-export-(\d{4}-\d{2}-\d{2})\.zip$")
EXPORT_DIARY_HEADER = "LetterboxdURI,tmdbID,imdbID,Title,Year,Directors,Rating,Rating10,WatchedDate,Rewatch,Tags,Review"


# --------------------------------------------------------------------------
# Files
# --------------------------------------------------------------------------


def zip_folder(folder: Path, destination: Path) -> Path:
    """The folder's files in a ZIP, by their paths inside it, as Letterboxd sends an export."""
    if not folder.is_dir():
        pytest.fail(f"the export to import is not at {folder}")
    with zipfile.ZipFile(destination, "w", zipfile.ZIP_DEFLATED) as archive:
        for file in sorted(folder.rglob("*")):
            if file.is_file():
                archive.write(file, file.relative_to(folder).as_posix())
    return destination


@pytest.fixture(scope="session")
def extratone_zip(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return zip_folder(EXTRATONE, tmp_path_factory.mktemp("extratone") / "extratone.zip")


# --------------------------------------------------------------------------
# Steps
# --------------------------------------------------------------------------


def upload(page: Page, file: Path) -> None:
    """Open Import from Your films, choose ``file`` and send it."""
    page.goto("/you")
    open_tab(page, "Import")
    expect(page.locator("h2#import-title")).to_have_text("Import your films")
    page.locator("#import-file").set_input_files(file)
    navigate_by(page, page.locator("#import-submit").click)


def job_path(page: Page) -> str:
    expect(page, "the upload leads to the import's own page").to_have_url(JOB_PATH)
    return urlsplit(page.url).path


def first_count(page: Page, films: int) -> int | None:
    """What the import's page shows first: while matching, its bar and "120 of 525 films" (the
    number done is returned); None if the films were all matched already."""
    progress, ready = page.locator("#import-progress"), page.locator("ul.import-summary")
    expect(progress.or_(ready), "the import's page shows its progress or its summary").to_be_visible()
    if not progress.is_visible():
        return None
    expect(progress.locator("label")).to_have_text("Matching the films to the catalog")
    bar = progress.locator("progress#import-bar")
    expect(bar).to_have_attribute("max", str(films))
    count = progress.locator(".import-count")
    expect(count).to_have_attribute("role", "status")
    text = count.text_content() or ""
    match = re.fullmatch(rf"(\d+) of {films:,} films", text)
    assert match, f"the count while matching: {text!r}"
    done = int(match.group(1))
    assert 0 <= done <= films and int(bar.get_attribute("value") or -1) <= films, f"{done} done, the bar at {bar.get_attribute('value')}"
    return done


def expect_summary(page: Page, lines: list[str], file_name: str) -> None:
    """The summary of what was read, waited for while the films are matched."""
    expect(page.locator("h2#import-job-title")).to_have_text(f"Importing {file_name}")
    expect(page.locator("ul.import-summary > li"), f"{file_name}: what was read").to_have_text(lines, timeout=60_000)
    expect(page.locator("#import-progress"), "matching is over").to_have_count(0)


def press_import(page: Page) -> Locator:
    """Import what was read; the lines that say what was written, once it is (the page follows
    the writing and loads itself again when it is done)."""
    navigate_by(page, page.locator("form.import-confirm #import-confirm").click)
    expect(page.locator(".import-done"), "the import is written").to_be_visible(timeout=60_000)
    return page.locator(".import-done > p")


# Every row of the diary, page after page (title, mark, day, stars, rewatch, review, link), as
# the browser gets the pages: fetched and parsed, not drawn, so that 433 viewings take a moment.
DIARY_SCRIPT = """async () => {
    const rows = [];
    for (let path = '/you'; path;) {
        const response = await fetch(path, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        const page = new DOMParser().parseFromString(await response.text(), 'text/html');
        for (const row of page.querySelectorAll('li.diary-row')) {
            rows.push([
                row.querySelector('.movie-title')?.textContent.trim() ?? '',
                row.querySelector('.unmatched-mark')?.textContent.trim() ?? '',
                row.querySelector('p.viewing-line time')?.getAttribute('datetime') ?? '',
                row.querySelector('.stars')?.getAttribute('aria-label') ?? '',
                row.querySelector('.rewatch')?.textContent.trim() ?? '',
                row.querySelector('p.review')?.textContent ?? '',
                new URL(row.querySelector('a.title-link').getAttribute('href'), location.href).pathname,
            ]);
        }
        path = page.querySelector('#diary-next')?.getAttribute('href') ?? null;
    }
    return rows;
}"""


def diary(page: Page) -> list[tuple[str, ...]]:
    """Every viewing of the diary, all its pages."""
    page.goto("/you")
    return [tuple(row) for row in page.evaluate(DIARY_SCRIPT)]


def diary_rows(page: Page) -> Locator:
    return page.locator("section.diary-month ol.diary > li.diary-row")


def row_of(page: Page, title: str, day: date) -> Locator:
    return diary_rows(page).filter(has=page.locator("h3.movie-title", has_text=re.compile(f"^{re.escape(title)}$"))).filter(
        has=page.locator(f'p.viewing-line time[datetime="{day.isoformat()}"]'))


def expect_tall_enough(targets: Locator, where: str, least: float = 44) -> None:
    """Every target at least ``least`` CSS pixels tall: a thumb finds it."""
    heights = targets.evaluate_all("targets => targets.map(target => target.getBoundingClientRect().height)")
    assert heights and min(heights) >= least, f"{where}: tap targets {heights} px tall, {least} at least"


# --------------------------------------------------------------------------
# Journeys
# --------------------------------------------------------------------------


def test_a_letterboxd_export_is_imported_once_and_a_second_time_adds_nothing(page: Page, extratone_zip: Path) -> None:
    """The ZIP is read (progress, then a summary of what was found), imported on a press, and the
    diary shows its viewings, those of films the catalog lacks marked "Not matched yet". The same
    ZIP again adds nothing: the diary is the same, viewing for viewing."""
    page.goto("/you/import")
    expect(page.locator("#unmatched-link"), "a new visitor has nothing unmatched").to_have_count(0)
    upload(page, extratone_zip)
    job = job_path(page)
    first_count(page, EXTRATONE_FILMS)
    expect_summary(page, EXTRATONE_SUMMARY, "extratone.zip")
    expect(page.locator("fieldset.import-pick"), "every film of this export fits one film or none").to_have_count(0)
    expect(page.locator("details.import-rejected"), "every row of this export can be read").to_have_count(0)
    expect(page.get_by_role("navigation", name="Your films").locator('a[aria-current="page"]')).to_have_text("Import")

    done = press_import(page)
    expect(page, "the import's page says what it wrote").to_have_url(re.compile(re.escape(job) + "$"))
    expect(done).to_have_text([EXTRATONE_ADDED, EXTRATONE_LISTS])
    expect(page.locator("#unmatched-link")).to_have_text(EXTRATONE_UNMATCHED)
    expect(page.locator("#unmatched-link")).to_have_attribute("href", "/you/unmatched")

    navigate_by(page, page.locator("#import-diary").click)
    expect(page).to_have_url(re.compile(r"/you$"))
    expect(page.locator("section.diary-month h2.month-title").first, "the latest viewing's month first").to_have_text("April 2024")
    # The latest viewing is of a film the catalog lacks: its name and year, marked quietly.
    report = row_of(page, "The Report", date(2024, 4, 14))
    expect(report.locator("p.unmatched-mark")).to_have_text("2019 · Not matched yet")
    expect(report.locator("a.title-link")).to_have_attribute("href", re.compile(r"^/you/unmatched/-\d+$"))
    expect(report.locator("img"), "a made-up poster, named after the film").to_have_attribute("alt", "Poster of The Report")
    # One the catalog has is a film of Marquee like any other.
    killers = row_of(page, "Killers of the Flower Moon", date(2024, 4, 8))
    expect(killers.locator("p.unmatched-mark")).to_have_count(0)
    expect(killers.locator("a.title-link")).to_have_attribute("href", re.compile(r"^/movies/466420(\?|$)"))
    # A rated rewatch, with its review, of a film the catalog lacks.
    abyss = row_of(page, "The Abyss", date(2024, 4, 11))
    expect(abyss.locator(".stars")).to_have_attribute("aria-label", "4.5 stars")
    expect(abyss.locator(".rewatch")).to_have_text("Rewatch")

    before = diary(page)
    assert len(before) == EXTRATONE_VIEWINGS, f"the diary holds {len(before)} viewings"
    unmatched = sum(1 for row in before if row[1].endswith("Not matched yet"))
    assert 0 < unmatched < len(before), f"{unmatched} of {len(before)} viewings not matched"

    upload(page, extratone_zip)
    second = job_path(page)
    assert second != job, "a second upload is a new import"
    expect_summary(page, EXTRATONE_SUMMARY, "extratone.zip")
    expect(press_import(page)).to_have_text([
        "Added 0 viewings to your diary, 0 films to your watchlist and 0 hearts.",
        EXTRATONE_LISTS,
        f"{EXTRATONE_VIEWINGS} viewings you had already were not added again.",
    ])
    assert diary(page) == before, "importing the same export again changed the diary"
    page.goto("/you/import")
    expect(page.locator("#unmatched-link")).to_have_text("428 films you imported are not matched to a film of the catalog yet")


def test_rows_that_cannot_be_read_are_listed_and_a_film_is_matched_by_hand(page: Page) -> None:
    """The tricky diary: two rows cannot be read (a rating of 7, a day written in words) and are
    listed with their row and why; the rest is imported. A film the catalog does not know by its
    name is found by another title, and the diary shows it as that film from then on."""
    upload(page, TRICKY_DIARY)
    job_path(page)
    expect_summary(page, TRICKY_SUMMARY, "handmade-diary-tricky.csv")
    # Each film has its year, and no two films of the catalog share a title and a year.
    expect(page.locator("fieldset.import-pick"), "nothing to pick in this file").to_have_count(0)
    rejected = page.locator("details.import-rejected")
    expect(rejected.locator("summary")).to_have_text("2 rows could not be read; the rest can be imported")
    expect(rejected.locator("li").first, "the list starts folded").to_be_hidden()
    rejected.locator("summary").click()
    expect(rejected.locator("li")).to_have_text(TRICKY_REJECTED)

    expect(press_import(page)).to_have_text(["Added 5 viewings to your diary, 0 films to your watchlist and 0 hearts."])
    expect(page.locator("#unmatched-link")).to_have_text("3 films not matched yet")

    page.goto("/you")
    expect(diary_rows(page).locator("h3.movie-title")).to_have_text(
        ["Solaris", "Solaris", "Amélie", GOOD_THIEF, "Crouching Tiger, Hidden Dragon"])
    expect(diary_rows(page).locator("p.unmatched-mark")).to_have_text(
        ["2002 · Not matched yet", "1972 · Not matched yet", "2002 · Not matched yet"])
    expect(row_of(page, "Amélie", date(2024, 1, 3)).locator("a.title-link")).to_have_attribute("href", re.compile(r"^/movies/194(\?|$)"))
    expect(row_of(page, "Crouching Tiger, Hidden Dragon", date(2024, 1, 1)).locator(".stars")).to_have_attribute("aria-label", "4.5 stars")

    page.goto("/you/import")
    navigate_by(page, page.locator("#unmatched-link").click)
    expect(page).to_have_url(re.compile(r"/you/unmatched$"))
    films = page.locator("ul#unmatched-films > li")
    expect(films.locator("a")).to_have_text(["Solaris (1972)", "Solaris (2002)", f"{GOOD_THIEF} (2002)"])
    expect(films.locator(".muted")).to_have_text(["1 viewing"] * 3)
    navigate_by(page, films.get_by_role("link", name=f"{GOOD_THIEF} (2002)").click)

    expect(page).to_have_url(re.compile(r"/you/unmatched/-\d+$"))
    expect(page.locator("h1.screen-title")).to_have_text(f"{GOOD_THIEF} (2002)")
    query = page.get_by_role("search").get_by_label("Search by title")
    expect(query, "the search starts from the film's own title").to_have_value(GOOD_THIEF)
    expect(page.locator("#unmatched-none"), "the catalog has no film of that title").to_have_text(
        "No film of the catalog has that title. Try another spelling, or its original title.")
    expect(page.locator("#unmatched-candidates > li")).to_have_count(0)

    query.fill("Heat")
    navigate_by(page, lambda: query.press("Enter"))
    expect(page).to_have_url(re.compile(r"/you/unmatched/-\d+\?q=Heat$"))
    expect(page.locator("#unmatched-none")).to_have_count(0)
    heat = page.locator("#unmatched-candidates > li.candidate").first
    expect(heat.locator(".candidate-title"), "the film of that very title first").to_have_text("Heat")
    choose = heat.get_by_role("button", name="It is Heat, December 15, 1995")
    expect(choose).to_have_text("This one")
    navigate_by(page, choose.click)

    expect(page, "a match leads to the film's page").to_have_url(re.compile(rf"/movies/{HEAT}$"))
    expect(page.locator("h1").first).to_have_text("Heat")
    expect(summary(page), "the viewing is the film's now").to_have_text("Watched 2 January 2024")

    page.goto("/you")
    heat_row = row_of(page, "Heat", date(2024, 1, 2))
    expect(heat_row.locator("a.title-link")).to_have_attribute("href", re.compile(rf"^/movies/{HEAT}(\?|$)"))
    expect(heat_row.locator("p.unmatched-mark"), "matched: no longer marked").to_have_count(0)
    expect(diary_rows(page).locator("h3.movie-title", has_text=GOOD_THIEF)).to_have_count(0)
    expect(diary_rows(page).locator("p.unmatched-mark")).to_have_text(["2002 · Not matched yet", "1972 · Not matched yet"])
    page.goto("/you/unmatched")
    expect(page.locator("ul#unmatched-films > li a")).to_have_text(["Solaris (1972)", "Solaris (2002)"])


def test_a_film_that_fits_several_is_picked_before_importing(page: Page, tmp_path: Path) -> None:
    """Two films without a year, each the title of two films of the catalog: each is a question
    with its films and "None of these" chosen by default. One picked, one left: the first comes
    in as the film picked, the second by its name, to match later."""
    diary_file = tmp_path / "diary.csv"
    diary_file.write_text(YEARLESS_DIARY, encoding="utf-8")
    upload(page, diary_file)
    job_path(page)
    expect_summary(page, [
        "From Letterboxd: 2 viewings, 0 ratings, 0 films to watch, 0 hearts.",
        "0 films matched one film of the catalog.",
        "2 films fit several: pick each below.",
    ], "diary.csv")

    picks = page.locator("form.import-confirm fieldset.import-pick")
    expect(picks.locator("legend")).to_have_text(["Which film is Nosferatu?", "Which film is Batman?"])
    none_of_these = "None of these: keep it by its name, to match later"
    nosferatu = page.get_by_role("group", name="Which film is Nosferatu?")
    expect(nosferatu.get_by_role("radio")).to_have_count(3)
    for group in (nosferatu, page.get_by_role("group", name="Which film is Batman?")):
        expect(group.get_by_role("radio", name=none_of_these), "kept by its name unless picked").to_be_checked()
    expect(nosferatu.locator("label")).to_have_text(["Nosferatu · December 25, 2024", "Nosferatu · March 4, 1922", none_of_these])

    nosferatu.locator("label", has_text="March 4, 1922").click()  # the label, as a thumb would
    expect(nosferatu.get_by_role("radio", name="Nosferatu · March 4, 1922")).to_be_checked()
    expect(nosferatu.get_by_role("radio", name=none_of_these)).not_to_be_checked()

    expect(press_import(page)).to_have_text(["Added 2 viewings to your diary, 0 films to your watchlist and 0 hearts."])
    expect(page.locator("#unmatched-link")).to_have_text("1 film not matched yet")
    page.goto("/you")
    picked = row_of(page, "Nosferatu", date(2024, 2, 1))
    expect(picked.locator("a.title-link")).to_have_attribute("href", re.compile(rf"^/movies/{NOSFERATU_1922}(\?|$)"))
    expect(picked.locator("p.unmatched-mark")).to_have_count(0)
    expect(picked.locator(".stars")).to_have_attribute("aria-label", "4 stars")
    left = row_of(page, "Batman", date(2024, 2, 2))
    expect(left.locator("p.unmatched-mark"), "no year: the mark alone").to_have_text("Not matched yet")
    expect(left.locator("a.title-link")).to_have_attribute("href", re.compile(r"^/you/unmatched/-\d+$"))


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("poster.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00",
         "poster.png is not an export Marquee can read. Choose the ZIP Letterboxd sends, one of its CSV files, "
         "IMDb's ratings or list CSV, or Trakt's JSON files. Nothing was imported."),
        ("films.csv", b"Film,Seen on,Score\nHeat,2024-01-06,9\n",
         "films.csv has columns Marquee does not know (Film, Seen on, Score). Export it again from Letterboxd, "
         "IMDb or Trakt without editing it. Nothing was imported."),
    ],
    ids=["a-picture", "other-columns"],
)
def test_a_file_marquee_cannot_read_is_refused_and_nothing_is_imported(
    page: Page, tmp_path: Path, name: str, content: bytes, message: str
) -> None:
    """The import page says which file and why, marks the field, and nothing is added."""
    file = tmp_path / name
    file.write_bytes(content)
    page.goto("/you/import")
    page.locator("#import-file").set_input_files(file)
    with page.expect_response(lambda response: response.request.method == "POST") as answer:
        page.locator("#import-submit").click()
    assert answer.value.status == 422, f"Marquee answered {answer.value.status} to an unreadable file"
    expect(page, "no import was started").to_have_url(re.compile(r"/you/import$"))
    expect(page.get_by_role("alert")).to_have_text(message)
    field = page.get_by_label("Export file")
    expect(field).to_have_attribute("aria-invalid", "true")
    expect(field, "the file is chosen again").to_have_value("")

    page.goto("/you")
    expect(page.locator("#diary-empty"), "the diary is as it was: empty").to_be_visible()
    expect(diary_rows(page)).to_have_count(0)
    page.goto("/you/watchlist")
    expect(page.locator("#watchlist-empty")).to_be_visible()
    page.goto("/you/import")
    expect(page.get_by_role("alert"), "the message was for that upload only").to_have_count(0)
    expect(page.get_by_label("Export file")).not_to_have_attribute("aria-invalid", "true")


def test_an_import_is_followed_across_a_reload(page: Page, extratone_zip: Path) -> None:
    """Reloaded while its films are matched, the import's page finds the same import where it
    is (never behind, never started again) and ends on its summary at the same address."""
    uploads: list[str] = []
    page.on("request", lambda request: uploads.append(request.url) if request.method == "POST" else None)
    upload(page, extratone_zip)
    job = job_path(page)
    done = first_count(page, EXTRATONE_FILMS)
    page.reload()
    expect(page, "the same import").to_have_url(re.compile(re.escape(job) + "$"))
    if done is not None:
        again = first_count(page, EXTRATONE_FILMS)
        assert again is None or again >= done, f"after a reload the count went back from {done} to {again}"
    expect_summary(page, EXTRATONE_SUMMARY, "extratone.zip")
    expect(page, "the page script reloads the same address").to_have_url(re.compile(re.escape(job) + "$"))
    assert [urlsplit(url).path for url in uploads] == ["/you/import"], f"one upload, nothing sent again: {uploads}"

    state = page.request.get(job, headers={"Accept": "application/json"})
    assert state.ok, f"{job} as JSON: {state.status}"
    assert state.json() == {"state": "ready", "done": EXTRATONE_FILMS, "total": EXTRATONE_FILMS}, state.text()
    page.reload()
    expect_summary(page, EXTRATONE_SUMMARY, "extratone.zip")
    expect(page.locator("#import-confirm"), "still waiting for the person's say").to_be_visible()


@pytest.mark.one_viewport  # the plain page's answer; the layout is the same as with a script
def test_without_javascript_the_progress_page_reloads_itself(new_page: Callable[..., Page], extratone_zip: Path) -> None:
    page = new_page(java_script_enabled=False)
    upload(page, extratone_zip)
    job = job_path(page)
    assert first_count(page, EXTRATONE_FILMS) is not None, "the page right after the upload shows the matching"
    expect(page.locator('head meta[http-equiv="refresh"]'), "without a script, the page reloads itself").to_have_count(1)
    # Nothing done by the test: the page reloads itself until the films are matched.
    expect_summary(page, EXTRATONE_SUMMARY, "extratone.zip")
    expect(page).to_have_url(re.compile(re.escape(job) + "$"))
    expect(press_import(page)).to_have_text([EXTRATONE_ADDED, EXTRATONE_LISTS])


@pytest.mark.one_viewport  # the download and its reading back are the server's; the screens are the journeys' above
def test_the_export_downloads_and_reads_back_as_the_same_diary(
    new_page: Callable[..., Page], extratone_zip: Path, tmp_path: Path
) -> None:
    """After an import, Download your films gives a ZIP named by the day: a diary.csv in the
    columns Letterboxd's import takes and marquee.json. Imported by another visitor, it gives the
    same diary, viewing for viewing."""
    page = new_page()
    upload(page, extratone_zip)
    expect_summary(page, EXTRATONE_SUMMARY, "extratone.zip")
    expect(press_import(page)).to_have_text([EXTRATONE_ADDED, EXTRATONE_LISTS])

    page.goto("/you/import")
    link = page.get_by_role("link", name="Download your films")
    expect(link).to_have_attribute("href", "/you/export.zip")
    with page.expect_download() as download_info:
        link.click()
    download = download_info.value
    name = EXPORT_NAME.fullmatch(download.suggested_filename)
    assert name, f"the download is named {download.suggested_filename!r}"
    assert abs(date.fromisoformat(name.group(1)) - utc_today()) <= timedelta(days=1), f"{download.suggested_filename}: not today"
    exported = tmp_path / download.suggested_filename
    download.save_as(exported)

    with zipfile.ZipFile(exported) as archive:
        names = archive.namelist()
        assert {"diary.csv", "marquee.json"} <= set(names), f"the export holds {names}"
        diary_text = archive.read("diary.csv").decode("utf-8")
        everything = json.loads(archive.read("marquee.json"))
    assert diary_text.splitlines()[0] == EXPORT_DIARY_HEADER, f"diary.csv begins {diary_text.splitlines()[0]!r}"
    exported_rows = list(csv.DictReader(io.StringIO(diary_text)))
    assert len(exported_rows) == EXTRATONE_VIEWINGS, f"diary.csv holds {len(exported_rows)} viewings"
    killers = [row for row in exported_rows if row["Title"] == "Killers of the Flower Moon"]
    assert [(row["tmdbID"], row["Year"], row["WatchedDate"]) for row in killers] == [("466420", "2023", "2024-04-08")], killers
    assert len(everything.get("viewings", [])) == EXTRATONE_VIEWINGS, f"marquee.json: {list(everything)}"

    other = new_page()
    upload(other, exported)
    expect_summary(other, [
        f"From Marquee: {EXTRATONE_VIEWINGS} viewings, 233 ratings, 113 films to watch, 89 hearts, 3 lists.",
        "105 films matched one film of the catalog.",
        "428 films matched none. They are kept by their name and year, marked “Not matched yet”, and matched later.",
    ], exported.name)
    expect(press_import(other)).to_have_text([EXTRATONE_ADDED, EXTRATONE_LISTS])
    theirs, ours = diary(other), diary(page)
    assert len(theirs) == EXTRATONE_VIEWINGS, f"the other visitor's diary holds {len(theirs)} viewings"
    # Viewings of one day may come in another order: the same viewings, each as often.
    assert Counter(theirs) == Counter(ours), f"read back differently: {(Counter(theirs) - Counter(ours)).most_common(3)}, {(Counter(ours) - Counter(theirs)).most_common(3)}"


# At a phone's and a desktop's size only, though it measures the layout and runs axe: the one
# rule of these screens that depends on the width (the tabs in a grid below 31.25em, in a row
# above) is on one side at each, and test_the_seven_tabs_fit_a_phone checks the sizes nearest it.
def test_the_import_screens_fit_and_axe_finds_nothing(page: Page, tmp_path: Path) -> None:
    """One export with everything the screens show (the tricky diary, and a watchlist whose films
    fit several): the summary with its picks and rejected rows, what was written, Import with its
    films not matched yet, their list and the search of one."""
    export = tmp_path / "export"
    export.mkdir()
    (export / "diary.csv").write_bytes(TRICKY_DIARY.read_bytes())
    (export / "watchlist.csv").write_text(YEARLESS_WATCHLIST, encoding="utf-8")
    upload(page, zip_folder(export, tmp_path / "letterboxd.zip"))
    expect(page.locator("ul.import-summary > li").first).to_have_text(
        "From Letterboxd: 5 viewings, 0 ratings, 2 films to watch, 0 hearts.", timeout=60_000)
    expect(page.locator("fieldset.import-pick")).to_have_count(2)
    page.locator("details.import-rejected > summary").click()
    expect(page.locator("details.import-rejected li")).to_have_count(2)
    expect_no_sideways_scroll(page, "the summary")
    choices = page.locator("fieldset.import-pick .choice")
    expect_tall_enough(choices.locator("label"), "the picks' labels")
    widths = choices.evaluate_all("""choices => choices.map(choice => {
        const label = choice.querySelector('label').getBoundingClientRect(), radio = choice.querySelector('input').getBoundingClientRect();
        const inside = radio.left >= label.left - 1 && radio.right <= label.right + 1 && radio.top >= label.top - 1 && radio.bottom <= label.bottom + 1;
        return [label.width / choice.getBoundingClientRect().width, inside, radio.width];
    })""")
    assert all(share > .9 and inside and radio >= 20 for share, inside, radio in widths), (
        f"each choice is a row to tap, its radio inside it (label's share of the row, radio inside, radio size): {widths}")
    expect_tall_enough(page.locator("details.import-rejected > summary"), "the rejected rows' summary")
    expect_no_accessibility_violations(page, "an import's summary, its picks and rejected rows open")

    expect(press_import(page).first).to_have_text("Added 5 viewings to your diary, 2 films to your watchlist and 0 hearts.")
    expect_no_sideways_scroll(page, "what was written")

    page.goto("/you/import")
    expect(page.locator("#unmatched-link")).to_be_visible()
    tabs = page.get_by_role("navigation", name="Your films")
    expect(tabs.get_by_role("link")).to_have_count(7)
    expect_tall_enough(tabs.get_by_role("link"), "the tabs")
    strip = tabs.evaluate("nav => [nav.scrollWidth, nav.clientWidth]")
    assert strip[0] <= strip[1], f"the seven tabs fit without scrolling sideways: {strip}"
    expect(tabs.locator('a[aria-current="page"]'), "the current tab is in view").to_be_in_viewport(ratio=1)
    expect_no_sideways_scroll(page, "/you/import")
    expect_no_accessibility_violations(page, "/you/import, films not matched yet")

    page.goto("/you")
    mark = diary_rows(page).locator("p.unmatched-mark").first
    expect(mark).to_be_visible()
    mark_size, title_size = mark.evaluate(
        "mark => [mark, mark.closest('li').querySelector('.movie-title')].map(node => parseFloat(getComputedStyle(node).fontSize))")
    assert mark_size < title_size, f"the mark ({mark_size}px) is quieter than the title ({title_size}px)"
    expect_no_sideways_scroll(page, "the diary, films not matched yet")

    page.goto("/you/unmatched")
    expect(page.locator("ul#unmatched-films > li")).to_have_count(5)  # 3 of the diary, Nosferatu and Batman of the watchlist
    expect_tall_enough(page.locator("ul#unmatched-films a"), "the films not matched yet")
    expect_no_sideways_scroll(page, "/you/unmatched")
    expect_no_accessibility_violations(page, "/you/unmatched")

    navigate_by(page, page.get_by_role("link", name=f"{GOOD_THIEF} (2002)").click)
    query = page.locator("#unmatched-query")
    query.fill("Batman")
    navigate_by(page, lambda: query.press("Enter"))
    candidates = page.locator("#unmatched-candidates > li.candidate")
    expect(candidates.get_by_role("button", name="It is Batman, June 23, 1989")).to_be_visible()
    expect(candidates.get_by_role("button", name="It is Batman, July 30, 1966")).to_be_visible()
    expect_tall_enough(page.locator("#unmatched-candidates button"), "This one")
    expect_tall_enough(page.locator("form.unmatched-search").locator("input, button"), "the search")
    expect_no_sideways_scroll(page, "a film not matched yet")
    expect_no_accessibility_violations(page, "a film not matched yet, its candidates")


@pytest.mark.parametrize("viewport", [Viewport(320, 568), Viewport(667, 375)], ids=["320x568-portrait", "667x375-landscape"])
def test_the_seven_tabs_fit_a_phone(page: Page, viewport: Viewport) -> None:
    """On the narrowest phone (two rows of tabs) and a phone on its side (one row, the narrowest
    that holds them), the seven tabs of Your films are all in view, each a thumb's size, and open."""
    page.goto("/you/import")
    tabs = page.get_by_role("navigation", name="Your films").get_by_role("link")
    expect(tabs).to_have_text(["Diary", "Watchlist", "Ratings", "Year", "Lists", "Favorites", "Import"])
    for index in range(7):
        expect(tabs.nth(index), f"tab {index + 1} in view").to_be_in_viewport(ratio=1)
    expect_tall_enough(tabs, f"the tabs at {viewport.id}")
    rows = len(set(tabs.evaluate_all("tabs => tabs.map(tab => Math.round(tab.getBoundingClientRect().top))")))
    assert rows == (2 if viewport.width < 500 else 1), f"the tabs at {viewport.id} make {rows} rows"
    expect_no_sideways_scroll(page, f"/you/import at {viewport.id}")
    open_tab(page, "Watchlist")
    open_tab(page, "Import")
