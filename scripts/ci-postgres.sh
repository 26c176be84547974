#!/usr/bin/env bash
# Starts a scratch PostgreSQL server for the server's PostgreSQL tests and prints the
# TEST_DATABASE_URL to use. Installs Debian's postgresql package if it is missing.
# Usage: export TEST_DATABASE_URL=$(bash scripts/ci-postgres.sh)
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  (apt-get update -qq && apt-get install -y -qq postgresql >/dev/null) 1>&2
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi
dir=$(mktemp -d /tmp/dof-pg.XXXXXX)
chown postgres "$dir" 2>/dev/null || true
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
run "'$bin/initdb' -D '$dir/data' -U postgres -A trust" >/dev/null
run "'$bin/pg_ctl' -D '$dir/data' -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l '$dir/log' -w start" >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres"
