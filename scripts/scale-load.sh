#!/usr/bin/env bash
# Scaling out, measured in one run with scripts/load-test.sh's search page and favorite toggles:
#   1. one server on SQLite;
#   2. one server on PostgreSQL (server a of scripts/cluster.sh, b idle);
#   3. both servers behind nginx (the cluster's balancer).
# Also reports how much CPU PostgreSQL and the servers used during run 3, which tells how many
# servers one PostgreSQL carries.
#
#   scripts/scale-load.sh [MARQUEE_BINARY]     a release build is made when no binary is given
#   DURATION=15s CONNECTIONS=32 THREADS=2      passed on to load-test.sh
# Needs: wrk, nginx, curl, PostgreSQL (Debian: apt-get install wrk nginx-light curl postgresql).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/measure.sh
measure_setup scale-load "${1:-}" wrk nginx curl psql

cpu_seconds() { # command name -> CPU seconds used so far by its running processes (from /proc, in ticks)
  local pid total=0
  for pid in $(pgrep -x "$1"); do
    total=$((total + $(awk '{ print $14 + $15 }' "/proc/$pid/stat" 2>/dev/null || echo 0)))
  done
  awk -v t="$total" -v hz="$(getconf CLK_TCK)" 'BEGIN { print t / hz }'
}

echo "| target | measurement | requests/s | p99 |"
echo "|---|---|---|---|"
port=$(free_port)
env -u TMDB_API_KEY -u TMDB_READ_ACCESS_TOKEN -u MARQUEE_DATABASE_URL "$bin" serve --host 127.0.0.1 --port "$port" \
  --database "$work/sqlite/marquee.sqlite" >"$work/sqlite.log" 2>&1 &
sqlite_pid=$!
pids+=("$sqlite_pid")
wait_for "http://127.0.0.1:$port/healthz"
TARGET="http://127.0.0.1:$port" scripts/load-test.sh "$bin" | sed 's/^| http[^|]*|/| one server, SQLite |/'
kill "$sqlite_pid"

CLUSTER_PORT=0 scripts/cluster.sh "$bin" >"$work/cluster.out" 2>&1 &
pids+=($!)
for _ in $(seq 600); do grep -q '^ready$' "$work/cluster.out" && break; sleep 0.1; done
grep -q '^ready$' "$work/cluster.out" || { cat "$work/cluster.out" >&2; exit 1; }
balancer=$(awk '/^balancer/ {print $2}' "$work/cluster.out")
server_a=$(awk '/^server a/ {print $3}' "$work/cluster.out")

TARGET="$server_a" scripts/load-test.sh "$bin" | sed 's/^| http[^|]*|/| one server, PostgreSQL |/'
postgres_before=$(cpu_seconds postgres); marquee_before=$(cpu_seconds marquee); nginx_before=$(cpu_seconds nginx)
started=$(date +%s.%N)
TARGET="$balancer" scripts/load-test.sh "$bin" | sed 's/^| http[^|]*|/| two servers behind nginx, PostgreSQL |/'
ended=$(date +%s.%N)
awk -v p="$(cpu_seconds postgres)" -v p0="$postgres_before" -v m="$(cpu_seconds marquee)" -v m0="$marquee_before" \
    -v n="$(cpu_seconds nginx)" -v n0="$nginx_before" -v a="$started" -v b="$ended" 'BEGIN {
  t = b - a
  printf "\nDuring the two-server run (%.0f s): PostgreSQL used %.2f cores, the Marquee servers %.2f, nginx %.2f.\n", t, (p - p0) / t, (m - m0) / t, (n - n0) / t
}'
echo "(wrk -t${THREADS:-2} -c${CONNECTIONS:-32} -d${DURATION:-15s} per measurement, $(nproc) cores, $(uname -m); wrk, nginx, PostgreSQL and the servers share the cores)"
