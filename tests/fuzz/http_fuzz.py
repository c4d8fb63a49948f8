#!/usr/bin/env python3
"""HTTP fuzz of every Marquee route against a real, throwaway `marquee serve`.

The server is started exactly as the browser tests start it (``harness.running_server``: port 0,
127.0.0.1, a fresh SQLite database in a temporary folder, bcrypt at its lowest cost), with
``SWIFT_BACKTRACE=enable=no`` so that a trap ends the process at once instead of after ~30 s of
symbolication. Then, within a request budget and a time budget:

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
            target += "?" + "&".join(f"{encode_component(k)}={encode_component(v)}" for k, v in pairs)
        return target


def encode_component(value: str) -> str:
    return value if isinstance(value, Raw) else urllib.parse.quote(value, safe="")


def encode_form(pairs: list[tuple[str, str]]) -> bytes:
    parts = []
    for name, value in pairs:
        encode = (lambda v: v) if isinstance(value, Raw) else (lambda v: urllib.parse.quote_plus(v))
        parts.append(f"{urllib.parse.quote_plus(name)}={encode(value)}")
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
    ]


# The GET that shows what a stateful POST changed, for the same visitor.
PROBES = {"/movies/:id/favorite": "/favorites", "/account/mobile": "/account"}


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
    seconds: float = 0.0


def exchange(port: int, data: bytes, method: str, timeout: float, half_close: bool = False) -> Outcome:
    """Sends ``data`` on a new connection and reads one response."""
    started = time.monotonic()
    try:
        sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    except OSError as error:
        return Outcome(None, f"connect: {error}", seconds=time.monotonic() - started)
    with sock:
        send_error = None
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
    kind: str  # crash, 5xx, unhealthy
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
        return (self.sent < self.args.max_requests * share
                and time.monotonic() < self.deadline - self.args.time_limit * (1 - share))

    def run_one(self, request: FuzzRequest) -> None:
        data = render(request, self.context)
        self.sent += 1
        self.server.new_output()
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
        phases = {"fixed, first tier": 0, "fixed, second tier": 0, "random": 0}
        phase = "fixed, first tier"
        stop_reason = ""
        try:
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

    def random_phase(self, routes: list[RouteSpec]) -> None:
        from hypothesis import HealthCheck, Phase, given, seed, settings

        remaining = self.args.max_requests - self.sent
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
                what = {"crash": "SERVER DIED", "5xx": f"answered {failure.status}", "unhealthy": "SERVER STOPPED ANSWERING"}[failure.kind]
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
}


def self_test(args, harness) -> int:
    """Fuzzes tests/fuzz/trap_server.py, a stand-in with known faults, and checks they are found."""
    args.max_requests = min(args.max_requests, 700)  # the trap is request 476 of the fixed ones
    args.report = str(Path(args.report).with_name("http-fuzz-self-test.json"))
    fuzzer = Fuzzer(args, harness)
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
    parser.add_argument("--report", default=str(DEFAULT_REPORT), help=f"the JSON report (default {DEFAULT_REPORT.relative_to(REPO_ROOT)})")
    parser.add_argument("--keep-logs", help="a folder to keep each server's stdout and stderr in")
    parser.add_argument("--list", action="store_true", help="print the fixed requests, numbered, and send nothing")
    parser.add_argument("--self-test", action="store_true",
                        help="fuzz tests/fuzz/trap_server.py, a stand-in with a planted trap and 500, and fail unless both are found")
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
