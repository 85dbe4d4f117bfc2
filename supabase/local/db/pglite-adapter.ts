import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
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

/**
 * How a data directory survives an OS crash or power loss.
 * - 'durable' (the default, `npm run dev` / `supabase:local`): a commit is acknowledged only once its
 *   WAL record has been fsync'ed to disk, as on a PostgreSQL server with fsync=on.
 * - 'fast-for-tests': PGlite's own defaults (fsync=off): a commit is written to the OS cache and
 *   not flushed, so an OS crash can lose acknowledged writes or corrupt the directory. A killed
 *   process loses nothing (the OS still holds the writes): enough for throwaway test data.
 * In-memory databases (no data directory) have nothing to flush either way.
 */
export type Durability = 'durable' | 'fast-for-tests';

export interface PgliteOpenOptions {
  dataDir?: string;
  /** Uncompressed tarball from dumpDataDir: starts an in-memory copy of a prepared database. */
  loadDataDir?: Blob;
  /** Only matters with a dataDir. Default 'durable'. */
  durability?: Durability;
}

/**
 * PGlite's NodeFS, plus a real fsync. PGlite starts PostgreSQL with -F (fsync=off), and even
 * without it Emscripten's NODEFS has no fsync operation and its fdatasync does nothing, so every
 * flush PostgreSQL asks for would be dropped. Here fsync(2) of a file reaches the disk (Node's
 * fsyncSync on the real descriptor); the server is started with wal_sync_method=fsync so WAL
 * flushes go through fsync, not the no-op fdatasync.
 */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = (emscriptenOpts as { preRun?: ((mod: unknown) => void)[] }).preRun ?? [];
    preRun.push((mod) => {
      const nodefs = (mod as { NODEFS?: { stream_ops?: Record<string, unknown> } }).NODEFS;
      if (!nodefs?.stream_ops) throw new Error('PGlite: NODEFS not found, cannot make fsync durable');
      nodefs.stream_ops.fsync = (stream: { nfd?: number }) => {
        if (typeof stream.nfd === 'number') fsyncSync(stream.nfd);
        return 0;
      };
    });
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

/** PGlite's start parameters without -F, WAL flushed through fsync (see DurableNodeFS). */
export function durableStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  if (!Array.isArray(defaults)) throw new Error('PGlite.defaultStartParams not found');
  return [...defaults.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

/**
 * fsync every file and directory under dir. A new data directory is written by unpacking a
 * tarball (PGlite's initdb image or the migrated template) outside PostgreSQL, so no checkpoint
 * would ever flush those files: without this an OS crash soon after the first start could leave a
 * directory whose control file or catalog never reached the disk.
 */
function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(p);
    else if (entry.isFile()) fsyncPath(p);
  }
  fsyncPath(dir);
}

function fsyncPath(p: string): void {
  const fd = openSync(p, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
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
    const durable = !!opts.dataDir && (opts.durability ?? 'durable') === 'durable';
    const fresh = !!opts.dataDir && readdirSync(opts.dataDir).length === 0;
    const pg = await withoutWindow(() =>
      PGlite.create({
        ...(opts.dataDir
          ? durable
            ? { fs: new DurableNodeFS(opts.dataDir), startParams: durableStartParams() }
            : { dataDir: opts.dataDir }
          : {}),
        ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
        extensions,
        // Same shapes as the pg adapter: timestamps and int8 as text, the callers format them.
        parsers: { 20: ident, 1082: ident, 1114: ident, 1184: ident },
      }),
    );
    if (durable && fresh) fsyncTree(opts.dataDir!);
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
