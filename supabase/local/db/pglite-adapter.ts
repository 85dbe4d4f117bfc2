import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Transaction } from '@electric-sql/pglite';
import type { Db, DbClient, QueryResult } from './adapter.ts';

const extensions = { pgcrypto, uuid_ossp };
const ident = (v: string): string => v;

function wrap(q: PGlite | Transaction): DbClient {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await q.exec(sql);
    },
  };
}

/**
 * PGlite's Emscripten loader takes any global `window` for a browser and then looks for its files
 * via `location`. Tests running under jsdom (or a stubbed window) would break it, so the global is
 * hidden while the engine boots.
 */
async function withoutWindow<T>(fn: () => Promise<T>): Promise<T> {
  const g = globalThis as Record<string, unknown>;
  const desc = Object.getOwnPropertyDescriptor(g, 'window');
  if (!desc?.configurable) return fn();
  delete g.window;
  try {
    return await fn();
  } finally {
    Object.defineProperty(g, 'window', desc);
  }
}

export interface PgliteOpenOptions {
  dataDir?: string;
  /** Uncompressed tarball from dumpDataDir: starts an in-memory copy of a prepared database. */
  loadDataDir?: Blob;
}

export class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  private readonly base: DbClient;
  private closed = false;

  private constructor(readonly pg: PGlite) {
    this.base = wrap(pg);
  }

  static async open(opts: PgliteOpenOptions): Promise<PgliteDb> {
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    const pg = await withoutWindow(() =>
      PGlite.create({
        ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
        ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
        extensions,
        // Same shapes as the pg adapter: timestamps and int8 as text, the callers format them.
        parsers: { 20: ident, 1082: ident, 1114: ident, 1184: ident },
      }),
    );
    await pg.exec(`set search_path to "$user", public, extensions; set timezone to 'UTC'`);
    return new PgliteDb(pg);
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.base.query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.base.exec(sql);
  }

  transaction<T>(fn: (tx: DbClient) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) => fn(wrap(tx)));
  }

  async listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> {
    return this.pg.listen(channel, cb);
  }

  async dump(): Promise<Blob> {
    return (await this.pg.dumpDataDir('none')) as Blob;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pg.close();
  }
}
