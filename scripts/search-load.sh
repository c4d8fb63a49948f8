#!/usr/bin/env bash
# The search page over HTTP, at one connection and at 32, on three catalogs: SQLite with a
# 58,788-film catalog file (the embedded catalog's real lines, repeated), SQLite with a
# 1,000,000-film TMDB export, and PostgreSQL with the same export. Each run cycles through the
# query shapes of issue 19 (a common two-letter prefix, a common word, a middling one, three
# words, three words that rarely meet) as a returning visitor with cookies. Pages of results are
# kept by the server until the catalog changes, so this is what repeated searches cost; the
# first search of a query is what `Benchmarks/` (CatalogSearch) measures.
#
#   scripts/search-load.sh [MARQUEE_BINARY]    a release build is made when no binary is given
#   FILMS=1000000 DURATION=10s                  the export's size, each run's length
# Needs: wrk, PostgreSQL (Debian: apt-get install wrk postgresql), curl.
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/measure.sh
. scripts/lib/postgres.sh
measure_setup search-load "${1:-}" wrk psql curl
trap 'postgres_stop "$work/postgres"; measure_cleanup' EXIT

films=${FILMS:-1000000}
duration=${DURATION:-10s}
queries=(st the batman "the+dark+knight" "ghost+empire+winter")

python3 scripts/make-catalog-file.py 58788 "$work/films.jsonl"
python3 scripts/make-tmdb-export.py "$films" "$work/movie_ids.json.gz"

port=$(free_port)
postgres_start "$work/postgres" "$port"
url=$(postgres_url "$work/postgres" "$port" marquee)
secret=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')

import() { # file env...
  local file=$1
  shift
  env "$@" "$bin" catalog import "$file" >"$work/import.out" 2>&1 || { cat "$work/import.out" >&2; exit 1; }
}
import "$work/films.jsonl" MARQUEE_DATABASE="$work/small.sqlite"
import "$work/movie_ids.json.gz" MARQUEE_DATABASE="$work/large.sqlite"
import "$work/movie_ids.json.gz" MARQUEE_DATABASE="$work/pg.sqlite" MARQUEE_DATABASE_URL="$url" MARQUEE_SECRET="$secret"

cat >"$work/queries.lua" <<LUA
local paths = {}
for _, q in ipairs({$(printf '"%s",' "${queries[@]}")}) do table.insert(paths, "/search?q=" .. q) end
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", paths[(n % #paths) + 1])
end
LUA

measure_store() { # label films env...
  local label=$1 count=$2 server_port base cookie out
  shift 2
  server_port=$(free_port)
  base="http://127.0.0.1:$server_port"
  env -u TMDB_API_KEY -u TMDB_READ_ACCESS_TOKEN "$@" "$bin" serve --host 127.0.0.1 --port "$server_port" >"$work/server.log" 2>&1 &
  local pid=$!
  wait_for "$base/healthz" || { cat "$work/server.log" >&2; exit 1; }
  curl -fs -c "$work/cookies.txt" "$base/" -o /dev/null
  cookie=$(cookie_header "$work/cookies.txt")
  for query in "${queries[@]}"; do curl -fs -H "Cookie: $cookie" "$base/search?q=$query" -o /dev/null; done
  for shape in "1 1" "2 32"; do
    read -r threads connections <<<"$shape"
    out=$(wrk -t"$threads" -c"$connections" -d"$duration" --latency -s "$work/queries.lua" -H "Cookie: $cookie" "$base")
    echo "| $label | $count | $connections | $(awk '/Requests\/sec/ {print $2}' <<<"$out") | $(awk '$1 == "50%" {print $2}' <<<"$out") | $(awk '$1 == "99%" {print $2}' <<<"$out") |"
  done
  kill "$pid"
  wait "$pid" 2>/dev/null || true
}

echo "| store | films | connections | requests/s | p50 | p99 |"
echo "|---|---|---|---|---|---|"
measure_store SQLite "58,788 + the embedded catalog" MARQUEE_DATABASE="$work/small.sqlite"
measure_store SQLite "$films (export) + the embedded catalog" MARQUEE_DATABASE="$work/large.sqlite"
measure_store PostgreSQL "$films (export) + the embedded catalog" MARQUEE_DATABASE="$work/pg.sqlite" MARQUEE_DATABASE_URL="$url" MARQUEE_SECRET="$secret"
echo "(queries: ${queries[*]}; wrk -d$duration, $(nproc) cores, $(uname -m))"
