#!/usr/bin/env bash
# Measures the response cache under a long crawl (issue 26): every successful TMDB answer is kept,
# cookie or not, and the cache is bounded by its size (MARQUEE_RESPONSE_CACHE_MB, oldest out
# first). For each bound, one Marquee on a fresh SQLite file, live against a stand-in for TMDB
# (tests/browser/stub_tmdb.py, the same recorded search page for every query), takes 10,000
# distinct cookieless searches; the cache's trigger-kept total is sampled during the crawl and
# checked against the bound; then rows, bytes and the file's size, as markdown. Loopback only;
# stops its servers on exit.
#
# Usage: scripts/cache-crawl.sh [MARQUEE_BIN] (default: a release build, built if missing)
# Sizes: the database plus its -wal file, "server up" right after the crawl, and "checkpointed"
# after the server stopped and `PRAGMA wal_checkpoint(TRUNCATE)` ran, so only the database counts.
# Knobs (environment): CACHE_MB="1 64" (one run each), SEARCHES=10000 CONCURRENCY=8
# SAMPLE_EVERY=500 (answers between printed samples; a thread also samples every POLL=0.2 s).
# Needs: curl, python3.
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/measure.sh
measure_setup cache-crawl "${1:-}" curl python3

# Reads the SQLite file (read-only unless told to checkpoint): "rows sum total".
inspect() { # database [checkpoint]
  python3 - "$@" <<'PY'
import contextlib, sqlite3, sys
path = sys.argv[1]
if len(sys.argv) > 2:
    with contextlib.closing(sqlite3.connect(path, timeout=10)) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)) as db:
    rows, total = db.execute("SELECT COUNT(*), IFNULL(SUM(length(key) + length(body)), 0) FROM responseCache").fetchone()
    (kept,) = db.execute("SELECT bytes FROM responseCacheSize").fetchone()
print(rows, total, kept)
PY
}

size() { # database: bytes of it and its -wal file
  local total=0 file
  for file in "$1" "$1-wal"; do [ -f "$file" ] && total=$((total + $(stat -c %s "$file"))); done
  echo "$total"
}

mib() { awk -v b="$1" 'BEGIN { printf "%.2f MiB", b / 1048576 }'; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
echo "binary: $bin"

# The stand-in for TMDB, shared by the runs.
python3 scripts/cache-crawl.py stub --port-file "$work/stub.port" 2>>"$work/stub.log" &
stub=$!
pids=("$stub")
for _ in $(seq 100); do [ -s "$work/stub.port" ] && break; sleep 0.1; done
[ -s "$work/stub.port" ] || { echo "cache-crawl: the stub TMDB did not start:" >&2; cat "$work/stub.log" >&2; exit 1; }
stub_api="http://127.0.0.1:$(cat "$work/stub.port")/3"
fixture=Sources/MarqueeTestSupport/Fixtures/tmdb/search-movie-disney-page1.json
echo "stub TMDB: $stub_api; every search answers $fixture ($(stat -c %s "$fixture") bytes)"

summary=()
for mb in ${CACHE_MB:-1 64}; do
  bound=$((mb << 20))
  db=$work/cache-$mb.sqlite
  port=$(free_port)
  env -u TMDB_READ_ACCESS_TOKEN -u FLICKR_API_KEY -u MARQUEE_DATABASE_URL -u MARQUEE_SEARCH \
    TMDB_API_KEY=k TMDB_API_BASE_URL="$stub_api" TMDB_IMAGE_BASE_URL="${stub_api%/3}/t/p" \
    MARQUEE_RESPONSE_CACHE_MB="$mb" MARQUEE_BCRYPT_COST=10 \
    "$bin" serve --host 127.0.0.1 --port "$port" --database "$db" >>"$work/marquee-$mb.log" 2>&1 &
  server=$!
  pids=("$stub" "$server")
  base="http://127.0.0.1:$port"
  wait_for "$base/healthz" || { echo "cache-crawl: the server did not start:" >&2; cat "$work/marquee-$mb.log" >&2; exit 1; }
  read -r _ _ kept_before < <(inspect "$db")

  echo
  echo "## MARQUEE_RESPONSE_CACHE_MB=$mb (bound $bound bytes)"
  echo
  python3 scripts/cache-crawl.py crawl --base "$base" --database "$db" --bound "$bound" --searches "${SEARCHES:-10000}" \
    --concurrency "${CONCURRENCY:-8}" --sample-every "${SAMPLE_EVERY:-500}" --poll "${POLL:-0.2}" | tee "$work/crawl-$mb.out" | grep -v '^='
  value() { sed -n "s/^=$1: //p" "$work/crawl-$mb.out"; }

  read -r rows sum kept < <(inspect "$db")
  running_size=$(size "$db")
  kill "$server"
  wait "$server" 2>/dev/null || true
  pids=("$stub")
  read -r rows_after sum_after kept_after < <(inspect "$db" checkpoint)
  after_size=$(size "$db")
  largest=$(value largest)
  verdict="within the bound"
  if [ "$largest" -gt "$bound" ] || [ "$kept" -gt "$bound" ] || [ "$sum" -gt "$bound" ] || [ "$(value over)" -gt 0 ]; then
    verdict="**EXCEEDED THE BOUND**"
  fi
  [ "$sum" -eq "$kept" ] && agree="yes" || agree="**no** (differ by $((kept - sum)))"

  echo
  echo "| after the crawl | value |"
  echo "|---|---:|"
  echo "| answers 200 | $(value ok) of $(value requests) |"
  echo "| requests/s | $(value rate) |"
  echo "| rows in responseCache | $rows |"
  echo "| SUM(length(key)+length(body)) | $sum ($(mib "$sum")) |"
  echo "| responseCacheSize.bytes (trigger-kept) | $kept ($(mib "$kept")); agrees with the SUM: $agree |"
  echo "| responseCacheSize.bytes before the crawl | $kept_before |"
  echo "| largest total seen during the crawl | $largest ($(mib "$largest")) |"
  echo "| bound | $bound ($(mib "$bound")): $verdict |"
  echo "| SQLite file (db + -wal), server up | $running_size ($(mib "$running_size")) |"
  echo "| SQLite file, server stopped, checkpointed | $after_size ($(mib "$after_size")) |"
  echo "| rows / SUM / total after the stop | $rows_after / $sum_after / $kept_after |"
  summary+=("| $mb | $bound | $(value ok)/$(value requests) | $(value rate) | $rows | $sum | $kept | $largest | $verdict | $running_size | $after_size |")
done

echo
echo "## Summary: $(printf '%s' "${SEARCHES:-10000}") distinct cookieless searches, ${CONCURRENCY:-8} at once"
echo
echo "| cache MB | bound (B) | 200s | req/s | rows | SUM key+body (B) | responseCacheSize (B) | largest seen (B) | verdict | file, server up (B) | file, checkpointed (B) |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|"
printf '%s\n' "${summary[@]}"
