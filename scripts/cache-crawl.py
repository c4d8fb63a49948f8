#!/usr/bin/env python3
"""The two halves of scripts/cache-crawl.sh.

    python3 scripts/cache-crawl.py stub --port-file PATH
        Runs the browser tests' stand-in for TMDB (tests/browser/stub_tmdb.py) on a free port of
        127.0.0.1, writes the port to PATH once it listens, and serves until stopped (SIGTERM).
        Every /3/search/movie answers with the same recorded TMDB search page, whatever the query.

    python3 scripts/cache-crawl.py crawl --base http://127.0.0.1:PORT --database PATH --bound BYTES [--searches 10000 ...]
        A crawler without cookies: GET /search?q=crawl N for N = 1..searches, all distinct, a few at
        once. Meanwhile the response cache's total (table responseCacheSize, kept by triggers) is
        read from the SQLite file, read-only: every `--sample-every` answers (a line each), and
        in between by a thread every `--poll` seconds, so that the largest total seen is
        reported against the bound. Prints lines of markdown and ends with `key: value` lines
        the shell script reads (prefixed `=`).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import signal
import sqlite3
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlencode


def _crawl_growth():
    """scripts/crawl-growth.py, whose ``send`` this crawl shares (its name is not a module's)."""
    spec = importlib.util.spec_from_file_location("crawl_growth", Path(__file__).with_name("crawl-growth.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


crawl_growth = _crawl_growth()

TIMEOUT_S = 30


def run_stub(port_file: str) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))
    from stub_tmdb import StubTMDB  # noqa: PLC0415 (found through the path above)

    stopped = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopped.set())
    signal.signal(signal.SIGINT, lambda *_: stopped.set())
    with StubTMDB() as stub:
        Path(port_file).write_text(f"{stub.port}\n")
        stopped.wait()
        searches = stub.count("/3/search/movie")
    print(f"stub TMDB: {searches} search requests answered", file=sys.stderr, flush=True)


def send(url: str) -> int:
    """The status of a cookieless GET (crawl-growth.py's ``send``)."""
    return crawl_growth.send(urllib.request.Request(url))


class Sampler:
    """Reads the cache's total from the SQLite file, read-only, and keeps the largest seen."""

    def __init__(self, database: str) -> None:
        self._db = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=10, check_same_thread=False)
        self._lock = threading.Lock()
        self.largest = 0
        self.reads = 0

    def read(self) -> tuple[int, int]:
        """(the trigger-kept total, rows in responseCache)."""
        with self._lock:
            (total,) = self._db.execute("SELECT bytes FROM responseCacheSize").fetchone()
            (rows,) = self._db.execute("SELECT COUNT(*) FROM responseCache").fetchone()
            self.largest = max(self.largest, total)
            self.reads += 1
            return total, rows

    def total(self) -> int:
        with self._lock:
            (total,) = self._db.execute("SELECT bytes FROM responseCacheSize").fetchone()
            self.largest = max(self.largest, total)
            self.reads += 1
            return total

    def close(self) -> None:
        self._db.close()


def crawl(arguments: argparse.Namespace) -> None:
    base, bound = arguments.base.rstrip("/"), arguments.bound
    urls = [f"{base}/search?{urlencode({'q': f'crawl {n}'})}" for n in range(1, arguments.searches + 1)]
    sampler = Sampler(arguments.database)
    over: list[tuple[int, int]] = []  # (answers so far, total) each time the total was past the bound

    done = threading.Event()
    answered = 0

    def poll() -> None:
        while not done.wait(arguments.poll):
            with contextlib.suppress(sqlite3.Error):
                total = sampler.total()
                if total > bound:
                    over.append((answered, total))

    poller = threading.Thread(target=poll, name="cache-size-poll", daemon=True)
    poller.start()

    print(f"| answers | 200s so far | responseCacheSize.bytes | rows | of the bound ({bound} B) | req/s so far |")
    print("|---:|---:|---:|---:|---:|---:|")
    statuses: Counter[int] = Counter()
    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=arguments.concurrency) as pool:
        for status in pool.map(send, urls):
            statuses[status] += 1
            answered += 1
            if answered % arguments.sample_every == 0 or answered == len(urls):
                total, rows = sampler.read()
                if total > bound:
                    over.append((answered, total))
                rate = answered / (time.monotonic() - started)
                print(f"| {answered} | {statuses[200]} | {total} | {rows} | {100 * total / bound:.1f} % | {rate:.0f} |",
                      flush=True)
    elapsed = time.monotonic() - started
    done.set()
    poller.join()
    total, rows = sampler.read()
    sampler.close()

    counts = ", ".join(f"{status or 'failed'}: {count}" for status, count in sorted(statuses.items()))
    print()
    print(f"crawl: {len(urls)} distinct searches, no cookies, {arguments.concurrency} at once, "
          f"in {elapsed:.1f} s = {len(urls) / elapsed:.0f} requests/s ({counts})")
    print(f"cache total read {sampler.reads} times during the crawl (every {arguments.sample_every} answers, "
          f"and every {arguments.poll} s)")
    if over:
        first = over[0]
        print(f"**OVER THE BOUND**: the total exceeded {bound} B {len(over)} times; first after {first[0]} answers "
              f"({first[1]} B), largest {max(t for _, t in over)} B")
    for key, value in [("requests", len(urls)), ("ok", statuses[200]), ("seconds", f"{elapsed:.2f}"),
                       ("rate", f"{len(urls) / elapsed:.1f}"), ("largest", sampler.largest), ("over", len(over))]:
        print(f"={key}: {value}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    stub = commands.add_parser("stub", help="run the stand-in for TMDB")
    stub.add_argument("--port-file", required=True, help="where to write the port once listening")
    crawler = commands.add_parser("crawl", help="the cookieless crawl, sampling the cache's size")
    crawler.add_argument("--base", required=True, help="the server's base URL")
    crawler.add_argument("--database", required=True, help="the server's SQLite file (read-only)")
    crawler.add_argument("--bound", type=int, required=True, help="the cache's bound in bytes")
    crawler.add_argument("--searches", type=int, default=10000, help="distinct cookieless GET /search")
    crawler.add_argument("--concurrency", type=int, default=8)
    crawler.add_argument("--sample-every", type=int, default=500, help="answers between two printed samples")
    crawler.add_argument("--poll", type=float, default=0.2, help="seconds between two samples in the background")
    arguments = parser.parse_args()
    if arguments.command == "stub":
        run_stub(arguments.port_file)
    else:
        crawl(arguments)


if __name__ == "__main__":
    main()
