#!/usr/bin/env bash
# Runs the database suites (tests/db) against a real PostgreSQL: a throwaway cluster
# (tests/support/throwaway-postgres.sh) whose URL goes in TEST_DATABASE_URL (each test file then gets
# its own new database on it, where every migration and the seed are applied from scratch). Prefers
# PostgreSQL 15; PG_BIN=/path/to/bin overrides, e.g. PG_BIN="$(node tests/db/postgres17-bin.mjs)" for 17.
# Usage: bash tests/db/with-postgres.sh [extra vitest args]
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/support/throwaway-postgres.sh

pg_find_bin with-postgres
pg_start with-postgres
TEST_DATABASE_URL="$pg_url" npx vitest run tests/db "$@"
