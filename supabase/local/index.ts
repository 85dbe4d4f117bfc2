import type { AddressInfo } from 'node:net';
import { resolveConfig } from './config.ts';
import type { LocalStackOptions, ResolvedConfig } from './config.ts';
import type { Db } from './db/adapter.ts';
import { openDatabase } from './db/open.ts';
import { SchemaCache } from './db/schema-cache.ts';
import { handleRest } from './rest/handler.ts';
import { createHttpServer } from './server.ts';
import type { Routes } from './server.ts';

export type { LocalStackOptions } from './config.ts';
export { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY, DEFAULT_JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY } from './config.ts';

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

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const cfg = resolveConfig(options);
  const db = await openDatabase(cfg);
  const cache = new SchemaCache(db);
  await cache.refresh();
  const routes: Routes[] = [{ prefix: '/rest/v1', handler: (req, res, rest) => handleRest(req, res, rest, { db, cache, cfg }) }];
  const { server, sockets } = createHttpServer(routes);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.port, cfg.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${cfg.host}:${port}`;
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
      await cache.refresh();
    },
    stop() {
      stopped ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const s of sockets) s.destroy();
        });
        await db.close();
      })();
      return stopped;
    },
  };
}
