#!/usr/bin/env bash
# Times `marquee catalog import` of TMDB's daily export at TMDB's scale: a generated
# 1,000,000-film export (scripts/make-tmdb-export.py, gzipped as TMDB serves it) into a new
# SQLite database and into a throwaway PostgreSQL, then the same file again (every film updated
# in place). Prints each run's time, films a second and peak memory (GNU time's maximum resident
# set size), and the size of the database afterwards.
#
#   scripts/export-import.sh [MARQUEE_BINARY]    a release build is made when no binary is given
#   FILMS=1000000                                 how many lines the export has
# Needs: PostgreSQL (Debian: apt-get install postgresql), GNU time (apt-get install time).
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/measure.sh
. scripts/lib/postgres.sh
measure_setup export-import "${1:-}" psql /usr/bin/time
trap 'postgres_stop "$work/postgres"; measure_cleanup' EXIT

films=${FILMS:-1000000}
python3 scripts/make-tmdb-export.py "$films" "$work/movie_ids.json.gz"
echo "export: $films lines, $(wc -c <"$work/movie_ids.json.gz") bytes gzipped"

time_import() { # label env... : one import, timed, with its peak memory
  local label=$1
  shift
  /usr/bin/time -f "%e %M" -o "$work/time" env "$@" "$bin" catalog import "$work/movie_ids.json.gz" >"$work/out" 2>&1 \
    || { cat "$work/out" >&2; exit 1; }
  read -r seconds kilobytes <"$work/time"
  printf '%s: %s s, peak memory %d MB (%s)\n' "$label" "$seconds" "$((kilobytes / 1024))" "$(tail -1 "$work/out")"
}

# The database is made (and the embedded catalog loaded) first, so only the import is timed.
sqlite="$work/sqlite/marquee.sqlite"
env MARQUEE_DATABASE="$sqlite" "$bin" catalog stats >/dev/null
time_import "SQLite, new database" MARQUEE_DATABASE="$sqlite"
time_import "SQLite, the same export again" MARQUEE_DATABASE="$sqlite"
echo "SQLite file: $(($(stat -c %s "$sqlite") / 1048576)) MB"

port=$(free_port)
postgres_start "$work/postgres" "$port"
url=$(postgres_url "$work/postgres" "$port" marquee)
secret=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
pg=(MARQUEE_DATABASE="$work/pg/marquee.sqlite" MARQUEE_DATABASE_URL="$url" MARQUEE_SECRET="$secret")
env "${pg[@]}" "$bin" catalog stats >/dev/null
time_import "PostgreSQL, new database" "${pg[@]}"
time_import "PostgreSQL, the same export again" "${pg[@]}"
psql "$url" -Atc "SELECT 'PostgreSQL movie table: ' || pg_size_pretty(pg_table_size('movie')) || ', its indexes: ' || pg_size_pretty(pg_indexes_size('movie'))
  || '; movie_rank (the ranks): ' || pg_size_pretty(pg_total_relation_size('movie_rank'))
  || '; search_prefix (search''s index): ' || pg_size_pretty(pg_total_relation_size('search_prefix')) || ', ' || (SELECT count(*) FROM search_prefix) || ' prefixes'"
