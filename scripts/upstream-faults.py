#!/usr/bin/env python3
"""How Marquee answers a search when TMDB fails, fault by fault, with and without a saved copy:
a markdown table of the status, the time (median of several runs), the heading shown and how
many requests TMDB received.

    MARQUEE_BIN=.build/debug/marquee python3 scripts/upstream-faults.py [--runs 5]

Each run starts a fresh server (so its circuit breaker is closed and the request really meets
the fault) live against a stub TMDB (tests/browser/stub_tmdb.py). A visitor holding the visitor
cookie searches once while the stub is up; the stub is then set to the fault and the visitor
searches again, for the same query ("saved copy: yes") or for one never searched ("no"). Only
that last request is timed. The faults and what each should say are those of
tests/browser/test_upstream_faults.py.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT / "tests" / "browser"))

import http_client  # noqa: E402
from harness import MARQUEE_BIN, running_server  # noqa: E402
from stub_tmdb import StubTMDB  # noqa: E402
from test_upstream_faults import (  # noqa: E402
    CLIENT_TIMEOUT_S, EXPECTED, FAULTS, SEEN, UNSEEN, Answer, ask, new_person, search_path, upstream_asks,
)

http_client.TIMEOUT_S = CLIENT_TIMEOUT_S


def one_run(fault: str, saved: bool) -> tuple[Answer, int]:
    """The timed answer, and how many searches for its query TMDB received once faulty."""
    query = SEEN if saved else UNSEEN
    with tempfile.TemporaryDirectory() as workdir, StubTMDB() as stub, running_server(Path(workdir), env=stub.environment) as base_url:
        person = new_person(base_url)
        warm = ask(person, base_url, search_path(SEEN), "warm-up", echo=False)
        assert warm.status == 200, f"the warm-up search answered {warm.status}"
        before = upstream_asks(stub, query)
        stub.set_mode(fault)
        answer = ask(person, base_url, search_path(query), f"{fault}, saved copy: {saved}", echo=False)
        return answer, upstream_asks(stub, query) - before


def shown(answer: Answer) -> tuple[str, str]:
    """The heading a person sees, and the message under it."""
    if answer.is_saved_copy:
        return "Offline: showing results saved at …", f"{len(answer.shown.films)} films"
    return answer.shown.heading or "(none)", answer.shown.message or "(none)"


def cell(values: list) -> str:
    distinct = sorted(set(values), key=values.index)
    return " / ".join(str(value) for value in distinct)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="runs per fault and case (default 5)")
    runs = parser.parse_args().runs

    model = next(
        (line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines() if line.startswith("model name")),
        "unknown",
    )
    print(f"Machine: {os.cpu_count()} CPUs ({len(os.sched_getaffinity(0))} usable), {model}; binary {MARQUEE_BIN}")
    print(f"Each row: {runs} runs, each on a fresh server; seconds are the median (min–max).\n")
    print("| fault | saved copy | status | seconds | heading shown | message | TMDB requests |")
    print("|---|---|---|---|---|---|---|")
    for fault in FAULTS:
        for saved in (True, False):
            results = [one_run(fault, saved) for _ in range(runs)]
            answers = [answer for answer, _ in results]
            seconds = [answer.seconds for answer in answers]
            headings, messages = zip(*(shown(answer) for answer in answers))
            statuses = [answer.status for answer in answers]
            expected = 200 if saved else EXPECTED[fault].status
            status = cell(statuses) + ("" if set(statuses) == {expected} else f" (expected {expected})")
            print(
                f"| {fault} | {'yes' if saved else 'no'} | {status} "
                f"| {statistics.median(seconds):.2f} ({min(seconds):.2f}–{max(seconds):.2f}) "
                f"| {cell(list(headings))} | {cell(list(messages))} | {cell([asks for _, asks in results])} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
