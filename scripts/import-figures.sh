#!/usr/bin/env bash
# Times a whole import of a Letterboxd export, writing included (issue 28): `marquee import ZIP
# --json`, end to end (reading, matching the films, writing them in one transaction), into
#   - a new SQLite database holding the embedded catalog,
#   - a copy of a SQLite database of 1,000,000 films (the original is only read),
#   - a throwaway PostgreSQL database holding the embedded catalog, when DATABASE_URL is set.
# Two exports are made from a real one (extratone's): its diary repeated, each copy's days moved
# back a week more, to 5,000 diary rows, and to 100,000 rows in all (every CSV's rows counted),
# the other files kept as they are; zipped as Letterboxd packs its export. Each import runs twice
# on the same database: the second shows that importing the file again adds nothing.
# Prints one Markdown row a run: what --json's summary and result say, the share of the written
# viewings that went to a film of the catalog (counted in the database), the wall time, the CPU
# time (user + system) and the maximum resident set size (GNU time). The database is made
# (migrated, the embedded catalog loaded) before the timed run by `catalog stats`, timed apart.
#
#   scripts/import-figures.sh MARQUEE_BINARY      a release build: swift build -c release --product marquee
#   CATALOG=/work/tail/sqlite/marquee.sqlite       the 1,000,000-film database (with its -wal, if any)
#   EXPORT=../shared/fixtures/imports/letterboxd/extratone-export   the real export
#   DATABASE_URL=postgres://user:password@host:port/postgres         a server where a database may be created
# Needs: python3, GNU time (apt-get install time), sqlite3, and psql for PostgreSQL. Run it on an
# otherwise idle machine: another process on the 2 cores doubles the times.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(realpath "${1:?usage: scripts/import-figures.sh MARQUEE_BINARY}")
catalog=${CATALOG:-/work/tail/sqlite/marquee.sqlite}
export_folder=${EXPORT:-$(dirname "$PWD")/shared/fixtures/imports/letterboxd/extratone-export}
for tool in python3 /usr/bin/time sqlite3; do
  command -v "$tool" >/dev/null || { echo "import-figures: $tool is missing" >&2; exit 2; }
done
work=$(mktemp -d)
pg_name=marquee_import_figures_$$
cleanup() {
  if [ -n "${DATABASE_URL:-}" ]; then psql "$DATABASE_URL" -qc "DROP DATABASE IF EXISTS $pg_name" >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The exports: a ZIP with diary.csv of 5,000 rows, and one with 100,000 rows in all.
python3 - "$export_folder" "$work" <<'PY'
import csv, datetime, io, os, sys, zipfile
source, work = sys.argv[1], sys.argv[2]
files = {}
for folder, _, names in os.walk(source):
    for name in names:
        if name.endswith(".csv"):
            path = os.path.join(folder, name)
            with open(path, newline="", encoding="utf-8") as f:
                files[os.path.relpath(path, source)] = f.read()
def rows(text): return sum(1 for row in csv.reader(io.StringIO(text)) if row) - 1
diary = list(csv.reader(io.StringIO(files["diary.csv"])))
header, entries = diary[0], [row for row in diary[1:] if row]
assert header == ["Date", "Name", "Year", "Letterboxd URI", "Rating", "Rewatch", "Tags", "Watched Date"], header
others = sum(rows(text) for name, text in files.items() if name != "diary.csv")
def moved(day, weeks):
    try: return (datetime.date.fromisoformat(day) - datetime.timedelta(weeks=weeks)).isoformat()
    except ValueError: return day  # an empty day stays empty
for label, diary_rows in (("5000", 5000), ("100000", 100000 - others)):
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    for index in range(diary_rows):
        row = list(entries[index % len(entries)])
        weeks = index // len(entries)
        row[0], row[7] = moved(row[0], weeks), moved(row[7], weeks)
        writer.writerow(row)
    with zipfile.ZipFile(f"{work}/letterboxd-{label}.zip", "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in sorted(files.items()):
            archive.writestr(name, out.getvalue() if name == "diary.csv" else text)
    with open(f"{work}/letterboxd-{label}.rows", "w") as f:
        print(diary_rows + others, diary_rows, file=f)
PY

count_viewings() { # store database: "matched unmatched" viewings kept (any owner)
  case $1 in
    sqlite) sqlite3 "$2" "SELECT count(*) FILTER (WHERE movieID > 0), count(*) FILTER (WHERE movieID < 0) FROM viewing" | tr '|' ' ' ;;
    postgres) psql "$2" -Atc "SELECT count(*) FILTER (WHERE movie_id > 0), count(*) FILTER (WHERE movie_id < 0) FROM viewing" | tr '|' ' ' ;;
  esac
}

run_import() { # export store label run database-options...: one timed import, one row of the table
  local export=$1 store=$2 label=$3 run=$4 db before after status=0
  shift 4
  if [ "$store" = sqlite ]; then db=$2; else db=$4; fi
  before=$(count_viewings "$store" "$db")
  /usr/bin/time -v -o "$work/time" "$bin" import "$work/letterboxd-$export.zip" "$@" --json >"$work/out.json" 2>"$work/err" || status=$?
  after=$(count_viewings "$store" "$db")
  local wall rss cpu total diary
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; printf "%.2f", s }' "$work/time")
  rss=$(awk -F': ' '/Maximum resident set size/ { printf "%d", $2 / 1024 }' "$work/time")
  cpu=$(awk -F': ' '/(User|System) time \(seconds\)/ { s += $2 } END { printf "%.2f", s }' "$work/time")
  read -r total diary <"$work/letterboxd-$export.rows"
  # A failed run's row keeps what the database holds afterwards: a deadline may fire after the commit.
  python3 - "$work/out.json" "$work/err" "$status" "$before" "$after" "$total" "$diary" "$label" "$run" "$wall" "$cpu" "$rss" <<'PY'
import json, sys
out, err, status = sys.argv[1:4]
(m0, u0), (m1, u1) = (map(int, a.split()) for a in sys.argv[4:6])
total, diary, label, run, wall, cpu, rss = sys.argv[6:]
matched, unmatched = m1 - m0, u1 - u0
share = f"{100 * matched / (matched + unmatched):.1f}%" if matched + unmatched else "-"
row = f"| {int(total):,} ({int(diary):,} diary) | {label} | {run} | "
if status != "0":
    message = " ".join(line.strip() for line in open(err) if line.strip())[-200:]
    row += f"**failed** (exit {status}): {message}; the database gained {matched + unmatched:,} viewings | - | {share}"
else:
    report = json.load(open(out)); s, r = report["summary"], report["result"]
    films = s["films_matched"] + s["films_with_several"] + s["films_unmatched"]
    row += f"{r['viewings_added']:,} added, {r['viewings_already_kept']:,} kept already" + (f", {s['rejected']} rows rejected" if s["rejected"] else "")
    row += f" | {s['films_matched']} of {films} ({s['films_with_several']} several, {s['films_unmatched']} none) | {share}"
print(f"{row} | {wall} | {cpu} | {rss} |")
PY
}

prepare() { # label database-options...: opens the database (made, migrated, catalog loaded), timed apart
  local label=$1
  shift
  /usr/bin/time -f "%e s, %M KB" -o "$work/prepare" "$bin" catalog stats "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  echo "$label, opened and prepared before the import: $(cat "$work/prepare")" >&2
}

echo "machine: $(nproc) cores, $(free -g | awk '/^Mem:/ { print $2 }') GiB, load average $(cut -d' ' -f1-3 /proc/loadavg); $bin of $(stat -c %y "$bin" | cut -d. -f1)"
echo "| rows (diary rows) | database | run | viewings | films matched (summary) | written viewings on a catalog film | wall (s) | CPU, user + system (s) | max RSS (MB) |"
echo "|---|---|---|---|---|---|---|---|---|"
for export in 5000 100000; do
  rm -f "$work"/embedded.sqlite*
  prepare "SQLite, embedded catalog" --database "$work/embedded.sqlite"
  for run in first again; do run_import "$export" sqlite "SQLite, embedded catalog" "$run" --database "$work/embedded.sqlite"; done

  rm -f "$work"/million.sqlite*
  cp "$catalog" "$work/million.sqlite"
  if [ -f "$catalog-wal" ]; then cp "$catalog-wal" "$work/million.sqlite-wal"; fi
  prepare "SQLite, 1,000,000 films" --database "$work/million.sqlite"
  for run in first again; do run_import "$export" sqlite "SQLite, 1,000,000 films" "$run" --database "$work/million.sqlite"; done

  if [ -n "${DATABASE_URL:-}" ]; then
    psql "$DATABASE_URL" -qc "DROP DATABASE IF EXISTS $pg_name" -c "CREATE DATABASE $pg_name" >/dev/null
    url="${DATABASE_URL%/*}/$pg_name"
    export MARQUEE_SECRET=${MARQUEE_SECRET:-$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')}
    rm -f "$work"/pg.sqlite*
    prepare "PostgreSQL" --database "$work/pg.sqlite" --database-url "$url"
    for run in first again; do run_import "$export" postgres "PostgreSQL, embedded catalog" "$run" --database "$work/pg.sqlite" --database-url "$url"; done
  fi
done
