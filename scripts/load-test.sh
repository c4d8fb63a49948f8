#!/usr/bin/env bash
# Measures the search, Discover and details pages under load (rate, p99, the server's CPU per
# request), each beside nginx serving the same HTML bytes as a static file, beside Marquee's own
# /healthz and beside its web app manifest (the framework alone), then the server's memory and
# the page weights (each page with the style sheets and scripts it links), plain and gzipped.
# Loopback only; every run is bounded in time and stops its servers on exit.
#
# With LANGUAGES=1 (issue 29) each page is measured in English and in Malay (the language
# cookie), one after the other in one run: the table says how much slower Malay is.
#
# With DIARY=N (issue 27) the returning visitor first logs N viewings of YEAR (2025) through the
# film pages' form, and their diary (its first page, and the page after half of it), and the
# year page are measured beside the search page and /healthz; DATABASE_URL=postgres://… runs the
# server on PostgreSQL (a throwaway database there) instead of a SQLite file.
#
# Usage: scripts/load-test.sh [MARQUEE_BIN] (default: a release build, built if missing)
# Needs: wrk, nginx (Debian: apt-get install wrk nginx-light), curl.
set -euo pipefail
cd "$(dirname "$0")/.."

duration=${DURATION:-15s}
connections=${CONNECTIONS:-32}
threads=${THREADS:-2}
query=${QUERY:-batman}

. scripts/lib/measure.sh
measure_setup load-test "${1:-}" wrk nginx curl


if [ -n "${TARGET:-}" ]; then
  # A Marquee already running (one server on PostgreSQL, or a cluster's balancer): only the
  # search page and favorite toggles are measured.
  base=$TARGET
else
  marquee_port=$(free_port)
  base="http://127.0.0.1:$marquee_port"
  database_options=(--database "$work/marquee.sqlite")
  secret=()
  if [ -n "${DATABASE_URL:-}" ]; then
    database_options+=(--database-url "$DATABASE_URL")
    # One server of a would-be cluster: its forms are signed with a secret of this run.
    secret=(MARQUEE_SECRET="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')")
  fi
  env -u TMDB_API_KEY -u TMDB_READ_ACCESS_TOKEN -u MARQUEE_DATABASE_URL ${secret[@]+"${secret[@]}"} "$bin" serve --host 127.0.0.1 --port "$marquee_port" \
    "${database_options[@]}" >"$work/marquee.log" 2>&1 &
  pids+=($!)
  wait_for "$base/healthz"
fi

search_path="/search?q=$query"
if [ -z "${TARGET:-}" ]; then
  # nginx serves the very bytes of each measured page, as static files.
  mkdir -p "$work/www"
  curl -fs "$base$search_path" -o "$work/www/search.html"
  curl -fs "$base/" -o "$work/www/discover.html"
  curl -fs "$base/movies/155" -o "$work/www/movie.html"

  nginx_port=$(free_port)
  nginx_config "  server {
      listen 127.0.0.1:$nginx_port;
      default_type text/html;
      location = /search.html { alias $work/www/search.html; }
      location = /discover.html { alias $work/www/discover.html; }
      location = /movie.html { alias $work/www/movie.html; }
    }" >"$work/nginx.conf"
  nginx -c "$work/nginx.conf" &
  pids+=($!)
  wait_for "http://127.0.0.1:$nginx_port/search.html"
fi

# The server's CPU time so far, in clock ticks (utime + stime of /proc/PID/stat); 0 for a
# server this script did not start.
server_ticks() {
  if [ -n "${TARGET:-}" ]; then echo 0; else awk '{ print $14 + $15 }' "/proc/${pids[0]}/stat"; fi
}

measure() { # name url [header] -> "requests/s p99 cpu-ms-per-request" (the CPU only for marquee)
  local out before after
  before=$(server_ticks)
  out=$(wrk -t"$threads" -c"$connections" -d"$duration" --latency ${3:+-H "$3"} "$2")
  after=$(server_ticks)
  local rps p99 requests cpu=-
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  requests=$(awk '/requests in/ {print $1}' <<<"$out")
  if [ "$1" = marquee ] && [ -z "${TARGET:-}" ] && [ "${requests:-0}" -gt 0 ]; then
    cpu=$(awk -v t=$((after - before)) -v hz="$(getconf CLK_TCK)" -v n="$requests" 'BEGIN { printf "%.3f", 1000 * t / hz / n }')
  fi
  printf '%s %s %s\n' "$rps" "$p99" "$cpu"
}

# Favorite toggles under load: POSTs with the visitor's cookies and CSRF token, as the page
# script sends them, alternating favorite and unfavorite. -> "requests/s p50 p99"
measure_toggles() {
  cat >"$work/favorite.lua" <<LUA
local n = 0
request = function()
  n = n + 1
  local value = (n % 2 == 0) and "false" or "true"
  return wrk.format("POST", "/movies/155/favorite", {
    ["Cookie"] = "$cookie_header",
    ["Accept"] = "application/json",
    ["Content-Type"] = "application/x-www-form-urlencoded",
  }, "csrf_token=$csrf&favorite=" .. value)
end
LUA
  wrk -t"$threads" -c"$connections" -d"$duration" --latency -s "$work/favorite.lua" "$base" \
    | awk '/Requests\/sec/ {r=$2} $1 == "50%" {m=$2} $1 == "99%" {p=$2} END {print r, m, p}'
}

# A returning visitor: the same cookies on every request, as a browser sends them.
cookies="$work/cookies.txt"
curl -fs -c "$cookies" "$base/" -o /dev/null
cookie_header=$(cookie_header "$cookies")
csrf=$(awk '{ sub(/^#HttpOnly_/, "") } $6 == "marquee_csrf" { print $7 }' "$cookies")
[ -n "$csrf" ] || { echo "load-test: no CSRF cookie from the server" >&2; exit 1; }
# The favorite toggles must be accepted, or their latency means nothing.
status=$(curl -s -o /dev/null -w '%{http_code}' -H "Cookie: $cookie_header" -H "Accept: application/json" \
  --data "csrf_token=$csrf&favorite=true" "$base/movies/155/favorite")
[ "$status" = 200 ] || { echo "load-test: a favorite toggle answered $status" >&2; exit 1; }

if [ -n "${LANGUAGES:-}" ]; then
  echo "| page | English requests/s | Malay requests/s | Malay against English | CPU per request, English / Malay |"
  echo "|---|---|---|---|---|"
  for path in "$search_path" / /movies/155 /genres/28 /favorites /you /you/2026 /login /signup; do
    read -r en_rps _ en_cpu < <(measure marquee "$base$path" "Cookie: $cookie_header; marquee_lang=en")
    read -r ms_rps _ ms_cpu < <(measure marquee "$base$path" "Cookie: $cookie_header; marquee_lang=ms")
    change=$(awk -v e="$en_rps" -v m="$ms_rps" 'BEGIN { printf "%+.1f%%", 100 * (m - e) / e }')
    echo "| \`GET $path\` | $en_rps | $ms_rps | $change | $en_cpu / $ms_cpu ms |"
  done
  echo "(wrk -t$threads -c$connections -d$duration, $(nproc) cores, $(uname -m))"
  exit 0
fi

if [ -n "${DIARY:-}" ]; then
  year=${YEAR:-2025}
  python3 scripts/seed-diary.py "$base" "$cookie_header" "$csrf" "$DIARY" "$year"
  # The page after half the diary: follow "Older viewings" from the first page.
  later_path=/you
  for _ in $(seq $((DIARY / 100))); do
    next=$(curl -fs -H "Cookie: $cookie_header" "$base$later_path" | grep -o 'id="diary-next" class="button" rel="next" href="[^"]*"' | sed 's/.*href="//; s/"$//; s/&amp;/\&/g')
    [ -n "$next" ] || break
    later_path=$next
  done
  read -r health_rps health_p99 health_cpu < <(measure marquee "$base/healthz")
  read -r search_rps search_p99 search_cpu < <(measure marquee "$base$search_path" "Cookie: $cookie_header")
  read -r diary_rps diary_p99 diary_cpu < <(measure marquee "$base/you" "Cookie: $cookie_header")
  read -r later_rps later_p99 later_cpu < <(measure marquee "$base$later_path" "Cookie: $cookie_header")
  read -r year_rps year_p99 year_cpu < <(measure marquee "$base/you/$year" "Cookie: $cookie_header")
  store_name=SQLite
  [ -z "${DATABASE_URL:-}" ] || store_name=PostgreSQL
  echo "| measurement ($DIARY viewings, $store_name) | requests/s | p99 | CPU per request |"
  echo "|---|---|---|---|"
  echo "| \`GET /healthz\` | $health_rps | $health_p99 | $health_cpu ms |"
  echo "| \`GET $search_path\` | $search_rps | $search_p99 | $search_cpu ms |"
  echo "| \`GET /you\` (the diary's first 50) | $diary_rps | $diary_p99 | $diary_cpu ms |"
  echo "| \`GET /you?after=…\` (50, after half the diary) | $later_rps | $later_p99 | $later_cpu ms |"
  echo "| \`GET /you/$year\` (the year of $DIARY viewings) | $year_rps | $year_p99 | $year_cpu ms |"
  echo "(wrk -t$threads -c$connections -d$duration, $(nproc) cores, $(uname -m))"
  exit 0
fi

if [ -n "${TARGET:-}" ]; then
  read -r search_rps search_p99 _ < <(measure marquee "$base$search_path" "Cookie: $cookie_header")
  read -r toggle_rps toggle_p50 toggle_p99 < <(measure_toggles)
  echo "| $TARGET | search \`GET $search_path\` | $search_rps | $search_p99 |"
  echo "| $TARGET | favorite toggles | $toggle_rps | $toggle_p99 (p50 $toggle_p50) |"
  exit 0
fi

# Each page beside nginx serving its bytes and beside Marquee's own /healthz, in one run.
# /healthz writes to the database since 2026-11-25; the web app manifest, a small answer from
# memory, is what the framework costs alone.
read -r health_rps health_p99 health_cpu < <(measure marquee "$base/healthz")
read -r bare_rps bare_p99 bare_cpu < <(measure marquee "$base/manifest.webmanifest")
read -r search_rps search_p99 search_cpu < <(measure marquee "$base$search_path" "Cookie: $cookie_header")
read -r first_rps first_p99 first_cpu < <(measure marquee "$base$search_path")
read -r nginx_search_rps nginx_search_p99 _ < <(measure nginx "http://127.0.0.1:$nginx_port/search.html")
read -r discover_rps discover_p99 discover_cpu < <(measure marquee "$base/" "Cookie: $cookie_header")
read -r nginx_discover_rps nginx_discover_p99 _ < <(measure nginx "http://127.0.0.1:$nginx_port/discover.html")
read -r movie_rps movie_p99 movie_cpu < <(measure marquee "$base/movies/155" "Cookie: $cookie_header")
read -r nginx_movie_rps nginx_movie_p99 _ < <(measure nginx "http://127.0.0.1:$nginx_port/movie.html")

# One connection: latency is the time a search page takes, without queueing.
single=$(wrk -t1 -c1 -d"$duration" --latency -H "Cookie: $cookie_header" "$base$search_path")
single_mean=$(awk '$1 == "Latency" {print $2; exit}' <<<"$single")
single_p99=$(awk '$1 == "99%" {print $2}' <<<"$single")

read -r toggle_rps toggle_p50 toggle_p99 < <(measure_toggles)

rss_kb=$(awk '/^VmRSS/ {print $2}' "/proc/${pids[0]}/status")

bytes() { curl -fs -H "Cookie: $cookie_header" "$base$1" | wc -c; }
gzipped() { curl -fs -H "Cookie: $cookie_header" -H "Accept-Encoding: gzip" "$base$1" | wc -c; }
weight() { # path -> "html css js total html_gz total_gz": the page and every style sheet and script it links
  local page html html_gz css=0 js=0 total_gz asset
  page=$(curl -fs -H "Cookie: $cookie_header" "$base$1")
  html=$(printf '%s' "$page" | wc -c); html_gz=$(gzipped "$1"); total_gz=$html_gz
  for asset in $(printf '%s' "$page" | grep -o '/assets/[a-z-]*\.[0-9a-f]*\.\(css\|js\)' | sort -u); do
    case "$asset" in
      *.css) css=$((css + $(bytes "$asset"))) ;;
      *.js) js=$((js + $(bytes "$asset"))) ;;
    esac
    total_gz=$((total_gz + $(gzipped "$asset")))
  done
  echo "$html $css $js $((html + css + js)) $html_gz $total_gz"
}
read -r search_html search_css search_js search_total search_html_gz search_total_gz < <(weight "$search_path")
read -r discover_html discover_css discover_js discover_total discover_html_gz discover_total_gz < <(weight /)
read -r gallery_html gallery_css gallery_js gallery_total gallery_html_gz gallery_total_gz < <(weight "/gallery?q=$query")

ratio() { awk -v m="$1" -v n="$2" 'BEGIN { printf "%.1f%%", 100 * m / n }'; }
echo "| measurement | requests/s | p99 | CPU per request | vs nginx | vs /healthz | vs the manifest |"
echo "|---|---|---|---|---|---|---|"
echo "| marquee \`GET /healthz\` (writes to the database) | $health_rps | $health_p99 | $health_cpu ms | | | |"
echo "| marquee \`GET /manifest.webmanifest\` (the framework alone) | $bare_rps | $bare_p99 | $bare_cpu ms | | | |"
row() { # label rps p99 cpu nginx_rps
  echo "| $1 | $2 | $3 | $4 ms | $(ratio "$2" "$5") | $(ratio "$2" "$health_rps") | $(ratio "$2" "$bare_rps") |"
}
row "marquee \`GET $search_path\`, a returning visitor (cookies sent)" "$search_rps" "$search_p99" "$search_cpu" "$nginx_search_rps"
row "marquee \`GET $search_path\`, a new visitor each time (no cookies)" "$first_rps" "$first_p99" "$first_cpu" "$nginx_search_rps"
echo "| nginx, the search page's bytes | $nginx_search_rps | $nginx_search_p99 | | | | |"
row "marquee \`GET /\` (Discover, 20 cards)" "$discover_rps" "$discover_p99" "$discover_cpu" "$nginx_discover_rps"
echo "| nginx, Discover's bytes | $nginx_discover_rps | $nginx_discover_p99 | | | | |"
row "marquee \`GET /movies/155\`" "$movie_rps" "$movie_p99" "$movie_cpu" "$nginx_movie_rps"
echo "| nginx, the details page's bytes | $nginx_movie_rps | $nginx_movie_p99 | | | | |"
echo "| favorite toggles \`POST /movies/155/favorite\` | $toggle_rps | $toggle_p99 (p50 $toggle_p50) | | | | |"
echo
echo "One connection, \`GET $search_path\`: mean $single_mean, p99 $single_p99"
echo "Server memory after the runs (VmRSS): $((rss_kb / 1024)) MB"
echo
echo "| page | HTML | CSS | JS | total | gzipped total |"
echo "|---|---|---|---|---|---|"
echo "| search, 20 results | $search_html | $search_css | $search_js | $search_total | $search_total_gz (HTML $search_html_gz) |"
echo "| Discover, 20 cards | $discover_html | $discover_css | $discover_js | $discover_total | $discover_total_gz (HTML $discover_html_gz) |"
echo "| gallery, 40 pictures (without the pictures) | $gallery_html | $gallery_css | $gallery_js | $gallery_total | $gallery_total_gz (HTML $gallery_html_gz) |"
echo "(wrk -t$threads -c$connections -d$duration, $(nproc) cores, $(uname -m))"
