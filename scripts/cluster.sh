#!/usr/bin/env bash
# Starts Marquee scaled out on one machine: a throwaway PostgreSQL cluster, two Marquee servers
# over it (named a and b in the X-Marquee-Server header) and nginx balancing between them on one
# port. Runs until Ctrl-C or SIGTERM, then stops everything and removes its files.
#
#   scripts/cluster.sh [MARQUEE_BINARY]     a release build is made when no binary is given
#   CLUSTER_PORT=8080                        the balancer's port (default 8080; 0 picks a free one)
#
# It prints one line per part, then "ready":
#   balancer http://127.0.0.1:8080
#   server a http://127.0.0.1:PORT pid PID
#   server b http://127.0.0.1:PORT pid PID
#   postgres postgres://marquee@127.0.0.1:PORT/marquee
#   postgres-data DIR                         (pg_ctl -D DIR stop|start, as the postgres user when root)
# Needs: PostgreSQL, nginx, curl (Debian: apt-get install postgresql nginx-light curl).
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/measure.sh
. scripts/lib/postgres.sh
measure_setup cluster "${1:-}" nginx curl psql
cluster_cleanup() {
  measure_cleanup_servers
  postgres_stop "$work/postgres"
  measure_cleanup
}
measure_cleanup_servers() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cluster_cleanup EXIT
trap 'exit 0' INT TERM

postgres_port=$(free_port)
postgres_start "$work/postgres" "$postgres_port"
database_url=$(postgres_url "$work/postgres" "$postgres_port" marquee)
secret=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')

start_server() { # name -> "port pid"
  local name=$1 port
  port=$(free_port)
  mkdir -p "$work/$name"
  # Each server keeps its image cache in its own folder; everything else is in PostgreSQL.
  env -u TMDB_API_KEY -u TMDB_READ_ACCESS_TOKEN -u FLICKR_API_KEY \
    MARQUEE_DATABASE="$work/$name/marquee.sqlite" MARQUEE_DATABASE_URL="$database_url" MARQUEE_SECRET="$secret" \
    MARQUEE_SERVER_NAME="$name" MARQUEE_TRUST_FORWARDED_FOR=true MARQUEE_BCRYPT_COST="${MARQUEE_BCRYPT_COST:-12}" \
    "$bin" serve --host 127.0.0.1 --port "$port" >"$work/$name.log" 2>&1 &
  echo "$port $!"
}
# Started together on purpose: the migrations' advisory lock makes one wait for the other.
read -r port_a pid_a < <(start_server a)
read -r port_b pid_b < <(start_server b)
pids+=("$pid_a" "$pid_b")
wait_for "http://127.0.0.1:$port_a/healthz" || { cat "$work/a.log" >&2; exit 1; }
wait_for "http://127.0.0.1:$port_b/healthz" || { cat "$work/b.log" >&2; exit 1; }

balancer_port=${CLUSTER_PORT:-8080}
[ "$balancer_port" = 0 ] && balancer_port=$(free_port)
chmod 755 "$work"
nginx_config "  upstream marquee {
    # A server that refuses connections is left alone for 5 s; its requests go to the other.
    server 127.0.0.1:$port_a max_fails=1 fail_timeout=5s;
    server 127.0.0.1:$port_b max_fails=1 fail_timeout=5s;
    keepalive 32;
  }
  server {
    listen 127.0.0.1:$balancer_port;
    location / {
      proxy_pass http://marquee;
      proxy_http_version 1.1;
      proxy_set_header Connection \"\";
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      # Only requests that never reached a server are tried on the other one, so a form is
      # never applied twice.
      proxy_next_upstream error timeout;
    }
  }" >"$work/nginx.conf"
nginx -c "$work/nginx.conf" &
pids+=($!)
wait_for "http://127.0.0.1:$balancer_port/healthz" || { cat "$work/nginx-error.log" >&2; exit 1; }

echo "balancer http://127.0.0.1:$balancer_port"
echo "server a http://127.0.0.1:$port_a pid $pid_a"
echo "server b http://127.0.0.1:$port_b pid $pid_b"
echo "postgres $database_url"
echo "postgres-data $work/postgres/data"
echo "ready"
# Runs until told to stop; a server killed meanwhile (a test's SIGKILL) does not end it.
while kill -0 "${pids[-1]}" 2>/dev/null; do sleep 1; done
