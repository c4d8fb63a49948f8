#!/usr/bin/env bash
# What a first visit to each screen downloads: the page, and the style sheets and scripts it
# links (entry modules and the modules they import, named by `modulepreload`), plain and
# gzipped as the server sends them. Also what the same scripts would cost joined into one
# file (gzipped once), and what the modules loaded only when their moment comes weigh.
# Offline on the embedded catalog; loopback only.
#
# Usage: scripts/page-weight.sh [MARQUEE_BIN] (default: a release build, built if missing)
# Needs: curl, python3, gzip.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/measure.sh
measure_setup page-weight "${1:-}" curl python3 gzip

port=$(free_port)
env -u TMDB_API_KEY -u TMDB_READ_ACCESS_TOKEN -u MARQUEE_DATABASE_URL "$bin" serve --host 127.0.0.1 --port "$port" \
  --database "$work/marquee.sqlite" >"$work/marquee.log" 2>&1 &
pids+=($!)
base="http://127.0.0.1:$port"
wait_for "$base/healthz"

bytes() { curl -fs "$base$1" | wc -c; }
gzipped() { curl -fs -H "Accept-Encoding: gzip" "$base$1" | wc -c; }

echo "| screen | HTML | CSS | JS (files) | total | gzipped (HTML) | JS joined, gzipped | JS as modules, gzipped |"
echo "|---|---|---|---|---|---|---|---|"
for path in "/search?q=batman" "/" "/movies/155" "/favorites" "/gallery?q=batman" "/login"; do
  page=$(curl -fs "$base$path")
  html=$(printf '%s' "$page" | wc -c)
  html_gz=$(gzipped "$path")
  css=0; js=0; files=0; total_gz=$html_gz; modules_gz=0
  : >"$work/joined.js"
  for asset in $(printf '%s' "$page" | grep -o '/assets/[a-z-]*\.[0-9a-f]*\.\(css\|js\)' | sort -u); do
    size=$(bytes "$asset"); size_gz=$(gzipped "$asset")
    total_gz=$((total_gz + size_gz))
    case "$asset" in
      *.css) css=$((css + size)) ;;
      *.js) js=$((js + size)); files=$((files + 1)); modules_gz=$((modules_gz + size_gz)); curl -fs "$base$asset" >>"$work/joined.js" ;;
    esac
  done
  joined_gz=$(gzip -9 -c "$work/joined.js" | wc -c)
  echo "| \`$path\` | $html | $css | $js ($files) | $((html + css + js)) | $total_gz ($html_gz) | $joined_gz | $modules_gz |"
done

echo
echo "Loaded only when needed (plain / gzipped):"
worker=$(curl -fs "$base/service-worker.js")
for name in outbox favorite-rows updates saved-pages; do
  asset=$(printf '%s' "$worker" | grep -o "/assets/$name\.[0-9a-f]*\.js" | head -1)
  echo "- \`$name.js\`: $(bytes "$asset") / $(gzipped "$asset")"
done
echo "- the service worker: $(bytes /service-worker.js) / $(gzipped /service-worker.js)"
