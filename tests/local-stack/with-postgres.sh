#!/usr/bin/env bash
# Runs the local-stack contract suite against a real PostgreSQL (15 if installed): initdb's a
# throwaway cluster on a free port in a temp dir, sets TEST_DATABASE_URL, then stops and removes it.
# PG_BIN=/path/to/bin picks another server, e.g. 17: PG_BIN="$(node tests/db/postgres17-bin.mjs)".
# Usage: bash tests/local-stack/with-postgres.sh [extra vitest args]
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

tmp="$(mktemp -d /tmp/local-stack-pg.XXXXXX)"
chmod 755 "$tmp"
port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

# PostgreSQL refuses to run as root: use a postgres system user then.
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
# durability.test.ts is about PGlite's data directory: it has nothing to check on a server.
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run tests/local-stack \
  --exclude tests/local-stack/durability.test.ts "$@"
