#!/usr/bin/env python3
"""One client cannot starve the rest (issue 26): the costliest requests a client can build within
every limit, each measured alone, then sent by 8 clients at once while a visitor searches.

Usage: hostile-load.py BASE_URL [--seconds 20] [--clients 8]
Prints markdown: each costly request alone (median and max of its tries), then the visitor's
search latency (p50, p99, max) beside the 8 clients, and what the clients sent.
"""
from __future__ import annotations

import argparse
import http.client
import itertools
import random
import statistics
import string
import threading
import time
import urllib.parse

FORM_LIMIT = 16 * 1024


def request(base: str, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None) -> tuple[int, float]:
    """Sends one request on a new connection; returns its status and seconds to the whole answer."""
    url = urllib.parse.urlsplit(base)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
    started = time.perf_counter()
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        response.read()
        return response.status, time.perf_counter() - started
    finally:
        connection.close()


def words(count: int, length: int = 1) -> str:
    return " ".join("".join(random.choices(string.ascii_lowercase, k=length)) for _ in range(count))


# Each kind: a name and a function making one request (distinct each time, so no memo answers it).
def nested_nul_form(base: str) -> tuple[int, float]:
    depth = FORM_LIMIT // 3 - 10
    body = ("a=" + "%" * depth + "00" * depth)[:FORM_LIMIT].encode()
    return request(base, "POST", "/login", body, {"Content-Type": "application/x-www-form-urlencoded"})


def many_word_search(base: str) -> tuple[int, float]:
    return request(base, "GET", "/search?q=" + urllib.parse.quote(words(100)))


def long_word_search(base: str) -> tuple[int, float]:
    return request(base, "GET", "/search?q=" + urllib.parse.quote(words(1, 200)))


def huge_search_text(base: str) -> tuple[int, float]:
    return request(base, "GET", "/search?q=" + "a%20" * 15_000 + str(random.random()))


def deep_search_page(base: str) -> tuple[int, float]:
    return request(base, "GET", f"/search?q={random.choice('abcdefghilmnoprst')}&page={random.randint(400, 500)}")


def deep_genre_page(base: str) -> tuple[int, float]:
    return request(base, "GET", f"/genres/{random.choice([18, 35, 28, 53, 10749])}?page={random.randint(400, 500)}")


def nested_return(base: str) -> tuple[int, float]:
    nested = "/search?q=x"
    for _ in range(200):
        nested = "/genres/18?from=" + urllib.parse.quote(nested, safe="")
        if len(nested) > 3000:
            break
    return request(base, "GET", f"/movies/{random.randint(1, 999999)}?from=" + urllib.parse.quote(nested, safe=""))


def unknown_image(base: str) -> tuple[int, float]:
    name = "".join(random.choices(string.ascii_letters, k=27))
    return request(base, "GET", f"/images/w500/{name}.jpg")


def many_cookies(base: str) -> tuple[int, float]:
    cookie = "; ".join(f"c{index}={'v' * 20}" for index in range(1_500))
    return request(base, "GET", "/", headers={"Cookie": cookie})


KINDS = {
    "16 KB form of nested %00 (POST /login)": nested_nul_form,
    "search of 100 one-letter words": many_word_search,
    "search of one 200-letter word": long_word_search,
    "search text of 60 KB (refused)": huge_search_text,
    "search, one letter, page 400 to 500": deep_search_page,
    "genre page 400 to 500": deep_genre_page,
    "film with a 3 KB nested return address": nested_return,
    "image path nobody has": unknown_image,
    "1,500 cookies (45 KB)": many_cookies,
}


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("base")
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--tries", type=int, default=10)
    arguments = parser.parse_args()
    base = arguments.base.rstrip("/")

    print("| request, alone | status | median ms | max ms |")
    print("|---|---|---|---|")
    for name, send in KINDS.items():
        send(base)  # warm up
        results = [send(base) for _ in range(arguments.tries)]
        times = [seconds * 1000 for _, seconds in results]
        statuses = sorted({status for status, _ in results})
        print(f"| {name} | {','.join(map(str, statuses))} | {statistics.median(times):.1f} | {max(times):.1f} |")

    stop = time.monotonic() + arguments.seconds
    sent = {name: 0 for name in KINDS}
    lock = threading.Lock()

    def attacker(index: int) -> None:
        for name, send in itertools.cycle(list(KINDS.items())[index % len(KINDS):] + list(KINDS.items())[:index % len(KINDS)]):
            if time.monotonic() > stop:
                return
            try:
                send(base)
            except OSError:
                pass
            with lock:
                sent[name] += 1

    visitor: list[float] = []
    failures = 0

    def visit() -> None:
        nonlocal failures
        counter = 0
        while time.monotonic() < stop:
            counter += 1
            try:
                status, seconds = request(base, "GET", f"/search?q=batman+{counter}")
                visitor.append(seconds * 1000)
                failures += status != 200
            except OSError:
                failures += 1
            time.sleep(0.1)

    threads = [threading.Thread(target=attacker, args=(index,)) for index in range(arguments.clients)]
    threads.append(threading.Thread(target=visit))
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    print()
    print(f"A visitor's search beside {arguments.clients} clients sending the requests above for {arguments.seconds:.0f} s:")
    print()
    print("| searches | failed | p50 ms | p99 ms | max ms |")
    print("|---|---|---|---|---|")
    print(f"| {len(visitor)} | {failures} | {percentile(visitor, 0.5):.1f} | {percentile(visitor, 0.99):.1f} | {max(visitor):.1f} |")
    print()
    print("What the clients sent: " + ", ".join(f"{name}: {count}" for name, count in sent.items()))


if __name__ == "__main__":
    main()
