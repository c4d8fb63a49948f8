# Shared set-up of the measurement scripts (load-test.sh, login-load.sh, image-load.sh), sourced
# from the repository root. After `measure_setup NAME "$1" TOOL...`: $bin is the marquee binary
# (a release build, built if none was given), $work a private folder, and every pid added to
# `pids` is stopped, and $work removed, when the script exits.

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

measure_setup() { # name binary-or-empty tool...
  local name=$1 tool
  bin=$2
  shift 2
  if [ -z "$bin" ]; then
    swift build -c release --product marquee >/dev/null
    bin="$(swift build -c release --show-bin-path)/marquee"
  fi
  for tool in "$@"; do
    command -v "$tool" >/dev/null || { echo "$name: $tool is missing (apt-get install wrk nginx-light curl)" >&2; exit 2; }
  done
  work=$(mktemp -d)
  # nginx's workers drop root for an unprivileged user, who must be able to read what it serves.
  chmod 755 "$work"
  pids=()
  trap measure_cleanup EXIT
}

measure_cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}

cookie_header() { # curl-cookie-jar -> "name=value; name=value", as a browser sends them back
  # curl writes HttpOnly cookies as "#HttpOnly_host" lines.
  awk '{ sub(/^#HttpOnly_/, "") } !/^#/ && NF >= 7 { printf "%s%s=%s", sep, $6, $7; sep="; " }' "$1"
}

wait_for() { # url: up to 10 s; fails when it never answers
  for _ in $(seq 100); do curl -fs "$1" -o /dev/null && return 0; sleep 0.1; done
  return 1
}

nginx_config() { # http-block-body [access-log]: an nginx.conf in $work, in the foreground, its files kept in $work
  mkdir -p "$work/nginx"
  cat <<CONF
worker_processes auto;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
daemon off;
events { worker_connections 1024; }
http {
  access_log ${2:-off};
  client_body_temp_path $work/nginx;
  proxy_temp_path $work/nginx;
  fastcgi_temp_path $work/nginx;
  uwsgi_temp_path $work/nginx;
  scgi_temp_path $work/nginx;
$1
}
CONF
}
