import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig } from './config.ts';
import type { LocalStackOptions, ResolvedConfig } from './config.ts';
import type { Db } from './db/adapter.ts';
import { openDatabase } from './db/open.ts';
import { SchemaCache } from './db/schema-cache.ts';
import { handleAuth } from './auth/handler.ts';
import { AuthLimits } from './auth/rate-limit.ts';
import { handleMailApi, handleOutbox } from './mail/handler.ts';
import { handleRest } from './rest/handler.ts';
import { DenoRuntime } from './functions/deno-process.ts';
import { migrate } from './db/migrate.ts';
import { forgetTableMeta } from './realtime/changes.ts';
import { RealtimeServer } from './realtime/server.ts';
import { handleFunctions } from './functions/handler.ts';
import { FileStore } from './storage/files.ts';
import { handleStorage } from './storage/handler.ts';
import { createHttpServer } from './server.ts';
import type { Routes } from './server.ts';

export type { LocalStackOptions } from './config.ts';
export {
  DEFAULT_ANON_KEY,
  DEFAULT_SERVICE_ROLE_KEY,
  DEFAULT_JWT_SECRET,
  PUBLISHABLE_KEY,
  SECRET_KEY,
} from './config.ts';

export interface LocalStack {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Direct access to the database (runs as the superuser: no RLS). */
  db: Db;
  config: ResolvedConfig;
  /** Re-applies pending migrations and refreshes the schema cache. */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

/** What hosted Supabase gives every function, plus the local mail API. */
function functionEnv(cfg: ResolvedConfig, url: string): Record<string, string> {
  return {
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: cfg.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: cfg.serviceRoleKey,
    ...(cfg.dbUrl ? { SUPABASE_DB_URL: cfg.dbUrl } : {}),
    MAIL_API_URL: `${url}/mail`,
    MAIL_API_KEY: 'local-mail-api-key',
    ...cfg.functionsEnv,
  };
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const cfg = resolveConfig(options);
  const db = await openDatabase(cfg);
  const cache = new SchemaCache(db);
  await cache.refresh();
  let url = '';
  const authLimits = new AuthLimits(cfg.rateLimits);
  const mailCors = { cfg, url: () => url };
  const deno = new DenoRuntime(cfg.functionsDir, () => functionEnv(cfg, url), cfg.log);
  // Storage's files: beside the database in its data directory, else in a temporary one.
  const storageTemp = cfg.dataDir ? null : await mkdtemp(join(tmpdir(), 'agenda-storage-'));
  const files = new FileStore(storageTemp ?? join(cfg.dataDir ?? '', 'storage'));
  const routes: Routes[] = [
    { prefix: '/rest/v1', handler: (req, res, rest) => handleRest(req, res, rest, { db, cache, cfg }) },
    {
      prefix: '/auth/v1',
      handler: (req, res, rest) =>
        handleAuth(req, res, rest, { db, cfg, limits: authLimits, url: () => url }),
    },
    { prefix: '/storage/v1', handler: (req, res, rest) => handleStorage(req, res, rest, { db, cfg, files }) },
    // The outbox answers its own preflights: it allows the app's origins only (mail/handler.ts).
    {
      prefix: '/mail',
      handler: (req, res, rest) => handleMailApi(req, res, rest, db, mailCors),
      ownOptions: true,
    },
    {
      prefix: '/_mail',
      handler: (req, res, rest) => handleOutbox(req, res, rest, db, mailCors),
      ownOptions: true,
    },
    {
      prefix: '/functions/v1',
      handler: (req, res, rest) => handleFunctions(req, res, rest, cfg, deno),
      ownOptions: true,
    },
  ];
  const { server, sockets } = createHttpServer(routes);
  const realtime = new RealtimeServer(db, cache, cfg);
  await realtime.start();
  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.port, cfg.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://${cfg.host}:${port}`;
  let stopped: Promise<void> | null = null;
  return {
    url,
    port,
    anonKey: cfg.anonKey,
    serviceRoleKey: cfg.serviceRoleKey,
    jwtSecret: cfg.jwtSecret,
    db,
    config: cfg,
    async reloadSchema() {
      await migrate(db, cfg.migrationsDir, cfg.log);
      await cache.refresh();
      forgetTableMeta(db);
    },
    stop() {
      stopped ??= (async () => {
        await realtime.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const s of sockets) s.destroy();
        });
        await deno.stop();
        await db.close();
        if (storageTemp) await rm(storageTemp, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
