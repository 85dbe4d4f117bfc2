import type { DbClient } from '../db/adapter.ts';
import type { FunctionInfo, SchemaCache } from '../db/schema-cache.ts';
import { RestError } from './errors.ts';
import { buildRead } from './build-sql.ts';
import type { ParsedQuery } from './parse-params.ts';
import { contentType, singleError } from './request.ts';
import type { AcceptInfo, Prefer } from './request.ts';
import { shapeRead } from './table-ops.ts';
import type { OpResult } from './table-ops.ts';
import { Sql, ident, isArrayType, isJsonType, qualified } from './sql.ts';

export function notFound(schema: string, name: string, args: string[]): RestError {
  const sig = args.length ? `(${[...args].sort().join(', ')})` : ' without parameters';
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${sig} in the schema cache`,
    `Searched for the function ${schema}.${name}${args.length ? ` with parameters ${[...args].sort().join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null,
  );
}

/** Picks the overload whose parameter names fit the given argument names (PostgREST's rule). */
export function resolveFunction(
  fns: FunctionInfo[],
  argNames: string[],
  singleObject: boolean,
): { fn: FunctionInfo; wholeBody: boolean } | null {
  const given = new Set(argNames);
  const exact = fns.filter((f) => {
    const names = new Set(f.args.map((a) => a.name));
    return argNames.every((n) => names.has(n)) && f.args.every((a) => a.hasDefault || given.has(a.name));
  });
  if (!singleObject && exact.length > 0) {
    exact.sort((a, b) => b.args.length - a.args.length);
    if (exact.length > 1 && exact[0]?.args.length === exact[1]?.args.length) {
      throw new RestError(
        300,
        'PGRST203',
        `Could not choose the best candidate function between: ${exact.map((f) => `${f.schema}.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
        null,
        'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      );
    }
    return exact[0] ? { fn: exact[0], wholeBody: false } : null;
  }
  const single = fns.find(
    (f) =>
      f.args.length === 1 &&
      f.args[0] &&
      (f.args[0].name === '' || singleObject) &&
      isJsonType(f.args[0].type),
  );
  return single ? { fn: single, wholeBody: true } : null;
}

/** Binds one argument: JSON values travel as text and are cast by the parameter's type. */
function argSql(sql: Sql, type: string, value: unknown, fromQuery: boolean): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (fromQuery) return sql.p(String(value), type);
  if (isJsonType(type)) return sql.p(JSON.stringify(value), type);
  if (isArrayType(type) && Array.isArray(value)) {
    const p = sql.p(JSON.stringify(value), 'json');
    return `(select coalesce(array_agg(e), '{}') from json_array_elements_text(${p}) e)::${type}`;
  }
  if (typeof value === 'object') return sql.p(JSON.stringify(value), type);
  return sql.p(String(value), type);
}

export interface RpcCtx {
  tx: DbClient;
  cache: SchemaCache;
  fn: FunctionInfo;
  wholeBody: boolean;
  args: Record<string, unknown>;
  fromQuery: boolean;
  q: ParsedQuery;
  prefer: Prefer;
  accept: AcceptInfo;
  head: boolean;
}

export async function callFunction(c: RpcCtx): Promise<OpResult> {
  const { fn } = c;
  const sql = new Sql();
  let argList: string;
  if (c.wholeBody) {
    const type = fn.args[0]?.type ?? 'json';
    argList = c.fromQuery ? sql.p(JSON.stringify(c.args), type) : sql.p(JSON.stringify(c.args), type);
  } else {
    argList = fn.args
      .filter((a) => a.name in c.args)
      .map((a) => `${ident(a.name)} => ${argSql(sql, a.type, c.args[a.name], c.fromQuery)}`)
      .join(', ');
  }
  const call = `${qualified(fn.schema, fn.name)}(${argList})`;
  if (fn.isVoid) {
    await c.tx.query(`select ${call}`, sql.params);
    return { status: 204, headers: { 'Content-Range': '*/*' } };
  }
  if (!fn.returnsSet && !fn.returnColumns) {
    const r = await c.tx.query<{ body: string }>(
      `select coalesce(to_json(${call})::text, 'null') as body`,
      sql.params,
    );
    const body = r.rows[0]?.body ?? 'null';
    if (c.accept.single && body === 'null') throw singleError(0);
    return c.head
      ? { status: 200, headers: { 'Content-Type': contentType(c.accept.single) } }
      : { status: 200, body, headers: { 'Content-Type': contentType(c.accept.single) } };
  }
  const shape = {
    single: c.accept.single,
    stripNulls: c.accept.stripNulls,
    count: c.prefer.count !== undefined,
  };
  if (!fn.returnColumns) {
    // setof scalar: the values themselves, filters cannot name a column.
    const text = `with "_fn" as (select * from ${call} as "_v") select coalesce(json_agg("_fn"."_v"), '[]'::json)::text as body, count(*)::int as n from "_fn"`;
    const row = (await c.tx.query<{ body: string; n: number }>(text, sql.params)).rows[0] ?? {
      body: '[]',
      n: 0,
    };
    return shapeRead(c, row);
  }
  const src = { name: fn.name, columns: fn.returnColumns, table: null };
  const text = buildRead(sql, c.cache, src, '"_fn"', c.q, shape, `with "_fn" as (select * from ${call}) `);
  const row = (await c.tx.query<{ body: string; n: number; total?: number }>(text, sql.params)).rows[0] ?? {
    body: '[]',
    n: 0,
  };
  if (!fn.returnsSet && !c.accept.single) {
    // A function returning one composite answers an object, not an array.
    const rows = JSON.parse(row.body) as unknown[];
    const body = JSON.stringify(rows[0] ?? null);
    return c.head
      ? { status: 200, headers: { 'Content-Type': contentType(false) } }
      : { status: 200, body, headers: { 'Content-Type': contentType(false) } };
  }
  return shapeRead(c, row);
}
