import pg from 'pg';
import type { Db, DbClient, QueryResult } from './adapter.ts';

// Keep values as text where the REST layer builds JSON in SQL anyway; dates stay strings so both
// engines hand the same shapes to the auth code.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === 1114 || oid === 1184 || oid === 1082 || oid === 20) return (v: string) => v;
    return pg.types.getTypeParser(oid, format);
  },
};

// Session settings as startup options: no extra round trip, no query racing the first one.
const SESSION_OPTIONS = '-c search_path="$user",public,extensions -c timezone=UTC';

function wrap(c: pg.PoolClient | pg.Pool): DbClient {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await c.query({ text: sql, values: params ?? [], types });
      return { rows: r.rows as T[], affectedRows: r.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      // No values: node-postgres uses the simple protocol, which accepts several statements.
      await c.query(sql);
    },
  };
}

export class PgDb implements Db {
  readonly kind = 'pg' as const;
  private readonly pool: pg.Pool;
  private readonly base: DbClient;
  private listener: pg.Client | null = null;
  private readonly handlers = new Map<string, Set<(p: string) => void>>();

  constructor(private readonly url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 10, options: SESSION_OPTIONS });
    // An idle client error must not crash the stack; the pool replaces the client.
    this.pool.on('error', () => {});
    this.base = wrap(this.pool);
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.base.query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.base.exec(sql);
  }

  async transaction<T>(fn: (tx: DbClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const out = await fn(wrap(client));
      await client.query('commit');
      return out;
    } catch (e) {
      await client.query('rollback').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  async listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> {
    if (!this.listener) {
      const l = new pg.Client({ connectionString: this.url, options: SESSION_OPTIONS });
      l.on('error', () => {});
      await l.connect();
      l.on('notification', (n) => {
        for (const h of this.handlers.get(n.channel) ?? []) h(n.payload ?? '');
      });
      this.listener = l;
    }
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.listener.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    set.add(cb);
    return async () => {
      set.delete(cb);
    };
  }

  async close(): Promise<void> {
    const l = this.listener;
    this.listener = null;
    if (l) await l.end().catch(() => {});
    await this.pool.end().catch(() => {});
  }
}
