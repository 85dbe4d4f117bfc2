/**
 * One small interface over PGlite (embedded, default) and node-postgres (SUPABASE_DB_URL), so the
 * REST, auth and realtime code never know which engine runs underneath.
 */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  affectedRows: number;
}

export interface DbClient {
  /** One statement with bind parameters ($1…). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

export interface Db extends DbClient {
  readonly kind: 'pglite' | 'pg';
  /** Runs fn inside BEGIN … COMMIT on one connection; any throw rolls back. */
  transaction<T>(fn: (tx: DbClient) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns an unlisten function. */
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The error fields both engines expose (pg-protocol's DatabaseError). */
export interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(e: unknown): e is PgErrorLike & Error {
  return (
    e instanceof Error &&
    typeof (e as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((e as unknown as { code: string }).code)
  );
}
