#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for canon's graph tests and benchmarks.
#
#   scripts/postgres.sh start DIR   install PostgreSQL with apt-get when absent
#                                   (as root), initdb a cluster in DIR owned by
#                                   an unprivileged user, start it on
#                                   127.0.0.1 at a free port (nothing else:
#                                   no Unix socket outside DIR, no other
#                                   address), create the database "canon" and
#                                   print its URL on stdout.
#   scripts/postgres.sh url DIR     print the URL of the cluster in DIR.
#   scripts/postgres.sh stop DIR    stop the cluster and remove DIR.
#
# Progress goes to stderr, so `url=$(scripts/postgres.sh start "$dir")` works.
# Run as root, the server runs as the user "postgres" (created by the Debian
# package) through runuser; run as another user, the server runs as that
# user and PostgreSQL must already be installed.
set -euo pipefail

log() { echo "postgres.sh: $*" >&2; }
die() { log "$*"; exit 1; }

cmd=${1:-}
dir=${2:-}
[ -n "$cmd" ] && [ -n "$dir" ] || die "usage: $0 start|url|stop DIR"

# bindir finds the newest installed PostgreSQL server binaries.
bindir() {
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [ -x "$d/initdb" ] && { echo "$d"; return 0; }
  done
  d=$(command -v initdb 2>/dev/null || true)
  [ -n "$d" ] && { dirname "$d"; return 0; }
  return 1
}

install_postgres() {
  bindir >/dev/null && return 0
  [ "$(id -u)" = 0 ] || die "PostgreSQL is not installed and installing it needs root"
  log "installing PostgreSQL with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  # The Debian package creates the "postgres" user; its default cluster is
  # not needed (a cluster is made in DIR) and not started in a container.
  apt-get install -y -qq --no-install-recommends postgresql >&2
  bindir >/dev/null || die "apt-get installed PostgreSQL but no initdb was found"
}

# as runs a command as the cluster's owner.
owner() { if [ "$(id -u)" = 0 ]; then echo postgres; else id -un; fi; }
as() {
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  python3 - <<'EOF' 2>/dev/null || echo $((20000 + RANDOM % 20000))
import socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])
s.close()
EOF
}

url_of() {
  local port
  port=$(cat "$dir/port" 2>/dev/null) || die "no cluster in $dir"
  echo "postgres://canon@127.0.0.1:$port/canon?sslmode=disable"
}

case "$cmd" in
start)
  install_postgres
  bin=$(bindir)
  [ ! -e "$dir/data" ] || die "$dir/data exists: stop that cluster first"
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  chown "$(owner)" "$dir" 2>/dev/null || true
  chmod 700 "$dir"
  # The owner must be able to reach DIR.
  as test -w "$dir" || die "$(owner) cannot write $dir (choose a directory it can reach, e.g. under /tmp)"
  log "initdb in $dir/data ($bin)"
  as "$bin/initdb" -D "$dir/data" -U canon --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
    || as "$bin/initdb" -D "$dir/data" -U canon --auth=trust -E UTF8 --locale=C >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; die "initdb failed"; }
  for try in 1 2 3 4 5; do
    port=$(free_port)
    # listen_addresses is 127.0.0.1 only; the Unix socket lives in DIR.
    if as "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c full_page_writes=off -c synchronous_commit=off" \
      start >&2; then
      echo "$port" >"$dir/port"
      break
    fi
    log "start on port $port failed (try $try)"; tail -5 "$dir/server.log" >&2 || true
    [ "$try" = 5 ] && die "could not start PostgreSQL"
  done
  as "$bin/createdb" -h 127.0.0.1 -p "$port" -U canon canon
  log "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port, data in $dir/data"
  url_of
  ;;
url)
  url_of
  ;;
stop)
  if [ -d "$dir/data" ]; then
    bin=$(bindir) || die "no PostgreSQL binaries"
    as "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
  fi
  rm -rf "$dir"
  ;;
*)
  die "unknown command $cmd (want start, url or stop)"
  ;;
esac
