#!/usr/bin/env bash
# Measures log ins per second on one Marquee (bcrypt at the configured cost, 12 by default), and
# the latency of a film's page alone and while log ins run, to show that hashing never blocks
# the threads that answer pages. Loopback only; stops its server on exit.
#
# Usage: scripts/login-load.sh [MARQUEE_BIN] (default: a release build, built if missing)
# Needs: wrk, curl (Debian: apt-get install wrk curl).
set -euo pipefail
cd "$(dirname "$0")/.."

duration=${DURATION:-15s}
cost=${MARQUEE_BCRYPT_COST:-12}
. scripts/lib/measure.sh
measure_setup login-load "${1:-}" wrk curl

port=$(free_port)
env -u TMDB_API_KEY -u TMDB_READ_ACCESS_TOKEN MARQUEE_BCRYPT_COST="$cost" "$bin" serve --host 127.0.0.1 --port "$port" \
  --database "$work/marquee.sqlite" >"$work/marquee.log" 2>&1 &
pids+=($!)
base="http://127.0.0.1:$port"
wait_for "$base/healthz"

# One account, and the CSRF token its log ins carry.
token=$(curl -fs -c "$work/jar" "$base/signup" | grep -o 'name="csrf_token" value="[0-9a-f]*' | head -1 | cut -d'"' -f4)
curl -fs -b "$work/jar" -o /dev/null --data "csrf_token=$token&email=load%40example.com&password=Popcorn-Row-7&mobile=0123456789&gender=female" "$base/signup"
cat >"$work/login.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
wrk.headers["Cookie"] = "marquee_csrf=$token"
wrk.body = "csrf_token=$token&email=load%40example.com&password=Popcorn-Row-7"
LUA

page() { wrk -t1 -c4 -d"$duration" --latency "$base/movies/155" | awk '/Requests\/sec/ {print "  requests/s " $2} /^ +(50|99)%/ {print "  p" $1 " " $2}'; }

echo "== /movies/155 alone (wrk -t1 -c4)"
page
echo "== log ins alone at cost $cost (wrk -t1 -c4, POST /login)"
wrk -t1 -c4 -d"$duration" --latency -s "$work/login.lua" "$base/login" | awk '/Requests\/sec/ {print "  log ins/s " $2} /^ +(50|99)%/ {print "  p" $1 " " $2} /Non-2xx/ {print "  " $0}'
echo "== /movies/155 while log ins run"
wrk -t1 -c4 -d"$duration" -s "$work/login.lua" "$base/login" >"$work/logins-during.txt" &
during=$!
sleep 1
page
wait "$during"
awk '/Requests\/sec/ {print "  (log ins/s meanwhile " $2 ")"}' "$work/logins-during.txt"
