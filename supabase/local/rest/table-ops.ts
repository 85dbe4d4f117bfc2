import type { DbClient } from '../db/adapter.ts';
import type { SchemaCache, TableInfo } from '../db/schema-cache.ts';
import { RestError } from './errors.ts';
import { whereSql } from './build-filters.ts';
import { ALIAS, buildRead, tableSql, wrapMutation } from './build-sql.ts';
import type { ParsedQuery } from './parse-params.ts';
import { contentRange, contentType, singleError } from './request.ts';
import type { AcceptInfo, Prefer } from './request.ts';
import { typesOf } from './select-list.ts';
import { Sql, ident } from './sql.ts';

export interface OpResult {
  status: number;
  body?: string;
  headers: Record<string, string>;
}

export interface OpCtx {
  tx: DbClient;
  cache: SchemaCache;
  table: TableInfo;
  q: ParsedQuery;
  prefer: Prefer;
  accept: AcceptInfo;
  head: boolean;
}

interface ReadRow {
  body: string;
  n: number;
  total?: number;
  inserted?: number;
}

export async function readTable(c: OpCtx): Promise<OpResult> {
  const sql = new Sql();
  const shape = {
    single: c.accept.single,
    stripNulls: c.accept.stripNulls,
    count: c.prefer.count !== undefined,
  };
  const src = { name: c.table.name, columns: c.table.columns, table: c.table };
  const text = buildRead(sql, c.cache, src, tableSql(c.table), c.q, shape);
  const row = (await c.tx.query<ReadRow>(text, sql.params)).rows[0] ?? { body: '[]', n: 0 };
  return shapeRead(c, row);
}

export function shapeRead(c: Pick<OpCtx, 'q' | 'accept' | 'head' | 'prefer'>, row: ReadRow): OpResult {
  const n = Number(row.n);
  if (c.accept.single && n !== 1) throw singleError(n);
  const offset = c.q.offset ?? 0;
  const total = row.total === undefined || row.total === null ? null : Number(row.total);
  const headers: Record<string, string> = {
    'Content-Type': contentType(c.accept.single),
    'Content-Range': contentRange(offset, n, total),
  };
  let status = 200;
  if (total !== null && n > 0 && offset + n < total) status = 206;
  if (total !== null && offset > 0 && offset >= total && total > 0 && n === 0) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  return c.head ? { status, headers } : { status, body: row.body, headers };
}

function checkColumns(t: TableInfo, cols: string[]): void {
  for (const col of cols) {
    if (!t.columnMap.has(col)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${col}' column of '${t.name}' in the schema cache`,
      );
    }
  }
}

function rowsOf(body: unknown): Record<string, unknown>[] {
  const list = Array.isArray(body) ? body : [body];
  for (const r of list) {
    if (!r || typeof r !== 'object' || Array.isArray(r)) {
      throw new RestError(
        400,
        'PGRST102',
        'All object keys must match',
        'Expected a JSON object or an array of objects',
      );
    }
  }
  return list as Record<string, unknown>[];
}

/** Finishes a write: representation or minimal, single-object check (throwing rolls back). */
async function runWrite(
  c: OpCtx,
  sql: Sql,
  mutation: string,
  status: number,
  upsert: boolean,
  ctes = `"_mut" as (${mutation})`,
): Promise<OpResult> {
  const rep = c.prefer.return === 'representation';
  const headers: Record<string, string> = {};
  if (c.prefer.return) headers['Preference-Applied'] = `return=${c.prefer.return}`;
  if (!rep) {
    const r = await c.tx.query(mutation, sql.params);
    const n = r.affectedRows;
    if (c.accept.single && n !== 1) throw singleError(n);
    headers['Content-Range'] = `*/${c.prefer.count ? n : '*'}`;
    return { status: status === 200 ? 204 : status, headers };
  }
  const shape = { single: c.accept.single, stripNulls: c.accept.stripNulls, count: false };
  const text = wrapMutation(sql, c.cache, c.table, ctes, c.q, shape, upsert);
  const row = (await c.tx.query<ReadRow>(text, sql.params)).rows[0] ?? { body: '[]', n: 0 };
  const n = Number(row.n);
  if (c.accept.single && n !== 1) throw singleError(n);
  headers['Content-Type'] = contentType(c.accept.single);
  headers['Content-Range'] =
    n > 0 ? `0-${n - 1}/${c.prefer.count ? n : '*'}` : `*/${c.prefer.count ? 0 : '*'}`;
  // An upsert that only updated existing rows answers 200, as PostgREST does.
  const finalStatus =
    upsert && row.inserted !== undefined && Number(row.inserted) === 0 && n > 0 ? 200 : status;
  return { status: finalStatus, body: row.body, headers };
}

export async function insertRows(c: OpCtx, body: unknown): Promise<OpResult> {
  const t = c.table;
  const rows = rowsOf(body);
  const missingDefault = c.prefer.missing === 'default';
  let runs: { cols: string[]; rows: Record<string, unknown>[] }[];
  if (c.q.columns) {
    checkColumns(t, c.q.columns);
    runs = missingDefault ? splitRuns(rows, c.q.columns) : [{ cols: c.q.columns, rows }];
  } else {
    const first = Object.keys(rows[0] ?? {});
    for (const r of rows) {
      const keys = Object.keys(r);
      if (!missingDefault && (keys.length !== first.length || keys.some((k) => !first.includes(k)))) {
        throw new RestError(400, 'PGRST102', 'All object keys must match');
      }
    }
    checkColumns(t, [...new Set(rows.flatMap((r) => Object.keys(r)))]);
    runs = missingDefault ? splitRuns(rows, null) : [{ cols: first, rows }];
  }
  const upsert = c.prefer.resolution !== undefined;
  const sql = new Sql();
  const rep = c.prefer.return === 'representation';
  const rowType = tableSql(t);
  const statements = runs
    .filter((r) => r.rows.length > 0)
    .map((run) => {
      const colList = run.cols.map(ident).join(', ');
      const payload = sql.p(JSON.stringify(run.rows), 'json');
      const select = `select ${colList} from json_populate_recordset(null::${rowType}, ${payload}) _r`;
      let text = `insert into ${rowType} as ${ident(ALIAS)} (${colList}) ${select}`;
      if (upsert) text += conflictSql(c, t, run.cols);
      if (rep)
        text += ` returning ${ident(ALIAS)}.*${upsert ? `, (${ident(ALIAS)}.xmax = 0) as "__pgrst_inserted"` : ''}`;
      return text;
    });
  if (statements.length === 0) {
    if (c.accept.single) throw singleError(0);
    return rep
      ? { status: 201, body: '[]', headers: { 'Content-Type': contentType(false), 'Content-Range': '*/*' } }
      : { status: 201, headers: { 'Content-Range': '*/*' } };
  }
  if (statements.length === 1) return runWrite(c, sql, statements[0] ?? '', 201, upsert && rep);
  // Several runs (missing=default with differing keys): data-modifying CTEs, kept top-level.
  const runCtes = statements.map((s, i) => `"_run${i}" as (${s}${rep ? '' : ' returning 1'})`).join(', ');
  const union = statements.map((_, i) => `select * from "_run${i}"`).join(' union all ');
  const mutation = `with ${runCtes} ${union}`;
  return runWrite(c, sql, mutation, 201, upsert && rep, `${runCtes}, "_mut" as (${union})`);
}
function conflictSql(c: OpCtx, t: TableInfo, cols: string[]): string {
  const target = c.q.onConflict ?? t.pk;
  if (target.length === 0) {
    throw new RestError(
      400,
      '42P10',
      'there is no unique or exclusion constraint matching the ON CONFLICT specification',
    );
  }
  checkColumns(t, target);
  const head = ` on conflict (${target.map(ident).join(', ')})`;
  if (c.prefer.resolution === 'ignore-duplicates' || cols.length === 0) return `${head} do nothing`;
  return `${head} do update set ${cols.map((col) => `${ident(col)} = excluded.${ident(col)}`).join(', ')}`;
}

/** missing=default: consecutive rows with the same keys go in one INSERT so absent keys get defaults. */
function splitRuns(
  rows: Record<string, unknown>[],
  allowed: string[] | null,
): { cols: string[]; rows: Record<string, unknown>[] }[] {
  const runs: { cols: string[]; rows: Record<string, unknown>[] }[] = [];
  for (const r of rows) {
    const cols = Object.keys(r)
      .filter((k) => !allowed || allowed.includes(k))
      .sort();
    const last = runs[runs.length - 1];
    if (last && last.cols.join('\u0000') === cols.join('\u0000')) last.rows.push(r);
    else runs.push({ cols, rows: [r] });
  }
  return runs;
}

export async function updateRows(c: OpCtx, body: unknown): Promise<OpResult> {
  const t = c.table;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects a JSON object');
  }
  const cols = Object.keys(body).filter((k) => !c.q.columns || c.q.columns.includes(k));
  checkColumns(t, cols);
  if (cols.length === 0) {
    return c.prefer.return === 'representation'
      ? { status: 200, body: '[]', headers: { 'Content-Type': contentType(false), 'Content-Range': '*/*' } }
      : { status: 204, headers: { 'Content-Range': '*/*' } };
  }
  const sql = new Sql();
  const payload = sql.p(JSON.stringify(body), 'json');
  const where = whereSql(
    sql,
    ALIAS,
    c.q.filters,
    typesOf({ name: t.name, columns: t.columns, table: t }),
    t.name,
  );
  const set = cols.map((col) => `${ident(col)} = "_r".${ident(col)}`).join(', ');
  let mutation = `update ${tableSql(t)} as ${ident(ALIAS)} set ${set} from (select * from json_populate_record(null::${tableSql(t)}, ${payload})) "_r" where ${where}`;
  if (c.prefer.return === 'representation') mutation += ` returning ${ident(ALIAS)}.*`;
  return runWrite(c, sql, mutation, 200, false);
}

export async function deleteRows(c: OpCtx): Promise<OpResult> {
  const t = c.table;
  const sql = new Sql();
  const where = whereSql(
    sql,
    ALIAS,
    c.q.filters,
    typesOf({ name: t.name, columns: t.columns, table: t }),
    t.name,
  );
  let mutation = `delete from ${tableSql(t)} as ${ident(ALIAS)} where ${where}`;
  if (c.prefer.return === 'representation') mutation += ` returning ${ident(ALIAS)}.*`;
  return runWrite(c, sql, mutation, 200, false);
}
