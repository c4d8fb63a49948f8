"""A film's page, a person's page and a genre's page (issue 17), each journey run at every
viewport in harness.VIEWPORTS where the layout matters (``every_viewport``), at a phone's size
alone where only the server's answer does (``one_viewport``).

Offline journeys use the shared server and its embedded catalog (conftest): runtime, genres,
directors, a few of the cast, and "More like this" from films that share genres; no trailer and
no "Where to watch". Live journeys use a server of this module's own against StubTMDB
(stub_tmdb.py), which answers Fight Club (550) with everything appended, Tom Hanks (31) with his
films, Brad Pitt (287) without any, and a genre's films (discover-movie-page1.json).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from urllib.parse import urlsplit

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Locator, Page, expect

from harness import Viewport, running_server
from loopback import LoopbackAddress
from screens import (
    RELEASE_DATE,
    ROWS_PER_PAGE,
    THE_DARK_KNIGHT,
    assert_no_duplicates,
    catalog_movie,
    catalog_movies,
    click_and_wait_for_save,
    hearts,
    movie_ids,
    navigate_by,
    squeeze,
)
from stub_tmdb import FIXTURES_DIR, StubTMDB
from test_accounts import tab_to
from test_offline_app import expect_saved_copy, go_offline, install, wait_until_saved

pytestmark = pytest.mark.browser

# The Dark Knight's credits in the embedded catalog.
CHRISTOPHER_NOLAN, CHRISTIAN_BALE, HEATH_LEDGER = "525", "3894", "1810"
DARK_KNIGHT_RUNTIME = ("2h 32m", "PT2H32M")
DARK_KNIGHT_GENRES = [("18", "Drama"), ("28", "Action"), ("80", "Crime"), ("53", "Thriller")]
SPIRITED_AWAY = "129"  # original language Japanese
DRAMA, SCIENCE_FICTION = "18", "878"
GENRE_COUNT = 19  # TMDB's movie genres

# Live, from the stub's fixtures.
FIGHT_CLUB = "550"
FIGHT_CLUB_DETAILS = json.loads((FIXTURES_DIR / "handmade-movie-550-append-all.json").read_text())
WATCH_PROVIDERS = FIGHT_CLUB_DETAILS["watch/providers"]["results"]
DAVID_FINCHER = "7467"
FIGHT_CLUB_TRAILER = "https://www.youtube.com/watch?v=dfeUzm6KF4g"  # the newest official YouTube trailer
CAST_SHOWN = 12  # a film page shows the top-billed dozen
TOM_HANKS, BRAD_PITT = "31", "287"
TOM_HANKS_DETAILS = json.loads((FIXTURES_DIR / "handmade-person-31-append-movie-credits.json").read_text())
NO_OFFERS_LOCALE, NO_OFFERS_COUNTRY = "en-KE", "Kenya"  # not among the fixture's regions
assert "KE" not in WATCH_PROVIDERS
OFFER_KINDS = {"Stream": "flatrate", "Rent": "rent", "Buy": "buy"}
REGION_NAMES = {"US": "United States", "GB": "United Kingdom", "DE": "Germany"}
CERTIFICATIONS = {"US": "R", "GB": "18"}  # Fight Club's theatrical release in each


# --------------------------------------------------------------------------
# Servers and devices
# --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def stub() -> Iterator[StubTMDB]:
    with StubTMDB() as stub:
        yield stub


@pytest.fixture(scope="module")
def live_url(tmp_path_factory: pytest.TempPathFactory, stub: StubTMDB) -> Iterator[str]:
    """A server live against the stub; the offline tests keep conftest's shared server."""
    with running_server(tmp_path_factory.mktemp("live"), env=stub.environment) as url:
        yield url


@pytest.fixture
def live_page(new_page: Callable[..., Page], live_url: str) -> Callable[..., Page]:
    """Open a page on the live server, in a fresh browser context (``Browser.new_context`` options)."""
    return lambda **options: new_page(base_url=live_url, **options)


@pytest.fixture
def live_link(live_url: str) -> Iterator[LoopbackAddress]:
    """This device's link to the live server, which a test can cut."""
    address = LoopbackAddress(live_url)
    yield address
    address.close()


# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def is_phone_in_portrait(viewport: Viewport) -> bool:
    """Where the people row scrolls sideways rather than wrapping (discover.css)."""
    return viewport.orientation == "portrait" and viewport.width < 600


def expect_no_sideways_scroll(page: Page, where: str) -> None:
    scroll_width, inner_width = page.evaluate("() => [document.scrollingElement.scrollWidth, window.innerWidth]")
    assert scroll_width <= inner_width, f"{where}: the page scrolls sideways ({scroll_width}px wide in a {inner_width}px window)"


def expect_no_accessibility_violations(page: Page, where: str) -> None:
    results = Axe().run(page)
    assert results.violations_count == 0, f"{where}:\n{results.generate_report()}"


def people(page: Page) -> Locator:
    """The cards of the film page's "Cast and crew" row."""
    return page.locator("#cast ul.people-row > li.person-card")


def person_link(page: Page, person_id: str) -> Locator:
    return page.locator(f'#cast a.person-link[href="/people/{person_id}"]')


def card_in(section: Locator, movie_id: str) -> Locator:
    return section.locator(f'li.movie-card[data-movie-id="{movie_id}"]')


def credit_in(section: Locator, movie_id: str) -> Locator:
    """One line of a person's filmography (year, title, part)."""
    return section.locator(f'ol.credit-list > li[data-movie-id="{movie_id}"]')


def expect_person_cards(page: Page, where: str) -> None:
    """Every person in the row links to their page and shows a photo or their initials, and a name."""
    cards = people(page)
    for index in range(cards.count()):
        card = cards.nth(index)
        link = card.locator("a.person-link")
        expect(link, f"{where}: person {index} should link to their page").to_have_attribute("href", re.compile(r"^/people/\d+$"))
        name = squeeze(link.locator("span.person-name").text_content())
        assert name, f"{where}: person {index} should have a name"
        photo, placeholder = link.locator("img.person-photo"), link.locator("span.person-photo.placeholder")
        assert photo.count() + placeholder.count() == 1, f"{where}: {name} should have one photo or one placeholder"
        if placeholder.count():
            words = re.split(r"[\s-]+", name)
            initials = (words[0][0] + (words[-1][0] if len(words) > 1 else "")).upper()
            expect(placeholder, f"{where}: {name}'s placeholder shows their initials").to_have_text(initials)


def expect_people_row_layout(page: Page, viewport: Viewport, where: str) -> None:
    """Portrait phone: the row scrolls sideways when it overflows. Elsewhere: it wraps inside the page."""
    row = page.locator("#cast ul.people-row")
    expect(row).to_be_visible()
    scroll_width, client_width, overflow_x = row.evaluate(
        "row => [row.scrollWidth, row.clientWidth, getComputedStyle(row).overflowX]"
    )
    if is_phone_in_portrait(viewport):
        tops = people(page).evaluate_all("cards => cards.map(card => Math.round(card.getBoundingClientRect().top))")
        assert len(set(tops)) == 1, f"{where}: on a phone in portrait the people stand in one row, not {len(set(tops))}"
        if scroll_width > client_width:
            assert overflow_x in ("auto", "scroll"), f"{where}: the overflowing row should scroll sideways, overflow-x is {overflow_x}"
            scrolled = row.evaluate("row => { row.scrollLeft = 100; return row.scrollLeft; }")
            assert scrolled > 0, f"{where}: the row ({scroll_width}px in {client_width}px) should scroll sideways"
            row.evaluate("row => { row.scrollLeft = 0; }")
    else:
        assert scroll_width <= client_width + 1, f"{where}: the row should wrap, it is {scroll_width}px in {client_width}px"
        box = row.bounding_box()
        rights = people(page).evaluate_all("cards => cards.map(card => card.getBoundingClientRect().right)")
        assert box and all(right <= box["x"] + box["width"] + 1 for right in rights), f"{where}: every card should fit in the row"
    expect_no_sideways_scroll(page, where)


def expect_newest_first(section: Locator, where: str) -> None:
    """The filmography's release dates never go up; films without a date come last."""
    dates = section.locator("ol.credit-list > li").evaluate_all(
        "cards => cards.map(card => card.querySelector('time')?.getAttribute('datetime') ?? '')"
    )
    assert dates, f"{where}: no films"
    assert all(earlier >= later for earlier, later in zip(dates, dates[1:])), f"{where}: films should be newest first: {dates}"


def catalog_genre(genre_id: str) -> list[dict]:
    """The catalog's films of a genre, most popular first."""
    return sorted(
        (movie for movie in catalog_movies() if int(genre_id) in movie["genre_ids"] and not movie.get("adult")),
        key=lambda movie: -movie["popularity"],
    )


def expect_most_popular_first(ids: list[str], genre_id: str, where: str) -> None:
    """Every card is a film of the genre, and popularity never goes up."""
    films = {str(movie["id"]): movie for movie in catalog_genre(genre_id)}
    strangers = [movie_id for movie_id in ids if movie_id not in films]
    assert not strangers, f"{where}: films not of genre {genre_id}: {strangers}"
    popularity = [films[movie_id]["popularity"] for movie_id in ids]
    assert popularity == sorted(popularity, reverse=True), f"{where}: films should be most popular first: {popularity}"
    assert ids[0] == str(catalog_genre(genre_id)[0]["id"]), f"{where}: the genre's most popular film should come first"


def watch_section(page: Page) -> Locator:
    return page.locator("#where-to-watch")


def expect_offers(page: Page, region: str, where: str) -> None:
    """"Where to watch" names the region and lists its offers as the fixture gives them, each kind in turn."""
    section = watch_section(page)
    expect(section.locator("#watch-region"), where).to_have_text(f"In {REGION_NAMES[region]}")
    expect(section.locator("select#region"), f"{where}: the control shows the region").to_have_value(region)
    offers = WATCH_PROVIDERS[region]
    kinds = [kind for kind, key in OFFER_KINDS.items() if offers.get(key)]
    expect(section.locator("h3.offer-kind"), where).to_have_text(kinds)
    lists = section.locator("ul.providers")
    expect(lists).to_have_count(len(kinds))
    for index, kind in enumerate(kinds):
        providers = lists.nth(index).locator("li.provider")
        expect(providers, f"{where}: {kind}").to_have_text([provider["provider_name"] for provider in offers[OFFER_KINDS[kind]]])
        expect(providers.locator("img.provider-logo"), f"{where}: {kind}: every provider's logo").to_have_count(providers.count())
    expect(section.locator("#no-providers")).to_have_count(0)
    expect(section.locator("#watch-link"), f"{where}: TMDB's page for the region").to_have_attribute("href", offers["link"])
    expect(section.locator("p.credit"), f"{where}: JustWatch's credit").to_have_text("Where to watch: data by JustWatch")
    if region in CERTIFICATIONS:
        expect(page.locator("#certification"), f"{where}: the certification in the region").to_have_text(CERTIFICATIONS[region])


# --------------------------------------------------------------------------
# A film, offline
# --------------------------------------------------------------------------


@pytest.mark.every_viewport  # the people row scrolls on a phone in portrait, wraps elsewhere
def test_film_page_shows_runtime_genres_and_people(page: Page, viewport: Viewport) -> None:
    """Runtime, genre links, director and cast, the people row laid out for the screen; nothing live-only."""
    page.goto(f"/movies/{THE_DARK_KNIGHT}")
    details = page.locator("#movie-details")
    expect(details.locator("h1.movie-title")).to_have_text("The Dark Knight")
    expect(details.locator("p.film-facts time.release-date")).to_have_text(RELEASE_DATE)
    runtime, duration = DARK_KNIGHT_RUNTIME
    expect(details.locator("time#runtime"), "the running time").to_have_text(runtime)
    expect(details.locator("time#runtime")).to_have_attribute("datetime", duration)
    expect(details.locator("#user-rating")).to_have_text("★ 8.5 · 31,322 votes")
    expect(details.locator("#critic-score")).to_have_text("Critics 84/100")
    expect(details.locator("#original-language"), "English is not worth saying").to_have_count(0)
    expect(details.locator("#trailer-link"), "offline there is no trailer").to_have_count(0)

    chips = details.locator("#film-genres a.chip")
    expect(chips).to_have_text([name for _, name in DARK_KNIGHT_GENRES])
    for index, (genre_id, _) in enumerate(DARK_KNIGHT_GENRES):
        expect(chips.nth(index)).to_have_attribute("href", f"/genres/{genre_id}")

    directors = details.locator("#directors")
    expect(directors).to_have_text("Directed by Christopher Nolan")
    expect(directors.get_by_role("link", name="Christopher Nolan")).to_have_attribute("href", f"/people/{CHRISTOPHER_NOLAN}")

    section = page.locator("#cast")
    expect(section.get_by_role("heading", level=2)).to_have_text("Cast and crew")
    first = people(page).first
    expect(first.locator("a.person-link"), "the director comes first").to_have_attribute("href", f"/people/{CHRISTOPHER_NOLAN}")
    expect(first.locator("span.person-role")).to_have_text("Director")
    roles = people(page).evaluate_all("cards => cards.map(card => card.querySelector('.person-role')?.textContent ?? '')")
    directors_count = roles.count("Director")
    assert roles[:directors_count] == ["Director"] * directors_count, f"directors before the cast: {roles}"
    assert len(roles) - directors_count >= 3, f"the catalog gives at least 3 of the cast, the page shows {roles}"
    for person_id, name in [(CHRISTIAN_BALE, "Christian Bale"), (HEATH_LEDGER, "Heath Ledger")]:
        expect(person_link(page, person_id).locator("span.person-name"), f"{name} is in the cast").to_have_text(name)
    expect_person_cards(page, "The Dark Knight")
    expect_people_row_layout(page, viewport, "The Dark Knight")
    expect(page.locator("#where-to-watch"), "offline nobody can tell where to watch").to_have_count(0)


@pytest.mark.one_viewport
def test_film_page_names_a_foreign_original_language(page: Page) -> None:
    """A film first made in another language says which."""
    page.goto(f"/movies/{SPIRITED_AWAY}")
    expect(page.locator("#original-language")).to_have_text("Original language: Japanese")


@pytest.mark.one_viewport
def test_genre_chip_opens_the_genre_with_the_film(page: Page) -> None:
    """A genre chip opens that genre's page, which lists the film."""
    page.goto(f"/movies/{THE_DARK_KNIGHT}")
    navigate_by(page, page.locator("#film-genres").get_by_role("link", name="Crime").click)
    assert urlsplit(page.url).path == "/genres/80", page.url
    expect(page.locator("h1#genre-title")).to_have_text("Crime films")
    expect(card_in(page.locator("#movie-grid"), THE_DARK_KNIGHT), "one of the most popular crime films").to_have_count(1)


@pytest.mark.every_viewport  # no sideways scroll
def test_cast_card_opens_the_persons_page_with_the_film(page: Page, viewport: Viewport) -> None:
    """A cast card opens the actor's page, whose films include this one, with the same part."""
    page.goto(f"/movies/{THE_DARK_KNIGHT}")
    link = person_link(page, CHRISTIAN_BALE)
    expect(link, "Christian Bale is in the cast").to_have_count(1)
    part = squeeze(link.locator("span.person-role").text_content())
    navigate_by(page, link.click)
    assert urlsplit(page.url).path == f"/people/{CHRISTIAN_BALE}", page.url
    expect(page.locator("#person h1.screen-title")).to_have_text("Christian Bale")
    film = credit_in(page.locator("#acting"), THE_DARK_KNIGHT)
    expect(film, "his films include The Dark Knight").to_have_count(1)
    expect(film.locator(".credit-part"), "with the part he played").to_have_text(f"as {part}")
    expect(card_in(page.locator("#known-for-films"), THE_DARK_KNIGHT), "among the films he is known for").to_have_count(1)
    expect_no_sideways_scroll(page, "Christian Bale")


@pytest.mark.every_viewport  # no sideways scroll
def test_more_like_this_offers_films_with_working_hearts(page: Page, viewport: Viewport) -> None:
    """Six or more films sharing a genre, whose hearts stay pressed after a reload."""
    page.goto(f"/movies/{THE_DARK_KNIGHT}")
    section = page.locator("#more-like-this")
    expect(section.get_by_role("heading", level=2)).to_have_text("More like this")
    cards = section.locator("ul.movie-grid > li.movie-card")
    expect(cards.nth(5), "at least six films").to_be_attached()
    ids = movie_ids(cards)
    assert THE_DARK_KNIGHT not in ids, "a film is not like itself"
    assert_no_duplicates(ids, "More like this")
    genres = set(catalog_movie(int(THE_DARK_KNIGHT))["genre_ids"])
    unrelated = [movie_id for movie_id in ids if not genres & set(catalog_movie(int(movie_id))["genre_ids"])]
    assert not unrelated, f"every film shares a genre with The Dark Knight: {unrelated}"
    for index in range(len(ids)):
        card = cards.nth(index)
        expect(card.locator("a.card-link")).to_have_attribute("href", f"/movies/{ids[index]}")
        expect(card.locator("h3.movie-title")).to_have_text(re.compile(r"\S"))

    liked = ids[0]
    heart = cards.first.locator("button.heart")
    expect(heart).to_have_attribute("aria-pressed", "false")
    click_and_wait_for_save(page, heart)
    expect(heart).to_have_attribute("aria-pressed", "true")
    page.reload()
    expect(hearts(page, liked).first, "still a favorite after a reload").to_have_attribute("aria-pressed", "true")
    expect_no_sideways_scroll(page, "More like this")


@pytest.mark.every_viewport  # axe reads the rendered layout
def test_film_page_has_no_accessibility_violations(page: Page, viewport: Viewport) -> None:
    """axe finds nothing on the whole page."""
    page.goto(f"/movies/{THE_DARK_KNIGHT}")
    expect(people(page).first, "the page is whole: its cast and crew too").to_be_visible()
    expect_no_accessibility_violations(page, "The Dark Knight")


@pytest.mark.every_viewport  # the focused card's box, in view and whole
def test_keyboard_goes_through_the_cast_and_opens_a_person(page: Page, viewport: Viewport) -> None:
    """Tab takes each person in turn, the row showing the focused card whole (on a phone it
    scrolls sideways to it); Enter opens that person's page."""
    page.goto(f"/movies/{THE_DARK_KNIGHT}")
    links = people(page).locator("a.person-link")
    expect(links.first, "a cast to reach").to_be_visible()
    tab_to(page, links.first, "the first of the cast and crew", limit=60)
    cut_off = []
    for index in range(links.count()):
        if index:
            page.keyboard.press("Tab")
        link = links.nth(index)
        assert link.evaluate("link => link === document.activeElement"), f"Tab should go on to person {index} of the row"
        expect(link, "the focused card is on screen").to_be_in_viewport()
        row, card = page.locator("#cast ul.people-row").bounding_box(), link.bounding_box()
        assert row and card
        if card["x"] < row["x"] - 1 or card["x"] + card["width"] > row["x"] + row["width"] + 1:
            name = squeeze(link.locator("span.person-name").text_content())
            shown = f"{card['x']:.0f}-{card['x'] + card['width']:.0f}px of a row {row['x']:.0f}-{row['x'] + row['width']:.0f}px"
            cut_off.append(f"{name} at {shown}")

    focused = links.last
    href, name = focused.get_attribute("href") or "", squeeze(focused.locator("span.person-name").text_content())
    navigate_by(page, lambda: page.keyboard.press("Enter"))
    assert urlsplit(page.url).path == href, f"Enter should open {href}, the page is {page.url}"
    expect(page.locator("#person h1.screen-title")).to_have_text(name)
    assert not cut_off, f"each focused card should be shown whole, these were cut off: {cut_off}"


# --------------------------------------------------------------------------
# A person, offline
# --------------------------------------------------------------------------


@pytest.mark.every_viewport  # no sideways scroll, axe
def test_directors_page_lists_films_newest_first_and_leads_back(page: Page, viewport: Viewport) -> None:
    """The director's page lists their films newest first, and a card leads back to the film."""
    page.goto(f"/movies/{THE_DARK_KNIGHT}")
    director = page.locator("#directors").get_by_role("link", name="Christopher Nolan")
    expect(director, "the film names its director").to_be_visible()
    navigate_by(page, director.click)
    person = page.locator("#person")
    expect(person.locator("h1.screen-title")).to_have_text("Christopher Nolan")
    assert person.locator(".person-head .person-photo.large").count() == 1, "a photo or a large placeholder"
    directing = page.locator("#directing")
    expect(directing.get_by_role("heading", level=2)).to_have_text("Directing")
    expect(credit_in(directing, THE_DARK_KNIGHT)).to_have_count(1)
    expect_newest_first(directing, "Christopher Nolan's films")
    expect_no_sideways_scroll(page, "Christopher Nolan")
    expect_no_accessibility_violations(page, "Christopher Nolan")

    navigate_by(page, credit_in(directing, THE_DARK_KNIGHT).get_by_role("link").click)
    assert urlsplit(page.url).path == f"/movies/{THE_DARK_KNIGHT}", page.url
    expect(page.locator("#movie-details h1.movie-title")).to_have_text("The Dark Knight")
    expect(page.locator("#back-link"), "the way back is the director's page").to_have_attribute("href", "/people/525")


@pytest.mark.one_viewport
@pytest.mark.parametrize(
    ("path", "heading"), [("/people/999999999", "Person not found"), ("/genres/1", "Genre not found")], ids=["person", "genre"]
)
def test_unknown_person_or_genre_is_not_found(page: Page, path: str, heading: str) -> None:
    """An address that names nobody, or no genre, is a 404 page with a way back."""
    response = page.goto(path)
    assert response is not None and response.status == 404, f"{path} should answer 404, got {response and response.status}"
    expect(page.get_by_role("heading", level=1)).to_have_text(heading)
    expect(page.locator('main a[href="/"]').first, "a way back to Discover").to_be_visible()


# --------------------------------------------------------------------------
# A genre, offline
# --------------------------------------------------------------------------


@pytest.mark.every_viewport  # the chips' box and sideways scroll
def test_discover_genre_chips_lead_to_the_genre(page: Page, viewport: Viewport) -> None:
    """Discover's row of genre chips scrolls sideways by itself, and a chip opens its genre."""
    page.goto("/")
    nav = page.locator("nav#genres.genre-chips")
    expect(nav).to_have_attribute("aria-label", "Genres")
    chips = nav.locator("a.chip")
    expect(chips).to_have_count(GENRE_COUNT)
    hrefs = chips.evaluate_all("links => links.map(link => link.getAttribute('href'))")
    assert all(re.fullmatch(r"/genres/\d+", href) for href in hrefs), hrefs
    assert len(set(hrefs)) == GENRE_COUNT, f"each genre once: {hrefs}"
    box, first = nav.bounding_box(), page.locator("#segments").bounding_box()
    assert box and first and box["y"] >= first["y"] + first["height"] - 1, "the chips sit under the segments"
    row_width, nav_width = nav.evaluate("nav => [nav.scrollWidth, nav.clientWidth]")
    if viewport.width < 600:
        assert row_width > nav_width, f"19 chips cannot fit a phone's width: {row_width}px in {nav_width}px"
    if row_width > nav_width:
        scrolled = nav.evaluate("nav => { nav.scrollLeft = 100; const left = nav.scrollLeft; nav.scrollLeft = 0; return left; }")
        assert scrolled > 0, f"the chips overflow ({row_width}px in {nav_width}px) and should scroll sideways"
    expect_no_sideways_scroll(page, "Discover with its genre chips")

    navigate_by(page, nav.get_by_role("link", name="Science Fiction").click)
    assert urlsplit(page.url).path == f"/genres/{SCIENCE_FICTION}", page.url
    expect(page.locator("h1#genre-title")).to_have_text("Science Fiction films")
    other = page.locator("nav.genre-chips a.chip")
    expect(other, "the other genres").to_have_count(GENRE_COUNT - 1)
    expect(other.filter(has_text=re.compile(r"^Science Fiction$"))).to_have_count(0)
    cards = page.locator("#movie-grid > li.movie-card")
    expect(cards.first).to_be_visible()
    expect_most_popular_first(movie_ids(cards), SCIENCE_FICTION, "Science Fiction")


@pytest.mark.every_viewport  # no sideways scroll, axe
def test_genre_page_loads_more_films_and_fits(page: Page, viewport: Viewport) -> None:
    """A genre's films, most popular first; More films adds the next page in place."""
    assert len(catalog_genre(DRAMA)) > 2 * ROWS_PER_PAGE, "the catalog should hold more than two pages of drama"
    page.goto(f"/genres/{DRAMA}")
    expect(page.locator("h1#genre-title")).to_have_text("Drama films")
    grid = page.locator("ul#movie-grid[data-paged-list]")
    cards = grid.locator("> li.movie-card")
    expect(cards.nth(ROWS_PER_PAGE - 1), "a first page of films").to_be_attached()
    for index in range(3):
        card = cards.nth(index)
        expect(card.locator("a.card-link")).to_have_attribute("href", re.compile(r"^/movies/\d+$"))
        expect(card.locator("button.heart")).to_have_attribute("aria-pressed", "false")
    expect_no_sideways_scroll(page, "Drama")
    expect_no_accessibility_violations(page, "Drama")

    more = page.locator("#more-results")
    expect(more).to_have_text("More films")
    more.click()  # a tall screen may already have loaded the next page: then this loads one more
    expect(cards.nth(2 * ROWS_PER_PAGE - 1), "More films adds the next page").to_be_attached()
    assert urlsplit(page.url).path == f"/genres/{DRAMA}", f"the page stays: {page.url}"
    ids = movie_ids(cards)
    assert_no_duplicates(ids, "Drama, pages 1 and 2")
    expect_most_popular_first(ids, DRAMA, "Drama, pages 1 and 2")
    expect_no_sideways_scroll(page, "Drama with more films")


@pytest.mark.one_viewport
def test_genre_more_films_works_without_javascript(new_page: Callable[..., Page]) -> None:
    """Without JavaScript, More films is a link to the next page."""
    page = new_page(java_script_enabled=False)
    page.goto(f"/genres/{DRAMA}")
    cards = page.locator("#movie-grid > li.movie-card")
    expect(cards).to_have_count(ROWS_PER_PAGE)
    first_page = movie_ids(cards)
    navigate_by(page, page.locator("#more-results").click)
    assert urlsplit(page.url).path == f"/genres/{DRAMA}" and "page=2" in page.url, page.url
    expect(cards).to_have_count(ROWS_PER_PAGE)
    assert_no_duplicates(first_page + movie_ids(cards), "Drama, pages 1 and 2")
    expect_most_popular_first(first_page + movie_ids(cards), DRAMA, "Drama, pages 1 and 2")


# --------------------------------------------------------------------------
# A film, live
# --------------------------------------------------------------------------


@pytest.mark.every_viewport  # the people row, no sideways scroll, axe
def test_live_film_page_shows_trailer_people_and_where_to_watch(live_page: Callable[..., Page], viewport: Viewport) -> None:
    """Live: tagline, certification, trailer, a dozen of the cast, and the US offers by default."""
    page = live_page()
    page.goto(f"/movies/{FIGHT_CLUB}")
    details = page.locator("#movie-details")
    expect(details.locator("h1.movie-title")).to_have_text("Fight Club")
    expect(details.locator("#tagline")).to_have_text(FIGHT_CLUB_DETAILS["tagline"])
    expect(details.locator("time#runtime")).to_have_text("2h 19m")
    expect(details.locator("time#runtime")).to_have_attribute("datetime", "PT2H19M")
    expect(details.locator("#film-genres a.chip")).to_have_text(["Drama"])
    trailer = details.locator("a#trailer-link")
    expect(trailer).to_have_attribute("href", FIGHT_CLUB_TRAILER)
    expect(trailer).to_have_text(re.compile(r"Watch the trailer on YouTube$"))
    expect(details.locator("#directors")).to_have_text("Directed by David Fincher")
    expect(details.locator("#directors a")).to_have_attribute("href", f"/people/{DAVID_FINCHER}")

    billed = sorted(FIGHT_CLUB_DETAILS["credits"]["cast"], key=lambda credit: credit["order"])[:CAST_SHOWN]
    expect(people(page).locator("span.person-name")).to_have_text(["David Fincher", *(credit["name"] for credit in billed)])
    expect(people(page).locator("span.person-role")).to_have_text(["Director", *(credit["character"] for credit in billed)])
    expect_person_cards(page, "Fight Club")
    expect_people_row_layout(page, viewport, "Fight Club")

    expect(watch_section(page).get_by_role("heading", level=2)).to_have_text("Where to watch")
    expect_offers(page, "US", "by default")
    options = watch_section(page).locator("select#region option")
    assert set(options.evaluate_all("options => options.map(option => option.value)")) == set(WATCH_PROVIDERS), (
        "the control offers every region with offers"
    )
    expect(page.locator("#more-like-this li.movie-card").first).to_be_visible()
    expect_no_sideways_scroll(page, "Fight Club, live")
    expect_no_accessibility_violations(page, "Fight Club, live")


@pytest.mark.one_viewport
def test_where_to_watch_follows_the_browsers_language(live_page: Callable[..., Page]) -> None:
    """A browser in British English sees the United Kingdom's offers and certification."""
    page = live_page(locale="en-GB")
    page.goto(f"/movies/{FIGHT_CLUB}")
    expect_offers(page, "GB", "a browser in British English")


@pytest.mark.one_viewport
def test_a_region_without_offers_says_so(live_page: Callable[..., Page]) -> None:
    """A region TMDB knows no offers for says so, and still credits JustWatch."""
    page = live_page(extra_http_headers={"Accept-Language": f"{NO_OFFERS_LOCALE},en;q=0.8"})
    page.goto(f"/movies/{FIGHT_CLUB}")
    section = watch_section(page)
    expect(section.locator("#watch-region")).to_have_text(f"In {NO_OFFERS_COUNTRY}")
    expect(section.locator("#no-providers")).to_have_text(
        f"No streaming, rental or purchase offers are known for {NO_OFFERS_COUNTRY}."
    )
    expect(section.locator("h3.offer-kind, ul.providers, #watch-link")).to_have_count(0)
    expect(section.locator("select#region"), "the region shown is in the control").to_have_value("KE")
    expect(section.locator("p.credit")).to_have_text("Where to watch: data by JustWatch")


@pytest.mark.one_viewport
def test_choosing_a_region_shows_it_and_is_remembered(live_page: Callable[..., Page]) -> None:
    """Show reloads the film with the region chosen, which later visits keep over the browser's language."""
    page = live_page(locale="en-GB")
    page.goto(f"/movies/{FIGHT_CLUB}")
    expect_offers(page, "GB", "before choosing")
    form = page.locator("form#region-form")
    expect(form).to_have_attribute("method", "post")
    expect(form).to_have_attribute("action", "/region")
    form.get_by_label("Region").select_option("DE")
    navigate_by(page, form.get_by_role("button", name="Show").click)
    assert urlsplit(page.url).path == f"/movies/{FIGHT_CLUB}", f"back on the film: {page.url}"
    expect_offers(page, "DE", "after choosing Germany")

    later = page.context.new_page()
    later.goto(f"/movies/{FIGHT_CLUB}")
    expect_offers(later, "DE", "a later visit, though the browser speaks British English")


@pytest.mark.one_viewport
def test_choosing_a_region_keeps_the_way_back(live_page: Callable[..., Page], live_url: str) -> None:
    """A film opened from a search leads back to it, before and after choosing a region."""
    page = live_page()
    search = "/search?q=disney"
    page.goto(f"/movies/{FIGHT_CLUB}", referer=f"{live_url}{search}")  # as a click on a search result
    back = page.locator("#back-link")
    expect(back, "before choosing").to_have_attribute("href", search)
    page.locator("select#region").select_option("DE")
    navigate_by(page, page.locator("#region-form").get_by_role("button", name="Show").click)
    expect(page.locator("#watch-region")).to_have_text("In Germany")
    expect(back, "after choosing a region, Back still leads to the search").to_have_attribute("href", search)


# --------------------------------------------------------------------------
# A person, live
# --------------------------------------------------------------------------


@pytest.mark.every_viewport  # the photo beside the name, no sideways scroll, axe
def test_live_person_page_shows_biography_and_films_with_parts(live_page: Callable[..., Page], viewport: Viewport) -> None:
    """Live: initials for a missing photo, born line, biography, films as actor (with parts) and director."""
    page = live_page()
    page.goto(f"/people/{TOM_HANKS}")
    person = page.locator("article#person")
    heading = person.locator("h1.screen-title")
    expect(heading).to_have_text("Tom Hanks")
    placeholder = person.locator("span.person-photo.placeholder.large")
    expect(placeholder, "no photo: his initials instead").to_have_text("TH")
    photo_box, heading_box = placeholder.bounding_box(), heading.bounding_box()
    assert photo_box and heading_box and photo_box["x"] + photo_box["width"] <= heading_box["x"] + 1, "the photo sits beside the name"
    expect(person.locator("#known-for")).to_have_text("Known for Acting")
    expect(person.locator("#born")).to_have_text("Born July 9, 1956 in Concord, California, USA")
    expect(person.locator("#died")).to_have_count(0)
    expect(person.locator("#biography > p")).to_have_text(TOM_HANKS_DETAILS["biography"].split("\n\n"))
    expect(person.locator("#biography-more"), "a short biography is not folded").to_have_count(0)

    acting, directing = page.locator("#acting"), page.locator("#directing")
    expect(acting.get_by_role("heading", level=2)).to_have_text("Acting")
    expect(acting.locator("ol.credit-list > li")).to_have_count(len(TOM_HANKS_DETAILS["movie_credits"]["cast"]))
    expect(credit_in(acting, "937278").locator(".credit-part")).to_have_text("as Otto Anderson")
    expect(credit_in(acting, "747188").locator(".credit-part"), "no part, no note").to_have_count(0)
    expect_newest_first(acting, "Tom Hanks, acting")
    directed = [str(credit["id"]) for credit in TOM_HANKS_DETAILS["movie_credits"]["crew"] if credit["job"] == "Director"]
    assert sorted(movie_ids(directing.locator("ol.credit-list > li"))) == sorted(directed), "the films he directed"
    expect(page.locator("#known-for-films li.movie-card"), "his eight most popular films, as cards").to_have_count(8)
    expect_newest_first(directing, "Tom Hanks, directing")
    expect(page.locator("#no-films")).to_have_count(0)
    expect_no_sideways_scroll(page, "Tom Hanks")
    expect_no_accessibility_violations(page, "Tom Hanks")


@pytest.mark.every_viewport  # no sideways scroll, axe
def test_live_person_without_films_says_so_and_folds_a_long_biography(live_page: Callable[..., Page], viewport: Viewport) -> None:
    """A person without films says so; a long biography folds its rest behind More."""
    page = live_page()
    page.goto(f"/movies/{FIGHT_CLUB}")
    navigate_by(page, person_link(page, BRAD_PITT).click)
    expect(page.locator("#person h1.screen-title")).to_have_text("Brad Pitt")
    expect(page.locator("#no-films")).to_have_text("Marquee knows none of their films yet.")
    expect(page.locator("#acting, #directing")).to_have_count(0)

    more = page.locator("#biography details#biography-more")
    expect(more.locator("summary")).to_have_text("More")
    folded = more.locator("p").first
    expect(folded, "the rest of a long biography starts folded").to_be_hidden()
    more.locator("summary").click()
    expect(folded, "More unfolds it").to_be_visible()
    expect(folded).to_contain_text("Thelma & Louise")
    expect_no_sideways_scroll(page, "Brad Pitt")
    expect_no_accessibility_violations(page, "Brad Pitt")


# --------------------------------------------------------------------------
# The installed app, offline
# --------------------------------------------------------------------------


@pytest.mark.every_viewport  # the saved-copy banner fits the width
def test_installed_app_keeps_person_and_genre_pages_offline(
    new_page: Callable[..., Page], live_link: LoopbackAddress
) -> None:
    """Person and genre pages seen online come back offline as saved copies; others get the offline page."""
    device = new_page(base_url=live_link.url)
    install(device, f"/people/{TOM_HANKS}")
    device.goto(f"/genres/{SCIENCE_FICTION}")
    genre_cards = device.locator("#movie-grid > li.movie-card")
    expect(genre_cards.first).to_be_visible()
    seen = movie_ids(genre_cards)[:ROWS_PER_PAGE]
    wait_until_saved(device, f"/genres/{SCIENCE_FICTION}")

    go_offline(device, live_link)
    device.reload()
    expect_saved_copy(device, "the genre, reloaded offline")
    expect(device.locator("h1#genre-title")).to_have_text("Science Fiction films")
    assert movie_ids(genre_cards)[:ROWS_PER_PAGE] == seen, "the films seen online"

    device.goto(f"/people/{TOM_HANKS}")
    device.reload()
    expect_saved_copy(device, "the person, reloaded offline")
    expect(device.locator("#person h1.screen-title")).to_have_text("Tom Hanks")
    expect(credit_in(device.locator("#acting"), "937278").locator(".credit-part")).to_have_text("as Otto Anderson")

    device.goto(f"/people/{BRAD_PITT}")  # never seen on this device
    expect(device.locator("h1")).to_have_text("You are offline")
    expect(device.locator("#saved-pages a"), "the pages kept, newest first").to_have_text(["Science Fiction films", "Tom Hanks"])
