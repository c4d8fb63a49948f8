#!/usr/bin/env bash
# Measures the film, person and genre pages: their weight (each page with the style sheets and
# scripts it links, plain and gzipped, as load-test.sh counts it) and the server's CPU time per
# request (one keep-alive connection, sequential requests, utime+stime of the server from
# /proc/PID/stat), beside /healthz. Offline on the embedded catalog, and live on the stub TMDB of
# the browser tests (tests/browser/stub_tmdb.py, the real captures). Loopback only.
#
# Usage: scripts/film-page-measure.sh [MARQUEE_BIN] (default: a release build, built if missing)
# Needs: curl, python3.
set -euo pipefail
cd "$(dirname "$0")/.."

requests=${REQUESTS:-3000}

. scripts/lib/measure.sh
measure_setup film-page-measure "${1:-}" curl python3

serve() { # port database [env...]: starts marquee, adds its pid
  local port=$1 database=$2
  shift 2
  env -u TMDB_API_KEY -u TMDB_READ_ACCESS_TOKEN -u MARQUEE_DATABASE_URL "$@" "$bin" serve --host 127.0.0.1 --port "$port" \
    --database "$database" >"$work/marquee-$port.log" 2>&1 &
  pids+=($!)
  wait_for "http://127.0.0.1:$port/healthz"
}

cpu_per_request() { # base path pid -> milliseconds of server CPU per request
  python3 - "$1" "$2" "$3" "$requests" <<'PY'
import http.client, os, sys, urllib.parse
base, path, pid, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
url = urllib.parse.urlsplit(base)
tick = os.sysconf("SC_CLK_TCK")
def cpu():
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / tick
connection = http.client.HTTPConnection(url.hostname, url.port)
cookie = "marquee_visitor=" + "5e" * 32
def get():
    connection.request("GET", path, headers={"Cookie": cookie})
    response = connection.getresponse()
    response.read()
    assert response.status == 200, f"{path} answered {response.status}"
for _ in range(200):
    get()
start = cpu()
for _ in range(count):
    get()
print(f"{(cpu() - start) / count * 1000:.3f}")
PY
}

weight() { # base path -> "html css js total total_gz"
  local base=$1 page html css=0 js=0 total_gz asset
  page=$(curl -fs "$base$2")
  html=$(printf '%s' "$page" | wc -c)
  total_gz=$(curl -fs -H "Accept-Encoding: gzip" "$base$2" | wc -c)
  for asset in $(printf '%s' "$page" | grep -o '/assets/[a-z-]*\.[0-9a-f]*\.\(css\|js\)' | sort -u); do
    case "$asset" in
      *.css) css=$((css + $(curl -fs "$base$asset" | wc -c))) ;;
      *.js) js=$((js + $(curl -fs "$base$asset" | wc -c))) ;;
    esac
    total_gz=$((total_gz + $(curl -fs -H "Accept-Encoding: gzip" "$base$asset" | wc -c)))
  done
  echo "$html $css $js $((html + css + js)) $total_gz"
}

offline_port=$(free_port)
serve "$offline_port" "$work/offline.sqlite"
offline="http://127.0.0.1:$offline_port"
offline_pid=${pids[-1]}

python3 -c "
import sys, time
sys.path.insert(0, 'tests/browser')
from stub_tmdb import StubTMDB
with StubTMDB() as stub:
    print(stub.port, flush=True)
    while True: time.sleep(3600)
" >"$work/stub.port" 2>"$work/stub.log" &
pids+=($!)
for _ in $(seq 100); do [ -s "$work/stub.port" ] && break; sleep 0.1; done
stub_port=$(head -1 "$work/stub.port")
[ -n "$stub_port" ] || { echo "film-page-measure: the stub TMDB did not start" >&2; cat "$work/stub.log" >&2; exit 1; }
live_port=$(free_port)
serve "$live_port" "$work/live.sqlite" TMDB_API_KEY=k TMDB_API_BASE_URL="http://127.0.0.1:$stub_port/3" \
  TMDB_IMAGE_BASE_URL="http://127.0.0.1:$stub_port/t/p"
live="http://127.0.0.1:$live_port"
live_pid=${pids[-1]}

echo "| page | HTML | CSS | JS | total | gzipped total | server CPU per request |"
echo "|---|---|---|---|---|---|---|"
echo "| \`/healthz\` | | | | | | $(cpu_per_request "$offline" /healthz "$offline_pid") ms |"
for path in /movies/155 /people/525 /genres/18; do
  read -r html css js total gz < <(weight "$offline" "$path")
  echo "| \`$path\` offline | $html | $css | $js | **$total** | **$gz** | $(cpu_per_request "$offline" "$path" "$offline_pid") ms |"
done
for path in /movies/550 /people/31; do
  read -r html css js total gz < <(weight "$live" "$path")
  echo "| \`$path\` live | $html | $css | $js | **$total** | **$gz** | $(cpu_per_request "$live" "$path" "$live_pid") ms |"
done
