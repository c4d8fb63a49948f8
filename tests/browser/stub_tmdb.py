"""A stand-in for the TMDB API that serves the recorded fixtures and can be made unreachable.

    with StubTMDB() as stub:
        with running_server(workdir, env=stub.environment) as base_url:
            ...
            stub.set_mode("refuse")  # nothing listens: connections are refused
            stub.set_mode("up")      # listening again, on the same port
            stub.set_mode("silent")  # connections are accepted and never answered

Routes (the query string is ignored, so every page of a list is its first page):

    /3/movie/popular    movie-popular-page1.json
    /3/movie/top_rated  movie-top-rated-page1.json
    /3/movie/550        movie-550-details.json
    /3/search/movie     search-movie-disney-page1.json
    /3/configuration    configuration.json
    anything else       404 with error-404-not-found.json (other films, images under /t/p/)
"""

from __future__ import annotations

import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Literal, get_args
from urllib.parse import urlsplit

FIXTURES_DIR = Path(__file__).resolve().parents[2] / "Sources" / "MarqueeTestSupport" / "Fixtures" / "tmdb"

ROUTES = {
    "/3/movie/popular": "movie-popular-page1.json",
    "/3/movie/top_rated": "movie-top-rated-page1.json",
    "/3/movie/550": "movie-550-details.json",
    "/3/search/movie": "search-movie-disney-page1.json",
    "/3/configuration": "configuration.json",
}
NOT_FOUND = "error-404-not-found.json"

Mode = Literal["up", "refuse", "silent"]


class StubTMDB:
    """A threaded HTTP server on 127.0.0.1 with a port chosen by the system on start."""

    def __init__(self, mode: Mode = "up", fixtures_dir: Path = FIXTURES_DIR) -> None:
        self._initial_mode = mode
        self._bodies = {name: (fixtures_dir / name).read_bytes() for name in {*ROUTES.values(), NOT_FOUND}}
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

    def _answer(self, path: str) -> tuple[HTTPStatus, bytes] | None:
        """The response to a GET of ``path``, or None to close the connection unanswered."""
        with self._lock:
            self._requests.append(path)
        if not self._answering.is_set():
            self._answering.wait()  # silent: hold the connection until the mode changes or the stub stops
            return None
        name = ROUTES.get(urlsplit(path).path.rstrip("/"))
        if name is None:
            return HTTPStatus.NOT_FOUND, self._bodies[NOT_FOUND]
        return HTTPStatus.OK, self._bodies[name]


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
        answer = self.server.stub._answer(self.path)
        if answer is None:
            return
        status, body = answer
        self.send_response(status)
        self.send_header("Content-Type", "application/json;charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass  # keep pytest's output clean
