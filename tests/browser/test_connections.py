"""Connections a client holds without using them, and requests from crawlers: neither may keep
other people out or fill the database.

- Past ``MARQUEE_MAX_CONNECTIONS`` (768, lowered to the descriptor limit less 128), each new
  connection closes the one idle the longest, so one client holding a thousand idle sockets
  does not lock everyone else out.
- ``MARQUEE_IDLE_TIMEOUT`` closes a connection with no request in progress (nothing sent, or a
  head that never ends); ``MARQUEE_BODY_TIMEOUT`` closes one whose body stops coming.
- GET and HEAD without the visitor cookie, HEAD and prefetches write nothing to the database.

Every test starts a server of its own (timeouts and the descriptor limit are per process) on a
fresh database, and speaks plain sockets or urllib to it: no browser.
"""

from __future__ import annotations

import contextlib
import http.client
import random
import re
import resource
import socket
import sqlite3
import time
import urllib.error
import urllib.request
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from http.cookiejar import CookieJar
from pathlib import Path
from urllib.parse import urlencode, urlsplit

import pytest

from harness import running_server

pytestmark = pytest.mark.http

CAP_LINE = "Connection cap reached: closing the connections idle the longest to let new ones in"
DATABASE = "marquee.sqlite"  # the name running_server gives the database in its workdir
ROW_TABLES = ("searchHistory", "gallerySearch", "visitor")


def server_with_descriptor_limit(workdir: Path, descriptors: int, env: Mapping[str, str] | None = None) -> contextlib.AbstractContextManager[str]:
    """``marquee serve`` as ``running_server`` starts it, under ``ulimit -n descriptors``."""
    return running_server(workdir, env=env, descriptor_limit=descriptors)


def address(base_url: str) -> tuple[str, int]:
    parts = urlsplit(base_url)
    return parts.hostname or "127.0.0.1", parts.port or 80


def server_log(workdir: Path) -> str:
    return "".join((workdir / name).read_text(errors="replace") for name in ("server.stdout", "server.stderr"))


def is_closed_by_peer(connection: socket.socket) -> bool:
    """Whether the server has closed ``connection`` (it reads as ended), without waiting."""
    connection.setblocking(False)  # a timeout would make recv wait for data first
    try:
        return connection.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
    except BlockingIOError:
        return False
    except OSError:  # reset
        return True


def wait_for_close(connection: socket.socket, started: float, timeout_s: float) -> tuple[float | None, bytes]:
    """Reads until the server closes ``connection``: the seconds from ``started`` to the close
    (None if it is still open ``timeout_s`` after ``started``), and whatever it sent first."""
    received = b""
    while (remaining := started + timeout_s - time.monotonic()) > 0:
        connection.settimeout(remaining)
        try:
            chunk = connection.recv(65_536)
        except TimeoutError:
            break
        except ConnectionResetError:
            return time.monotonic() - started, received
        if not chunk:
            return time.monotonic() - started, received
        received += chunk
    return None, received


def test_one_client_holding_1100_idle_connections_does_not_keep_others_out(tmp_path: Path) -> None:
    flood_size, descriptors = 1_100, 1_024
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < flood_size + 100:
        pytest.skip(f"this process may open only {hard} files; the flood needs {flood_size + 100}")
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    flood: list[socket.socket] = []
    try:
        # The idle timeout stays at its 15 s: without the cap, nobody else would get in before it.
        with server_with_descriptor_limit(tmp_path, descriptors) as base_url:
            cap_match = re.search(r"Connections: at most (\d+)", server_log(tmp_path))
            assert cap_match, f"the server should say its connection cap at start:\n{server_log(tmp_path)}"
            cap = int(cap_match.group(1))
            assert cap <= descriptors - 128, f"under a limit of {descriptors} descriptors the cap should leave 128 free, is {cap}"

            host, port = address(base_url)
            for number in range(flood_size):
                try:
                    flood.append(socket.create_connection((host, port), timeout=5))
                except OSError as error:
                    pytest.fail(f"connection {number + 1} of {flood_size} could not even be opened: {error!r}")

            # A fresh client, as a person's browser would come: answered within 5 s, or not at all.
            started = time.monotonic()
            fresh = http.client.HTTPConnection(host, port, timeout=5)
            try:
                fresh.request("GET", "/healthz", headers={"Connection": "close"})
                response = fresh.getresponse()
                body = response.read()
            except (OSError, http.client.HTTPException) as error:
                pytest.fail(f"a fresh GET /healthz was not answered within 5 s of {flood_size} idle connections: {error!r}")
            finally:
                fresh.close()
            elapsed = time.monotonic() - started
            print(f"\nfresh GET /healthz past {flood_size} idle connections (cap {cap}, ulimit -n {descriptors}): "
                  f"{elapsed * 1000:.1f} ms, status {response.status}")
            assert response.status == 200, f"/healthz answered {response.status}: {body[:500]!r}"

            # The server holds at most `cap`: at least the flood's excess has been closed. (Not one
            # more for the fresh client: it may have come and gone before the flood's last
            # connections were counted in, connections being set up on more than one thread.)
            must_be_closed = flood_size - cap
            deadline = time.monotonic() + 3
            while (closed := sum(map(is_closed_by_peer, flood))) < must_be_closed and time.monotonic() < deadline:
                time.sleep(0.1)
            print(f"flood connections closed by the server: {closed} of {flood_size}")
            assert closed >= must_be_closed, f"only {closed} of {flood_size} idle connections were closed; a cap of {cap} needs {must_be_closed}"
            assert CAP_LINE in server_log(tmp_path), f"the log should say the cap was reached:\n{server_log(tmp_path)[-3000:]}"
            assert server_log(tmp_path).count(CAP_LINE) == 1, "the cap line is logged once a minute at most"
    finally:
        for connection in flood:
            connection.close()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def test_idle_connection_is_closed_after_the_idle_timeout(tmp_path: Path) -> None:
    # The body timeout stays long: what closes these is the idle timeout alone.
    with running_server(tmp_path, env={"MARQUEE_IDLE_TIMEOUT": "2", "MARQUEE_BODY_TIMEOUT": "60"}) as base_url:
        host, port = address(base_url)
        silent = socket.create_connection((host, port), timeout=5)
        half_head = socket.create_connection((host, port), timeout=5)
        try:
            half_head.sendall(f"GET / HTTP/1.1\r\nHost: {host}:{port}\r\n".encode())
            started = time.monotonic()
            for name, connection in (("a connection that sends nothing", silent), ("a request head that never ends", half_head)):
                closed_after, received = wait_for_close(connection, started, timeout_s=6)
                print(f"\n{name}: closed after {closed_after if closed_after is None else round(closed_after, 2)} s, sent {received[:80]!r}")
                assert closed_after is not None, f"{name} should be closed by the 2 s idle timeout, still open after 6 s"
                assert closed_after >= 1, f"{name} was closed after {closed_after:.2f} s, before its 2 s idle timeout"
        finally:
            silent.close()
            half_head.close()


def test_body_that_stops_coming_is_cut_off(tmp_path: Path) -> None:
    # The idle timeout stays long: what closes this is the body timeout alone.
    with running_server(tmp_path, env={"MARQUEE_BODY_TIMEOUT": "2", "MARQUEE_IDLE_TIMEOUT": "60"}) as base_url:
        host, port = address(base_url)
        body = b"email=abcd"
        assert len(body) == 10
        head = (
            "POST /login HTTP/1.1\r\n"
            f"Host: {host}:{port}\r\n"
            f"Origin: {base_url}\r\n"
            "Content-Type: application/x-www-form-urlencoded\r\n"
            "Content-Length: 1000\r\n"
            "\r\n"
        ).encode()
        with socket.create_connection((host, port), timeout=5) as connection:
            connection.sendall(head + body)
            started = time.monotonic()
            closed_after, received = wait_for_close(connection, started, timeout_s=6)
        print(f"\nbody of 10 bytes out of 1000: closed after {closed_after if closed_after is None else round(closed_after, 2)} s, sent {received[:80]!r}")
        assert closed_after is not None, "a body that stopped coming should be cut off by the 2 s body timeout, still open after 6 s"
        assert closed_after >= 1, f"closed after {closed_after:.2f} s, before its 2 s body timeout"


def row_counts(database: Path) -> dict[str, int]:
    """Rows per table, read beside the running server (WAL: committed rows are seen)."""
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=10)) as db:
        return {table: db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0] for table in ROW_TABLES}


def title_words(database: Path) -> list[str]:
    """Words of the catalog's titles: searches for them find something, so a browser's are kept
    (a search that finds nothing is not remembered whoever sends it)."""
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=10)) as db:
        titles = [title for (title,) in db.execute("SELECT title FROM movie")]
    return sorted({word for title in titles for word in re.findall(r"[^\W\d_]{4,}", title.lower())})


def send(request: urllib.request.Request, opener: urllib.request.OpenerDirector | None = None) -> int:
    """The status of ``request``; error statuses are returned, not raised."""
    try:
        with (opener.open if opener else urllib.request.urlopen)(request, timeout=15) as response:
            response.read()
            return response.status
    except urllib.error.HTTPError as error:
        with error:
            return error.code


def search_urls(base_url: str, words: list[str]) -> list[str]:
    return [url for word in words for url in (
        f"{base_url}/search?{urlencode({'q': word, 'page': 1})}",
        f"{base_url}/gallery?{urlencode({'q': word, 'submitted': 1})}",
    )]


def test_a_crawler_without_cookies_leaves_no_rows(tmp_path: Path) -> None:
    with running_server(tmp_path) as base_url:
        database = tmp_path / DATABASE
        words = title_words(database)
        assert len(words) >= 100, f"the embedded catalog should give words to search for, got {words}"
        crawl = random.Random(20).sample(words, 100)
        gets = [urllib.request.Request(url) for url in search_urls(base_url, crawl)]  # 200 GETs
        heads = [urllib.request.Request(url, method="HEAD") for url in search_urls(base_url, crawl[:50])]  # 100 HEADs
        with ThreadPoolExecutor(max_workers=8) as pool:
            statuses = list(pool.map(send, gets + heads))
        assert set(statuses) == {200}, f"every crawled page should be answered, got {sorted(set(statuses))}"
        assert row_counts(database) == dict.fromkeys(ROW_TABLES, 0), "a crawler without cookies should write nothing"

        # The same searches from a browser that keeps its cookie are remembered: the rows above
        # were looked for in the right place.
        browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(CookieJar()))
        for url in search_urls(base_url, crawl[:3]):
            assert send(urllib.request.Request(url), browser) == 200
        counts = row_counts(database)
        assert all(counts[table] > 0 for table in ROW_TABLES), f"a browser's searches should be kept, got {counts}"


def test_head_and_prefetch_write_nothing_even_from_a_browser_with_its_cookie(tmp_path: Path) -> None:
    with running_server(tmp_path) as base_url:
        database = tmp_path / DATABASE
        words = title_words(database)[:5]
        browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar := CookieJar()))
        assert send(urllib.request.Request(f"{base_url}/"), browser) == 200
        assert any(cookie.name == "marquee_visitor" for cookie in jar), "the first page should give the browser its visitor cookie"

        for url in search_urls(base_url, words):
            assert send(urllib.request.Request(url, method="HEAD"), browser) == 200
            assert send(urllib.request.Request(url, headers={"Sec-Purpose": "prefetch"}), browser) == 200
        assert row_counts(database) == dict.fromkeys(ROW_TABLES, 0), "HEAD and prefetch should write nothing"

        for url in search_urls(base_url, words[:1]):
            assert send(urllib.request.Request(url), browser) == 200
        counts = row_counts(database)
        assert all(counts[table] > 0 for table in ROW_TABLES), f"the same GETs, opened for real, should be kept: {counts}"
