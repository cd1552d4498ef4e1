#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on 127.0.0.1 for the real-database test pass, installing it
# from Debian's packages when missing (as root). Prints the DATABASE_URL to use on its last line.
# Usage: scripts/postgres-server.sh start|stop|resume  (PG_PORT, PG_DIR override the defaults)
set -euo pipefail
PG_PORT="${PG_PORT:-25432}"  # below Linux's ephemeral range (32768-60999), so a restart never finds it taken
PG_DIR="${PG_DIR:-/tmp/quota-postgres}"
cmd="${1:-start}"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

start_server() {
  as_postgres "$1/pg_ctl -D $PG_DIR/data -l $PG_DIR/server.log -w -o \"-p $PG_PORT -c listen_addresses=127.0.0.1 -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" start" >/dev/null
}

# resume: start a server stopped with `stop` again on its data (how an outage ends).
if [ "$cmd" = resume ]; then
  start_server "$(find_bin)"
  exit 0
fi

if [ "$cmd" = stop ]; then
  bin="$(find_bin)"
  [ -n "$bin" ] && [ -f "$PG_DIR/data/postmaster.pid" ] && as_postgres "$bin/pg_ctl -D $PG_DIR/data -m fast stop" >/dev/null || true
  exit 0
fi

bin="$(find_bin)"
if [ -z "$bin" ] || [ ! -x "$bin/postgres" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "PostgreSQL is not installed. Install it with: sudo apt-get install -y postgresql-15" >&2
    exit 1
  fi
  echo "Installing PostgreSQL from Debian's packages..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >&2 || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bin="$(find_bin)"
fi

# A server left running by an earlier run is stopped before its folder is replaced.
[ -f "$PG_DIR/data/postmaster.pid" ] && as_postgres "$bin/pg_ctl -D $PG_DIR/data -m immediate stop" >/dev/null 2>&1 || true
rm -rf "$PG_DIR"
mkdir -p "$PG_DIR"
[ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
as_postgres "$bin/initdb -D $PG_DIR/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
start_server "$bin"
echo "postgres://postgres@127.0.0.1:$PG_PORT/postgres"
