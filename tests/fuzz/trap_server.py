#!/usr/bin/env python3
"""A stand-in for `marquee serve` with known faults, for `http_fuzz.py --self-test`: it proves
that the fuzz reaches and reports them, whatever the real server's state.

It starts as harness.running_server starts Marquee (`serve --host H --port 0 --database F`),
says its port the same way, sets cookies like Marquee, and has two faults of the kinds the fuzz
looks for:

* `GET /favorites?removed=272&at=SECONDS` traps as Marquee did before its favorite dates were
  checked (``Int(Date(timeIntervalSince1970: at).timeIntervalSince1970)`` on nan, inf or a
  number past Int.max): the same "Fatal error" line on stderr, then SIGILL in the thread that
  handles the request, as a Swift trap (ud2) is;
* `GET /search/results?page=-1` answers 500, as an unhandled error does.

and one of the kind the worst-case shapes look for: the heart form (`POST /movies/ID/favorite`)
drops its NULs as Marquee once did, one whole-form pass at a time until no `%00` is left, so a
16 KB form of nested escapes (`%%%…000…`) takes thousands of passes and answers in about half a second.
"""

from __future__ import annotations

import argparse
import math
import secrets
import signal
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "trap-server"

    def log_message(self, format: str, *args: object) -> None:
        pass

    def answer(self, status: int = 200) -> None:
        body = b'<!doctype html><html><link rel="stylesheet" href="/assets/app.0123abcd.css"><p>stand-in</p></html>'
        self.send_response(status)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        if "marquee_visitor=" not in (self.headers.get("Cookie") or ""):
            self.send_header("Set-Cookie", f"marquee_visitor={secrets.token_hex(32)}; Path=/; HttpOnly")
            self.send_header("Set-Cookie", f"marquee_csrf={secrets.token_hex(32)}.{secrets.token_hex(32)}; Path=/; HttpOnly")
        if self.command == "POST" and self.path.startswith("/signup"):
            self.send_header("Set-Cookie", f"marquee_session={secrets.token_hex(32)}; Path=/; HttpOnly")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def handle_request(self) -> None:
        length = self.headers.get("Content-Length") or "0"
        body = b""
        if length.isdigit() and 0 < int(length) <= 1_000_000:
            body = self.rfile.read(int(length))
        url = urllib.parse.urlsplit(self.path)
        if self.command == "POST" and url.path.startswith("/movies/") and url.path.endswith("/favorite"):
            form = body.decode("utf-8", "replace").replace("\0", "")
            while "%00" in form:
                form = form.replace("%00", "")
                # A pass of Swift's replacingOccurrences over the form: a few ns a byte.
                time.sleep(len(form) / 3e8)
        query = dict(urllib.parse.parse_qsl(url.query, keep_blank_values=True))
        if self.command == "GET" and url.path == "/favorites" and query.get("removed") == "272" and "at" in query:
            try:
                seconds = float(query["at"])
            except ValueError:
                seconds = 0.0
            if not math.isfinite(seconds) or abs(seconds) >= 2**63:
                reason = "either infinite or NaN" if not math.isfinite(seconds) else "greater than Int.max"
                sys.stderr.write(f"Swift/IntegerTypes.swift:3001: Fatal error: Double value cannot be converted to Int because it is {reason}\n")
                sys.stderr.flush()
                signal.pthread_kill(threading.get_ident(), signal.SIGILL)
        if url.path == "/search/results" and query.get("page") == "-1":
            sys.stderr.write("error marquee: Unhandled error on /search/results: stand-in\n")
            return self.answer(500)
        self.answer()

    def __getattr__(self, name: str):
        # Every method, FOO and lower-case get included, as Marquee's router takes them.
        if name.startswith("do_"):
            return self.handle_request
        raise AttributeError(name)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=["serve"])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--database")
    args = parser.parse_args()
    server = ThreadingHTTPServer((args.host, args.port), Handler)
    server.daemon_threads = True
    print(f"Marquee is running at http://{args.host}:{server.server_address[1]} on a stand-in with known faults.", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
