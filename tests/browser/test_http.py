"""Plain HTTP checks of the search screen and the page assets: no browser, no viewports."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest

from http_client import PageAssets, assert_html_page, fetch
from screens import ROWS_PER_PAGE

pytestmark = pytest.mark.http

MAX_QUERY_LENGTH = 200  # SearchQuery.maximumLength


def search_url(base_url: str, query: str, page: int | None = None) -> str:
    params = {"q": query} if page is None else {"q": query, "page": page}
    return f"{base_url}/search?{urlencode(params)}"


class SearchPage(HTMLParser):
    """The parts of a server-rendered search page that the contract names."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.movie_ids: list[str] = []
        self.titles: list[str] = []
        self.summary = ""
        self.more_results_href: str | None = None
        self.has_end_of_results = False
        self.first_page_href: str | None = None  # the way back, on a page past the end
        self._in_past_the_end = False
        self.has_alert = False
        self._capturing: str | None = None  # "title" or "summary"
        self.feed(html)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        element_id = attributes.get("id")
        if tag == "li" and "movie-row" in classes:
            self.movie_ids.append(attributes.get("data-movie-id") or "")
        elif tag == "h2" and "movie-title" in classes:
            self._capturing = "title"
            self.titles.append("")
        elif element_id == "results-summary":
            self._capturing = "summary"
        elif element_id == "more-results":
            self.more_results_href = attributes.get("href")
        elif element_id == "end-of-results":
            self.has_end_of_results = True
        elif element_id == "past-the-end":
            self._in_past_the_end = True
        elif tag == "a" and self._in_past_the_end:
            self.first_page_href = attributes.get("href")
        elif tag == "dialog" and element_id == "alert":
            self.has_alert = True

    def handle_endtag(self, tag: str) -> None:
        if tag in ("h2", "p"):
            self._capturing = None
            self._in_past_the_end = False

    def handle_data(self, data: str) -> None:
        if self._capturing == "title":
            self.titles[-1] += data
        elif self._capturing == "summary":
            self.summary += data


def test_healthz(base_url: str) -> None:
    assert fetch(f"{base_url}/healthz").status == 200


@pytest.mark.parametrize(
    "query",
    ["a" * 2000, "batman " * 300, '"NEAR(', "-*", "*", '"', "'", "AND OR NOT", "🦇🎬🍿", "%", "<>&"],
    ids=["2000-chars", "2100-chars-words", "near", "dash-star", "star", "quote", "apostrophe", "operators",
         "emoji", "percent", "markup"],
)
def test_hostile_query_never_fails(base_url: str, query: str) -> None:
    """Odd text is searched for as text; an over-long query is refused with a page that says why."""
    response = fetch(search_url(base_url, query))
    too_long = len(query.strip()) > MAX_QUERY_LENGTH
    assert_html_page(response, f"/search with q={query[:40]!r}", status=400 if too_long else 200)
    page = SearchPage(response.body)
    if too_long:
        assert page.has_alert, "an over-long query should open the alert"
        assert f"at most {MAX_QUERY_LENGTH} characters" in response.body, "the alert should give the limit"
        assert not page.movie_ids, "an over-long query should list no movies"


@pytest.mark.parametrize("page", ["0", "-1", "abc", "99999999999999999999999"])
def test_odd_page_numbers_show_the_first_page(base_url: str, page: str) -> None:
    response = fetch(search_url(base_url, "batman", page))
    assert_html_page(response, f"/search?q=batman&page={page}")
    first_page = SearchPage(fetch(search_url(base_url, "batman")).body)
    odd_page = SearchPage(response.body)
    assert len(first_page.movie_ids) == ROWS_PER_PAGE, f"'batman' should fill a first page, got {first_page.movie_ids}"
    assert odd_page.movie_ids == first_page.movie_ids, f"page={page!r} should show the first page of results"
    assert odd_page.more_results_href == first_page.more_results_href, "and link on to the second page"


def test_page_past_the_end_is_empty_and_leads_back_to_the_first(base_url: str) -> None:
    response = fetch(search_url(base_url, "batman", 99999))
    assert_html_page(response, "/search?q=batman&page=99999")
    page = SearchPage(response.body)
    assert not page.movie_ids, f"a page past the last result should list no movies, got {page.movie_ids}"
    assert page.more_results_href is None and not page.has_end_of_results, "no more to load, and not the end of a list shown"
    assert page.first_page_href == "/search?q=batman", f"it should lead back to the first page, got {page.first_page_href}"


def test_query_is_escaped(base_url: str) -> None:
    probe = "<script>alert(1)</script>"
    response = fetch(search_url(base_url, probe))
    assert_html_page(response, "/search with a markup query")
    assert probe not in response.body, "the query must be HTML-escaped where it is echoed"


@pytest.mark.parametrize("path", ["/", "/search", "/search?q=batman", "/search?q=xyzzyqq", "/healthz", "/no-such-page"])
def test_security_headers(base_url: str, path: str) -> None:
    headers = fetch(f"{base_url}{path}").headers
    assert headers.get("X-Content-Type-Options") == "nosniff", f"{path}: X-Content-Type-Options should be nosniff"

    policy = headers.get("Content-Security-Policy")
    assert policy, f"{path}: Content-Security-Policy is missing"
    directives: dict[str, list[str]] = {}
    for directive in policy.split(";"):
        if words := directive.split():
            directives.setdefault(words[0].lower(), words[1:])  # the first occurrence wins
    script_sources = directives.get("script-src", directives.get("default-src"))
    assert script_sources is not None, f"{path}: CSP {policy!r} restricts no scripts (no script-src or default-src)"
    assert "'unsafe-inline'" not in script_sources, f"{path}: CSP script sources allow 'unsafe-inline': {policy!r}"


@pytest.mark.parametrize("query", ["batman", "Rocky", "avengers", "the dark knight", "star wars", "the intouchables"])
def test_catalog_query_finds_movies(base_url: str, query: str) -> None:
    response = fetch(search_url(base_url, query))
    assert_html_page(response, f"/search?q={query}")
    page = SearchPage(response.body)
    assert page.titles, f"{query!r} should find at least one movie"
    assert all(title.strip() for title in page.titles), f"{query!r}: every row needs a title, got {page.titles}"
    assert not page.has_alert, f"{query!r} found movies, so there should be no alert"
    assert query.lower() in page.summary.lower(), f"the summary should name {query!r}, got {page.summary!r}"


def test_best_match_ranks_first(base_url: str) -> None:
    titles = SearchPage(fetch(search_url(base_url, "bat begin")).body).titles
    assert titles and titles[0].strip() == "Batman Begins", f"'bat begin' should rank 'Batman Begins' first, got {titles[:3]}"


def test_search_ignores_diacritics(base_url: str) -> None:
    titles = [title.strip() for title in SearchPage(fetch(search_url(base_url, "amelie")).body).titles]
    assert "Amélie" in titles, f"'amelie' should find 'Amélie', got {titles}"


def test_nothing_found_renders_alert(base_url: str) -> None:
    response = fetch(search_url(base_url, "xyzzyqq"))
    assert_html_page(response, "/search?q=xyzzyqq")
    page = SearchPage(response.body)
    assert page.has_alert, "a search that finds nothing should render <dialog id=alert>"
    assert not page.movie_ids, "a search that finds nothing should list no movies"
    assert "No movie matches" in response.body


def test_pages_link_without_javascript(base_url: str) -> None:
    """Following #more-results page by page lists every result exactly once."""
    url = search_url(base_url, "batman")
    first = SearchPage(fetch(url).body)
    match = re.search(r"\d+", first.summary.replace(",", ""))
    assert match, f"#results-summary should state the number of results, got {first.summary!r}"
    total = int(match.group())
    assert ROWS_PER_PAGE < total < 60, f"'batman' should find 21-59 movies, the summary says {total}"

    seen: list[str] = []
    for number in range(1, total // ROWS_PER_PAGE + 2):
        response = fetch(url)
        assert_html_page(response, url)
        page = SearchPage(response.body)
        seen += page.movie_ids
        if page.more_results_href is None:
            break
        assert len(page.movie_ids) == ROWS_PER_PAGE, f"page {number} should be full, it has {len(page.movie_ids)} rows"
        assert not page.has_end_of_results, f"page {number} has both #more-results and #end-of-results"
        link = urlsplit(page.more_results_href)
        assert link.path == "/search", f"#more-results should link to /search, got {page.more_results_href!r}"
        assert parse_qs(link.query) == {"q": ["batman"], "page": [str(number + 1)]}, (
            f"#more-results on page {number} should link to page {number + 1}, got {page.more_results_href!r}"
        )
        url = f"{base_url}{page.more_results_href}"

    assert page.more_results_href is None, f"page {number} of {total} results still links to a next page"
    assert page.has_end_of_results, f"the last page ({url}) should show #end-of-results"
    duplicates = sorted({movie_id for movie_id in seen if seen.count(movie_id) > 1})
    assert not duplicates, f"movies listed on more than one page: {duplicates}"
    assert len(seen) == total, f"the pages list {len(seen)} movies, the summary says {total}"


@pytest.mark.parametrize("path", ["/", "/search?q=batman", "/movies/155", "/favorites"])
def test_linked_stylesheets_and_scripts_load(base_url: str, path: str) -> None:
    """Every stylesheet and script a page links to answers with its type, whatever its URL looks like."""
    page = fetch(f"{base_url}{path}")
    assert_html_page(page, path)
    assets = PageAssets(page.body, f"{base_url}{path}")
    assert assets.stylesheets, f"{path} should link a stylesheet (<link rel=stylesheet href=…>)"
    assert assets.scripts, f"{path} should load a script (<script src=…>)"
    for url, kind in [*((url, "text/css") for url in assets.stylesheets), *((url, "javascript") for url in assets.scripts)]:
        response = fetch(url)
        assert response.status == 200, f"{url}, linked from {path}, answered {response.status}"
        content_type = response.headers.get("Content-Type", "")
        assert kind in content_type, f"{url}, linked from {path}, should be {kind}, got Content-Type {content_type!r}"
        assert response.body.strip(), f"{url}, linked from {path}, is empty"
