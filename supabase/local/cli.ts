/**
 * `npm run supabase:local` (start) and `npm run supabase:reset` (reset): the local stack for
 * development, data under supabase/.local/ (or SUPABASE_DB_URL's PostgreSQL).
 */
import { existsSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { DEFAULT_DATA_DIR, DEFAULT_PORT, REPO_DIR } from './config.ts';
import { PgDb } from './db/pg-adapter.ts';
import type { Durability } from './db/pglite-adapter.ts';
import { startLocalStack } from './index.ts';
import type { LocalStack } from './index.ts';

const log = (m: string): void => console.log(`[supabase:local] ${m}`);

/** `FN_<NAME>=value` in the environment becomes `<NAME>=value` for the edge functions (e.g. the e2e run). */
function functionsEnvFromProcess(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('FN_') && value !== undefined) env[key.slice(3)] = value;
  }
  return env;
}

/**
 * SUPABASE_LOCAL_DURABILITY=fast-for-tests turns PGlite's per-commit fsync off, for throwaway
 * data only. Unset (npm run dev, supabase:local), a commit is on disk before it is acknowledged.
 */
function durability(): Durability {
  const v = process.env.SUPABASE_LOCAL_DURABILITY || 'durable';
  if (v === 'durable' || v === 'fast-for-tests') return v;
  console.error(`[supabase:local] SUPABASE_LOCAL_DURABILITY must be durable or fast-for-tests, not ${v}`);
  process.exit(2);
}

function options(): Parameters<typeof startLocalStack>[0] {
  const dbUrl = process.env.SUPABASE_DB_URL || undefined;
  return {
    port: process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT,
    ...(dbUrl
      ? { dbUrl }
      : { dataDir: process.env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR, durability: durability() }),
    functionsEnv: functionsEnvFromProcess(),
    log,
  };
}

async function isRunning(port: number): Promise<boolean> {
  try {
    const r = await fetch(`http://127.0.0.1:${port}/auth/v1/health`, { signal: AbortSignal.timeout(1000) });
    return r.ok;
  } catch {
    return false;
  }
}

async function start(): Promise<void> {
  const t0 = performance.now();
  const opts = options();
  let stack: LocalStack;
  try {
    stack = await startLocalStack(opts);
  } catch (e) {
    console.error(`[supabase:local] could not start: ${e instanceof Error ? e.message : String(e)}`);
    if ((e as { code?: string }).code === 'EADDRINUSE')
      console.error(`Port ${opts?.port} is in use: is the stack already running?`);
    process.exit(1);
  }
  const ms = Math.round(performance.now() - t0);
  // The engine's own version: PGlite's PostgreSQL is not the one hosted projects run (README).
  const version = (await stack.db.query<{ server_version: string }>('show server_version')).rows[0]
    ?.server_version;
  const where = stack.config.dbUrl
    ? `PostgreSQL ${version} at SUPABASE_DB_URL`
    : `PGlite (PostgreSQL ${version}) in ${relative(REPO_DIR, stack.config.dataDir ?? '') || '(memory)'}, ` +
      (stack.config.durability === 'durable' ? "every commit fsync'ed" : 'fast-for-tests: no fsync');
  console.log(`
Local Supabase-compatible stack ready in ${ms} ms (${where})

         API URL: ${stack.url}
         REST:    ${stack.url}/rest/v1
         Auth:    ${stack.url}/auth/v1
         Realtime: ${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket
         Functions: ${stack.url}/functions/v1/<name>
      Mail outbox: ${stack.url}/_mail   (JSON: ${stack.url}/_mail/messages)
        anon key: ${stack.anonKey}
service_role key: ${stack.serviceRoleKey}

Reset the database (migrations + seed again): stop this, then npm run supabase:reset
`);
  let stopping = false;
  const shutdown = (sig: string): void => {
    if (stopping) return;
    stopping = true;
    log(`${sig}: stopping`);
    // Close PGlite cleanly so its data directory is consistent on disk.
    stack
      .stop()
      .then(() => process.exit(0))
      .catch((e: unknown) => {
        console.error(e);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

async function reset(): Promise<void> {
  const opts = options() ?? {};
  if (await isRunning(opts.port ?? DEFAULT_PORT)) {
    console.error(`[supabase:local] the stack is running on port ${opts.port}: stop it first, then reset.`);
    process.exit(1);
  }
  if (opts.dbUrl) {
    const db = new PgDb(opts.dbUrl);
    await db.exec(
      `drop schema if exists public, auth, storage, _local, supabase_migrations cascade; create schema public;`,
    );
    await db.close();
    log('dropped schemas public, auth, storage, _local, supabase_migrations');
  } else if (opts.dataDir && existsSync(opts.dataDir)) {
    rmSync(opts.dataDir, { recursive: true, force: true });
    log(`removed ${relative(REPO_DIR, opts.dataDir)}`);
  }
  const stack = await startLocalStack({ ...opts, port: 0 });
  await stack.stop();
  log('database recreated: migrations and seed applied');
}

const cmd = process.argv[2] ?? 'start';
if (cmd === 'start') void start();
else if (cmd === 'reset')
  void reset().catch((e: unknown) => {
    console.error(`[supabase:local] reset failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
else {
  console.error('usage: tsx supabase/local/cli.ts start|reset');
  process.exit(2);
}
