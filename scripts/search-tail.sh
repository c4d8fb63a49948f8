#!/usr/bin/env bash
# The tail of distinct searches (issue 26): QUERIES distinct queries of title words
# (scripts/search-tail.py: 1 to 3 words from the titles of a generated TMDB export, now and then
# cut to a prefix) against `marquee serve` on a FILMS-film catalog, one at a time at one
# keep-alive connection, each timed client-side on the results fragment the page script fetches
# (/search/results?q=). The server is started afresh for each store, so no page of results is
# kept yet; the first 400 queries are then run again (served from the page memo) and a trivial page
# (/manifest.webmanifest) is timed, which together show what the server costs besides the search.
# On SQLite the search statement (CatalogSearchRequest's SQL) is then also run alone on the file,
# through Python's sqlite3 on the same system libsqlite3, for its own wall and CPU time.
# On PostgreSQL each search statement's own time (parse, bind, execute) is read from the server's
# log (log_min_duration_statement = 0) with the CPU time its backend spent on it
# (log_statement_stats; on a busy machine the difference is mostly time spent waiting for a core),
# and with EXPLAIN=1 auto_explain logs the plan (EXPLAIN ANALYZE, buffers) of every statement
# slower than EXPLAIN_MS (8) milliseconds. The settings are made with ALTER SYSTEM for the run and
# reset after it.
#
#   scripts/search-tail.sh [MARQUEE_BINARY]     a release build is made when no binary is given
#   FILMS=1000000 QUERIES=1000                  the export's size, how many distinct queries
#   STORES="postgres sqlite"                    which stores to measure
#   KEEP=DIR                                    keep the export, the databases and the PostgreSQL
#                                               server (left running) in DIR, and use them again
#                                               when there: an import is skipped when
#                                               DIR/STORE.imported names the same export
#   EXPLAIN=1 EXPLAIN_MS=8                      log plans of slow statements (PostgreSQL)
# Prints each run's p50/p90/p99/max and the 20 slowest queries; with KEEP, the timings stay in
# DIR/results/ (STORE-distinct.tsv, STORE-memo.tsv, STORE-trivial.tsv, postgres-statements.tsv,
# postgres-statements-cpu.tsv, postgres-statements-phases.tsv, postgres-plans.log,
# sqlite-statements.tsv (CPU) and sqlite-statements-wall.tsv).
# Needs: PostgreSQL with its contrib (Debian: apt-get install postgresql), curl, python3.
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/measure.sh
. scripts/lib/postgres.sh
measure_setup search-tail "${1:-}" psql curl python3
films=${FILMS:-1000000}
count=${QUERIES:-1000}
stores=${STORES:-postgres sqlite}
explain_ms=${EXPLAIN_MS:-8}
if [ -n "${KEEP:-}" ]; then
  mkdir -p "$KEEP"
  keep=$(cd "$KEEP" && pwd)
  chmod 755 "$keep"
  trap measure_cleanup EXIT
else
  keep=$work/keep
  mkdir -p "$keep"
  trap 'postgres_stop "$keep/postgres"; measure_cleanup' EXIT
fi
results=$keep/results
mkdir -p "$results"
tool=scripts/search-tail.py

export_file=$keep/movie_ids.json.gz
if [ ! -s "$export_file" ]; then
  python3 scripts/make-tmdb-export.py "$films" "$export_file"
fi
queries=$keep/queries-$count.txt
[ -s "$queries" ] || python3 "$tool" queries "$export_file" "$count" "$queries"

# The kept server: started again when it is not running; its URL and secret are kept beside it.
postgres_ready() {
  [ -s "$keep/postgres-url" ] || return 1
  url=$(cat "$keep/postgres-url")
  psql "$url" -Atc 'SELECT 1' >/dev/null 2>&1 && return 0
  [ -d "$keep/postgres/data" ] || return 1
  postgres_as_owner "$(postgres_bin)/pg_ctl" -D "$keep/postgres/data" -l "$keep/postgres/server.log" -w -t 30 start >/dev/null
  psql "$url" -Atc 'SELECT 1' >/dev/null
}

# A store is imported once: DIR/STORE.imported names the export it holds (its size in films and
# bytes), and a kept store with the same stamp is used as it is.
import() { # store env...
  local store=$1 stamp
  shift
  stamp="$films films, $(stat -c %s "$export_file") bytes"
  [ "$(cat "$keep/$store.imported" 2>/dev/null)" = "$stamp" ] && return 0
  echo "importing $export_file into $store…" >&2
  env -u TMDB_API_KEY -u TMDB_READ_ACCESS_TOKEN "$@" "$bin" catalog import "$export_file" >"$work/import.out" 2>&1 || { cat "$work/import.out" >&2; exit 1; }
  tail -1 "$work/import.out" >&2
  echo "$stamp" >"$keep/$store.imported"
}

prepare_postgres() {
  if ! postgres_ready; then
    rm -rf "$keep/postgres"
    local port
    port=$(free_port)
    postgres_start "$keep/postgres" "$port"
    postgres_url "$keep/postgres" "$port" marquee >"$keep/postgres-url"
    url=$(cat "$keep/postgres-url")
    head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$keep/postgres-secret"
  fi
  store_env=(MARQUEE_DATABASE="$keep/postgres-side.sqlite" MARQUEE_DATABASE_URL="$url" MARQUEE_SECRET="$(cat "$keep/postgres-secret")")
  import postgres "${store_env[@]}"
}

prepare_sqlite() {
  store_env=(MARQUEE_DATABASE="$keep/sqlite/marquee.sqlite")
  mkdir -p "$keep/sqlite"
  import sqlite "${store_env[@]}"
}

pg_setting() { # sql...: ALTER SYSTEM statements, then a reload (new sessions take them)
  local statement args=(-c "LOAD 'auto_explain'") # its settings are known once it is loaded
  for statement in "$@"; do args+=(-c "$statement"); done
  psql "$url" -qAt -v ON_ERROR_STOP=1 "${args[@]}" -c 'SELECT pg_reload_conf()' >/dev/null
}

measure() { # store
  local store=$1 port base cookie log_start=0 log=""
  "prepare_$store"
  if [ "$store" = postgres ]; then
    log=$keep/postgres/server.log
    local settings=("ALTER SYSTEM SET log_min_duration_statement = 0" "ALTER SYSTEM SET log_parameter_max_length = -1"
      "ALTER SYSTEM SET log_statement_stats = on")
    if [ "${EXPLAIN:-0}" = 1 ]; then
      settings+=("ALTER SYSTEM SET session_preload_libraries = 'auto_explain'" "ALTER SYSTEM SET auto_explain.log_min_duration = '${explain_ms}ms'"
        "ALTER SYSTEM SET auto_explain.log_analyze = on" "ALTER SYSTEM SET auto_explain.log_buffers = on"
        "ALTER SYSTEM SET auto_explain.log_nested_statements = on")
    fi
    pg_setting "${settings[@]}"
  fi
  port=$(free_port)
  base="http://127.0.0.1:$port"
  rm -f "$work/server.pid"
  sh -c 'echo $$ >"$0"; exec "$@"' "$work/server.pid" \
    env -u TMDB_API_KEY -u TMDB_READ_ACCESS_TOKEN "${store_env[@]}" "$bin" serve --host 127.0.0.1 --port "$port" >"$work/server-$store.log" 2>&1 &
  for _ in $(seq 50); do [ -s "$work/server.pid" ] && break; sleep 0.1; done
  local pid
  pid=$(cat "$work/server.pid")
  pids+=("$pid")
  wait_for "$base/healthz" || { cat "$work/server-$store.log" >&2; exit 1; }
  curl -fs -c "$work/cookies.txt" "$base/" -o /dev/null
  cookie=$(cookie_header "$work/cookies.txt")
  # Warm the server's code paths and the store's pages on queries not in the list.
  printf '%s\n' "zzq" "qqz kavo" "xyzzy plugh" >"$work/warm.txt"
  COOKIE=$cookie python3 "$tool" time "$base/search/results" "$work/warm.txt" /dev/null
  COOKIE=$cookie python3 "$tool" trivial "$base/manifest.webmanifest" 200 /dev/null
  if [ -n "$log" ]; then log_start=$(stat -c %s "$log"); fi
  COOKIE=$cookie python3 "$tool" time "$base/search/results" "$queries" "$results/$store-distinct.tsv"
  if [ -n "$log" ]; then
    tail -c +"$((log_start + 1))" "$log" >"$work/statements.log"
    python3 "$tool" pglog "$work/statements.log" "$results/postgres-statements.tsv"
    if [ "${EXPLAIN:-0}" = 1 ]; then python3 "$tool" plans "$work/statements.log" "$results/postgres-plans.log"; fi
  fi
  # The server keeps 500 pages of results: the first 400 queries again are all answered from them.
  head -400 "$queries" >"$work/memo.txt"
  COOKIE=$cookie python3 "$tool" time "$base/search/results" "$work/memo.txt" "$results/$store-memo.tsv"
  COOKIE=$cookie python3 "$tool" trivial "$base/manifest.webmanifest" "$count" "$results/$store-trivial.tsv"
  kill "$pid"
  while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
  if [ "$store" = postgres ]; then
    pg_setting "ALTER SYSTEM RESET ALL"
  else
    python3 "$tool" sqlite "$keep/sqlite/marquee.sqlite" "$queries" "$results/sqlite-statements.tsv"
  fi
  echo "== $store, $films films (export) + the embedded catalog; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
  python3 "$tool" report "distinct queries, client side" "$results/$store-distinct.tsv" 20
  if [ "$store" = postgres ]; then
    python3 "$tool" report "distinct queries, PostgreSQL's time of the search statement (parse, bind, execute)" "$results/postgres-statements.tsv" 20
    python3 "$tool" report "distinct queries, PostgreSQL's CPU time of the search statement" "$results/postgres-statements-cpu.tsv" 20
  fi
  if [ "$store" = sqlite ]; then
    python3 "$tool" report "distinct queries, the search statement alone (Python's sqlite3, same libsqlite3), wall" "$results/sqlite-statements-wall.tsv" 0
    python3 "$tool" report "distinct queries, the search statement alone, CPU" "$results/sqlite-statements.tsv" 20
  fi
  python3 "$tool" report "the first 400 queries again (from the page memo), client side" "$results/$store-memo.tsv" 0
  python3 "$tool" report "/manifest.webmanifest, client side" "$results/$store-trivial.tsv" 0
}

for store in $stores; do measure "$store"; done
if [ -n "${KEEP:-}" ]; then echo "kept in $keep (PostgreSQL: $(sed 's/:[^:@]*@/:…@/' "$keep/postgres-url" 2>/dev/null || echo none))"; fi
