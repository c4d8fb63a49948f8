#!/usr/bin/env bash
# HTTP fuzz of every route: starts a throwaway `marquee serve` on a free 127.0.0.1 port with a
# fresh SQLite database (as the browser tests do: tests/browser/harness.py), sends hostile
# paths, query parameters, forms, cookies, headers and malformed HTTP within a request and time
# budget, and stops the server. Fails when the server dies, stops answering /healthz, or answers
# a 5xx other than 502/503/504; the last line is `http fuzz: N passed, M failed`.
# Before the budget, every route gets worst-case shapes (nested %-escapes, runs of & and =, deep
# brackets, many fields, words, cookies, headers) at the largest size the server accepts, one at
# a time, and fails on an answer slower than 100 ms (--slow-ms); the slowest ten are printed.
#
#   scripts/fuzz-http.sh                                  3000 requests or 60 s, seed 0
#   scripts/fuzz-http.sh --max-requests 20000 --time-limit 600 --seed 7
#   MARQUEE_BIN=.build/release/marquee scripts/fuzz-http.sh
#   scripts/fuzz-http.sh --worst-case-only               only the timed worst-case shapes
#
# Every option goes to tests/fuzz/http_fuzz.py (--help lists them). Needs python3 with the
# packages of tests/browser/requirements.txt (hypothesis, pytest): ./scripts/test --install-only.
set -euo pipefail
cd "$(dirname "$0")/.."

export MARQUEE_BIN="${MARQUEE_BIN:-$PWD/.build/debug/marquee}"
if [ ! -x "$MARQUEE_BIN" ]; then
  echo "fuzz-http: no server binary at $MARQUEE_BIN: run \`swift build\` or set MARQUEE_BIN" >&2
  exit 2
fi
exec python3 tests/fuzz/http_fuzz.py "$@"
