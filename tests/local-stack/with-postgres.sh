#!/usr/bin/env bash
# Runs the local-stack contract suite against a real PostgreSQL: a throwaway cluster
# (tests/support/throwaway-postgres.sh) whose URL goes in TEST_DATABASE_URL. Prefers PostgreSQL 15;
# PG_BIN=/path/to/bin picks another server, e.g. 17: PG_BIN="$(node tests/db/postgres17-bin.mjs)".
# Usage: bash tests/local-stack/with-postgres.sh [extra vitest args]
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/support/throwaway-postgres.sh

pg_find_bin local-stack
pg_start local-stack
# durability.test.ts is about PGlite's data directory: it has nothing to check on a server.
TEST_DATABASE_URL="$pg_url" npx vitest run tests/local-stack \
  --exclude tests/local-stack/durability.test.ts "$@"
