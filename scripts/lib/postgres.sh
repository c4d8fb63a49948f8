# A throwaway PostgreSQL server, sourced by scripts/test, scripts/cluster.sh and the measurement
# scripts. PostgreSQL refuses to run as root, so when the caller is root the server runs as the
# `postgres` user (made by Debian's package).
#
#   postgres_start DIR PORT [fast]   initdb in DIR/data and start on 127.0.0.1:PORT; the superuser
#                                    is `marquee`, with a random password kept in DIR/password
#                                    (no other local user can log in). `fast` turns off fsync
#                                    (tests: the data is thrown away anyway).
#   postgres_stop DIR                stop it (the caller removes DIR)
#   postgres_url DIR PORT NAME       prints postgres://marquee:PASSWORD@127.0.0.1:PORT/NAME after creating NAME

postgres_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  [ -n "$dir" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; return 1; }
  echo "$dir"
}

postgres_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

postgres_start() { # dir port [fast]
  local dir=$1 port=$2 bin
  bin=$(postgres_bin) || return 1
  mkdir -p "$dir"
  if [ "$(id -u)" -eq 0 ]; then
    # The postgres user must reach DIR: a private temporary parent is opened for traversal only.
    chmod o+x "$(dirname "$dir")"
    chown postgres "$dir"
  fi
  head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$dir/password"
  chmod 600 "$dir/password"
  [ "$(id -u)" -eq 0 ] && chown postgres "$dir/password"
  postgres_as_owner "$bin/initdb" -D "$dir/data" -U marquee --pwfile="$dir/password" --auth=scram-sha-256 -E UTF8 --locale=C.UTF-8 \
    >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; return 1; }
  # Written into its configuration, so that a restart (pg_ctl start) keeps them.
  {
    echo "listen_addresses = '127.0.0.1'"
    echo "port = $port"
    echo "unix_socket_directories = '$dir'"
    echo "max_connections = 400"
    if [ "${3:-}" = fast ]; then
      echo "fsync = off"
      echo "synchronous_commit = off"
      echo "full_page_writes = off"
    fi
  } | postgres_as_owner tee -a "$dir/data/postgresql.conf" >/dev/null
  postgres_as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start >/dev/null \
    || { cat "$dir/server.log" >&2; return 1; }
}

postgres_stop() { # dir
  local bin
  bin=$(postgres_bin) || return 0
  [ -d "$1/data" ] && postgres_as_owner "$bin/pg_ctl" -D "$1/data" -m immediate stop >/dev/null 2>&1 || true
}

postgres_url() { # dir port name
  local password
  password=$(cat "$1/password")
  PGPASSWORD=$password psql -h 127.0.0.1 -p "$2" -U marquee -d postgres -qc "CREATE DATABASE \"$3\"" >/dev/null
  echo "postgres://marquee:$password@127.0.0.1:$2/$3"
}
