#!/usr/bin/env bash
# Runs a command next to a private, throwaway PostgreSQL cluster: started as the postgres user in a
# temporary directory on a free port, its URL in POSTGRES_URL, removed when the command ends.
# Usage: with-postgres.sh <command> [args…]
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  if [ "$(id -u)" = 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
    bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  else
    echo "PostgreSQL is not installed: apt-get install postgresql" >&2
    exit 1
  fi
fi

as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi
}

dir=$(mktemp -d /tmp/vool-pg.XXXXXX)
chown postgres "$dir" 2>/dev/null || true
free_port() {
  # Written as a string: under FORCE_COLOR, console.log would colour a number.
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
}
stop() {
  as_postgres "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

as_postgres "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 >/dev/null
# A port found free can be taken before the server binds it, so a failed start tries another one.
started=
for attempt in 1 2 3; do
  port=$(free_port)
  if as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 120 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start >/dev/null; then
    started=1
    break
  fi
  echo "PostgreSQL did not start (attempt $attempt):" >&2
  tail -n 20 "$dir/log" >&2 || true
done
[ -n "$started" ] || exit 1
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2

POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
