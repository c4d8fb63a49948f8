#!/usr/bin/env python3
"""The helper of scripts/search-tail.sh: makes distinct queries of title words, times each at
one keep-alive connection, reads PostgreSQL's own time of each search statement from its log,
and reports percentiles and the slowest queries.

    search-tail.py queries EXPORT.json.gz COUNT OUT.txt   COUNT distinct queries, one a line
    search-tail.py time URL QUERIES.txt OUT.tsv           GET URL + quoted query, one connection
                                                          (with $COOKIE as its Cookie header);
                                                          writes "milliseconds<TAB>status<TAB>query"
    search-tail.py trivial URL COUNT OUT.tsv              the same for one fixed page, COUNT times
    search-tail.py pglog SERVER.log OUT.tsv               each search statement's duration in ms and
                                                          its words, from log_min_duration_statement
                                                          (and CPU ms, from log_statement_stats)
    search-tail.py sqlite DB QUERIES.txt OUT.tsv          CatalogSearchRequest's statement on DB through
                                                          Python's sqlite3 (the same system libsqlite3):
                                                          thread CPU ms (and OUT-wall.tsv), first page
    search-tail.py plans SERVER.log OUT.log               auto_explain's plans in the log, slowest first
    search-tail.py report LABEL FILE.tsv [SLOWEST]        p50/p90/p99/max and the SLOWEST (20) queries

A query is 1 to 3 words (a third each) picked from the export's titles: half of the queries take
their words from one title (words that meet), half from different titles, each word drawn as often
as it occurs (words that may rarely meet). A word is cut to a prefix of 2 to 5 letters one time in
four, as people type. Lower case, as typed. The same seed gives the same queries every time.
"""

import gzip
import http.client
import json
import os
import random
import re
import sys
import time
import urllib.parse


def make_queries(export: str, count: int, target: str) -> None:
    rng = random.Random(26)
    titles = []
    with gzip.open(export, "rt", encoding="utf-8") as lines:
        for line in lines:
            title = json.loads(line)["original_title"]
            words = re.findall(r"\w+", title.lower())
            if words:
                titles.append(words)
    seen, queries = set(), []
    while len(queries) < count:
        size = rng.randint(1, 3)
        if rng.random() < 0.5:
            title = rng.choice(titles)
            words = rng.sample(title, min(size, len(title)))
        else:
            words = [rng.choice(rng.choice(titles)) for _ in range(size)]
        words = [w[: rng.randint(2, 5)] if rng.random() < 0.25 and len(w) > 2 else w for w in words]
        query = " ".join(words)
        if query not in seen:
            seen.add(query)
            queries.append(query)
    with open(target, "w", encoding="utf-8") as out:
        out.write("".join(q + "\n" for q in queries))


def timed_gets(url: str, paths, target: str, labels) -> None:
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
    headers = {"Accept": "text/html", "Connection": "keep-alive"}
    if os.environ.get("COOKIE"):
        headers["Cookie"] = os.environ["COOKIE"]
    with open(target, "w", encoding="utf-8") as out:
        for path, label in zip(paths, labels):
            start = time.perf_counter()
            connection.request("GET", path, headers=headers)
            response = connection.getresponse()
            response.read()
            elapsed = (time.perf_counter() - start) * 1000
            out.write(f"{elapsed:.3f}\t{response.status}\t{label}\n")


def time_queries(url: str, queries: str, target: str) -> None:
    with open(queries, encoding="utf-8") as lines:
        texts = [line.rstrip("\n") for line in lines if line.strip()]
    base = urllib.parse.urlsplit(url)
    paths = [base.path + "?" + urllib.parse.urlencode({"q": q}) for q in texts]
    timed_gets(url, paths, target, texts)


def time_trivial(url: str, count: int, target: str) -> None:
    path = urllib.parse.urlsplit(url).path
    timed_gets(url, [path] * count, target, [path] * count)


# "duration: 12.345 ms  execute <unnamed>: WITH words AS (...)" then "DETAIL:  parameters: $1 = '{the,dark}', ...",
# and with log_statement_stats "!	0.004321 s user, 0.000000 s system, 0.004567 s elapsed" and "!	0/1 [7/2]
# voluntary/involuntary context switches" after each of parse, bind and execute.
DURATION = re.compile(r"\[(\d+)\] LOG:  duration: ([0-9.]+) ms\s+(parse|bind|execute) [^:]*: (.*)")
USAGE = re.compile(r"([0-9.]+) s user, ([0-9.]+) s system, ([0-9.]+) s elapsed")
SWITCHES = re.compile(r"(\d+)/(\d+) \[\d+/\d+\] voluntary/involuntary context switches")
BLOCKS = re.compile(r"(\d+)/(\d+) \[\d+/\d+\] filesystem blocks in/out")


def read_pg_log(log: str, target: str) -> None:
    """Each search statement (the one that begins WITH words AS): the time of its parse, bind
    (planning) and execute, named by its first parameter, the words; with log_statement_stats,
    the CPU time the backend spent on it too. Writes TARGET (milliseconds of parse + bind +
    execute), TARGET-cpu.tsv (their CPU milliseconds) and TARGET-phases.tsv (each phase's time and
    CPU, the involuntary context switches (waits for a core), the voluntary ones (waits for I/O or a
    lock), the file system blocks read and written, and the backend's process id)."""
    rows, current, phase, in_search = [], None, None, False
    with open(log, encoding="utf-8", errors="replace") as lines:
        for line in lines:
            match = DURATION.search(line)
            if match:
                in_search = match.group(4).startswith("WITH words AS")
                if in_search:
                    phase = match.group(3)
                    if phase == "parse" or current is None or current["done"]:
                        current = {"pid": match.group(1), "wall": {}, "cpu": {}, "switches": 0, "waits": 0, "blocks": [0, 0],
                                   "words": "", "done": False}
                        rows.append(current)
                    current["wall"][phase] = float(match.group(2))
                continue
            if not in_search or current is None:
                continue
            if phase == "execute" and "arameters: $1 = '" in line and not current["words"]:
                current["words"] = line.split("$1 = '", 1)[1].split("'", 1)[0].strip("{}").replace(",", " ")
            usage = USAGE.search(line)
            if usage and phase not in current["cpu"]:
                current["cpu"][phase] = (float(usage.group(1)) + float(usage.group(2))) * 1000
            blocks = BLOCKS.search(line)
            if blocks:
                current["blocks"][0] += int(blocks.group(1))
                current["blocks"][1] += int(blocks.group(2))
            switches = SWITCHES.search(line)
            if switches:
                current["waits"] += int(switches.group(1))
                current["switches"] += int(switches.group(2))
                if phase == "execute":
                    current["done"] = True
    base = target[:-4] if target.endswith(".tsv") else target
    with open(target, "w", encoding="utf-8") as wall, open(base + "-cpu.tsv", "w", encoding="utf-8") as cpu, \
            open(base + "-phases.tsv", "w", encoding="utf-8") as phases:
        phases.write("parse_ms\tbind_ms\texecute_ms\tparse_cpu\tbind_cpu\texecute_cpu\tinvoluntary_switches\tvoluntary_waits\t"
                     "blocks_in\tblocks_out\tpid\twords\n")
        for row in rows:
            w, c = row["wall"], row["cpu"]
            wall.write(f"{sum(w.values()):.3f}\t-\t{row['words']}\n")
            if c:
                cpu.write(f"{sum(c.values()):.3f}\t-\t{row['words']}\n")
            cells = [f"{w.get(k, 0):.3f}" for k in ("parse", "bind", "execute")] + [f"{c.get(k, 0):.3f}" for k in ("parse", "bind", "execute")]
            counts = [row["switches"], row["waits"], row["blocks"][0], row["blocks"][1]]
            phases.write("\t".join(cells + [str(n) for n in counts] + [row["pid"], row["words"]]) + "\n")


def read_plans(log: str, target: str) -> None:
    """auto_explain's plans ("duration: N ms  plan:" and the indented lines after it), slowest
    first, each with the words of its statement."""
    plans, current = [], None
    with open(log, encoding="utf-8", errors="replace") as lines:
        for line in lines:
            if current is not None and (line.startswith("\t") or line.startswith(" ")):
                current[1].append(line)
                continue
            current = None
            match = re.search(r"duration: ([0-9.]+) ms\s+plan:", line)
            if match:
                current = (float(match.group(1)), [line])
                plans.append(current)
    with open(target, "w", encoding="utf-8") as out:
        for ms, text in sorted(plans, key=lambda plan: -plan[0]):
            out.write("".join(text) + "\n")


def time_sqlite(database: str, queries: str, target: str) -> None:
    """CatalogSearchRequest's statement, run here on the database file through the same SQLite
    library the server links (the system's libsqlite3), for each query as the server would for its
    first page: the time of the search itself, without the server around it. Writes TARGET (thread
    CPU milliseconds) and TARGET-wall.tsv."""
    import sqlite3
    import unicodedata

    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "MarqueeStore", "Catalog", "CatalogSearchRequest.swift")
    with open(source, encoding="utf-8") as swift:
        statement = swift.read().split('private static let sql = """', 1)[1].split('"""', 1)[0]
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True, isolation_level=None)

    def fold(text: str) -> str:  # SearchFolding.fold: case and diacritics ignored, spaces collapsed
        decomposed = unicodedata.normalize("NFD", text.lower())
        return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())

    with open(queries, encoding="utf-8") as lines:
        texts = [line.rstrip("\n") for line in lines if line.strip()]
    base = target[:-4] if target.endswith(".tsv") else target
    with open(target, "w", encoding="utf-8") as cpu, open(base + "-wall.tsv", "w", encoding="utf-8") as wall:
        for text in texts:
            words = re.findall(r"\w+", text)
            arguments = {"pattern": " ".join('"' + w.replace('"', '""') + '"*' for w in words), "exact": fold(text),
                         "skip": 0, "pageSize": 20, "tier": 100, "countLimit": 10000}
            start, start_cpu = time.perf_counter(), time.thread_time()
            rows = connection.execute(statement, arguments).fetchall()
            elapsed, used = (time.perf_counter() - start) * 1000, (time.thread_time() - start_cpu) * 1000
            count = rows[0][-1] if rows else 0
            cpu.write(f"{used:.3f}\t-\t{text} ({count} found)\n")
            wall.write(f"{elapsed:.3f}\t-\t{text} ({count} found)\n")


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(p / 100 * len(ordered) + 0.5)) - 1))]


def report(label: str, source: str, slowest: int) -> None:
    rows = []
    with open(source, encoding="utf-8") as lines:
        for line in lines:
            ms, status, query = line.rstrip("\n").split("\t", 2)
            rows.append((float(ms), status, query))
    times = [r[0] for r in rows]
    bad = sum(1 for r in rows if r[1] not in ("200", "-"))
    print(f"{label}: {len(rows)} requests, p50 {percentile(times, 50):.1f} ms, p90 {percentile(times, 90):.1f} ms, "
          f"p99 {percentile(times, 99):.1f} ms, max {max(times):.1f} ms, mean {sum(times) / len(times):.1f} ms"
          + (f", {bad} not 200" if bad else ""))
    if slowest:
        for ms, status, query in sorted(rows, reverse=True)[:slowest]:
            print(f"  {ms:8.1f} ms  {query}")


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    command, args = sys.argv[1], sys.argv[2:]
    if command == "queries":
        make_queries(args[0], int(args[1]), args[2])
    elif command == "time":
        time_queries(*args)
    elif command == "trivial":
        time_trivial(args[0], int(args[1]), args[2])
    elif command == "pglog":
        read_pg_log(*args)
    elif command == "sqlite":
        time_sqlite(*args)
    elif command == "plans":
        read_plans(*args)
    elif command == "report":
        report(args[0], args[1], int(args[2]) if len(args) > 2 else 20)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
