#!/usr/bin/env bash
# Measures the image pipeline: a cached image served by Marquee beside nginx serving the same
# file, and how many upstream requests 50 simultaneous requests for one uncached image make.
# nginx plays TMDB's image host; Marquee runs with a TMDB key that is never used for anything
# else. Loopback only; stops its servers on exit.
#
# Usage: scripts/image-load.sh [MARQUEE_BIN] (default: a release build, built if missing)
# Needs: wrk, nginx (Debian: apt-get install wrk nginx-light), curl.
set -euo pipefail
cd "$(dirname "$0")/.."

duration=${DURATION:-15s}
connections=${CONNECTIONS:-32}
. scripts/lib/measure.sh
measure_setup image-load "${1:-}" wrk nginx curl

# A 40 KB "poster": a JPEG's signature and end marker around random bytes.
mkdir -p "$work/www/t/p/w185" "$work/tmp"
python3 -c 'import os,sys; sys.stdout.buffer.write(b"\xff\xd8\xff\xe0" + os.urandom(40_000) + b"\xff\xd9")' >"$work/www/t/p/w185/poster.jpg"
cp "$work/www/t/p/w185/poster.jpg" "$work/www/t/p/w185/fresh.jpg"
# nginx's workers run as another user: they must be able to read the files.
chmod 755 "$work"; chmod -R a+rX "$work/www"

nginx_port=$(free_port)
nginx_config "  types { image/jpeg jpg; }
  server { listen 127.0.0.1:$nginx_port; root $work/www; }" "$work/access.log" >"$work/nginx.conf"
nginx -c "$work/nginx.conf" &
pids+=($!)
wait_for "http://127.0.0.1:$nginx_port/t/p/w185/poster.jpg"

marquee_port=$(free_port)
env -u TMDB_READ_ACCESS_TOKEN TMDB_API_KEY=unused TMDB_API_BASE_URL="http://127.0.0.1:9/3" \
  TMDB_IMAGE_BASE_URL="http://127.0.0.1:$nginx_port/t/p" \
  "$bin" serve --host 127.0.0.1 --port "$marquee_port" --database "$work/marquee.sqlite" >"$work/marquee.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$marquee_port/healthz"

# 50 requests at once for an image nobody asked for yet.
seq 50 | xargs -P50 -I{} curl -fs -o /dev/null "http://127.0.0.1:$marquee_port/images/w185/fresh.jpg"
upstream=$(grep -c 'GET /t/p/w185/fresh.jpg' "$work/access.log" || true)
echo "50 simultaneous requests for one uncached image: $upstream upstream request(s)"

type=$(curl -fs -o /dev/null -w '%{content_type}' "http://127.0.0.1:$marquee_port/images/w185/poster.jpg")   # now cached
[ "$type" = image/jpeg ] || { echo "image-load: the poster came back as $type, not from the upstream" >&2; exit 1; }
measure() { wrk -t2 -c"$connections" -d"$duration" --latency "$1" | awk '/Requests\/sec/ {r=$2} $1 == "99%" {p=$2} END {print r, p}'; }
read -r marquee_rps marquee_p99 < <(measure "http://127.0.0.1:$marquee_port/images/w185/poster.jpg")
read -r nginx_rps nginx_p99 < <(measure "http://127.0.0.1:$nginx_port/t/p/w185/poster.jpg")
echo "| measurement | requests/s | p99 |"
echo "|---|---|---|"
echo "| marquee, a cached 40 KB poster | $marquee_rps | $marquee_p99 |"
echo "| nginx, the same file | $nginx_rps | $nginx_p99 |"
awk -v m="$marquee_rps" -v n="$nginx_rps" 'BEGIN { printf "marquee serves %.1f%% of nginx'"'"'s rate\n", 100 * m / n }'
echo "(wrk -t2 -c$connections -d$duration, $(nproc) cores, $(uname -m))"
