#!/usr/bin/env bash
# Runs the database suites (tests/db) against a real PostgreSQL: initdb's a throwaway cluster on a
# free port in a temp dir, sets TEST_DATABASE_URL (each test file then gets its own new database on
# it, where every migration and the seed are applied from scratch), and stops and removes the
# cluster afterwards. Prefers PostgreSQL 15 (hosted projects run 15 or 17); PG_BIN=/path/to/bin
# overrides, e.g. PG_BIN="$(node tests/db/postgres17-bin.mjs)" for 17. PostgreSQL refuses to run as
# root, so as root the server runs as the postgres user.
# Usage: bash tests/db/with-postgres.sh [extra vitest args]
set -euo pipefail
cd "$(dirname "$0")/../.."

pgbin="${PG_BIN:-}"
if [ -z "$pgbin" ]; then
  for d in /usr/lib/postgresql/15/bin $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$d/initdb" ]; then pgbin="$d"; break; fi
  done
fi
if [ -z "$pgbin" ] && command -v pg_config >/dev/null; then pgbin="$(pg_config --bindir)"; fi
if [ -z "$pgbin" ] || [ ! -x "$pgbin/initdb" ]; then
  echo "with-postgres: no PostgreSQL binaries found (looked in /usr/lib/postgresql/*/bin; set PG_BIN)" >&2
  exit 1
fi

tmp="$(mktemp -d /tmp/agenda-db-pg.XXXXXX)"
chmod 755 "$tmp"
port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

run=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/sh postgres
  chown postgres "$tmp"
  run=(runuser -u postgres --)
  # A server inside a checkout (PG_BIN in node_modules) may sit under a folder the postgres user
  # cannot enter: then it runs from a copy of its install (bin/, lib/, share/) in the temp dir.
  if ! runuser -u postgres -- test -x "$pgbin/postgres"; then
    cp -a "$(dirname "$pgbin")" "$tmp/pg"
    pgbin="$tmp/pg/$(basename "$pgbin")"
  fi
fi

cleanup() {
  "${run[@]}" "$pgbin/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT

"${run[@]}" "$pgbin/initdb" -D "$tmp/data" -U postgres --auth=trust -E UTF8 --no-locale >"$tmp/initdb.log" 2>&1 ||
  { cat "$tmp/initdb.log" >&2; exit 1; }
"${run[@]}" "$pgbin/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w \
  -o "-p $port -k $tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null ||
  { cat "$tmp/server.log" >&2; exit 1; }

echo "with-postgres: $("$pgbin/postgres" --version) on 127.0.0.1:$port"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run tests/db "$@"
