"""A stand-in for the TMDB API that serves the recorded fixtures and can be made unreachable or faulty.

    with StubTMDB() as stub:
        with running_server(workdir, env=stub.environment) as base_url:
            ...
            stub.set_mode("refuse")     # nothing listens: connections are refused
            stub.set_mode("up")         # listening again, on the same port
            stub.set_mode("silent")     # connections are accepted and never answered

Faults in what comes back (the stub keeps listening; every route answers the same way):

            stub.set_mode("error500")   # HTTP 500 with TMDB's error JSON (status_code 11)
            stub.set_mode("ratelimit")  # HTTP 429, Retry-After: 30, TMDB's status_code 25 JSON
            stub.set_mode("badbody")    # HTTP 200 whose body is truncated JSON: {"page": "oops
            stub.set_mode("reset")      # the status line and headers of the usual answer (with its
                                        # Content-Length), then a TCP RST (SO_LINGER 0): no body

A request held while "silent" is let go when the mode changes (or the stub stops) and its
connection is closed unanswered. Every request is recorded, whatever the mode: ``requests``
lists them and ``count("/3/search/movie", query="disney")`` counts those for one path whose
query string has the given parameters.

Routes (the query string is ignored, so every page of a list is its first page, except that a
film asked for with ``append_to_response`` gets the answer with everything appended):

    /3/movie/popular    movie-popular-page1.json
    /3/movie/top_rated  movie-top-rated-page1.json
    /3/movie/550        handmade-movie-550-append-all.json with append_to_response (credits,
                        videos, recommendations, similar, watch/providers, release_dates),
                        movie-550-details.json without
    /3/person/31        handmade-person-31-append-movie-credits.json (Tom Hanks, with his films)
    /3/person/287       person-287-details.json (Brad Pitt, without films)
    /3/discover/movie   discover-movie-page1.json (a genre's films)
    /3/search/movie     search-movie-disney-page1.json
    /3/configuration    configuration.json
    anything else       404 with error-404-not-found.json (other films, images under /t/p/)
"""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Literal, get_args
from urllib.parse import parse_qs, urlsplit

FIXTURES_DIR = Path(__file__).resolve().parents[2] / "Sources" / "MarqueeTestSupport" / "Fixtures" / "tmdb"

ROUTES = {
    "/3/movie/popular": "movie-popular-page1.json",
    "/3/movie/top_rated": "movie-top-rated-page1.json",
    "/3/movie/550": "movie-550-details.json",
    "/3/person/31": "handmade-person-31-append-movie-credits.json",
    "/3/person/287": "person-287-details.json",
    "/3/discover/movie": "discover-movie-page1.json",
    "/3/search/movie": "search-movie-disney-page1.json",
    "/3/configuration": "configuration.json",
}
# Routes whose answer differs when the query asks for more: path -> (parameter, answer with it).
APPENDED_ROUTES = {
    "/3/movie/550": ("append_to_response", "handmade-movie-550-append-all.json"),
}
NOT_FOUND = "error-404-not-found.json"

Mode = Literal["up", "refuse", "silent", "error500", "ratelimit", "badbody", "reset"]

# TMDB's own bodies for these failures (https://developer.themoviedb.org/docs/errors).
INTERNAL_ERROR_BODY = json.dumps(
    {"success": False, "status_code": 11, "status_message": "Internal error: Something went wrong, contact TMDb."}
).encode()
RATE_LIMITED_BODY = json.dumps(
    {"success": False, "status_code": 25, "status_message": "Your request count (#) is over the allowed limit of (40)."}
).encode()
RETRY_AFTER_S = 30
TRUNCATED_BODY = b'{"page": "oops'
# In "reset", how long the headers stay out before the RST, so that they reach the client first
# and the connection breaks mid-answer rather than before it.
RESET_DELAY_S = 0.05


@dataclass(frozen=True)
class _Reply:
    """What the handler sends back; ``reset`` sends the head only, then aborts the connection."""

    status: HTTPStatus
    body: bytes
    headers: dict[str, str] = field(default_factory=dict)
    reset: bool = False


class StubTMDB:
    """A threaded HTTP server on 127.0.0.1 with a port chosen by the system on start."""

    def __init__(self, mode: Mode = "up", fixtures_dir: Path = FIXTURES_DIR) -> None:
        self._initial_mode = mode
        self._bodies = {
            name: (fixtures_dir / name).read_bytes()
            for name in {*ROUTES.values(), *(name for _, name in APPENDED_ROUTES.values()), NOT_FOUND}
        }
        self._lock = threading.Lock()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self._answering = threading.Event()  # cleared while silent: held requests wait on it
        self._answering.set()
        self._mode: Mode = "refuse"
        self._requests: list[str] = []
        self.port = 0

    # -- lifecycle ---------------------------------------------------------

    def start(self) -> StubTMDB:
        with self._lock:
            self._listen()  # reserves the port, even when starting in "refuse"
            self._mode = "up"
        self.set_mode(self._initial_mode)
        return self

    def stop(self) -> None:
        with self._lock:
            self._answering.set()
            self._close()
            self._mode = "refuse"

    def __enter__(self) -> StubTMDB:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.stop()

    # -- what tests use ----------------------------------------------------

    @property
    def mode(self) -> Mode:
        return self._mode

    def set_mode(self, mode: Mode) -> None:
        if mode not in get_args(Mode):
            raise ValueError(f"unknown mode {mode!r}; expected one of {get_args(Mode)}")
        with self._lock:
            if mode == "silent":
                self._answering.clear()
            else:
                self._answering.set()  # releases held requests, which then close unanswered
            if mode == "refuse":
                self._close()
            elif self._server is None:
                self._listen()
            self._mode = mode

    @property
    def api_base_url(self) -> str:
        return f"{self._origin}/3"

    @property
    def image_base_url(self) -> str:
        return f"{self._origin}/t/p"

    @property
    def environment(self) -> dict[str, str]:
        """The environment that makes ``marquee serve`` go live against this stub."""
        return {
            "TMDB_API_KEY": "stub-api-key",
            "TMDB_API_BASE_URL": self.api_base_url,
            "TMDB_IMAGE_BASE_URL": self.image_base_url,
        }

    @property
    def requests(self) -> list[str]:
        """Paths with query strings of every request received so far, oldest first."""
        with self._lock:
            return list(self._requests)

    def count(self, path: str, **params: str) -> int:
        """How many requests so far were for ``path`` with (at least) these query parameters,
        e.g. ``count("/3/search/movie", query="disney")``."""
        def matches(request: str) -> bool:
            parts = urlsplit(request)
            query = parse_qs(parts.query, keep_blank_values=True)
            return parts.path.rstrip("/") == path.rstrip("/") and all(
                value in query.get(name, []) for name, value in params.items()
            )

        return sum(1 for request in self.requests if matches(request))

    # -- internals ---------------------------------------------------------

    @property
    def _origin(self) -> str:
        if not self.port:
            raise RuntimeError("StubTMDB has not been started")
        return f"http://127.0.0.1:{self.port}"

    def _listen(self) -> None:
        server = _Server(("127.0.0.1", self.port), _Handler, stub=self)
        self.port = server.server_address[1]
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.05}, name=f"stub-tmdb-{self.port}", daemon=True
        )
        self._thread.start()

    def _close(self) -> None:
        if self._server is None:
            return
        self._server.shutdown()
        self._server.server_close()
        assert self._thread is not None
        self._thread.join()
        self._server = self._thread = None

    def _answer(self, path: str) -> _Reply | None:
        """The reply to a GET of ``path`` in the current mode, or None to close the connection unanswered."""
        with self._lock:
            self._requests.append(path)
            mode = self._mode
        if not self._answering.is_set():
            self._answering.wait()  # silent: hold the connection until the mode changes or the stub stops
            return None
        if mode == "error500":
            return _Reply(HTTPStatus.INTERNAL_SERVER_ERROR, INTERNAL_ERROR_BODY)
        if mode == "ratelimit":
            return _Reply(HTTPStatus.TOO_MANY_REQUESTS, RATE_LIMITED_BODY, {"Retry-After": str(RETRY_AFTER_S)})
        if mode == "badbody":
            return _Reply(HTTPStatus.OK, TRUNCATED_BODY)
        name = _route(path)
        status, body = (HTTPStatus.OK, self._bodies[name]) if name else (HTTPStatus.NOT_FOUND, self._bodies[NOT_FOUND])
        return _Reply(status, body, reset=mode == "reset")


def _route(path: str) -> str | None:
    """The fixture that answers ``path`` (with its query string), or None for a 404."""
    parts = urlsplit(path)
    route = parts.path.rstrip("/")
    if route in APPENDED_ROUTES:
        parameter, name = APPENDED_ROUTES[route]
        if parse_qs(parts.query).get(parameter):
            return name
    return ROUTES.get(route)


class _Server(ThreadingHTTPServer):
    daemon_threads = True  # a silent request must not keep the test process alive

    def __init__(self, address: tuple[str, int], handler: type[BaseHTTPRequestHandler], *, stub: StubTMDB) -> None:
        self.stub = stub
        super().__init__(address, handler)  # HTTPServer sets SO_REUSEADDR, so "up" can rebind the same port


class _Handler(BaseHTTPRequestHandler):
    # HTTP/1.0: one request per connection, so no kept-alive connection outlives "refuse".
    protocol_version = "HTTP/1.0"
    server: _Server

    def do_GET(self) -> None:
        reply = self.server.stub._answer(self.path)
        if reply is None:
            return
        self.send_response(reply.status)
        self.send_header("Content-Type", "application/json;charset=utf-8")
        self.send_header("Content-Length", str(len(reply.body)))
        for name, value in reply.headers.items():
            self.send_header(name, value)
        self.end_headers()
        if reply.reset:
            self._reset()
        else:
            self.wfile.write(reply.body)

    def _reset(self) -> None:
        """Abort the connection with a TCP RST: SO_LINGER on with a zero timeout makes close()
        discard what is unsent and reset, where shutting down (as ``finish`` would) sends a FIN."""
        time.sleep(RESET_DELAY_S)
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.rfile.close()  # the last reference to the socket besides the handler's
        self.connection.close()  # the descriptor closes here; what the server does next fails quietly
        self.close_connection = True

    def log_message(self, format: str, *args: object) -> None:
        pass  # keep pytest's output clean
