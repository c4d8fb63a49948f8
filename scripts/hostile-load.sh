#!/usr/bin/env bash
# One client cannot starve the rest (issue 26): starts Marquee on a fresh SQLite file (embedded
# catalog, no upstream keys), measures each of the costliest requests a client can build within
# every limit alone, then sends them from 8 clients at once while a visitor searches every
# 100 ms, and prints the visitor's latency. Loopback only; stops its server on exit.
#
# Usage: scripts/hostile-load.sh [MARQUEE_BIN] (default: a release build, built if missing)
# Knobs (environment): SECONDS_UNDER_LOAD=20 CLIENTS=8 TRIES=10; TARGET=URL measures a Marquee
# already running instead.
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/measure.sh
measure_setup hostile-load "${1:-}" curl python3

if [ -n "${TARGET:-}" ]; then
  base=$TARGET
else
  port=$(free_port)
  base="http://127.0.0.1:$port"
  env -u TMDB_API_KEY -u TMDB_READ_ACCESS_TOKEN -u FLICKR_API_KEY -u MARQUEE_DATABASE_URL \
    "$bin" serve --host 127.0.0.1 --port "$port" --database "$work/marquee.sqlite" >"$work/marquee.log" 2>&1 &
  pids+=($!)
  wait_for "$base/healthz" || { echo "hostile-load: the server did not start:" >&2; cat "$work/marquee.log" >&2; exit 1; }
fi

python3 scripts/hostile-load.py "$base" --seconds "${SECONDS_UNDER_LOAD:-20}" --clients "${CLIENTS:-8}" --tries "${TRIES:-10}"
