"""Every kind of TMDB fault, over plain HTTP: Marquee runs live against a stub TMDB (stub_tmdb.py)
that is made silent, refusing or faulty once a visitor has searched while it was up.

For each fault, on a server of its own:

* a search seen before shows its saved copy under the "Offline: showing results saved at" banner;
* a search never seen answers with the status of the fault and a message that names it;
* the results fragment (``/search/results``) answers with the same status as the page;
* people searching for the same thing at once while TMDB is silent share one upstream request.

Each test gets a fresh server, so Marquee's circuit breaker (after an outage it tells the next
requests the last failure at once, for a few seconds) starts closed: the first request that
meets the fault really asks TMDB. Every answer's time is printed (``-s`` shows it); the only
bound asserted is the client's patience, ``CLIENT_TIMEOUT_S``, well past Marquee's budget of
about 2 s but short of the 30 s an unanswered request once took.

    MARQUEE_BIN=.build/debug/marquee python3 -m pytest tests/browser/test_upstream_faults.py -q -s
"""

from __future__ import annotations

import json
import threading
import time
import urllib.error
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlencode

import pytest

import http_client
from harness import running_server
from http_client import Visitor
from stub_tmdb import FIXTURES_DIR, StubTMDB

pytestmark = pytest.mark.http

CLIENT_TIMEOUT_S = 10
SEARCH_PATH = "/3/search/movie"  # TMDB's search, as the stub records it
SEEN = "disney"  # searched while TMDB was up: a saved copy exists
UNSEEN = "pixar"  # never searched: nothing saved under its cache key
ALSO_UNSEEN = "ghibli"
OFFLINE_BANNER = "Offline: showing results saved at"
OFFLINE_TITLE = "You're offline"
FIXTURE_TITLES = [movie["title"] for movie in json.loads((FIXTURES_DIR / "search-movie-disney-page1.json").read_text())["results"]]


@dataclass(frozen=True)
class Expected:
    """What a person is shown when a search with nothing saved meets the fault."""

    status: int
    message: str
    title: str | None = None  # the dialog's heading, where one is promised
    may_say_offline: bool = False  # whether "You're offline" is a fair heading for it


# Sources/MarqueeCore/Errors/CatalogError.swift and Sources/MarqueeWeb/Controllers/ErrorStatus.swift
EXPECTED = {
    "silent": Expected(504, "TMDB did not answer within a few seconds. Try again in a minute.", "TMDB is not answering"),
    "reset": Expected(503, "The connection to TMDB broke off. Check your connection and try again.", may_say_offline=True),
    "error500": Expected(503, "TMDB is not working right now (error 500). Try again in a minute.", "TMDB is unavailable"),
    # The stub sends Retry-After: 30, which the message passes on.
    "ratelimit": Expected(429, "TMDB is receiving too many requests. Try again in 30 seconds.", "Too many requests"),
    "badbody": Expected(502, "TMDB sent an answer Marquee could not read. Try again later.", "Unreadable answer"),
    "refuse": Expected(
        503, "TMDB could not be reached. Check your internet connection and try again.", OFFLINE_TITLE, may_say_offline=True
    ),
}
FAULTS = list(EXPECTED)


# -- reading what a person is shown -----------------------------------------


class ShownPage(HTMLParser):
    """The parts of a search page, or of its results fragment, that tell what happened."""

    # (tag, id or class) -> field
    _CAPTURED = {
        ("h2", "alert-title"): "heading",
        ("p", "alert-message"): "message",
        ("p", "inline-message"): "message",
        ("p", "offline-banner"): "banner",
        ("h2", "movie-title"): "film",
    }

    def __init__(self, html: str) -> None:
        super().__init__()
        self.heading: str | None = None
        self.message: str | None = None
        self.banner: str | None = None
        self.films: list[str] = []
        self._capturing: tuple[str, str, list[str]] | None = None  # (tag, field, text so far)
        self.feed(html)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self._capturing:
            return
        attributes = dict(attrs)
        names = [attributes.get("id") or "", *(attributes.get("class") or "").split()]
        for name in names:
            if captured := self._CAPTURED.get((tag, name)):
                self._capturing = (tag, captured, [])
                return

    def handle_endtag(self, tag: str) -> None:
        if not self._capturing or tag != self._capturing[0]:
            return
        _, captured, parts = self._capturing
        text = " ".join("".join(parts).split())
        if captured == "film":
            self.films.append(text)
        elif getattr(self, captured) is None:
            setattr(self, captured, text)
        self._capturing = None

    def handle_data(self, data: str) -> None:
        if self._capturing:
            self._capturing[2].append(data)


@dataclass
class Answer:
    what: str
    status: int
    seconds: float
    body: str = field(repr=False)

    def __post_init__(self) -> None:
        self.shown = ShownPage(self.body)

    @property
    def is_saved_copy(self) -> bool:
        return (self.shown.banner or "").startswith(OFFLINE_BANNER)


def search_path(query: str, *, fragment: bool = False) -> str:
    return f"/search{'/results' if fragment else ''}?{urlencode({'q': query})}"


def ask(person: Visitor, base_url: str, path: str, what: str, *, label: str = "", echo: bool = True) -> Answer:
    """GET ``path`` as ``person``, timed; the time is printed unless ``echo`` is false. Fails if
    there is no answer within ``CLIENT_TIMEOUT_S``."""
    started = time.monotonic()
    try:
        response = person.get(base_url + path)
    except (TimeoutError, urllib.error.URLError) as error:
        raise AssertionError(
            f"{what}: no answer within {CLIENT_TIMEOUT_S} s ({time.monotonic() - started:.1f} s, {error})"
        ) from None
    answer = Answer(what, response.status, time.monotonic() - started, response.body)
    if echo:
        print(f"[{label}] {what}: {answer.status} in {answer.seconds:.2f} s")
    return answer


def new_person(base_url: str) -> Visitor:
    """A visitor holding the visitor cookie: Marquee saves copies only for such requests (a
    request without it, a crawler's, stores nothing). /search with no query asks TMDB nothing."""
    person = Visitor()
    assert person.get(f"{base_url}/search").status == 200
    return person


def upstream_asks(stub: StubTMDB, query: str) -> int:
    return stub.count(SEARCH_PATH, query=query)


# -- fixtures -------------------------------------------------------------------


@pytest.fixture(autouse=True)
def patient_clients(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every request here gives up after CLIENT_TIMEOUT_S (http_client reads it at each request)."""
    monkeypatch.setattr(http_client, "TIMEOUT_S", CLIENT_TIMEOUT_S)


@dataclass
class Faulty:
    fault: str
    stub: StubTMDB
    base_url: str
    person: Visitor  # searched SEEN while TMDB was up
    seen: Answer  # that search, while up

    def ask(self, path: str, what: str) -> Answer:
        return ask(self.person, self.base_url, path, what, label=self.fault)


@pytest.fixture(params=FAULTS)
def faulty(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Faulty]:
    """A fresh server, live against a stub that answered one search (SEEN) and then went faulty."""
    fault = request.param
    with StubTMDB() as stub, running_server(tmp_path, env=stub.environment) as base_url:
        person = new_person(base_url)
        seen = ask(person, base_url, search_path(SEEN), "seen page, TMDB up", label=fault)
        assert seen.status == 200 and not seen.is_saved_copy, f"while TMDB is up: {seen.status}, banner {seen.shown.banner!r}"
        assert seen.shown.films == FIXTURE_TITLES, "while TMDB is up the search should show the stub's films"
        stub.set_mode(fault)
        yield Faulty(fault, stub, base_url, person, seen)


# -- tests ------------------------------------------------------------------------


def test_a_search_seen_before_shows_its_saved_copy(faulty: Faulty) -> None:
    for fragment in (False, True):
        what = f"seen {'fragment' if fragment else 'page'}, TMDB {faulty.fault}"
        answer = faulty.ask(search_path(SEEN, fragment=fragment), what)
        assert answer.status == 200, f"{what}: {answer.status}, shown {answer.shown.heading!r}: {answer.shown.message!r}"
        assert answer.is_saved_copy, f"{what}: the banner should say the results are saved; banner {answer.shown.banner!r}"
        assert answer.shown.films == faulty.seen.shown.films, f"{what}: the films saved while TMDB was up"
        assert answer.shown.heading is None and answer.shown.message is None, (
            f"{what}: a saved copy needs no alert, got {answer.shown.heading!r}: {answer.shown.message!r}"
        )


def test_a_search_never_seen_says_what_happened(faulty: Faulty) -> None:
    expected = EXPECTED[faulty.fault]
    first = faulty.ask(search_path(UNSEEN), f"unseen page, TMDB {faulty.fault}")
    if faulty.fault != "refuse":
        assert upstream_asks(faulty.stub, UNSEEN) >= 1, "the first search after the fault should have asked TMDB"
    # Right after, the circuit breaker (5xx, 429, silent, refused, reset) tells the last failure
    # without asking; an unreadable answer does not open it, so TMDB is asked again.
    then = faulty.ask(search_path(ALSO_UNSEEN), f"another unseen page, TMDB {faulty.fault}")

    for answer in (first, then):
        shown = answer.shown
        assert answer.status == expected.status, (
            f"{answer.what}: status {answer.status}, expected {expected.status}; shown {shown.heading!r}: {shown.message!r}"
        )
        assert shown.message == expected.message, f"{answer.what}: the message a person reads"
        if expected.title is not None:
            assert shown.heading == expected.title, f"{answer.what}: the dialog's heading"
        if not expected.may_say_offline:
            assert shown.heading != OFFLINE_TITLE and OFFLINE_TITLE not in answer.body, (
                f"{answer.what}: TMDB answered (or held the connection), so the person is not offline"
            )
        assert not answer.is_saved_copy and not shown.films, f"{answer.what}: nothing was saved to show"


def test_the_results_fragment_answers_like_the_page(faulty: Faulty) -> None:
    expected = EXPECTED[faulty.fault]
    fragment = faulty.ask(search_path(UNSEEN, fragment=True), f"unseen fragment, TMDB {faulty.fault}")
    page = faulty.ask(search_path(UNSEEN), f"unseen page after it, TMDB {faulty.fault}")
    assert fragment.status == expected.status, (
        f"the fragment answered {fragment.status}, the page's status for this fault is {expected.status}; "
        f"shown {fragment.shown.message!r}"
    )
    assert fragment.shown.message == expected.message, "the fragment's inline message"
    assert page.status == fragment.status, f"page {page.status}, fragment {fragment.status}"
    assert page.shown.message == fragment.shown.message


@pytest.mark.parametrize("paths", ["pages", "pages-and-fragments"])
def test_people_searching_at_once_share_one_upstream_request(tmp_path: Path, paths: str) -> None:
    """Six people search for the same new thing at once while TMDB holds the connection: each
    gets an answer, and TMDB is asked once."""
    people_count = 6
    query = "shared wait"
    expected = EXPECTED["silent"]
    with StubTMDB() as stub, running_server(tmp_path, env=stub.environment) as base_url:
        people = [new_person(base_url) for _ in range(people_count)]
        stub.set_mode("silent")
        start = threading.Barrier(people_count)
        answers: list[Answer | BaseException] = [RuntimeError("no answer")] * people_count

        def search(index: int) -> None:
            fragment = paths == "pages-and-fragments" and index % 2 == 1
            start.wait()
            try:
                answers[index] = ask(
                    people[index], base_url, search_path(query, fragment=fragment),
                    f"person {index + 1} ({'fragment' if fragment else 'page'})", echo=False,
                )
            except BaseException as error:  # reported below, by person
                answers[index] = error

        threads = [threading.Thread(target=search, args=(index,)) for index in range(people_count)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(CLIENT_TIMEOUT_S + 5)

        for answer in answers:
            if isinstance(answer, Answer):
                print(f"[silent, at once] {answer.what}: {answer.status} in {answer.seconds:.2f} s")
        failures = [f"person {index + 1}: {answer}" for index, answer in enumerate(answers) if isinstance(answer, BaseException)]
        assert not failures, "everyone should get an answer:\n" + "\n".join(failures)
        for answer in answers:
            assert isinstance(answer, Answer)
            assert answer.status == expected.status and answer.shown.message == expected.message, (
                f"{answer.what}: {answer.status} {answer.shown.message!r}"
            )
        asks = upstream_asks(stub, query)
        assert asks == 1, f"people searching at once should share one request to TMDB, it got {asks}: {stub.requests}"
