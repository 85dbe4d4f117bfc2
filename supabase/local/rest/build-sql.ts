import type { TableInfo } from '../db/schema-cache.ts';
import { RestError } from './errors.ts';
import { fieldSql, whereSql } from './build-filters.ts';
import type { OrderTerm } from './parse-query.ts';
import type { ParsedQuery } from './parse-params.ts';
import { selectListSql, typesOf } from './select-list.ts';
import type { SchemaLookup, Source } from './select-list.ts';
import { ident, qualified } from './sql.ts';
import type { Sql } from './sql.ts';

export interface OutputShape {
  single: boolean;
  stripNulls: boolean;
  count: boolean;
}

export const ALIAS = '_t';

function bodyExpr(shape: OutputShape): string {
  const agg = shape.stripNulls
    ? `json_strip_nulls(coalesce(json_agg(_s), '[]'::json))`
    : `coalesce(json_agg(_s), '[]'::json)`;
  return shape.single ? `coalesce((${agg}->0)::text, 'null')` : `${agg}::text`;
}

function orderSql(sql: Sql, terms: OrderTerm[], src: Source): string {
  if (terms.length === 0) return '';
  const types = typesOf(src);
  return (
    ' order by ' +
    terms
      .map((t) => {
        const f = fieldSql(sql, ALIAS, t.field, types, src.name);
        return `${f.sql} ${t.desc ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
      })
      .join(', ')
  );
}

function pageSql(sql: Sql, q: { limit?: number; offset?: number }): string {
  let s = '';
  if (q.limit !== undefined) s += ` limit ${sql.p(q.limit, 'bigint')}`;
  if (q.offset !== undefined && q.offset > 0) s += ` offset ${sql.p(q.offset, 'bigint')}`;
  return s;
}

/**
 * GET/HEAD on a table, view or function result. `from` is a quoted relation or a CTE name;
 * `prefix` carries a `with` clause for RPC. Returns body, n (rows in the page) and total.
 */
export function buildRead(
  sql: Sql,
  schema: SchemaLookup,
  src: Source,
  from: string,
  q: ParsedQuery,
  shape: OutputShape,
  prefix = '',
): string {
  const ctx = {
    sql,
    schema,
    alias: ALIAS,
    src,
    depth: 0,
    embedFilters: q.embedFilters,
    innerConds: [] as string[],
  };
  for (const key of q.embedFilters.keys()) {
    const known = q.select.some((i) => i.kind === 'embed' && (i.alias ?? i.name) === key);
    if (!known)
      throw new RestError(
        400,
        'PGRST108',
        `'${key}' is not an embedded resource in this request`,
        null,
        `Verify that '${key}' is included in the 'select' query parameter.`,
      );
  }
  const list = selectListSql(ctx, q.select);
  const where = [whereSql(sql, ALIAS, q.filters, typesOf(src), src.name), ...ctx.innerConds].join(' and ');
  const source = `${from} as ${ident(ALIAS)}`;
  const total = shape.count ? `, (select count(*) from ${source} where ${where})::int as total` : '';
  const inner = `select ${list} from ${source} where ${where}${orderSql(sql, q.order, src)}${pageSql(sql, q)}`;
  return `${prefix}select ${bodyExpr(shape)} as body, count(*)::int as n${total} from (${inner}) _s`;
}

/** Wraps a data-modifying statement (with RETURNING) and shapes its rows like a read. */
export function wrapMutation(
  sql: Sql,
  schema: SchemaLookup,
  table: TableInfo,
  /** CTE definitions, the last one named "_mut" (data-modifying CTEs must stay top-level). */
  ctes: string,
  q: ParsedQuery,
  shape: OutputShape,
  withInserted = false,
): string {
  const src: Source = { name: table.name, columns: table.columns, table };
  const ctx = {
    sql,
    schema,
    alias: ALIAS,
    src,
    depth: 0,
    embedFilters: new Map(),
    innerConds: [] as string[],
  };
  const list = selectListSql(ctx, q.select);
  const inserted = withInserted
    ? `, (select count(*) from "_mut" where "_mut"."__pgrst_inserted")::int as inserted`
    : '';
  return `with ${ctes} select ${bodyExpr(shape)} as body, count(*)::int as n${inserted} from (select ${list} from "_mut" as ${ident(ALIAS)}) _s`;
}

export function tableSql(t: TableInfo): string {
  return qualified(t.schema, t.name);
}
