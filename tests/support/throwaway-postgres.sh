# A throwaway PostgreSQL cluster for the suites that need a real server, sourced (not run) by
# tests/db/with-postgres.sh, tests/local-stack/with-postgres.sh and tests/db/supabase-cli.sh:
#
#   source tests/support/throwaway-postgres.sh
#   pg_find_bin <name>   sets pgbin: PG_BIN when given, else PostgreSQL 15 (hosted projects run 15
#                        or 17), else the newest Debian server, else pg_config's; exits when none.
#   pg_start <name>      initdb's a cluster in a temp dir, starts it on a free 127.0.0.1 port and sets
#                        pg_tmp, pg_port and pg_url; the cluster is stopped and removed on exit.
#
# <name> prefixes the messages and the temp dir. PostgreSQL refuses to run as root, so as root the
# server runs as the postgres system user (created when missing).

pg_find_bin() {
  pgbin="${PG_BIN:-}"
  if [ -z "$pgbin" ]; then
    local d
    for d in /usr/lib/postgresql/15/bin $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
      if [ -x "$d/initdb" ]; then pgbin="$d"; break; fi
    done
  fi
  if [ -z "$pgbin" ] && command -v pg_config >/dev/null; then pgbin="$(pg_config --bindir)"; fi
  if [ -z "$pgbin" ] || [ ! -x "$pgbin/initdb" ]; then
    echo "$1: no PostgreSQL binaries found (looked in /usr/lib/postgresql/*/bin; set PG_BIN)" >&2
    exit 1
  fi
}

pg_start() {
  pg_tmp="$(mktemp -d "/tmp/$1-pg.XXXXXX")"
  chmod 755 "$pg_tmp"
  pg_port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
  pg_run=()
  if [ "$(id -u)" = "0" ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/sh postgres
    chown postgres "$pg_tmp"
    pg_run=(runuser -u postgres --)
    # A server inside a checkout (PG_BIN in node_modules) may sit under a folder the postgres user
    # cannot enter: then it runs from a copy of its install (bin/, lib/, share/) in the temp dir.
    if ! runuser -u postgres -- test -x "$pgbin/postgres"; then
      cp -a "$(dirname "$pgbin")" "$pg_tmp/pg"
      pgbin="$pg_tmp/pg/$(basename "$pgbin")"
    fi
  fi
  trap pg_cleanup EXIT
  "${pg_run[@]}" "$pgbin/initdb" -D "$pg_tmp/data" -U postgres --auth=trust -E UTF8 --no-locale \
    >"$pg_tmp/initdb.log" 2>&1 || { cat "$pg_tmp/initdb.log" >&2; exit 1; }
  "${pg_run[@]}" "$pgbin/pg_ctl" -D "$pg_tmp/data" -l "$pg_tmp/server.log" -w \
    -o "-p $pg_port -k $pg_tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start \
    >/dev/null || { cat "$pg_tmp/server.log" >&2; exit 1; }
  pg_url="postgres://postgres@127.0.0.1:$pg_port/postgres"
  echo "$1: $("$pgbin/postgres" --version) on 127.0.0.1:$pg_port"
}

pg_cleanup() {
  "${pg_run[@]}" "$pgbin/pg_ctl" -D "$pg_tmp/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$pg_tmp"
}
