"""Plain HTTP checks of the search screen: no browser, no viewports."""

from __future__ import annotations

import re
import urllib.error
import urllib.request
from dataclasses import dataclass
from email.message import Message
from html.parser import HTMLParser
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest

pytestmark = pytest.mark.http

ROWS_PER_PAGE = 20


@dataclass
class Response:
    status: int
    headers: Message
    body: str


def fetch(url: str) -> Response:
    """GET ``url``; error statuses are returned, not raised."""
    try:
        with urllib.request.urlopen(url, timeout=15) as response:
            return Response(response.status, response.headers, response.read().decode("utf-8", errors="replace"))
    except urllib.error.HTTPError as error:
        with error:
            return Response(error.code, error.headers, error.read().decode("utf-8", errors="replace"))


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
        elif tag == "dialog" and element_id == "alert":
            self.has_alert = True

    def handle_endtag(self, tag: str) -> None:
        if tag in ("h2", "p"):
            self._capturing = None

    def handle_data(self, data: str) -> None:
        if self._capturing == "title":
            self.titles[-1] += data
        elif self._capturing == "summary":
            self.summary += data


def assert_html_page(response: Response, what: str) -> None:
    assert response.status < 500, f"{what} answered {response.status}:\n{response.body[:2000]}"
    content_type = response.headers.get("Content-Type", "")
    assert content_type.startswith("text/html"), f"{what} should answer HTML, got Content-Type {content_type!r}"
    assert "<html" in response.body.lower(), f"{what} should answer an HTML document"


def test_healthz(shared_base_url: str) -> None:
    assert fetch(f"{shared_base_url}/healthz").status == 200


@pytest.mark.parametrize(
    "query",
    ["a" * 2000, "batman " * 300, '"NEAR(', "-*", "*", '"', "'", "AND OR NOT", "🦇🎬🍿", "%", "<>&"],
    ids=["2000-chars", "2100-chars-words", "near", "dash-star", "star", "quote", "apostrophe", "operators",
         "emoji", "percent", "markup"],
)
def test_hostile_query_never_fails(shared_base_url: str, query: str) -> None:
    assert_html_page(fetch(search_url(shared_base_url, query)), f"/search with q={query[:40]!r}")


@pytest.mark.parametrize("page", ["0", "-1", "abc", "99999", "99999999999999999999999"])
def test_odd_page_numbers_never_fail(shared_base_url: str, page: str) -> None:
    assert_html_page(fetch(search_url(shared_base_url, "batman", page)), f"/search?q=batman&page={page}")


def test_query_is_escaped(shared_base_url: str) -> None:
    probe = "<script>alert(1)</script>"
    response = fetch(search_url(shared_base_url, probe))
    assert_html_page(response, "/search with a markup query")
    assert probe not in response.body, "the query must be HTML-escaped where it is echoed"


@pytest.mark.parametrize("path", ["/", "/search", "/search?q=batman", "/search?q=xyzzyqq", "/healthz", "/no-such-page"])
def test_security_headers(shared_base_url: str, path: str) -> None:
    headers = fetch(f"{shared_base_url}{path}").headers
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
def test_catalog_query_finds_movies(shared_base_url: str, query: str) -> None:
    response = fetch(search_url(shared_base_url, query))
    assert_html_page(response, f"/search?q={query}")
    page = SearchPage(response.body)
    assert page.titles, f"{query!r} should find at least one movie"
    assert all(title.strip() for title in page.titles), f"{query!r}: every row needs a title, got {page.titles}"
    assert not page.has_alert, f"{query!r} found movies, so there should be no alert"
    assert query.lower() in page.summary.lower(), f"the summary should name {query!r}, got {page.summary!r}"


def test_best_match_ranks_first(shared_base_url: str) -> None:
    titles = SearchPage(fetch(search_url(shared_base_url, "bat begin")).body).titles
    assert titles and titles[0].strip() == "Batman Begins", f"'bat begin' should rank 'Batman Begins' first, got {titles[:3]}"


def test_search_ignores_diacritics(shared_base_url: str) -> None:
    titles = [title.strip() for title in SearchPage(fetch(search_url(shared_base_url, "amelie")).body).titles]
    assert "Amélie" in titles, f"'amelie' should find 'Amélie', got {titles}"


def test_nothing_found_renders_alert(shared_base_url: str) -> None:
    response = fetch(search_url(shared_base_url, "xyzzyqq"))
    assert_html_page(response, "/search?q=xyzzyqq")
    page = SearchPage(response.body)
    assert page.has_alert, "a search that finds nothing should render <dialog id=alert>"
    assert not page.movie_ids, "a search that finds nothing should list no movies"
    assert "No movie matches" in response.body


def test_pages_link_without_javascript(shared_base_url: str) -> None:
    """Following #more-results page by page lists every result exactly once."""
    url = search_url(shared_base_url, "batman")
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
        url = f"{shared_base_url}{page.more_results_href}"

    assert page.more_results_href is None, f"page {number} of {total} results still links to a next page"
    assert page.has_end_of_results, f"the last page ({url}) should show #end-of-results"
    duplicates = sorted({movie_id for movie_id in seen if seen.count(movie_id) > 1})
    assert not duplicates, f"movies listed on more than one page: {duplicates}"
    assert len(seen) == total, f"the pages list {len(seen)} movies, the summary says {total}"
