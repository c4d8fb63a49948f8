#!/usr/bin/env python3
"""The requests of scripts/crawl-growth.sh, against a server already running: a crawler with no
cookies, a browser that keeps its cookie and, if asked, a client that makes up a new visitor
cookie for every request. Prints one line per phase: requests, statuses, seconds.

    python3 scripts/crawl-growth.py --base http://127.0.0.1:PORT --database PATH [--searches 2000 ...]

The words searched for are distinct prefixes (3 letters or more) of the words of the catalog's
titles, read from the server's database: each finds something, so that a browser's search is
one the server would keep (a search that finds nothing is not remembered, whoever sends it).
"""

from __future__ import annotations

import argparse
import contextlib
import random
import re
import secrets
import sqlite3
import time
import urllib.error
import urllib.request
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from http.cookiejar import CookieJar
from urllib.parse import urlencode

TIMEOUT_S = 30


def send(request: urllib.request.Request, opener: urllib.request.OpenerDirector | None = None) -> int:
    """The status of ``request`` (error statuses returned, not raised; 0 when it failed)."""
    try:
        with (opener.open if opener else urllib.request.urlopen)(request, timeout=TIMEOUT_S) as response:
            response.read()
            return response.status
    except urllib.error.HTTPError as error:
        with error:
            error.read()
            return error.code
    except OSError:
        return 0


def catalog(database: str) -> tuple[list[str], list[int]]:
    """Distinct search words that find something, and the films' ids."""
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=10)) as db:
        titles = [title for (title,) in db.execute("SELECT title FROM movie")]
        ids = [movie_id for (movie_id,) in db.execute("SELECT id FROM movie ORDER BY id")]
    words = {word for title in titles for word in re.findall(r"[^\W\d_]{3,}", title.lower())}
    prefixes = sorted({word[:length] for word in words for length in range(3, len(word) + 1)})
    return prefixes, ids


def search(base: str, word: str) -> str:
    return f"{base}/search?{urlencode({'q': word, 'page': 1})}"


def gallery(base: str, word: str) -> str:
    return f"{base}/gallery?{urlencode({'q': word, 'submitted': 1})}"


def report(phase: str, statuses: list[int], started: float) -> None:
    counts = ", ".join(f"{status or 'failed'}: {count}" for status, count in sorted(Counter(statuses).items()))
    print(f"{phase}: {len(statuses)} requests in {time.monotonic() - started:.1f} s ({counts})", flush=True)


def words_for(pool: list[str], count: int, rng: random.Random) -> list[str]:
    """``count`` distinct words while the pool lasts, then the pool again with a number added."""
    chosen = rng.sample(pool, min(count, len(pool)))
    return chosen + [f"{rng.choice(pool)} {n}" for n in range(count - len(chosen))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", required=True, help="the server's base URL")
    parser.add_argument("--database", required=True, help="the server's SQLite file (read for the catalog's words)")
    parser.add_argument("--searches", type=int, default=2000, help="cookieless GET /search, distinct words")
    parser.add_argument("--gallery", type=int, default=2000, help="cookieless GET /gallery?submitted=1, distinct words")
    parser.add_argument("--heads", type=int, default=500, help="cookieless HEAD, half /search, half /gallery")
    parser.add_argument("--browser", type=int, default=2000, help="requests of one browser that keeps its cookie")
    parser.add_argument("--forged", type=int, default=0, help="GET /search, each with a new made-up visitor cookie")
    parser.add_argument("--concurrency", type=int, default=8, help="the crawler's parallel requests")
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    base, rng = arguments.base.rstrip("/"), random.Random(arguments.seed)
    pool, movie_ids = catalog(arguments.database)
    print(f"catalog: {len(movie_ids)} films, {len(pool)} distinct search words", flush=True)

    # The crawler: no cookie jar, so every request comes without the visitor cookie.
    crawler = (
        [urllib.request.Request(search(base, word)) for word in words_for(pool, arguments.searches, rng)]
        + [urllib.request.Request(gallery(base, word)) for word in words_for(pool, arguments.gallery, rng)]
        + [urllib.request.Request((search if n % 2 else gallery)(base, word), method="HEAD")
           for n, word in enumerate(words_for(pool, arguments.heads, rng))]
    )
    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=arguments.concurrency) as pool_of_threads:
        statuses = list(pool_of_threads.map(send, crawler))
    report(f"crawler (no cookies, {arguments.concurrency} at once)", statuses, started)

    # The browser, one request at a time: searches, gallery searches, films' pages, and a heart
    # pressed on one film in five of those it opens.
    if arguments.browser:
        browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(CookieJar()))
        films = arguments.browser * 3 // 10
        presses = films // 5
        films -= presses
        searches = (arguments.browser - films - presses) // 2
        galleries = arguments.browser - films - presses - searches
        started, statuses = time.monotonic(), []
        for word in words_for(pool, searches, rng):
            statuses.append(send(urllib.request.Request(search(base, word)), browser))
        for word in words_for(pool, galleries, rng):
            statuses.append(send(urllib.request.Request(gallery(base, word)), browser))
        for n in range(films):
            movie_id = movie_ids[n % len(movie_ids)]
            with browser.open(f"{base}/movies/{movie_id}", timeout=TIMEOUT_S) as response:
                page = response.read().decode("utf-8", errors="replace")
                statuses.append(response.status)
            if n < presses and (token := re.search(r'name="csrf_token" value="([^"]+)"', page)):
                form = urlencode({"csrf_token": token.group(1), "favorite": "true"}).encode()
                statuses.append(send(urllib.request.Request(f"{base}/movies/{movie_id}/favorite", data=form,
                                                            headers={"Origin": base}), browser))
        report(f"browser (one cookie; {searches} searches, {galleries} gallery searches, {films} films' pages, "
               f"{presses} hearts)", statuses, started)

    # A client that sends a new well-formed visitor cookie with every request.
    if arguments.forged:
        forged = [urllib.request.Request(search(base, word), headers={"Cookie": f"marquee_visitor={secrets.token_hex(32)}"})
                  for word in words_for(pool, arguments.forged, rng)]
        started = time.monotonic()
        with ThreadPoolExecutor(max_workers=arguments.concurrency) as pool_of_threads:
            statuses = list(pool_of_threads.map(send, forged))
        report(f"forged cookies (a new one per request, {arguments.concurrency} at once)", statuses, started)


if __name__ == "__main__":
    main()
