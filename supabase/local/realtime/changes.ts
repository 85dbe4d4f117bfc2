import type { Db } from '../db/adapter.ts';
import type { SchemaCache } from '../db/schema-cache.ts';
import type { JwtClaims } from '../jwt.ts';
import { setRequestContext } from '../rest/handler.ts';
import { ident, qualified } from '../rest/sql.ts';

/** One committed row change, as the capture trigger reports it. */
export interface Change {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  ts: string;
  record: Record<string, unknown> | null;
  old: Record<string, unknown> | null;
}

/** Subscribes to the capture trigger's NOTIFY channel and hands changes over in commit order. */
export async function listenChanges(
  db: Db,
  onChange: (c: Change) => Promise<void>,
): Promise<() => Promise<void>> {
  let chain = Promise.resolve();
  return db.listen('_local_realtime', (payload) => {
    // NOTIFY callbacks must not query synchronously: queue the work after the current statement.
    chain = chain
      .then(async () => {
        const msg = JSON.parse(payload) as Change | { queued: number };
        if ('queued' in msg) {
          const r = await db.query<{ payload: string }>(
            `delete from _local.realtime_queue where id = $1 returning payload`,
            [msg.queued],
          );
          const p = r.rows[0]?.payload;
          if (p) await onChange(JSON.parse(p) as Change);
        } else await onChange(msg);
      })
      .catch((e: unknown) => console.error('[realtime]', e));
  });
}

export interface TableMeta {
  columns: { name: string; type: string; sqlType: string }[];
  pk: string[];
  replicaFull: boolean;
}

const metaCache = new WeakMap<Db, Map<string, TableMeta>>();

export async function tableMeta(
  db: Db,
  cache: SchemaCache,
  schema: string,
  table: string,
): Promise<TableMeta> {
  let m = metaCache.get(db);
  if (!m) {
    m = new Map();
    metaCache.set(db, m);
  }
  const key = `${schema}.${table}`;
  const hit = m.get(key);
  if (hit) return hit;
  const info = cache.tableSync(schema, table) ?? (await cache.table(schema, table));
  const r = await db.query<{ full: boolean }>(
    `select c.relreplident = 'f' as full from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relname = $2`,
    [schema, table],
  );
  const meta: TableMeta = {
    columns: (info?.columns ?? []).map((c) => ({ name: c.name, type: c.typname, sqlType: c.type })),
    pk: info?.pk ?? [],
    replicaFull: r.rows[0]?.full === true,
  };
  m.set(key, meta);
  return meta;
}

export function forgetTableMeta(db: Db): void {
  metaCache.delete(db);
}

/**
 * Would this subscriber see the row? Like hosted Realtime, the check runs as the subscriber's
 * role with its claims, so RLS decides. DELETEs cannot be checked against a row that is gone:
 * they go to roles with SELECT on the table.
 */
export async function canSee(
  db: Db,
  role: string,
  claims: JwtClaims,
  c: Change,
  meta: TableMeta,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      await setRequestContext(tx, role, claims, null, true);
      const priv = await tx.query<{ ok: boolean }>(
        `select has_table_privilege(current_user, $1, 'SELECT') as ok`,
        [qualified(c.schema, c.table)],
      );
      if (priv.rows[0]?.ok !== true) return false;
      if (c.type === 'DELETE' || !c.record) return true;
      const keys = meta.pk.length > 0 ? meta.pk : [];
      if (keys.length === 0) return true;
      const params: unknown[] = [];
      const where = keys
        .map((k) => {
          const col = meta.columns.find((x) => x.name === k);
          const v = c.record?.[k];
          params.push(
            v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v),
          );
          return `${ident(k)} = $${params.length}::${col?.sqlType ?? 'text'}`;
        })
        .join(' and ');
      const r = await tx.query(`select 1 from ${qualified(c.schema, c.table)} where ${where}`, params);
      return r.rows.length > 0;
    });
  } catch {
    return false;
  }
}

/** The `data` of a postgres_changes message (contract §3.4). */
export function changeData(c: Change, meta: TableMeta): Record<string, unknown> {
  const oldRecord = (): Record<string, unknown> => {
    if (!c.old) return {};
    if (meta.replicaFull || meta.pk.length === 0) return c.old;
    return Object.fromEntries(meta.pk.map((k) => [k, c.old?.[k]]));
  };
  const columns =
    meta.columns.length > 0
      ? meta.columns.map(({ name, type }) => ({ name, type }))
      : Object.keys(c.record ?? c.old ?? {}).map((name) => ({ name, type: 'text' }));
  const data: Record<string, unknown> = {
    schema: c.schema,
    table: c.table,
    commit_timestamp: c.ts,
    type: c.type,
    columns,
    errors: null,
  };
  if (c.type !== 'DELETE') data.record = c.record ?? {};
  if (c.type !== 'INSERT') data.old_record = oldRecord();
  return data;
}
