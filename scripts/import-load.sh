#!/usr/bin/env bash
# Times `marquee catalog import` of a 58,788-film catalog file into a new SQLite database and into
# a throwaway PostgreSQL, the way a person imports the file they have. The file is the embedded
# catalog's real lines, repeated under new ids with numbered titles until there are 58,788.
#
#   scripts/import-load.sh [MARQUEE_BINARY]     a release build is made when no binary is given
#   FILMS=58788                                  how many lines the file has
# Needs: PostgreSQL (Debian: apt-get install postgresql), curl.
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/measure.sh
. scripts/lib/postgres.sh
measure_setup import-load "${1:-}" psql
trap 'postgres_stop "$work/postgres"; measure_cleanup' EXIT

films=${FILMS:-58788}
python3 scripts/make-catalog-file.py "$films" "$work/films.jsonl"
echo "file: $films films, $(wc -c <"$work/films.jsonl") bytes"

time_import() { # label env... -> seconds
  local label=$1 started ended
  shift
  started=$(date +%s.%N)
  env "$@" "$bin" catalog import "$work/films.jsonl" >"$work/$label.out" 2>&1 || { cat "$work/$label.out" >&2; exit 1; }
  ended=$(date +%s.%N)
  printf '%s: %.2f s (%s)\n' "$label" "$(awk -v a="$started" -v b="$ended" 'BEGIN { print b - a }')" "$(tail -1 "$work/$label.out")"
}

# The database is made (and the embedded catalog loaded) first, so only the import is timed.
env MARQUEE_DATABASE="$work/sqlite/marquee.sqlite" "$bin" catalog stats >/dev/null
time_import "SQLite, new file" MARQUEE_DATABASE="$work/sqlite/marquee.sqlite"
time_import "SQLite, the same file again (every film updated)" MARQUEE_DATABASE="$work/sqlite/marquee.sqlite"

port=$(free_port)
postgres_start "$work/postgres" "$port"
url=$(postgres_url "$work/postgres" "$port" marquee)
secret=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
env MARQUEE_DATABASE="$work/pg/marquee.sqlite" MARQUEE_DATABASE_URL="$url" MARQUEE_SECRET="$secret" "$bin" catalog stats >/dev/null
time_import "PostgreSQL" MARQUEE_DATABASE="$work/pg/marquee.sqlite" MARQUEE_DATABASE_URL="$url" MARQUEE_SECRET="$secret"
time_import "PostgreSQL, the same file again" MARQUEE_DATABASE="$work/pg/marquee.sqlite" MARQUEE_DATABASE_URL="$url" MARQUEE_SECRET="$secret"
