import type { Db, DbClient } from '../db/adapter.ts';
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
 * role with its claims, so RLS decides. The policies are evaluated against the row as the change
 * carries it, not against the table now: by the time a change is delivered the row may already be
 * updated again or deleted, and the subscriber must still get every change it was allowed to see.
 * DELETEs cannot be checked against a row that is gone: they go to roles with SELECT on the table.
 */
export async function canSee(
  db: Db,
  role: string,
  claims: JwtClaims,
  c: Change,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      await setRequestContext(tx, role, claims, null, true);
      const table = qualified(c.schema, c.table);
      const priv = await tx.query<{ ok: boolean; bypass: boolean }>(
        `select has_table_privilege(current_user, $1, 'SELECT') as ok,
                coalesce((select rolbypassrls from pg_roles where rolname = current_user), false) as bypass`,
        [table],
      );
      const row = priv.rows[0];
      if (row?.ok !== true) return false;
      if (c.type === 'DELETE' || !c.record || row.bypass) return true;
      const where = await selectPolicyCondition(tx, table);
      if (where === null) return true;
      const r = await tx.query(
        `select 1 from jsonb_populate_record(null::${table}, $1::jsonb) as ${ident(c.table)} where ${where}`,
        [JSON.stringify(c.record)],
      );
      return r.rows.length > 0;
    });
  } catch {
    return false;
  }
}

/**
 * The condition the current role's SELECT policies put on a row of `table` (permissive ones OR-ed,
 * restrictive ones AND-ed, as Postgres combines them), or null when row-level security is off.
 */
async function selectPolicyCondition(tx: DbClient, table: string): Promise<string | null> {
  const rls = await tx.query<{ on: boolean }>(
    `select relrowsecurity as on from pg_class where oid = $1::regclass`,
    [table],
  );
  if (rls.rows[0]?.on !== true) return null;
  const pols = await tx.query<{ permissive: boolean; qual: string | null }>(
    `select p.polpermissive as permissive, pg_get_expr(p.polqual, p.polrelid) as qual
       from pg_policy p
      where p.polrelid = $1::regclass and p.polcmd in ('r', '*')
        and (0 = any(p.polroles) or exists (
          select 1 from unnest(p.polroles) as r(oid) where pg_has_role(current_user, r.oid, 'member')))`,
    [table],
  );
  const cond = (q: string | null) => `(${q ?? 'true'})`;
  const permissive = pols.rows.filter((p) => p.permissive).map((p) => cond(p.qual));
  // No permissive policy for the role: Postgres shows it no rows at all.
  if (permissive.length === 0) return 'false';
  const restrictive = pols.rows.filter((p) => !p.permissive).map((p) => cond(p.qual));
  return [`(${permissive.join(' or ')})`, ...restrictive].join(' and ');
}

/** The `data` of a postgres_changes message. */
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
