#!/usr/bin/env python3
"""HTTP fuzz of every Marquee route against a real, throwaway `marquee serve`.

The server is started exactly as the browser tests start it (``harness.running_server``: port 0,
127.0.0.1, a fresh SQLite database in a temporary folder, bcrypt at its lowest cost), with
``SWIFT_BACKTRACE=enable=no`` so that a trap ends the process at once instead of after ~30 s of
symbolication. First, outside the budgets, the worst-case shapes (issue 26, "work is linear in
the input"): every route is sent, one request at a time on an otherwise idle server, inputs at the
largest size the server accepts (``SizeLimits``: an 80 KB request head, 1000 header fields, a 16 KB
form, a 200-character search, a 12 KB return address) in shapes that make parsers work hardest:
nested escapes ``%%%…000…``, runs of ``%``, ``&`` and ``=``, thousands of tiny or repeated fields,
deep ``[[[`` keys, many search words, FTS5 syntax, combining marks, long cookies of many ``;``,
many headers, long path segments. An answer slower than ``--slow-ms`` (100 ms; the median of up to
three tries, after a normal request has warmed the route up) is a failure, and so is a shape the
server refused as too large (the limits above would then be past the server's). The slowest ten
answers are printed. Then, within a request budget and a time budget:

1. every route is asked with GET, HEAD and POST (and a few other methods);
2. every path segment, query parameter and form field a controller reads (plus unknown ones) is
   given each hostile value in turn, the other parameters keeping valid values, so a trap that
   needs a valid film id *and* a bad date (``/favorites?removed=272&at=nan``) is reached;
   forms carry a valid CSRF token and cookie so that the handlers run, and also go without one;
3. cookies (marquee_visitor, marquee_session, marquee_csrf, marquee_device), headers (Accept, Referer,
   Accept-Language, Accept-Encoding, If-None-Match, Content-Type, ...) and malformed HTTP sent
   over a raw socket (Content-Length mismatches, broken chunked bodies, forms over 16 KB, bad
   request lines) take hostile values;
4. the rest of the budget goes to random combinations drawn by Hypothesis (``--seed``).

Requests are sent one at a time over a fresh connection. After each one the server process is
checked (it must not have exited), and after each batch ``/healthz`` must answer 200. A request
that kills the server is recorded with the server's last words, the server is restarted on a new
database, and the request is replayed alone on it once to tell a standalone trap from one that
needs earlier state. A response 5xx other than 502, 503 and 504 is a failure.

    python3 tests/fuzz/http_fuzz.py [--max-requests 3000] [--time-limit 60] [--seed 0]
    python3 tests/fuzz/http_fuzz.py --self-test   # against trap_server.py: must find its planted faults
    python3 tests/fuzz/http_fuzz.py --worst-case-only   # only the worst-case shapes, timed
    python3 tests/fuzz/http_fuzz.py --list        # the fixed requests, numbered; sends nothing

MARQUEE_BIN (or ``--bin``) names the server binary, as for the browser tests. The last line is
``http fuzz: N passed, M failed`` (counting requests); the exit status is 1 when any failed.
A JSON report with the exact bytes of every failing request is written (``--report``).
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import http.client
import itertools
import json
import math
import os
import re
import secrets
import shlex
import shutil
import signal
import socket
import sys
import tempfile
import time
import urllib.parse
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_REPORT = REPO_ROOT / "test-artifacts" / "fuzz" / "http-fuzz-report.json"
ALLOWED_5XX = {502, 503, 504}


# --------------------------------------------------------------------------------------------
# Hostile values
# --------------------------------------------------------------------------------------------


class Raw(str):
    """A value put into the URL or form body as it is, without percent-encoding."""


LONG = "A" * 10_000
UNICODE = "Ünïcödé 🎬 漢字 \u202eevil\u202c \ufeff \U0001f4a9 \u0301"

# What the brief names, sent for every field first.
CORE_VALUES: list[str] = [
    "nan", "inf", "-inf", "1e308", "-1e12", "9223372036854775808", "-9223372036854775809",
    "0", "-1", "", LONG, UNICODE, "\x00", Raw("%00"), Raw("%zz"), "//evil.com",
    "../../../../etc/passwd",
]
# Sent for every field once the core values have been.
EXTRA_VALUES: list[str] = [
    "NaN", "Infinity", "-Infinity", "1e309", "-1e309", "1e-400", "-0", "-0.0", "1.5", "0x10", "+1",
    " 1", "1 ", "9223372036854775807", "-9223372036854775808", "18446744073709551616",
    "4294967296", "2147483648", "-9223372036854775807", "1e18", "253402300800", "-62135596801",
    "8.64e15", "١٢", "１２", "9" * 400, "http://evil.com/", "/\\evil.com", "\\\\evil.com",
    "https:evil.com", "/%2e%2e/%2e%2e/etc/passwd", "....//....//etc/passwd", "/..;/..;/",
    "<script>alert(1)</script>", "'\"><svg onload=alert(1)>", "\r\nSet-Cookie: pwned=1",
    "%s%s%n", "a\x00b", "\x7f\x01\x1b[31m", "\ud7ff\ue000\uffff", "😀" * 2_000,
    Raw("%"), Raw("%e2%82"), Raw("%ff%fe"), Raw("%%"), Raw("%u0041"), Raw("%0d%0aX:%20y"),
    Raw("%c0%ae%c0%ae%2f"), Raw("+"), Raw("&"), Raw("="), Raw("a=b&c"), Raw(";x=1"),
]
ALL_VALUES = CORE_VALUES + EXTRA_VALUES


def short(value: str | bytes, limit: int = 160) -> str:
    """A printable, bounded rendering of a value for the report."""
    text = value.decode("utf-8", "backslashreplace") if isinstance(value, bytes) else str(value)
    rendered = repr(text)[1:-1]
    if len(rendered) <= limit:
        return rendered
    return f"{rendered[: limit // 2]}…[{len(text)} chars]…{rendered[-limit // 4:]}"


# --------------------------------------------------------------------------------------------
# The route table (Sources/MarqueeWeb/Routing/Route+Pattern.swift) and what each handler reads
# --------------------------------------------------------------------------------------------


@dataclass
class RouteSpec:
    pattern: str
    method: str = "GET"
    path: dict[str, str] = field(default_factory=dict)  # path parameters: valid values
    query: dict[str, str] = field(default_factory=dict)  # query parameters: valid values
    form: dict[str, str] | None = None  # form fields (POST): valid values
    identity: str = "anon"  # whose cookies: none, anon (a visitor) or user (logged in)
    stateful: bool = False  # a POST whose effect a later GET shows: probed after

    def target(self, path: dict[str, str] | None = None, query: list[tuple[str, str]] | None = None) -> str:
        values = {**self.path, **(path or {})}
        target = self.pattern
        for name, value in values.items():
            encoded = value if isinstance(value, Raw) else urllib.parse.quote(value, safe="/" if name == "**" else "")
            target = target.replace(":" + name if name != "**" else "**", encoded, 1)
        pairs = list(self.query.items()) if query is None else query
        if pairs:
            target += "?" + "&".join(encode_component(k) + ("" if v is None else "=" + encode_component(v)) for k, v in pairs)
        return target


def encode_component(value: str) -> str:
    return value if isinstance(value, Raw) else urllib.parse.quote(value, safe="")


def encode_form(pairs: list[tuple[str, str | None]]) -> bytes:
    """A form body; a Raw name or value goes as it is, and a pair whose value is None is its name
    alone (a raw stretch of the body: ``&&&``, ``a=&a=&``)."""
    parts = []
    for name, value in pairs:
        key = name if isinstance(name, Raw) else urllib.parse.quote_plus(name)
        if value is None:
            parts.append(key)
            continue
        encode = (lambda v: v) if isinstance(value, Raw) else (lambda v: urllib.parse.quote_plus(v))
        parts.append(f"{key}={encode(value)}")
    return "&".join(parts).encode("utf-8", "surrogatepass")


def build_routes(asset: str, photo_id: str, password: str) -> list[RouteSpec]:
    sign_up = {
        "email": "someone@example.com", "password": "Popcorn-Row-7", "first_name": "Ana", "last_name": "Lee",
        "mobile": "012-345 6789", "gender": "female", "return_to": "/favorites",
    }
    return [
        RouteSpec("/", query={"tab": "popular", "page": "2"}),
        RouteSpec("/discover/popular", query={"page": "2"}),
        RouteSpec("/search", query={"q": "batman", "page": "2", "typed": "1"}),
        RouteSpec("/search/results", query={"q": "batman", "page": "2"}),
        RouteSpec("/history"),
        RouteSpec("/favorites", query={"removed": "272", "at": "1700000000"}),
        RouteSpec("/favorites/ids"),
        RouteSpec("/movies/:id", path={"id": "272"}, query={"from": "/search?q=batman&page=2"}),
        RouteSpec("/images/:size/**", path={"size": "w185", "**": "movie/272.svg"}),
        RouteSpec("/images/:size/**", path={"size": "w342", "**": "abc123.jpg"}),
        RouteSpec("/assets/:file", path={"file": asset}),
        RouteSpec("/healthz"),
        RouteSpec("/manifest.webmanifest"),
        RouteSpec("/service-worker.js"),
        RouteSpec("/offline"),
        RouteSpec("/gallery", query={"q": "batman", "page": "2", "submitted": "1"}),
        RouteSpec("/gallery/results", query={"q": "batman", "page": "2"}),
        RouteSpec("/gallery/photos/:id", path={"id": photo_id}, query={"q": "batman", "page": "1"}),
        RouteSpec("/photos/**", path={"**": "65535/12345_abcdef0123_b.jpg"}),
        RouteSpec("/login", query={"return_to": "/favorites", "notice": "logged-out"}),
        RouteSpec("/signup", query={"return_to": "/movies/272"}),
        RouteSpec("/account", query={"notice": "mobile-changed"}, identity="user"),
        RouteSpec("/account/mobile", identity="user"),
        RouteSpec("/account/delete", identity="user"),
        RouteSpec("/history/forget", "POST", form={"q": "batman"}),
        RouteSpec("/history/clear", "POST", form={}),
        RouteSpec("/movies/:id/favorite", "POST", path={"id": "272"}, stateful=True,
                  form={"favorite": "true", "favorited_at": "1700000000", "return_to": "/favorites"}),
        RouteSpec("/movies/:id/favorite", "POST", path={"id": "155"}, stateful=True,
                  form={"favorite": "false", "favorited_at": "1700000000", "return_to": "/favorites"}),
        RouteSpec("/gallery/history/forget", "POST", form={"id": "1"}),
        RouteSpec("/gallery/history/clear", "POST", form={}),
        RouteSpec("/signup", "POST", form=sign_up),
        RouteSpec("/login", "POST", form={"email": "someone@example.com", "password": "Popcorn-Row-7", "return_to": "/favorites"}),
        RouteSpec("/logout", "POST", form={}),
        RouteSpec("/account/mobile", "POST", form={"mobile": "013-345 6789", "view": "dialog"}, identity="user", stateful=True),
        # Never the real password (random per run), so the account survives.
        RouteSpec("/account/delete", "POST", form={"password": "Wrong-Pass-" + password[-4:]}, identity="user"),
        # A film's people and genres (kept last: the method probes above pick routes by index).
        RouteSpec("/people/:id", path={"id": "525"}),
        RouteSpec("/genres/:id", path={"id": "18"}, query={"page": "2"}),
        RouteSpec("/genres/:id/grid", path={"id": "18"}, query={"page": "2"}),
        RouteSpec("/region", "POST", form={"region": "GB", "return_to": "/movies/272?from=%2Fgenres%2F18"}),
        # Your films (issue 27): the pages, and the film page's forms.
        RouteSpec("/you", query={"after": "2025-03-12~1732870000123~0f8fad5b-d9cb-469f-a165-70867728950e"}),
        RouteSpec("/you/watchlist", query={"sort": "runtime", "genre": "18"}),
        RouteSpec("/you/ratings"),
        RouteSpec("/you/:year", path={"year": "2025"}),
        RouteSpec("/movies/:id/watchlist", "POST", path={"id": "272"}, stateful=True,
                  form={"on": "true", "changed_at": "1732870000123", "return_to": "/movies/272"}),
        RouteSpec("/movies/:id/viewings", "POST", path={"id": "272"}, stateful=True, form={
            "viewing_id": "0f8fad5b-d9cb-469f-a165-70867728950e", "watched_on": "2025-03-12", "rating": "3.5",
            "review": "Still great.", "today": "2025-03-13", "changed_at": "1732870000123", "return_to": "/movies/272",
        }),
        RouteSpec("/viewings/:id/delete", "POST", path={"id": "0f8fad5b-d9cb-469f-a165-70867728950e"}, stateful=True,
                  form={"deleted": "true", "changed_at": "1732870000124", "return_to": "/movies/272"}),
    ]


# The GET that shows what a stateful POST changed, for the same visitor.
PROBES = {"/movies/:id/favorite": "/favorites", "/account/mobile": "/account", "/movies/:id/watchlist": "/you/watchlist",
          "/movies/:id/viewings": "/you", "/viewings/:id/delete": "/you"}


# --------------------------------------------------------------------------------------------
# Requests
# --------------------------------------------------------------------------------------------


@dataclass
class Identity:
    """A browser's cookies: its visitor id, its session (logged in) and its CSRF token."""

    cookies: dict[str, str]

    @property
    def csrf(self) -> str:
        return self.cookies.get("marquee_csrf", "")


@dataclass
class Context:
    port: int
    identities: dict[str, Identity]


@dataclass
class FuzzRequest:
    method: str
    target: str
    route: str  # the route pattern, for grouping
    where: str  # what is hostile: "query:at", "form:favorited_at", "cookie:marquee_csrf", ...
    value: str = ""  # the hostile value, for the report
    identity: str = "anon"
    form: list[tuple[str, str]] | None = None
    # For a form: valid (field = cookie), missing (no field), wrong (field differs), nocookie
    # (field, no cookie), none (neither).
    csrf: str = "valid"
    cookies: dict[str, str | None] = field(default_factory=dict)  # overrides; None removes one
    cookie_header: bytes | None = None  # replaces the whole Cookie header
    headers: list[tuple[str, str | bytes]] = field(default_factory=list)
    body: bytes | None = None  # replaces the form body
    raw: Callable[[Context, Identity], bytes] | None = None  # the whole request, malformed
    half_close: bool = False  # shut our side after sending (a promised body never comes)
    may_not_answer: bool = False
    probe_of: FuzzRequest | None = None  # a GET sent to show what this POST stored

    def describe(self) -> str:
        text = f"{self.method} {short(self.target, 240)}"
        details = [f"[{self.where}={short(self.value, 80)}]" if self.where else "", f"identity={self.identity}"]
        if self.form is not None:
            details.append(f"csrf={self.csrf}")
            details.append("form=" + short(encode_form(self.form), 200))
        if self.cookies:
            details.append("cookies=" + ", ".join(f"{k}={'(removed)' if v is None else short(v, 60)}" for k, v in self.cookies.items()))
        if self.cookie_header is not None:
            details.append("Cookie: " + short(self.cookie_header, 80))
        for name, value in self.headers:
            details.append(f"{name}: {short(value, 80)}")
        if self.body is not None:
            details.append(f"body={short(self.body, 120)}")
        if self.probe_of is not None:
            details.append(f"(probe after: {self.probe_of.method} {short(self.probe_of.target, 80)} {short(encode_form(self.probe_of.form or []), 120)})")
        return text + "  " + " ".join(d for d in details if d)


def cookie_line(identity: Identity, request: FuzzRequest) -> bytes | None:
    if request.cookie_header is not None:
        return request.cookie_header
    cookies = dict(identity.cookies)
    if request.csrf in ("nocookie", "none"):
        cookies.pop("marquee_csrf", None)
    for name, value in request.cookies.items():
        if value is None:
            cookies.pop(name, None)
        else:
            cookies[name] = value
    if not cookies:
        return None
    return "; ".join(f"{name}={value}" for name, value in cookies.items()).encode("utf-8", "surrogatepass")


def form_body(identity: Identity, request: FuzzRequest) -> bytes | None:
    if request.body is not None:
        return request.body
    if request.form is None:
        return None
    pairs = list(request.form)
    if request.csrf in ("valid", "nocookie"):
        pairs.insert(0, ("csrf_token", identity.csrf))
    elif request.csrf == "wrong":
        token = identity.csrf
        pairs.insert(0, ("csrf_token", (token[:-1] + ("0" if token[-1:] != "0" else "1")) if token else "x"))
    return encode_form(pairs)


def render(request: FuzzRequest, context: Context) -> bytes:
    """The exact bytes sent."""
    identity = context.identities.get(request.identity, Identity({}))
    if request.raw is not None:
        return request.raw(context, identity)
    lines = [f"{request.method} {request.target} HTTP/1.1".encode("utf-8", "surrogatepass"), f"Host: 127.0.0.1:{context.port}".encode()]
    names = {name.lower() for name, _ in request.headers}
    body = form_body(identity, request)
    if body is not None and "content-type" not in names:
        lines.append(b"Content-Type: application/x-www-form-urlencoded")
    if (cookies := cookie_line(identity, request)) is not None:
        lines.append(b"Cookie: " + cookies)
    for name, value in request.headers:
        lines.append(name.encode() + b": " + (value if isinstance(value, bytes) else value.encode("utf-8", "surrogatepass")))
    if body is not None and "content-length" not in names and "transfer-encoding" not in names:
        lines.append(f"Content-Length: {len(body)}".encode())
    if "connection" not in names:
        lines.append(b"Connection: close")
    return b"\r\n".join(lines) + b"\r\n\r\n" + (body or b"")


@dataclass
class Outcome:
    status: int | None
    error: str | None = None
    headers: http.client.HTTPMessage | None = None
    body: bytes = b""
    seconds: float = 0.0  # from the first byte sent to the last byte of the answer read
    failed: bool = False  # a failure already recorded (a crash, a 5xx, the server unhealthy)


def exchange(port: int, data: bytes, method: str, timeout: float, half_close: bool = False) -> Outcome:
    """Sends ``data`` on a new connection and reads one response."""
    started = time.monotonic()
    try:
        sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    except OSError as error:
        return Outcome(None, f"connect: {error}", seconds=time.monotonic() - started)
    with sock:
        send_error = None
        started = time.monotonic()
        try:
            sock.sendall(data)
            if half_close:
                sock.shutdown(socket.SHUT_WR)
        except OSError as error:  # the server may answer and close before the body is all sent
            send_error = error
        response = http.client.HTTPResponse(sock, method=method.upper() if method.isascii() else "GET")
        try:
            response.begin()
        except (OSError, http.client.HTTPException) as error:
            reason = f"{type(error).__name__}: {error}" + (f" (after send error {send_error})" if send_error else "")
            return Outcome(None, reason, seconds=time.monotonic() - started)
        outcome = Outcome(response.status, headers=response.msg)
        try:
            outcome.body = response.read()
        except (OSError, http.client.HTTPException) as error:
            outcome.error = f"body: {type(error).__name__}: {error}"
        outcome.seconds = time.monotonic() - started
        return outcome


def set_cookies(outcome: Outcome) -> dict[str, str]:
    cookies = {}
    for header in outcome.headers.get_all("Set-Cookie") or [] if outcome.headers else []:
        name, _, rest = header.partition("=")
        cookies[name.strip()] = rest.split(";", 1)[0]
    return cookies


# --------------------------------------------------------------------------------------------
# The server
# --------------------------------------------------------------------------------------------


def process_state(pid: int) -> str | None:
    """None while ``pid`` runs; how it ended once it has (it stays a zombie until harness reaps it)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return "exited (already reaped)"
    fields = stat[stat.rindex(")") + 2:].split()
    if fields[0] not in ("Z", "X"):
        return None
    status = int(fields[49]) if len(fields) > 49 else 0  # field 52, exit_code: the wait status
    if status & 0x7F:
        number = status & 0x7F
        with contextlib.suppress(ValueError):
            return f"killed by signal {number} ({signal.Signals(number).name})"
        return f"killed by signal {number}"
    return f"exited with status {(status >> 8) & 0xFF}"


class ServerStartError(Exception):
    """The server did not start (harness.running_server says why)."""


class Server:
    """One ``marquee serve`` started by ``harness.running_server``, restartable after a crash."""

    def __init__(self, harness, keep: Path | None) -> None:
        self.harness = harness
        self.keep = keep
        self.starts = 0
        self.stack: contextlib.ExitStack | None = None

    def start(self) -> None:
        self.starts += 1
        self.workdir = Path(tempfile.mkdtemp(prefix="marquee-fuzz-"))
        self.stack = contextlib.ExitStack()
        known = set(self._children())
        try:
            # SWIFT_BACKTRACE=enable=no: a trap ends the process at once instead of ~30 s later.
            base_url = self.stack.enter_context(self.harness.running_server(self.workdir, env={"SWIFT_BACKTRACE": "enable=no"}))
            self.port = int(base_url.rsplit(":", 1)[1])
            started = [pid for pid in self._children() if pid not in known]
            if len(started) != 1:
                raise ServerStartError(f"cannot tell the server's process among {started}")
            self.pid = started[0]
        except (Exception, self.harness.pytest.fail.Exception) as error:  # pytest.fail's is no Exception
            self.stack.close()
            self.stack = None
            shutil.rmtree(self.workdir, ignore_errors=True)
            raise ServerStartError(str(error)) from None
        self.log_offset = {name: 0 for name in ("server.stdout", "server.stderr")}

    def _children(self) -> Iterator[int]:
        me = os.getpid()
        binary = str(self.harness.MARQUEE_BIN)
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            with contextlib.suppress(OSError, ValueError, IndexError):
                stat = Path(f"/proc/{entry}/stat").read_text()
                if int(stat[stat.rindex(")") + 2:].split()[1]) != me:
                    continue
                argv = Path(f"/proc/{entry}/cmdline").read_bytes().decode("utf-8", "replace").split("\0")
                if binary in argv[:2] and "serve" in argv:  # argv[1] when a script's interpreter runs it
                    yield int(entry)

    def state(self) -> str | None:
        return process_state(self.pid)

    def new_output(self) -> str:
        """What the server wrote since the last call."""
        text = ""
        for name in self.log_offset:
            with contextlib.suppress(OSError):
                data = (self.workdir / name).read_bytes()
                text += data[self.log_offset[name]:].decode("utf-8", "replace")
                self.log_offset[name] = len(data)
        return text

    def healthy(self, timeout: float = 5.0) -> bool:
        data = f"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\nConnection: close\r\n\r\n".encode()
        return exchange(self.port, data, "GET", timeout).status == 200

    def stop(self, keep_logs_as: str | None = None) -> None:
        if self.stack is not None:
            self.stack.close()
            self.stack = None
        if keep_logs_as and self.keep:
            self.keep.mkdir(parents=True, exist_ok=True)
            for name in self.log_offset:
                with contextlib.suppress(OSError):
                    shutil.copy(self.workdir / name, self.keep / f"{keep_logs_as}.{name}")
        shutil.rmtree(self.workdir, ignore_errors=True)


def last_words(output: str) -> str:
    """The lines of a server's output that say why it died."""
    lines = [line for line in output.splitlines() if re.search(r"fatal error|Fatal error|Crash|precondition|Assertion|💣|error:", line)]
    return "\n".join(lines[-3:]) if lines else "\n".join(output.splitlines()[-3:])


def crash_site(words: str) -> str:
    match = re.search(r"([\w+-]+\.swift:\d+)(?::\d+)?: (?:Fatal error|Precondition failed|Assertion failed)[^\n]*", words)
    if match:
        return match.group(0)
    match = re.search(r"(?:Fatal error|fatal error)[^\n]*", words)
    return match.group(0) if match else "(no message)"


# --------------------------------------------------------------------------------------------
# What to send
# --------------------------------------------------------------------------------------------


# What a parameter no handler reads is given (it should change nothing).
UNKNOWN_FIELD_VALUES = {"nan", LONG, "\x00", Raw("%zz"), "NaN", "😀" * 2_000, Raw("%e2%82")}


def field_requests(route: RouteSpec, values: list[str], with_probes: bool) -> Iterator[FuzzRequest]:
    """Each path segment, query parameter and form field of ``route`` given each of ``values``."""
    method = route.method
    for name in route.path:
        for value in values:
            yield FuzzRequest(method, route.target(path={name: value}), route.pattern, f"path:{name}", value, route.identity,
                              form=list(route.form.items()) if route.form is not None else None)
    unknown_values = [value for value in values if value in UNKNOWN_FIELD_VALUES]
    for name in list(route.query) + ["unknown", "page[]"]:
        for value in values if name in route.query else unknown_values:
            query = [(k, value if k == name else v) for k, v in route.query.items()]
            if name not in route.query:
                query.append((name, value))
            yield FuzzRequest(method, route.target(query=query), route.pattern, f"query:{name}", value, route.identity,
                              form=list(route.form.items()) if route.form is not None else None)
    if route.form is None:
        return
    for name in list(route.form) + ["unknown"]:
        for value in values if name in route.form else unknown_values:
            form = [(k, value if k == name else v) for k, v in route.form.items()]
            if name not in route.form:
                form.append((name, value))
            request = FuzzRequest(method, route.target(), route.pattern, f"form:{name}", value, route.identity, form=form)
            yield request
            if with_probes and route.stateful:
                yield FuzzRequest("GET", PROBES[route.pattern], route.pattern, f"probe:{name}", value, route.identity, probe_of=request)


def baseline_requests(routes: list[RouteSpec]) -> Iterator[FuzzRequest]:
    """Every route with valid values, with GET, HEAD and POST, and a few other methods."""
    for route in routes:
        form = list(route.form.items()) if route.form is not None else None
        yield FuzzRequest(route.method, route.target(), route.pattern, "baseline", "", route.identity, form=form)
        for method in ("GET", "HEAD", "POST") if route.method == "GET" else ("GET", "HEAD"):
            if method != route.method:
                yield FuzzRequest(method, route.target(), route.pattern, f"method:{method}", method, route.identity,
                                  form=form if method == "POST" else None)
        for identity in ("none", "user") if route.identity == "anon" and route.pattern != "/logout" else ("none", "anon"):
            yield FuzzRequest(route.method, route.target(), route.pattern, "identity", identity, identity, form=form)
        if route.form is not None:
            for csrf in ("missing", "wrong", "nocookie", "none"):
                yield FuzzRequest(route.method, route.target(), route.pattern, "csrf", csrf, route.identity, form=form, csrf=csrf)
    for route in routes[:6] + routes[24:27]:
        for method in ("PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "FOO", "get"):
            yield FuzzRequest(method, route.target(), route.pattern, f"method:{method}", method, "anon")


def csrf_requests(route: RouteSpec, values: list[str]) -> Iterator[FuzzRequest]:
    """The token field and cookie of a form given hostile values."""
    form = list(route.form.items()) if route.form is not None else []
    for value in values:
        yield FuzzRequest("POST", route.target(), route.pattern, "form:csrf_token", value, route.identity,
                          form=[("csrf_token", value)] + form, csrf="missing")
        yield FuzzRequest("POST", route.target(), route.pattern, "cookie:marquee_csrf", value, route.identity, form=form,
                          csrf="missing", cookies={"marquee_csrf": value if not isinstance(value, Raw) else str(value)})


COOKIE_VALUES = ["", "x", "0" * 64, "g" * 64, "A" * 64, "0" * 63, "0" * 65, "a" * 64 + "." + "b" * 64, "." * 129, "a" * 64 + ".",
                 "\"" + "0" * 64 + "\"", "nan", "-1", LONG, UNICODE, "\x00", "%00", "%zz", "a;b", "a=b", "\t", "//evil.com"]
MALFORMED_COOKIE_HEADERS = [b"", b"=", b";;;", b"marquee_visitor", b"marquee_visitor=", b"=x; =y", b"a=b=c=d",
                            b"marquee_visitor=" + b"0" * 64 + b"; marquee_visitor=" + b"f" * 64,
                            b"marquee_csrf=a; marquee_csrf=b; marquee_csrf=c",
                            b"; ".join(b"c%d=%d" % (i, i) for i in range(300)), b"x=" + b"y" * 20_000,
                            b"marquee_visitor=\xff\xfe\xfd", b"marquee_session=\xc3\x28", b"marquee_visitor=\x00abc",
                            b"$Version=1; marquee_visitor=\"abc\"; $Path=/", b"__Host-marquee_session=" + b"0" * 64]


def cookie_requests(routes: dict[str, RouteSpec], values: list[str]) -> Iterator[FuzzRequest]:
    targets = [routes["/favorites"], routes["/account"], routes["/movies/:id/favorite"], routes["/login POST"]]
    for route in targets:
        form = list(route.form.items()) if route.form is not None else None
        for name in ("marquee_visitor", "marquee_session", "marquee_csrf", "marquee_device"):
            for value in values:
                yield FuzzRequest(route.method, route.target(), route.pattern, f"cookie:{name}", value, route.identity, form=form,
                                  cookies={name: value})
        for header in MALFORMED_COOKIE_HEADERS:
            yield FuzzRequest(route.method, route.target(), route.pattern, "cookie-header", short(header, 60), route.identity,
                              form=form, cookie_header=header)


HEADER_VALUES: dict[str, list[str | bytes]] = {
    "Accept": ["application/json", "application/json, text/html", "text/html;q=nan, application/json;q=inf", "*/*;q=1e308",
               "application/" + "json" * 3000, "\x00application/json", b"application/json\xff"],
    "Referer": ["http://127.0.0.1/favorites?removed=272&at=nan", "http://evil.com/movies/272", "//evil.com/favorites",
                "/movies/9223372036854775808", "http://127.0.0.1/movies/-1", "http://127.0.0.1/movies/0", "http://[::1",
                "http://127.0.0.1/search?q=%zz&page=9223372036854775808", "http://127.0.0.1/?tab=popular&page=-9223372036854775809",
                "http://127.0.0.1/gallery?q=x&page=nan", "http://127.0.0.1/" + "a" * 3000, "://", "%zz", "http://127.0.0.1/../../etc/passwd",
                b"http://127.0.0.1/\xff\xfe", "javascript:alert(1)"],
    "Accept-Language": ["*", "en;q=nan", "en;q=1e308", "x" * 10_000, "zz-ZZ-u-ca-buddhist", b"\xff\xfe",
                        "en-GB;q=0.5, fr-FR;q=-1, de-DE;q=inf", ",,,;q=,;", "-" * 5_000, ", ".join(["en-GB"] * 5_000)],
    "Accept-Encoding": ["gzip", "gzip;q=0", "gzip;q=nan", "br, gzip, deflate, zstd", "identity;q=0, *;q=0", "x" * 10_000],
    "If-None-Match": ["*", "\"\"", "W/\"x\"", ",,,,", "\"" + "a" * 10_000 + "\"", ", ".join(["\"x\""] * 2_000)],
    "If-Modified-Since": ["Thu, 01 Jan 1970 00:00:00 GMT", "nan", "Fri, 31 Dec 9999 23:59:59 GMT"],
    "Range": ["bytes=0-0", "bytes=-1", "bytes=9223372036854775807-", "bytes=5-1", "bytes=" + ",".join(["0-1"] * 1000)],
    "Content-Type": ["multipart/form-data; boundary=x", "application/json", "text/plain", "application/x-www-form-urlencoded; charset=utf-16",
                     "application/x-www-form-urlencoded; charset=nan", "", "\x00", "x" * 10_000],
    "X-Forwarded-For": ["1.2.3.4", "", ",,,", "x" * 10_000, "::1, 999.999.999.999"],
    "X-Forwarded-Proto": ["https", "HTTPS\x00", "x" * 10_000],
    "Origin": ["http://evil.com", "null", ""],
    "Sec-Fetch-Site": ["cross-site", "nan"],
    "Expect": ["100-continue", "nan"],
    "Connection": ["keep-alive, upgrade", "Upgrade", "x" * 1000],
    "Upgrade": ["websocket", "h2c"],
    # A prefetch or a crawler is answered without writing anything (VisitorMiddleware).
    "Sec-Purpose": ["prefetch", "prefetch;prerender", "PREFETCH\x00"],
    "Purpose": ["prefetch", "preview"],
    "X-Moz": ["prefetch"],
    "User-Agent": ["Googlebot/2.1 (+http://www.google.com/bot.html)", "", "x" * 10_000],
}


def header_requests(routes: dict[str, RouteSpec]) -> Iterator[FuzzRequest]:
    targets = [routes["/movies/:id"], routes["/movies/:id/favorite"], routes["/assets/:file"], routes["/images/:size/**"]]
    for route in targets:
        form = list(route.form.items()) if route.form is not None else None
        for name, values in HEADER_VALUES.items():
            if name == "Content-Type" and form is None:
                continue
            for value in values + [LONG, UNICODE.encode(), "nan"]:
                yield FuzzRequest(route.method, route.target(), route.pattern, f"header:{name}", short(value, 60), route.identity,
                                  form=form, headers=[(name, value)])


def malformed_requests(routes: dict[str, RouteSpec]) -> Iterator[FuzzRequest]:
    """Broken HTTP over a raw socket: lengths, chunking, oversized forms, bad request lines."""
    favorite = routes["/movies/:id/favorite"]

    Body = Callable[[bytes], bytes]  # the body, from the visitor's CSRF token

    def post(head: bytes, body: Body) -> Callable[[Context, Identity], bytes]:
        """A POST of a heart form with the visitor's cookies; {LEN} in ``head`` is the body's length."""
        def make(context: Context, identity: Identity) -> bytes:
            cookies = cookie_line(identity, FuzzRequest("POST", "", "", "")) or b""
            data = body(identity.csrf.encode())
            lines = [b"POST /movies/272/favorite HTTP/1.1", f"Host: 127.0.0.1:{context.port}".encode(), b"Cookie: " + cookies,
                     b"Content-Type: application/x-www-form-urlencoded", b"Connection: close"]
            head_lines = head.replace(b"{LEN}", str(len(data)).encode()).replace(b"{LEN+100}", str(len(data) + 100).encode()).replace(
                b"{LEN-10}", str(max(len(data) - 10, 0)).encode())
            return b"\r\n".join(lines) + b"\r\n" + head_lines + b"\r\n" + data
        return make

    def form(token: bytes) -> bytes:
        return b"csrf_token=" + token + b"&favorite=true&favorited_at=1700000000&return_to=%2Ffavorites"

    def padded(size: int) -> Body:
        """The form padded to ``size`` bytes in all."""
        return lambda token: form(token) + b"&pad=" + b"x" * max(size - len(form(token)) - 5, 0)

    def chunked(*chunks: bytes) -> bytes:
        return b"".join(b"%x\r\n%s\r\n" % (len(c), c) for c in chunks)

    def in_chunks(body: Body, size: int) -> Body:
        return lambda token: (lambda data: chunked(*(data[i:i + size] for i in range(0, len(data), size))))(body(token))

    te = b"Transfer-Encoding: chunked\r\n"
    cases: list[tuple[str, Callable[[Context, Identity], bytes], bool, bool]] = [
        # (what, request, half_close, may_not_answer)
        ("content-length larger than body", post(b"Content-Length: {LEN+100}\r\n", form), True, True),
        ("content-length smaller than body (smuggled request after)", post(b"Content-Length: {LEN-10}\r\n", lambda t: form(t) + b"GET /favorites?removed=272&at=nan HTTP/1.1\r\nHost: x\r\n\r\n"), False, True),
        ("content-length -1", post(b"Content-Length: -1\r\n", form), False, True),
        ("content-length abc", post(b"Content-Length: abc\r\n", form), False, True),
        ("content-length 1e3", post(b"Content-Length: 1e3\r\n", form), False, True),
        ("content-length 2^64", post(b"Content-Length: 18446744073709551616\r\n", form), True, True),
        ("content-length 2^63", post(b"Content-Length: 9223372036854775808\r\n", form), True, True),
        ("content-length 2^63-1", post(b"Content-Length: 9223372036854775807\r\n", form), True, True),
        ("two different content-lengths", post(b"Content-Length: {LEN}\r\nContent-Length: 5\r\n", form), False, True),
        ("content-length list", post(b"Content-Length: {LEN}, {LEN}\r\n", form), False, True),
        ("content-length and chunked", post(b"Content-Length: 5\r\n" + te, lambda t: chunked(form(t)) + b"0\r\n\r\n"), False, True),
        ("chunk size zz", post(te, lambda t: b"zz\r\n" + form(t) + b"\r\n0\r\n\r\n"), False, True),
        ("chunk size larger than data", post(te, lambda t: b"ffff\r\n" + form(t)), True, True),
        ("no last chunk", post(te, lambda t: chunked(form(t))), True, True),
        ("chunk size -1", post(te, lambda t: b"-1\r\n" + form(t) + b"\r\n0\r\n\r\n"), False, True),
        ("chunk size 2^80", post(te, lambda t: b"ffffffffffffffffffff\r\n" + form(t) + b"\r\n0\r\n\r\n"), True, True),
        ("chunk size 2^63", post(te, lambda t: b"8000000000000000\r\n" + form(t) + b"\r\n0\r\n\r\n"), True, True),
        ("chunk extension garbage", post(te, lambda t: b"%x;;;=\"\x01\r\n" % len(form(t)) + form(t) + b"\r\n0\r\n\r\n"), False, True),
        ("chunk without CRLF", post(te, lambda t: b"%x\r\n" % len(form(t)) + form(t) + b"0\r\n\r\n"), True, True),
        ("bad trailer", post(te, lambda t: chunked(form(t)) + b"0\r\nX\x00: \xff\r\nnocolon\r\n\r\n"), False, True),
        ("transfer-encoding gzip, chunked", post(b"Transfer-Encoding: gzip, chunked\r\n", lambda t: chunked(form(t)) + b"0\r\n\r\n"), False, True),
        ("transfer-encoding chunked, identity", post(b"Transfer-Encoding: chunked, identity\r\n", lambda t: chunked(form(t)) + b"0\r\n\r\n"), True, True),
        ("transfer-encoding xchunked", post(b"Transfer-Encoding: xchunked\r\n", lambda t: chunked(form(t)) + b"0\r\n\r\n"), True, True),
        ("transfer-encoding twice", post(te + te, lambda t: chunked(form(t)) + b"0\r\n\r\n"), False, True),
        ("chunked form (valid), in one chunk", post(te, lambda t: chunked(form(t)) + b"0\r\n\r\n"), False, True),
        ("chunked form (valid), in 1-byte chunks", post(te, lambda t: in_chunks(form, 1)(t) + b"0\r\n\r\n"), False, True),
        ("chunked form over 16 KB", post(te, lambda t: in_chunks(padded(17_000), 9_000)(t) + b"0\r\n\r\n"), False, True),
        ("chunked form over 16 KB, no last chunk", post(te, in_chunks(padded(17_000), 4_096)), True, True),
        ("form over 16 KB", post(b"Content-Length: {LEN}\r\n", padded(17_000)), False, True),
        ("form of exactly 16384 bytes", post(b"Content-Length: {LEN}\r\n", padded(16_384)), False, True),
        ("form of 16385 bytes", post(b"Content-Length: {LEN}\r\n", padded(16_385)), False, True),
        ("form of 1 MB", post(b"Content-Length: {LEN}\r\n", padded(1_100_000)), False, True),
        ("form promising 5 MB, 17 KB sent", post(b"Content-Length: 5000000\r\n", padded(17_000)), True, True),
        ("expect 100-continue, body never sent", post(b"Expect: 100-continue\r\nContent-Length: 80\r\n", lambda t: b""), True, True),
        ("form of 2000 fields", post(b"Content-Length: {LEN}\r\n", lambda t: b"csrf_token=" + t + b"&" + b"&".join(b"f%d=1" % i for i in range(2_000))), False, True),
        ("form with one field 100 times", post(b"Content-Length: {LEN}\r\n", lambda t: form(t) + b"&favorited_at=nan" * 100), False, True),
        ("form of bare ampersands and equals", post(b"Content-Length: {LEN}\r\n", lambda t: b"csrf_token=" + t + b"&&&===&=&a&%&%zz=%zz&" + b"&" * 3000), False, True),
        ("form with invalid UTF-8", post(b"Content-Length: {LEN}\r\n", lambda t: form(t) + b"&x=\xff\xfe\xc3\x28"), False, True),
        ("form with raw NUL", post(b"Content-Length: {LEN}\r\n", lambda t: form(t) + b"&x=a\x00b"), False, True),
        ("form with %00 in the token", post(b"Content-Length: {LEN}\r\n", lambda t: form(t[:10] + b"%00" + t[10:])), False, True),
    ]
    for what, make, half_close, may_not_answer in cases:
        yield FuzzRequest("POST", favorite.target(), favorite.pattern, "http-body", what, "anon", raw=make,
                          half_close=half_close, may_not_answer=may_not_answer)

    def raw(text: bytes) -> Callable[[Context, Identity], bytes]:
        return lambda context, identity: text.replace(b"{HOST}", f"127.0.0.1:{context.port}".encode())

    request_lines: list[tuple[str, bytes]] = [
        ("lower-case method", b"get / HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("HTTP/1.0 without Host", b"GET /favorites HTTP/1.0\r\n\r\n"),
        ("HTTP/0.9", b"GET /\r\n\r\n"),
        ("HTTP/2.0 request line", b"GET / HTTP/2.0\r\nHost: {HOST}\r\n\r\n"),
        ("HTTP/9.9", b"GET / HTTP/9.9\r\nHost: {HOST}\r\n\r\n"),
        ("HTTP/1.1 without Host", b"GET /search?q=a HTTP/1.1\r\nConnection: close\r\n\r\n"),
        ("two Host headers", b"GET / HTTP/1.1\r\nHost: {HOST}\r\nHost: evil.com\r\nConnection: close\r\n\r\n"),
        ("hostile Host", b"GET /login?return_to=%2Ffavorites HTTP/1.1\r\nHost: evil.com:99999\r\nConnection: close\r\n\r\n"),
        ("Host with NUL", b"GET / HTTP/1.1\r\nHost: a\x00b\r\nConnection: close\r\n\r\n"),
        ("absolute-form target", b"GET http://evil.com/favorites?removed=272&at=1 HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("scheme-relative target", b"GET //evil.com/favorites HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("asterisk target", b"OPTIONS * HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("CONNECT authority target", b"CONNECT evil.com:443 HTTP/1.1\r\nHost: evil.com:443\r\n\r\n"),
        ("empty target", b"GET  HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("target without slash", b"GET favorites HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("target of 100 KB", b"GET /search?q=" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("target with raw NUL", b"GET /search?q=a\x00b HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("target with raw space", b"GET /search?q=a b HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("target with tab", b"GET /movies/\t272 HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("target with invalid UTF-8", b"GET /search?q=\xff\xfe\xc3\x28 HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("path with invalid UTF-8", b"GET /movies/\xff\xfe HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("path with raw dot segments", b"GET /assets/../../../../etc/passwd HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("images path with dot segments", b"GET /images/w185/../../../etc/passwd HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("photos path with encoded dot segments", b"GET /photos/..%2f..%2f..%2fetc%2fpasswd HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("fragment in target", b"GET /favorites#x?removed=272&at=nan HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("question marks", b"GET /favorites???removed=272&&&at=1?? HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("header without colon", b"GET / HTTP/1.1\r\nHost: {HOST}\r\nnocolon\r\nConnection: close\r\n\r\n"),
        ("header name with space", b"GET / HTTP/1.1\r\nHost: {HOST}\r\nBad Header: x\r\nConnection: close\r\n\r\n"),
        ("header value with NUL", b"GET / HTTP/1.1\r\nHost: {HOST}\r\nAccept: a\x00b\r\nConnection: close\r\n\r\n"),
        ("obs-fold header", b"GET / HTTP/1.1\r\nHost: {HOST}\r\nAccept: text/html\r\n application/json\r\nConnection: close\r\n\r\n"),
        ("LF-only line ends", b"GET /favorites HTTP/1.1\nHost: {HOST}\nConnection: close\n\n"),
        ("CR-only line ends", b"GET /favorites HTTP/1.1\rHost: {HOST}\rConnection: close\r\r"),
        ("500 headers", b"GET / HTTP/1.1\r\nHost: {HOST}\r\n" + b"".join(b"X-H%d: %d\r\n" % (i, i) for i in range(500)) + b"Connection: close\r\n\r\n"),
        ("one header of 100 KB", b"GET / HTTP/1.1\r\nHost: {HOST}\r\nX-Big: " + b"a" * 100_000 + b"\r\nConnection: close\r\n\r\n"),
        ("only CRLFs", b"\r\n\r\n\r\n\r\n"),
        ("binary garbage", bytes(range(256)) * 4),
        ("TLS ClientHello on plain HTTP", bytes.fromhex("16030100a5010000a10303") + b"\x00" * 200),
        ("HTTP/2 preface", b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + b"\x00" * 40),
        ("50 pipelined requests", b"GET /healthz HTTP/1.1\r\nHost: {HOST}\r\n\r\n" * 49 + b"GET /healthz HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("pipelined trap after a good request", b"GET /healthz HTTP/1.1\r\nHost: {HOST}\r\n\r\nGET /favorites?removed=272&at=nan HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"),
        ("GET with a body", b"GET /search?q=a HTTP/1.1\r\nHost: {HOST}\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello"),
        ("HEAD with a chunked body", b"HEAD / HTTP/1.1\r\nHost: {HOST}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\nhello\r\n0\r\n\r\n"),
    ]
    for what, text in request_lines:
        method = text.split(b" ", 1)[0].decode("latin-1") if b" " in text[:16] else "GET"
        yield FuzzRequest(method, "(raw)", "(raw)", "http-request", what, "none", raw=raw(text), may_not_answer=True,
                          half_close=what in ("HTTP/0.9", "CONNECT authority target", "only CRLFs", "binary garbage",
                                              "TLS ClientHello on plain HTTP", "HTTP/2 preface", "HTTP/1.0 without Host",
                                              "HTTP/2.0 request line", "HTTP/9.9"))


def systematic_requests(routes: list[RouteSpec]) -> Iterator[FuzzRequest]:
    """The fixed part's first tier, most telling first: every route with valid values, every
    path segment, query parameter and form field with the core values, broken HTTP, CSRF
    tokens, cookies, headers."""
    by_name = {route.pattern + (" POST" if route.method == "POST" and route.pattern in ("/login", "/signup", "/account/mobile", "/account/delete") else ""): route
               for route in reversed(routes)}
    yield from baseline_requests(routes)
    for route in routes:
        yield from field_requests(route, CORE_VALUES, with_probes=True)
    yield from malformed_requests(by_name)
    for route in routes:
        if route.form is not None:
            yield from csrf_requests(route, ["nan", "", LONG, UNICODE, "\x00", Raw("%zz")])
    yield from cookie_requests(by_name, ["", "nan", "-1", LONG, UNICODE, "\x00", "%zz", "//evil.com"] + COOKIE_VALUES[2:11])
    yield from header_requests(by_name)


def extra_requests(routes: list[RouteSpec]) -> Iterator[FuzzRequest]:
    """The fixed part's second tier: every field with the other values, and fields given twice."""
    for route in routes:
        yield from field_requests(route, EXTRA_VALUES, with_probes=True)
    for route in routes:
        # A form field given twice (the forms decode into one value per field).
        for name in route.form or {}:
            for value in ("nan", "9223372036854775808", ""):
                form = list(route.form.items()) + [(name, value)]
                yield FuzzRequest(route.method, route.target(), route.pattern, f"form:{name} (twice)", value, route.identity, form=form)
    for route in routes:
        # A parameter given twice: the valid value and the hostile one, both orders.
        for name in route.query:
            for value in ("nan", "9223372036854775808", "-1"):
                for pairs in ([(name, route.query[name]), (name, value)], [(name, value), (name, route.query[name])]):
                    query = [(k, v) for k, v in route.query.items() if k != name] + pairs
                    yield FuzzRequest(route.method, route.target(query=query), route.pattern, f"query:{name} (twice)", value, route.identity)


# --------------------------------------------------------------------------------------------
# Worst-case shapes at the largest size accepted (issue 26: work is linear in the input)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SizeLimits:
    """The largest request a server accepts: the worst-case shapes fill it to the byte."""

    # Marquee serves with Hummingbird's HTTP/1 decoder at its defaults (HTTP1Channel.Configuration,
    # as buildApplication makes it): 80 KB of request target and header names and values in all
    # (NIOHTTPDecoderLimitConfiguration), 80 KB in one of them, 1000 header fields. A larger head
    # is answered 400 with an empty body and the connection closed.
    head: int = 80 * 1024
    line: int = 80 * 1024
    fields: int = 1000
    # CSRFProtection.maximumFormSize: a longer form is answered 413 before any handler runs.
    form: int = 16 * 1024
    # SearchQuery.maximumLength, in characters: a longer search is refused once it is cleaned;
    # one this long goes on to SearchPattern and the catalog's FTS5 index.
    search: int = 200
    # Route.maximumReturnPathBytes: a longer return address (?from=, return_to, Referer) is none.
    return_path: int = 12 * 1024


MARQUEE_LIMITS = SizeLimits()
# The stand-in (trap_server.py) is Python's http.server: 65,536 bytes a line, 100 header fields.
STAND_IN_LIMITS = SizeLimits(line=65_536, fields=100)
# Statuses that say a request was not accepted whole: past a size limit, the shape never reached
# the code it is meant for, so the phase's limits above are wrong.
REFUSED = {413, 414, 431}

Shape = Callable[[int, str], str]  # (bytes, the field's name) -> exactly or at most that many bytes


def nested_escapes(n: int) -> str:
    """``%%%…000…``: dropping the ``%00`` in the middle makes another, n/3 times over (a 16 KB
    form of it took Marquee 3.2 s while NULs were dropped by whole-string passes)."""
    k = n // 3
    return "%" * k + "00" * k


def repeat(unit: str, n: int) -> str:
    return unit * (n // len(unit))


def marked_letters(n: int, letters: int) -> str:
    """``letters`` letters, space-separated, each carrying as many combining acute accents as fit
    in ``n`` bytes: few characters (each letter and its marks is one), many scalars."""
    letters = max(1, min(letters, (n + 1) // 2))
    marks = max((n + 1 - 2 * letters) // (6 * letters), 0)
    return "+".join(["a" + "%CC%81" * marks] * letters)


def characters(text: str, n: int) -> str:
    """``text`` repeated to ``n`` characters, percent-encoded."""
    return urllib.parse.quote_plus((text * (n // len(text) + 1))[:n], safe="*()")


FTS_TEXT = '"a"* (b) NEAR(c d) -e OR ^f: '

# A whole query string or form body, after the route's valid fields.
STRING_SHAPES: dict[str, Shape] = {
    "nested escapes %%%…000…": lambda n, key: nested_escapes(n),
    "run of %": lambda n, key: "%" * n,
    "run of &": lambda n, key: "&" * n,
    "run of =": lambda n, key: "=" * n,
    "tiny fields a=&a=&…": lambda n, key: repeat("a=&", n),
    "one field repeated": lambda n, key: repeat(f"{key}=1&", n),
    "deep brackets a[[[[…": lambda n, key: "a" + "[" * max(n - 3, 0) + "=1",
    "nested keys a[a][a]…": lambda n, key: "a" + "[a]" * max((n - 3) // 3, 0) + "=1",
    "array keys a[]=1&…": lambda n, key: repeat("a[]=1&", n),
    "bad escapes %zz%ff%e2%82…": lambda n, key: repeat("%zz%ff%e2%82", n),
}
# The value of the field a route reads first.
VALUE_SHAPES: dict[str, Shape] = {
    "nested escapes %%%…000… (value)": lambda n, key: nested_escapes(n),
    "one long word": lambda n, key: "a" * n,
    "a letter with combining marks": lambda n, key: "a" + repeat("%CC%81", n - 1),
}
# A search text (q): at the largest size, and at the longest search that is not refused.
SEARCH_SHAPES: dict[str, Shape] = {
    "many words a b c …": lambda n, key: repeat("+".join("abcdefghijklmnopqrstuvwxyz") + "+", n),
    "FTS syntax \"a\"* (b) NEAR(…": lambda n, key: repeat(characters(FTS_TEXT, len(FTS_TEXT)), n),
    "run of \"": lambda n, key: repeat("%22", n),
    "200 letters with combining marks": lambda n, key: marked_letters(n, 100),
}
SEARCH_SIZED_SHAPES: dict[str, Callable[[int], str]] = {  # (characters) -> the encoded text
    "100 one-letter words (200 characters)": lambda chars: characters("a b c d e f g h i j k l m n o p q r s t u v w x y z ", chars - 1),
    "FTS syntax (200 characters)": lambda chars: characters(FTS_TEXT, chars),
    "quotes, asterisks, parentheses (200 characters)": lambda chars: characters('"*()', chars),
}
# A return address (?from=, return_to): read as an address whose own query is decoded.
RETURN_SHAPES: dict[str, Callable[[int], str]] = {  # (decoded bytes) -> the decoded address
    "return address /search?q=%%%…000…": lambda n: "/search?q=" + nested_escapes(n - 10),
    "return address of tiny fields": lambda n: "/search?" + repeat("a=&", n - 8),
}
PATH_SHAPES: dict[str, Shape] = {
    "long path segment": lambda n, key: "a" * n,
    "many path segments a/a/…": lambda n, key: repeat("a/", n),
    "nested escapes in the path": lambda n, key: nested_escapes(n),
}
# One header, its value filling the head.
HEADER_SHAPES: dict[str, tuple[str, Callable[[int], str]]] = {
    "Accept-Language of many tags": ("Accept-Language", lambda n: repeat("en-GB;q=0.9, ", n)),
    "Accept of many types": ("Accept", lambda n: repeat("text/html;q=0.9, ", n)),
    "Accept-Encoding of many codings": ("Accept-Encoding", lambda n: repeat("gzip;q=0.5, ", n)),
    "If-None-Match of many tags": ("If-None-Match", lambda n: repeat('"x", ', n)),
    "Referer of nested escapes": ("Referer", lambda n: "http://127.0.0.1/search?q=" + nested_escapes(n - 26)),
}


@dataclass
class WorstCase:
    """One worst-case input for one route; ``make`` builds it with its shape in ``n`` bytes and
    ``fields`` header fields to spare."""

    route: RouteSpec
    part: str  # query, query:<field>, path:<param>, header:<name>, headers, cookie, form, form:<field>
    shape: str
    make: Callable[[int, int], FuzzRequest]
    fills: str = "head"  # what the shape fills: the request's head, or its form body


def main_field(fields: dict[str, str] | None) -> str | None:
    """The field a route reads first: its search text when it has one."""
    if not fields:
        return None
    return "q" if "q" in fields else next(iter(fields))


def worst_case_requests(route: RouteSpec, limits: SizeLimits) -> Iterator[WorstCase]:
    """The worst-case shapes for ``route``: in its query string, the value of its main query
    field, its path, its headers and cookies, and (a POST) its form and the main form field."""
    form = list(route.form.items()) if route.form is not None else None
    where = "worst-case:"

    def request(part: str, shape: str, target: str, **changes) -> FuzzRequest:
        return FuzzRequest(route.method, target, route.pattern, where + part, shape, route.identity,
                           form=changes.pop("form", form), **changes)

    def case(part: str, shape: str, make: Callable[[int, int], FuzzRequest], fills: str = "head") -> WorstCase:
        return WorstCase(route, part, shape, make, fills)

    def with_query(name: str, value: str) -> list[tuple[str, str | None]]:
        pairs = [(k, Raw(value) if k == name else v) for k, v in route.query.items()]
        return pairs if name in route.query else pairs + [(name, Raw(value))]

    def return_value(make_address: Callable[[int], str], n: int, encode: Callable[[str], str]) -> str:
        """The encoded return address, as long as fits in ``n`` bytes and the address limit."""
        size = limits.return_path
        while size > 16:
            encoded = encode(make_address(size))
            if len(encoded) <= n:
                return encoded
            size = size * n // len(encoded) - 1
        return ""

    key = main_field(route.query) or main_field(route.form) or "a"
    # The query string.
    for name, shape in STRING_SHAPES.items():
        yield case("query", name, lambda n, f, shape=shape, name=name: request(
            "query", name, route.target(query=list(route.query.items()) + [(Raw(shape(n, key)), None)])))
    # The main query field's value, a search text, a return address.
    if (field_name := main_field(route.query)) is not None:
        shapes = dict(VALUE_SHAPES) | (SEARCH_SHAPES if field_name == "q" else {})
        for name, shape in shapes.items():
            yield case(f"query:{field_name}", name, lambda n, f, shape=shape, name=name, field_name=field_name: request(
                f"query:{field_name}", name, route.target(query=with_query(field_name, shape(n, field_name)))))
        if field_name == "q":
            for name, text in SEARCH_SIZED_SHAPES.items():
                yield case("query:q", name, lambda n, f, text=text, name=name: request(
                    "query:q", name, route.target(query=with_query("q", text(limits.search)))))
    for field_name in (name for name in route.query if name in ("from", "return_to")):
        for name, address in RETURN_SHAPES.items():
            yield case(f"query:{field_name}", name, lambda n, f, address=address, name=name, field_name=field_name: request(
                f"query:{field_name}", name, route.target(query=with_query(
                    field_name, return_value(address, n, lambda a: urllib.parse.quote(a, safe=""))))))
    # The path: the last path parameter, or a segment more.
    param = list(route.path)[-1] if route.path else None
    for name, shape in PATH_SHAPES.items():
        def path_target(n: int, shape=shape) -> str:
            if param is not None:
                return route.target(path={param: Raw(shape(n, param))})
            base, _, query = route.target().partition("?")
            return base.rstrip("/") + "/" + shape(n, param or "") + ("?" + query if query else "")
        yield case(f"path:{param or '(more)'}", name, lambda n, f, path_target=path_target, name=name: request(
            f"path:{param or '(more)'}", name, path_target(n)))
    # Headers and cookies.
    for name, (header, value) in HEADER_SHAPES.items():
        yield case(f"header:{header}", name, lambda n, f, header=header, value=value, name=name: request(
            f"header:{header}", name, route.target(), headers=[(header, value(n))]))
    yield case("header:Referer", "Referer of a return address of tiny fields", lambda n, f: request(
        "header:Referer", "Referer of a return address of tiny fields", route.target(),
        headers=[("Referer", "http://127.0.0.1" + return_value(RETURN_SHAPES["return address of tiny fields"], n - 16, lambda a: a))]))
    yield case("headers", "many headers", lambda n, f: request(
        "headers", "many headers", route.target(),
        headers=[(f"X-F{i}", "v" * max(n // max(f, 1) - len(f"X-F{i}: \r\n"), 1)) for i in range(max(f, 0))]))
    yield case("headers", "Cookie header repeated", lambda n, f: request(
        "headers", "Cookie header repeated", route.target(),
        headers=[("Cookie", "a=" + "1" * max(n // max(f, 1) - len("Cookie: a=\r\n"), 1)) for _ in range(max(f, 0))]))
    for name, filler in (("Cookie of many ;", lambda n: ";" * n), ("many tiny cookies a=1; …", lambda n: repeat("a=1; ", n))):
        yield case("cookie", name, lambda n, f, name=name, filler=filler: request(
            "cookie", name, route.target(), cookies={"a": filler(n)}))
    if form is None:
        return
    # The form: after its valid fields, and in its main field.
    form_key = main_field(route.form) or "a"
    for name, shape in STRING_SHAPES.items():
        yield case("form", name, lambda n, f, shape=shape, name=name: request(
            "form", name, route.target(), form=form + [(Raw(shape(n, form_key)), None)]), "form")
    if (field_name := main_field(route.form)) is not None:
        shapes = dict(VALUE_SHAPES) | (SEARCH_SHAPES if field_name == "q" else {})
        for name, shape in shapes.items():
            yield case(f"form:{field_name}", name, lambda n, f, shape=shape, name=name, field_name=field_name: request(
                f"form:{field_name}", name, route.target(),
                form=[(k, Raw(shape(n, k)) if k == field_name else v) for k, v in route.form.items()]), "form")
    for field_name in (name for name in route.form if name == "return_to"):
        for name, address in RETURN_SHAPES.items():
            yield case(f"form:{field_name}", name, lambda n, f, address=address, name=name, field_name=field_name: request(
                f"form:{field_name}", name, route.target(), form=[
                    (k, Raw(return_value(address, n, lambda a: urllib.parse.quote_plus(a, safe=""))) if k == field_name else v)
                    for k, v in route.form.items()]), "form")


def fill(case: WorstCase, context: Context, limits: SizeLimits) -> tuple[FuzzRequest, bytes, int]:
    """``case``'s request with its shape as large as the server accepts: the form body at the form
    limit, else the head at the head limit (no line past the line limit, no more header fields than
    allowed). Returns the request, its bytes, and the size filled (the body's or the head's)."""
    def measure(request: FuzzRequest) -> tuple[bytes, int, int]:
        data = render(request, context)
        head, _, body = data.partition(b"\r\n\r\n")
        longest = max(len(line) for line in head.split(b"\r\n"))
        over = len(body) - limits.form if case.fills == "form" else max(len(head) + 4 - limits.head, longest + 2 - limits.line)
        return data, (len(body) if case.fills == "form" else len(head) + 4), over

    empty = case.make(0, 0)
    data, _, over = measure(empty)
    head = data.partition(b"\r\n\r\n")[0]
    fields = limits.fields - head.count(b"\r\n") - 1  # lines after the request line, and a spare
    n = max(-over, 0)
    for _ in range(6):
        request = case.make(n, fields)
        data, size, over = measure(request)
        if over <= 0:
            return request, data, size
        n = max(n - over, 0)
    return request, data, size


def cpu_ticks(pid: int) -> int | None:
    """The CPU time ``pid`` has used, in clock ticks (user and system)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2:].split()
    return int(fields[11]) + int(fields[12])



# --------------------------------------------------------------------------------------------
# Random requests (Hypothesis)
# --------------------------------------------------------------------------------------------


def random_request_strategy(routes: list[RouteSpec]):
    from hypothesis import strategies as st

    hostile = st.one_of(
        st.sampled_from(ALL_VALUES),
        st.text(max_size=40),
        st.integers(min_value=-(2**70), max_value=2**70).map(str),
        st.floats(allow_nan=True, allow_infinity=True).map(repr),
        st.from_regex(r"\A(%[0-9a-fA-FzZ]{0,2}|[a-z0-9./+&=;]){1,8}\Z", fullmatch=True).map(Raw),
        st.binary(max_size=24).map(lambda b: b.decode("latin-1")),
    )

    @st.composite
    def request(draw) -> FuzzRequest:
        route = draw(st.sampled_from(routes))
        method = draw(st.sampled_from([route.method] * 6 + ["HEAD", "GET" if route.method == "POST" else "POST"]))
        path = {name: draw(hostile) if draw(st.booleans()) else value for name, value in route.path.items()}
        query = []
        for name, value in route.query.items():
            choice = draw(st.integers(0, 3))
            if choice == 1:
                query.append((name, draw(hostile)))
            elif choice != 2:
                query.append((name, value))
        if draw(st.integers(0, 4)) == 0:
            query.append((draw(st.sampled_from(["page", "at", "removed", "q", "x", "", "tab", "from"])), draw(hostile)))
        form = None
        if route.form is not None or method == "POST":
            form = []
            for name, value in (route.form or {}).items():
                choice = draw(st.integers(0, 3))
                if choice == 1:
                    form.append((name, draw(hostile)))
                elif choice != 2:
                    form.append((name, value))
        identity = draw(st.sampled_from(["anon", "anon", "user", "none"]))
        if route.pattern == "/logout" and identity == "user":
            identity = "anon"
        csrf = draw(st.sampled_from(["valid"] * 5 + ["missing", "wrong", "nocookie"]))
        cookies = {}
        if draw(st.integers(0, 5)) == 0:
            cookies[draw(st.sampled_from(["marquee_visitor", "marquee_session", "marquee_csrf", "marquee_device"]))] = draw(
                st.one_of(st.sampled_from(COOKIE_VALUES), hostile.map(lambda v: v.replace("\r", "").replace("\n", ""))))
        headers = []
        for name in draw(st.lists(st.sampled_from(sorted(HEADER_VALUES)), max_size=3, unique=True)):
            value = draw(st.one_of(st.sampled_from(HEADER_VALUES[name]), hostile))
            headers.append((name, value.replace("\r", "").replace("\n", "") if isinstance(value, str) else value))
        where = "random"
        return FuzzRequest(method, route.target(path=path, query=query), route.pattern, where, "", identity,
                           form=form, csrf=csrf if form is not None else "valid", cookies=cookies, headers=headers)

    return request()


# --------------------------------------------------------------------------------------------
# The run
# --------------------------------------------------------------------------------------------


@dataclass
class Failure:
    kind: str  # crash, 5xx, unhealthy, slow (a worst-case shape answered late), refused (one not accepted)
    request: FuzzRequest
    sent: bytes
    status: int | None
    detail: str
    signature: str
    context: list[str] = field(default_factory=list)
    reproduced_alone: bool | None = None
    reproduced_with_history: bool | None = None


RANDOM_SHARE_AFTER = 0.85


class BudgetSpent(BaseException):
    """Ends the random phase (a BaseException, so that Hypothesis lets it through)."""


class Fuzzer:
    def __init__(self, args, harness) -> None:
        self.args = args
        self.server = Server(harness, Path(args.keep_logs) if args.keep_logs else None)
        self.password = "Fuzz-" + secrets.token_hex(6) + "!"
        self.sent = 0
        self.failed_requests = 0
        self.failures: list[Failure] = []
        self.anomalies: list[str] = []
        self.statuses: dict[int | str, int] = {}
        self.signatures: set[str] = set()
        self.history: dict[str, list[FuzzRequest]] = {}
        self.last: tuple[FuzzRequest, bytes] | None = None  # the request sent before, and its bytes
        self.deadline = time.monotonic() + args.time_limit
        self.started = time.monotonic()
        self.confirmations = 0
        self.label = "http fuzz"
        self.verbose = True  # every failure in full, not only the distinct ones
        self.limits = MARQUEE_LIMITS
        self.worst_case_patterns: set[str] | None = None  # the routes given the worst-case shapes (None: all)
        self.budget_base = 0  # requests sent before the budgeted phases (the worst-case shapes')
        self.worst_case: dict = {}  # the worst-case phase's summary, for the JSON report

    # -- the server and the browsers' identities -------------------------------------------

    def start_server(self) -> None:
        self.last = None
        self.server.start()
        self.context = Context(self.server.port, {"none": Identity({})})
        self.make_identities()

    def make_identities(self) -> None:
        port = self.server.port
        get = lambda path, cookies=b"": exchange(port, f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n".encode()
                                                 + (b"Cookie: " + cookies + b"\r\n" if cookies else b"") + b"\r\n", "GET", 30)
        anon = set_cookies(get("/search"))
        self.context.identities["anon"] = Identity(anon)
        user = set_cookies(get("/signup"))
        email = f"fuzz-{secrets.token_hex(4)}@example.com"
        form = encode_form([("csrf_token", user.get("marquee_csrf", "")), ("email", email), ("password", self.password),
                            ("first_name", "Fuzz"), ("last_name", "Er"), ("mobile", "012-345 6789"), ("gender", "unspecified")])
        cookies = "; ".join(f"{k}={v}" for k, v in user.items()).encode()
        signed_up = exchange(port, f"POST /signup HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n".encode()
                             + b"Cookie: " + cookies + b"\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                             + f"Content-Length: {len(form)}\r\n\r\n".encode() + form, "POST", 60)
        user.update(set_cookies(signed_up))
        self.context.identities["user"] = Identity(user)
        if "marquee_session" not in user or "marquee_csrf" not in anon:
            self.anomalies.append(f"setup: could not make the identities (sign-up answered {signed_up.status}); account routes run logged out")
        self.history = {}

    def discover_values(self) -> tuple[str, str]:
        """A real asset name and gallery photo id, read from pages."""
        port = self.server.port
        page = exchange(port, f"GET /gallery?q=batman HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode(), "GET", 30)
        text = page.body.decode("utf-8", "replace")
        asset = re.search(r"/assets/([A-Za-z0-9._-]+\.css)", text)
        photo = re.search(r"/gallery/photos/([A-Za-z0-9-]+)", text)
        return (asset.group(1) if asset else "app.css", photo.group(1) if photo else "movie-272")

    # -- sending -----------------------------------------------------------------------------

    def budget_left(self, share: float = 1.0) -> bool:
        """Whether ``share`` of the request and time budgets is not spent yet."""
        return (self.sent - self.budget_base < self.args.max_requests * share
                and time.monotonic() < self.deadline - self.args.time_limit * (1 - share))

    def run_one(self, request: FuzzRequest, timeout: float | None = None) -> Outcome:
        data = render(request, self.context)
        self.sent += 1
        self.server.new_output()
        if timeout is None:
            timeout = self.args.request_timeout if not request.may_not_answer else min(self.args.request_timeout, 5)
        outcome = exchange(self.server.port, data, request.method, timeout, request.half_close)
        key = outcome.status if outcome.status is not None else "no answer"
        self.statuses[key] = self.statuses.get(key, 0) + 1
        trail = self.history.setdefault(request.identity, [])
        failed = False
        if outcome.status is not None and outcome.status >= 500 and outcome.status not in ALLOWED_5XX:
            output = self.server.new_output()
            signature = f"{outcome.status} {request.method} {request.route} {request.where}"
            self.failures.append(Failure("5xx", request, data, outcome.status, last_words(output) if output.strip() else "", signature,
                                         [r.describe()[:400] for r in trail[-5:]]))
            failed = True
        state = self.server.state()
        if state is None and outcome.status is None:
            # No answer: a trap takes the process down within milliseconds without the backtracer.
            for _ in range(40):
                time.sleep(0.05)
                if (state := self.server.state()) is not None:
                    break
            if state is None:
                self.anomalies.append(f"no answer ({outcome.error}) to {request.describe()[:300]}")
        crashed = state is not None
        if crashed:
            culprit = request
            if outcome.error and outcome.error.startswith("connect:") and self.last is not None:
                # Gone before this request was even accepted: the one before answered, then died.
                culprit, data = self.last
                trail = self.history.get(culprit.identity, [])[:-1]
            self.record_crash(culprit, data, state, outcome if culprit is request else Outcome(None, "answered, then the process died"), trail)
            failed = True  # restarts the server above: new database, new cookies
        elif self.sent % self.args.batch == 0 or outcome.status is None:
            if not self.server.healthy():
                self.failures.append(Failure("unhealthy", request, data, outcome.status,
                                             "the process runs but /healthz did not answer 200 within 5 s after this request",
                                             f"unhealthy after {request.method} {request.route} {request.where}",
                                             [r.describe()[:400] for r in trail[-5:]]))
                failed = True
                self.restart("unhealthy")
        trail.append(request)
        del trail[:-10]
        if not crashed:
            self.last = (request, data)
        if failed:
            self.failed_requests += 1
            if not crashed and (request.probe_of is not None or request.identity == "user"):
                self.make_identities()  # the visitor's stored state may be what fails: start clean
        outcome.failed = failed
        return outcome

    def record_crash(self, request: FuzzRequest, data: bytes, state: str, outcome: Outcome, trail: list[FuzzRequest]) -> None:
        words = last_words(self.server.new_output())
        site = crash_site(words)
        signature = f"crash {request.method} {request.route} {request.where.split(' ')[0]} @ {site}"
        failure = Failure("crash", request, data, outcome.status, f"server {state}; it said: {words or '(nothing)'}", signature,
                          [r.describe()[:400] for r in trail[-5:]])
        self.failures.append(failure)
        self.restart(f"crash-{len(self.failures)}")
        if signature not in self.signatures:
            self.signatures.add(signature)
            alone = [request] if request.probe_of is None else [request.probe_of, request]
            failure.reproduced_alone = self.replay(alone)
            if not failure.reproduced_alone and trail:
                failure.reproduced_with_history = self.replay(trail[-5:] + alone)

    def replay(self, requests: list[FuzzRequest]) -> bool:
        """Whether ``requests``, sent in order as the first ones to a fresh server (new database,
        new cookies), take it down again."""
        self.confirmations += 1
        for request in requests:
            exchange(self.server.port, render(request, self.context), request.method, 5, request.half_close)
            for _ in range(20):
                if self.server.state() is not None:
                    self.server.new_output()
                    self.restart(f"replay-{len(self.failures)}")
                    return True
                time.sleep(0.025)
        return False

    def restart(self, label: str) -> None:
        self.server.stop(keep_logs_as=label)
        if self.server.starts >= self.args.max_restarts:
            raise BudgetSpent(f"the server was started {self.args.max_restarts} times (--max-restarts)")
        try:
            self.start_server()
        except ServerStartError as error:
            self.failures.append(Failure("unhealthy", FuzzRequest("GET", "/healthz", "(restart)", "restart"), b"", None,
                                         f"the server did not start again: {error}", "no restart"))
            self.failed_requests += 1
            raise BudgetSpent("the server did not start again") from None

    # -- phases ------------------------------------------------------------------------------

    def run(self) -> int:
        try:
            self.start_server()
        except ServerStartError as error:
            print(f"{self.label}: the server did not start: {error}", file=sys.stderr)
            return 2
        self.deadline = time.monotonic() + self.args.time_limit  # the time limit counts from a running server
        asset, photo_id = self.discover_values()
        routes = build_routes(asset, photo_id, self.password)
        phases = {"worst-case shapes": 0, "fixed, first tier": 0, "fixed, second tier": 0, "random": 0}
        phase = "fixed, first tier"
        stop_reason = ""
        try:
            # First, on a server that has done nothing else yet; outside the request and time
            # budgets, which the phases after it share.
            if not self.args.no_worst_case:
                phases["worst-case shapes"] = self.worst_case_phase(routes)
                self.budget_base = self.sent
                self.deadline = time.monotonic() + self.args.time_limit
            if self.args.worst_case_only:
                raise BudgetSpent("--worst-case-only")
            for request in systematic_requests(routes):
                if not self.budget_left():
                    raise BudgetSpent("the budget ran out before the fixed requests' first tier was all sent")
                self.run_one(request)
                phases[phase] += 1
            # The second tier leaves the last 15% of the budget to the random requests.
            phase = "fixed, second tier"
            for request in extra_requests(routes):
                if not self.budget_left(RANDOM_SHARE_AFTER):
                    break
                self.run_one(request)
                phases[phase] += 1
            phase = "random"
            before = self.sent
            try:
                self.random_phase(routes)
            finally:
                phases[phase] = self.sent - before
        except BudgetSpent as reason:
            stop_reason = str(reason)
        finally:
            if self.server.stack is not None:
                state = self.server.state()
                if state is not None or not self.server.healthy():
                    problem = f"the server {state} by the end" if state else "the server did not answer /healthz at the end"
                    self.failures.append(Failure("unhealthy", FuzzRequest("GET", "/healthz", "/healthz", "final check"), b"", None,
                                                 problem, "unhealthy at the end"))
                    self.failed_requests += 1
                self.server.stop(keep_logs_as="final")
        stop_reason = ", ".join(f"{count} {name}" for name, count in phases.items()) + (f"; {stop_reason}" if stop_reason else "")
        return self.report(stop_reason, self.label)

    def wait_idle(self, quiet: float = 0.06, most: float = 60.0) -> bool:
        """Waits until the server has used no CPU for ``quiet`` seconds: an answer given up on may
        still be worked out, and a request timed meanwhile would be timed on a busy server."""
        deadline = time.monotonic() + most
        last, still = cpu_ticks(self.server.pid), time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.02)
            now = cpu_ticks(self.server.pid)
            if now is None:
                return False  # gone: run_one finds out
            if now != last:
                last, still = now, time.monotonic()
            elif time.monotonic() - still >= quiet:
                return True
        return False

    def worst_case_phase(self, routes: list[RouteSpec]) -> int:
        """Every route gets each worst-case shape at the largest size the server accepts, one
        request at a time on an otherwise idle server; an answer slower than ``--slow-ms`` (the
        median of up to three tries, so that one late answer is no failure) fails. Returns the
        number of requests sent."""
        limit = self.args.slow_ms / 1000
        started, before = time.monotonic(), self.sent
        timings: list[tuple[float, FuzzRequest, int, int | str, float]] = []  # seconds, request, bytes, status, normal
        notes: list[str] = []
        unique = {(route.method, route.pattern): route for route in reversed(routes)}
        chosen = [route for route in routes if unique.get((route.method, route.pattern)) is route
                  and (self.worst_case_patterns is None or route.pattern in self.worst_case_patterns)]
        if not self.wait_idle():
            notes.append("the server was not idle before the worst-case shapes (it kept using CPU)")
        for route in chosen:
            # A normal request first: the first answer of a route may set up what later ones reuse.
            warm = FuzzRequest(route.method, route.target(), route.pattern, "worst-case:warm-up", "", route.identity,
                               form=list(route.form.items()) if route.form is not None else None)
            for _ in range(2):
                normal = self.run_one(warm, timeout=self.args.request_timeout).seconds
            for case in worst_case_requests(route, self.limits):
                if time.monotonic() - started > self.args.worst_case_time:
                    notes.append(f"stopped after {self.args.worst_case_time:.0f} s (--worst-case-time), at {route.method} {route.pattern}")
                    break
                request, data, size = fill(case, self.context, self.limits)
                outcome = self.run_one(request, timeout=self.args.slow_timeout)
                if outcome.failed:
                    continue  # a crash or a 5xx, recorded as such
                timed_out = outcome.status is None and "timed out" in (outcome.error or "")
                if outcome.status in REFUSED or (outcome.status is None and not timed_out) or (
                        outcome.status == 400 and not outcome.body and (outcome.headers or {}).get("Content-Length") == "0"):
                    answer = f"answered {outcome.status} with nothing" if outcome.status else f"closed without answering ({outcome.error})"
                    self.failures.append(Failure(
                        "refused", request, data, outcome.status,
                        f"{answer}: the server did not take this {size}-byte {case.fills} whole, so the shape never reached the "
                        f"code it is for; the limits the worst-case phase fills (SizeLimits in tests/fuzz/http_fuzz.py) are "
                        f"past the server's, and must be lowered to the largest size it accepts", f"refused {case.part} {case.shape}"))
                    self.failed_requests += 1
                    continue
                tries = [outcome.seconds if not timed_out else math.inf]
                if tries[0] > limit:
                    # Up to three tries, until two agree: a median over the limit fails. An answer
                    # that did not come within --slow-timeout is not asked for again.
                    while tries[0] != math.inf and len(tries) < 3 and sum(t > limit for t in tries) < 2 and sum(t <= limit for t in tries) < 2:
                        self.wait_idle()
                        again = self.run_one(request, timeout=self.args.slow_timeout)
                        tries.append(again.seconds if again.status is not None else math.inf)
                    self.wait_idle()
                seconds = sorted(tries)[(len(tries) - 1) // 2] if len(tries) != 2 else min(tries)
                timings.append((seconds, request, size, outcome.status if outcome.status is not None else "no answer", normal))
                if sum(t > limit for t in tries) >= 2 or (len(tries) == 1 and tries[0] > limit):
                    shown = ", ".join("no answer" if t == math.inf else f"{t * 1000:.0f} ms" for t in tries)
                    self.failures.append(Failure(
                        "slow", request, data, outcome.status,
                        f"{case.shape} in {case.part}, {size} bytes ({case.fills}): answered "
                        f"{'nothing within ' + format(self.args.slow_timeout, 'g') + ' s' if seconds == math.inf else f'in {seconds * 1000:.0f} ms'} "
                        f"(tries: {shown}; the limit is {self.args.slow_ms:g} ms on an idle server; "
                        f"a normal request to this route answered in {normal * 1000:.0f} ms)",
                        f"slow {route.method} {route.pattern} {case.part}: {case.shape}"))
                    self.failed_requests += 1
            else:
                continue
            break
        elapsed = time.monotonic() - started
        timings.sort(key=lambda t: -t[0])
        slow = sum(1 for f in self.failures if f.kind == "slow")
        print(f"{self.label}: worst-case shapes: {self.sent - before} requests to {len(chosen)} routes in {elapsed:.1f} s "
              f"(head {self.limits.head} B, form {self.limits.form} B, {self.limits.fields} header fields); "
              f"{slow} slower than {self.args.slow_ms:g} ms")
        for note in notes:
            print(f"  note: {note}")
        print("  slowest answers (and the route's answer to a normal request):")
        for seconds, request, size, status, normal in timings[:10]:
            shown = "no answer" if seconds == math.inf else f"{seconds * 1000:6.1f} ms"
            print(f"  {shown}  {request.method} {request.route}  {request.where.removeprefix('worst-case:')}: {request.value}  "
                  f"{size} B  ({status}; normal {normal * 1000:.0f} ms)")
        self.worst_case = {
            "requests": self.sent - before, "routes": len(chosen), "seconds": round(elapsed, 1), "limit_ms": self.args.slow_ms,
            "notes": notes, "answers": [{  # slowest first
                "ms": None if seconds == math.inf else round(seconds * 1000, 1), "method": request.method, "route": request.route,
                "part": request.where.removeprefix("worst-case:"), "shape": request.value, "bytes": size, "status": status,
                "normal_ms": round(normal * 1000, 1),
            } for seconds, request, size, status, normal in timings],
        }
        return self.sent - before

    def random_phase(self, routes: list[RouteSpec]) -> None:
        from hypothesis import HealthCheck, Phase, given, seed, settings

        remaining = self.args.max_requests - (self.sent - self.budget_base)
        if remaining <= 0 or time.monotonic() >= self.deadline:
            return

        def one(request: FuzzRequest) -> None:
            if not self.budget_left():
                raise BudgetSpent()
            self.run_one(request)

        test = seed(self.args.seed)(settings(max_examples=remaining, database=None, deadline=None, phases=[Phase.generate],
                                            suppress_health_check=list(HealthCheck), derandomize=False)(
            given(random_request_strategy(routes))(one)))
        test()

    # -- the report --------------------------------------------------------------------------

    def report(self, stop_reason: str, label: str = "http fuzz") -> int:
        elapsed = time.monotonic() - self.started
        print(f"{label}: {self.sent} requests in {elapsed:.1f} s, seed {self.args.seed}, {self.server.starts} server start(s), {self.confirmations} replay(s); {stop_reason}")
        print("statuses: " + ", ".join(f"{k}×{v}" for k, v in sorted(self.statuses.items(), key=lambda kv: str(kv[0]))))
        for anomaly in self.anomalies[:20]:
            print(f"note: {anomaly}")
        if len(self.anomalies) > 20:
            print(f"note: … {len(self.anomalies) - 20} more requests got no answer (allowed; the server stayed up)")
        if self.failures:
            print(f"\nFAILURES ({len(self.failures)}):")
            distinct: dict[str, list[Failure]] = {}
            for failure in self.failures:
                distinct.setdefault(failure.signature, []).append(failure)
            for number, failure in enumerate(self.failures if self.verbose else [], 1):
                what = {"crash": "SERVER DIED", "5xx": f"answered {failure.status}", "unhealthy": "SERVER STOPPED ANSWERING",
                        "slow": "ANSWERED TOO SLOWLY", "refused": "REFUSED A WORST-CASE INPUT"}[failure.kind]
                print(f"\n#{number} {what}: {failure.request.describe()}")
                if failure.detail:
                    print("   " + failure.detail.replace("\n", "\n   "))
                if failure.reproduced_alone is not None:
                    alone = "the POST and this GET" if failure.request.probe_of is not None else "alone"
                    print(f"   replayed {alone} on a fresh server: {'crashes again' if failure.reproduced_alone else 'does not crash'}")
                if failure.reproduced_with_history is not None:
                    print(f"   replayed after this visitor's 5 requests before it: {'crashes again' if failure.reproduced_with_history else 'does not crash'}")
                if failure.kind != "unhealthy":
                    print(f"   repro: {repro(failure)}")
                if failure.context and failure.reproduced_alone is False:
                    print("   this visitor's requests just before:")
                    for line in failure.context[-3:]:
                        print(f"     {line[:300]}")
            print(f"\nDISTINCT ({len(distinct)}):")
            for signature, group in distinct.items():
                print(f"  {len(group)}× {signature}  (first: {group[0].request.method} {short(group[0].request.target, 100)})")
        self.write_report(stop_reason, elapsed)
        print(f"{label}: {self.sent - self.failed_requests} passed, {self.failed_requests} failed")
        return 1 if self.failures else 0

    def write_report(self, stop_reason: str, elapsed: float) -> None:
        path = Path(self.args.report)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({
            "requests": self.sent, "failed": self.failed_requests, "seconds": round(elapsed, 1), "seed": self.args.seed,
            "stop": stop_reason, "statuses": {str(k): v for k, v in self.statuses.items()}, "notes": self.anomalies,
            "worst_case": self.worst_case,
            "failures": [{
                "kind": f.kind, "status": f.status, "signature": f.signature, "request": f.request.describe(),
                "bytes_base64": base64.b64encode(f.sent).decode(), "bytes_preview": short(f.sent, 600), "detail": f.detail,
                "reproduced_alone": f.reproduced_alone, "reproduced_with_history": f.reproduced_with_history, "before": f.context,
            } for f in self.failures],
        }, indent=2, ensure_ascii=False))
        print(f"report: {path}")


def repro(failure: Failure) -> str:
    """A command that sends the same request (cookies from a first GET when it needs them)."""
    request = failure.request
    if request.raw is not None or request.probe_of is not None or len(failure.sent) > 600:
        return f"send the {len(failure.sent)} bytes in the JSON report (bytes_base64) to the server"
    needs_cookies = request.identity != "none" or request.form is not None
    url = "http://127.0.0.1:$PORT" + request.target
    parts = ["curl", "-sS", "-o", "/dev/null", "-w", "'%{http_code}\\n'", "--path-as-is"]
    if request.method == "HEAD":
        parts.append("-I")
    elif request.method != "GET" or request.form is not None:
        parts += ["-X", shlex.quote(request.method)]
    for name, value in request.headers:
        parts += ["-H", shlex.quote(f"{name}: {value.decode('latin-1') if isinstance(value, bytes) else value}")]
    if needs_cookies:
        parts += ["-b", "jar", "-c", "jar"]
    if request.form is not None:
        body = form_body(Identity({"marquee_csrf": "$CSRF"}), request).decode("utf-8", "replace")
        parts += ["--data-binary", shlex.quote(body).replace("%24CSRF", "'\"$CSRF\"'")]
    command = " ".join(parts + [shlex.quote(url).replace("$PORT", "'\"$PORT\"'")])
    if needs_cookies:
        setup = "curl -s -o /dev/null -c jar http://127.0.0.1:$PORT/search; "
        if request.form is not None:
            setup += "CSRF=$(awk '$6==\"marquee_csrf\"{print $7}' jar); "
        if request.identity == "user":
            setup = "(sign up first, as the fuzz does) " + setup
        return setup + command
    return command


SELF_TEST_FAULTS: dict[str, Callable[[Failure], bool]] = {
    "the trap of GET /favorites?removed=272&at=nan (server died, crashes again alone)": lambda f: (
        f.kind == "crash" and f.request.method == "GET" and f.request.target == "/favorites?removed=272&at=nan" and f.reproduced_alone is True),
    "the 500 of GET /search/results?...page=-1": lambda f: (
        f.kind == "5xx" and f.status == 500 and f.request.route == "/search/results" and "page=-1" in f.request.target),
    "the slow answer of POST /movies/:id/favorite to a form of nested escapes (worst-case shapes)": lambda f: (
        f.kind == "slow" and f.request.method == "POST" and f.request.route == "/movies/:id/favorite"
        and f.request.where == "worst-case:form" and f.request.value.startswith("nested escapes")),
}


def self_test(args, harness) -> int:
    """Fuzzes tests/fuzz/trap_server.py, a stand-in with known faults, and checks they are found."""
    args.max_requests = min(args.max_requests, 700)  # the trap is request 476 of the fixed ones
    args.report = str(Path(args.report).with_name("http-fuzz-self-test.json"))
    fuzzer = Fuzzer(args, harness)
    fuzzer.limits = STAND_IN_LIMITS
    # The planted slow form, and two routes that answer in time: enough to prove the phase.
    fuzzer.worst_case_patterns = {"/movies/:id/favorite", "/search", "/"}
    fuzzer.label = "http fuzz (stand-in)"
    fuzzer.verbose = False
    fuzzer.run()
    found = {name: any(test(failure) for failure in fuzzer.failures) for name, test in SELF_TEST_FAULTS.items()}
    print()
    for name, ok in found.items():
        print(f"self-test: {'found' if ok else 'MISSED'} {name}")
    print(f"http fuzz self-test: {sum(found.values())} passed, {len(found) - sum(found.values())} failed")
    return 0 if all(found.values()) else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--max-requests", type=int, default=3000, help="requests to send at most (default 3000)")
    parser.add_argument("--time-limit", type=float, default=60, help="seconds of fuzzing at most (default 60)")
    parser.add_argument("--seed", type=int, default=0, help="the random phase's seed (default 0)")
    parser.add_argument("--bin", help="the marquee binary (default: $MARQUEE_BIN, else .build/debug/marquee)")
    parser.add_argument("--batch", type=int, default=25, help="check /healthz after this many requests (default 25)")
    parser.add_argument("--request-timeout", type=float, default=10, help="seconds to wait for one answer (default 10)")
    parser.add_argument("--max-restarts", type=int, default=40, help="server starts at most, crashes included (default 40)")
    parser.add_argument("--slow-ms", type=float, default=100,
                        help="the slowest answer allowed to a worst-case shape, in ms, on an idle server (default 100)")
    parser.add_argument("--slow-timeout", type=float, default=2,
                        help="seconds to wait for the answer to a worst-case shape before calling it slow (default 2)")
    parser.add_argument("--worst-case-time", type=float, default=300,
                        help="seconds the worst-case phase may take at most, a guard against answers that never come (default 300)")
    parser.add_argument("--worst-case-only", action="store_true", help="send the worst-case shapes, and nothing after them")
    parser.add_argument("--no-worst-case", action="store_true", help="skip the worst-case shapes")
    parser.add_argument("--report", default=str(DEFAULT_REPORT), help=f"the JSON report (default {DEFAULT_REPORT.relative_to(REPO_ROOT)})")
    parser.add_argument("--keep-logs", help="a folder to keep each server's stdout and stderr in")
    parser.add_argument("--list", action="store_true", help="print the fixed requests, numbered, and send nothing")
    parser.add_argument("--self-test", action="store_true",
                        help="fuzz tests/fuzz/trap_server.py, a stand-in with a planted trap, 500 and slow form, and fail unless all are found")
    args = parser.parse_args(argv)
    if args.list:
        routes = build_routes("app.css", "movie-272", "Fuzz-0000!")
        for number, request in enumerate(itertools.chain(systematic_requests(routes), extra_requests(routes)), 1):
            print(f"{number}\t{request.describe()}")
        return 0
    if args.self_test:
        os.environ["MARQUEE_BIN"] = str(Path(__file__).resolve().with_name("trap_server.py"))
    elif args.bin:
        os.environ["MARQUEE_BIN"] = str(Path(args.bin).resolve())
    sys.path.insert(0, str(REPO_ROOT / "tests" / "browser"))
    import harness  # noqa: E402  (reads MARQUEE_BIN when imported)

    if not harness.MARQUEE_BIN.is_file():
        print(f"http fuzz: no server binary at {harness.MARQUEE_BIN}: build it or pass --bin / MARQUEE_BIN", file=sys.stderr)
        return 2
    return self_test(args, harness) if args.self_test else Fuzzer(args, harness).run()


if __name__ == "__main__":
    sys.exit(main())
