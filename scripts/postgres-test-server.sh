#!/usr/bin/env bash
# Starts a private PostgreSQL cluster on loopback for the tests and prints its URL.
# Usage: scripts/postgres-test-server.sh start|stop   (PGTEST_DIR, PGTEST_PORT may be set)
set -euo pipefail
dir=${PGTEST_DIR:-/tmp/careers-pgtest}
port=${PGTEST_PORT:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2; exit 1; }
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "${1:-start}" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres "$dir"
      as_postgres "$bin/initdb" -D "$dir" --auth=trust --username=postgres -E UTF8 >/dev/null
    fi
    if ! as_postgres "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
    as_postgres "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
      -o "-h 127.0.0.1 -p $port -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_postgres "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null || true
    ;;
esac
