#!/usr/bin/env bash
# Measures how much a crawler grows the database: one Marquee on a fresh SQLite file (embedded
# catalog, no upstream keys) takes a bounded crawl without cookies (searches, gallery searches,
# HEADs) and the requests of one browser that keeps its cookie; then rows per table and the
# file's size before and after, as markdown. Loopback only; stops its server on exit.
#
# Usage: scripts/crawl-growth.sh [MARQUEE_BIN] (default: a release build, built if missing)
# Sizes: the database plus its -wal file; "checkpointed" is after the server stopped and
# `PRAGMA wal_checkpoint(TRUNCATE)` ran through sqlite3, so that only the database file counts.
# Knobs (environment): SEARCHES=2000 GALLERY=2000 HEADS=500 BROWSER=2000 FORGED=0 CONCURRENCY=8;
# FORGED=N adds N searches each with a new made-up (well-formed) visitor cookie.
# Needs: curl, sqlite3, python3 (Debian: apt-get install curl sqlite3).
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/measure.sh
measure_setup crawl-growth "${1:-}" curl sqlite3 python3

db=$work/marquee.sqlite
tables=(searchHistory gallerySearch visitor favorite responseCache session throttle)

start_server() {
  port=$(free_port)
  env -u TMDB_API_KEY -u TMDB_READ_ACCESS_TOKEN -u FLICKR_API_KEY -u MARQUEE_DATABASE_URL MARQUEE_BCRYPT_COST=10 \
    "$bin" serve --host 127.0.0.1 --port "$port" --database "$db" >>"$work/marquee.log" 2>&1 &
  server=$!
  pids=("$server")
  base="http://127.0.0.1:$port"
  wait_for "$base/healthz" || { echo "crawl-growth: the server did not start:" >&2; cat "$work/marquee.log" >&2; exit 1; }
}

stop_server() {
  kill "$server"
  wait "$server" 2>/dev/null || true
  pids=()
}

size() { # bytes of the database and its -wal file
  local total=0 file
  for file in "$db" "$db-wal"; do [ -f "$file" ] && total=$((total + $(stat -c %s "$file"))); done
  echo "$total"
}

checkpoint() { sqlite3 "$db" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null; }

rows() { local table; for table in "${tables[@]}"; do sqlite3 "$db" "SELECT COUNT(*) FROM $table"; done; }

kib() { awk -v b="$1" 'BEGIN { printf "%.1f KiB", b / 1024 }'; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
echo "binary: $bin"

# The fresh database as the server leaves it at start, then the same checkpointed.
start_server
started_size=$(size)
stop_server
checkpoint
baseline_size=$(size)
mapfile -t rows_before < <(rows)

start_server
started=$(date +%s.%N)
python3 scripts/crawl-growth.py --base "$base" --database "$db" --searches "${SEARCHES:-2000}" --gallery "${GALLERY:-2000}" \
  --heads "${HEADS:-500}" --browser "${BROWSER:-2000}" --forged "${FORGED:-0}" --concurrency "${CONCURRENCY:-8}"
echo "all requests: $(awk -v s="$started" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }') s"
running_size=$(size)
stop_server
checkpoint
after_size=$(size)
mapfile -t rows_after < <(rows)

echo
echo "| table | rows before | rows after |"
echo "|---|---:|---:|"
for i in "${!tables[@]}"; do echo "| ${tables[$i]} | ${rows_before[$i]} | ${rows_after[$i]} |"; done
echo
echo "| SQLite file (db + -wal) | bytes | size |"
echo "|---|---:|---:|"
echo "| fresh, server just started | $started_size | $(kib "$started_size") |"
echo "| fresh, checkpointed | $baseline_size | $(kib "$baseline_size") |"
echo "| after the run, server still up | $running_size | $(kib "$running_size") |"
echo "| after the run, checkpointed | $after_size | $(kib "$after_size") |"
echo "| growth (checkpointed) | $((after_size - baseline_size)) | $(kib $((after_size - baseline_size))) |"
