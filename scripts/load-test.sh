#!/usr/bin/env bash
# Measures the search page under load, beside nginx serving the same HTML bytes as a static
# file on this machine, and the page weight of the search screen. Loopback only; every run
# is bounded in time and stops its servers on exit.
#
# Usage: scripts/load-test.sh [MARQUEE_BIN] (default: a release build, built if missing)
# Needs: wrk, nginx (Debian: apt-get install wrk nginx-light), curl.
set -euo pipefail
cd "$(dirname "$0")/.."

duration=${DURATION:-15s}
connections=${CONNECTIONS:-32}
threads=${THREADS:-2}
query=${QUERY:-batman}

bin=${1:-}
if [ -z "$bin" ]; then
  swift build -c release --product marquee >/dev/null
  bin="$(swift build -c release --show-bin-path)/marquee"
fi
for tool in wrk nginx curl; do
  command -v "$tool" >/dev/null || { echo "load-test: $tool is missing (apt-get install wrk nginx-light curl)" >&2; exit 2; }
done

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

marquee_port=$(free_port)
env -u TMDB_API_KEY -u TMDB_READ_ACCESS_TOKEN "$bin" serve --host 127.0.0.1 --port "$marquee_port" \
  --database "$work/marquee.sqlite" >"$work/marquee.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do curl -fs "http://127.0.0.1:$marquee_port/healthz" >/dev/null && break; sleep 0.1; done

url_path="/search?q=$query"
mkdir -p "$work/www"
curl -fs "http://127.0.0.1:$marquee_port$url_path" -o "$work/www/search.html"

nginx_port=$(free_port)
cat >"$work/nginx.conf" <<CONF
worker_processes auto;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $work/tmp;
  proxy_temp_path $work/tmp;
  fastcgi_temp_path $work/tmp;
  uwsgi_temp_path $work/tmp;
  scgi_temp_path $work/tmp;
  server {
    listen 127.0.0.1:$nginx_port;
    location / { default_type text/html; alias $work/www/search.html; }
  }
}
CONF
mkdir -p "$work/tmp"
nginx -c "$work/nginx.conf" &
pids+=($!)
for _ in $(seq 50); do curl -fs "http://127.0.0.1:$nginx_port/" >/dev/null && break; sleep 0.1; done

measure() { # name url [header] -> "requests/s p99"
  local out
  out=$(wrk -t"$threads" -c"$connections" -d"$duration" --latency ${3:+-H "$3"} "$2")
  local rps p99
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  printf '%s %s\n' "$rps" "$p99"
}

# A returning visitor: the same cookies on every request, as a browser sends them.
cookies="$work/cookies.txt"
curl -fs -c "$cookies" "http://127.0.0.1:$marquee_port/" -o /dev/null
# curl writes HttpOnly cookies as "#HttpOnly_host" lines.
cookie_header=$(awk '{ sub(/^#HttpOnly_/, "") } !/^#/ && NF >= 7 { printf "%s%s=%s", sep, $6, $7; sep="; " }' "$cookies")
csrf=$(awk '{ sub(/^#HttpOnly_/, "") } $6 == "marquee_csrf" { print $7 }' "$cookies")
[ -n "$csrf" ] || { echo "load-test: no CSRF cookie from the server" >&2; exit 1; }
# The favorite toggles must be accepted, or their latency means nothing.
status=$(curl -s -o /dev/null -w '%{http_code}' -H "Cookie: $cookie_header" -H "Accept: application/json" \
  --data "csrf_token=$csrf&favorite=true" "http://127.0.0.1:$marquee_port/movies/155/favorite")
[ "$status" = 200 ] || { echo "load-test: a favorite toggle answered $status" >&2; exit 1; }

read -r marquee_rps marquee_p99 < <(measure marquee "http://127.0.0.1:$marquee_port$url_path" "Cookie: $cookie_header")
read -r first_rps first_p99 < <(measure marquee "http://127.0.0.1:$marquee_port$url_path")
read -r nginx_rps nginx_p99 < <(measure nginx "http://127.0.0.1:$nginx_port/")

# Discover: one connection, so latency is the time to render a page of 20 cards.
render=$(wrk -t1 -c1 -d"$duration" --latency -H "Cookie: $cookie_header" "http://127.0.0.1:$marquee_port/")
render_mean=$(awk '$1 == "Latency" {print $2; exit}' <<<"$render")
render_p99=$(awk '$1 == "99%" {print $2}' <<<"$render")
read -r discover_rps discover_p99 < <(wrk -t"$threads" -c"$connections" -d"$duration" --latency -H "Cookie: $cookie_header" \
  "http://127.0.0.1:$marquee_port/" | awk '/Requests\/sec/ {r=$2} $1 == "99%" {p=$2} END {print r, p}')

# Favorite toggles under load: POSTs with the visitor's cookies and CSRF token, as the page
# script sends them, alternating favorite and unfavorite.
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
read -r toggle_rps toggle_p50 toggle_p99 < <(wrk -t"$threads" -c"$connections" -d"$duration" --latency -s "$work/favorite.lua" \
  "http://127.0.0.1:$marquee_port" | awk '/Requests\/sec/ {r=$2} $1 == "50%" {m=$2} $1 == "99%" {p=$2} END {print r, m, p}')

bytes() { curl -fs -H "Cookie: $cookie_header" "http://127.0.0.1:$marquee_port$1" | wc -c; }
html=$(bytes "$url_path"); discover_html=$(bytes /); css=$(bytes /assets/app.css); js=$(bytes /assets/app.js); icons=$(bytes /assets/icons.svg)

echo "| measurement | requests/s | latency |"
echo "|---|---|---|"
echo "| marquee \`GET $url_path\`, a returning visitor (cookies sent) | $marquee_rps | p99 $marquee_p99 |"
echo "| marquee \`GET $url_path\`, every request a new visitor (no cookies) | $first_rps | p99 $first_p99 |"
echo "| nginx, the same bytes as a static file | $nginx_rps | p99 $nginx_p99 |"
echo "| marquee \`GET /\` (Discover, 20 cards), $connections connections | $discover_rps | p99 $discover_p99 |"
echo "| marquee \`GET /\`, one connection: time to render 20 cards | | mean $render_mean, p99 $render_p99 |"
echo "| favorite toggles \`POST /movies/155/favorite\`, $connections connections | $toggle_rps | p50 $toggle_p50, p99 $toggle_p99 |"
awk -v m="$marquee_rps" -v n="$nginx_rps" 'BEGIN { printf "\nmarquee / nginx throughput on the search page: %.4f (1 : %.0f)\n", m / n, n / m }'
echo
echo "Search page weight without images: HTML $html + CSS $css + JS $js + icons $icons = $((html + css + js + icons)) bytes"
echo "Discover page weight without images: HTML $discover_html + CSS $css + JS $js + icons $icons = $((discover_html + css + js + icons)) bytes"
echo "(wrk -t$threads -c$connections -d$duration, $(nproc) cores, $(uname -m))"
