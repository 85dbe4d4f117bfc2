import { RestError, parseError } from './errors.ts';
import type { Condition, Field, FilterNode } from './parse-query.ts';
import { ident, isTextType } from './sql.ts';
import type { Sql } from './sql.ts';

/** Resolves a column name to its SQL type; unknown columns answer 42703 like PostgreSQL does. */
export type ColumnTypes = (name: string) => string | undefined;

export function unknownColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

export interface FieldSql {
  sql: string;
  /** The type a compared value should be cast to. */
  type: string;
}

export function fieldSql(
  sql: Sql,
  alias: string,
  field: Field,
  types: ColumnTypes,
  tableName: string,
): FieldSql {
  const base = types(field.name);
  if (base === undefined) throw unknownColumn(tableName, field.name);
  let out = `${ident(alias)}.${ident(field.name)}`;
  let type = base;
  for (const step of field.path) {
    const key = /^-?\d+$/.test(step.key) ? sql.p(Number(step.key), 'integer') : sql.p(step.key, 'text');
    // json and jsonb both accept -> / ->>; comparisons of a -> path compare jsonb values.
    out = `(${out}${step.arrow}${key})`;
    type = step.arrow === '->>' ? 'text' : 'jsonb';
  }
  if (field.path.length > 0 && type === 'jsonb') out = `(${out})::jsonb`;
  return { sql: out, type };
}

const SIMPLE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const TEXT_OPS = new Set(['like', 'ilike', 'match', 'imatch']);
const FTS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function condSql(sql: Sql, alias: string, c: Condition, types: ColumnTypes, tableName: string): string {
  const f = fieldSql(sql, alias, c.field, types, tableName);
  const expr = buildCond(sql, f, c);
  return c.negate ? `not (${expr})` : expr;
}

function buildCond(sql: Sql, f: FieldSql, c: Condition): string {
  const { op } = c;
  if (op === 'in') {
    const items = Array.isArray(c.value) ? c.value : [c.value];
    if (items.length === 0) return 'false';
    return `${f.sql} in (${items.map((v) => sql.p(v, f.type)).join(', ')})`;
  }
  const value = Array.isArray(c.value) ? c.value.join(',') : c.value;
  if (op === 'is') {
    const v = value.toLowerCase();
    const lit = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[v];
    if (!lit)
      throw parseError(
        `"failed to parse filter (is.${value})"`,
        'unexpected value, expecting null, not_null, true, false or unknown',
      );
    return `${f.sql} is ${lit}`;
  }
  if (op === 'isdistinct') return `${f.sql} is distinct from ${sql.p(value, f.type)}`;
  if (op in FTS) {
    const fn = FTS[op] ?? 'to_tsquery';
    const doc =
      f.type === 'tsvector'
        ? f.sql
        : `to_tsvector(${c.modifier ? sql.p(c.modifier, 'regconfig') + ', ' : ''}${f.sql}::text)`;
    const query = c.modifier
      ? `${fn}(${sql.p(c.modifier, 'regconfig')}, ${sql.p(value, 'text')})`
      : `${fn}(${sql.p(value, 'text')})`;
    return `${doc} @@ ${query}`;
  }
  const sqlOp = SIMPLE[op];
  if (!sqlOp) throw parseError(`Operator "${op}" is not supported`);
  const isText = TEXT_OPS.has(op);
  const lhs = isText && !isTextType(f.type) ? `${f.sql}::text` : f.sql;
  const castType = isText ? 'text' : f.type;
  const toLike = (v: string): string => (op === 'like' || op === 'ilike' ? v.replace(/\*/g, '%') : v);
  if (c.modifier === 'any' || c.modifier === 'all') {
    if (!/^(eq|neq|gt|gte|lt|lte|like|ilike|match|imatch)$/.test(op))
      throw parseError(`"${op}(${c.modifier})" is not supported`);
    const arr = toLike(value);
    return `${lhs} ${sqlOp} ${c.modifier}(${sql.p(arr, `${castType}[]`)})`;
  }
  if (c.modifier) throw parseError(`Unknown operator modifier "${c.modifier}"`);
  return `${lhs} ${sqlOp} ${sql.p(toLike(value), castType)}`;
}

/** ANDs the top-level nodes (repeated keys are ANDed). */
export function whereSql(
  sql: Sql,
  alias: string,
  nodes: FilterNode[],
  types: ColumnTypes,
  tableName: string,
): string {
  if (nodes.length === 0) return 'true';
  return nodes.map((n) => nodeSql(sql, alias, n, types, tableName)).join(' and ');
}

function nodeSql(sql: Sql, alias: string, n: FilterNode, types: ColumnTypes, tableName: string): string {
  if (n.kind === 'cond') return condSql(sql, alias, n, types, tableName);
  if (n.children.length === 0) return n.negate ? 'false' : 'true';
  const inner = n.children.map((c) => `(${nodeSql(sql, alias, c, types, tableName)})`).join(` ${n.op} `);
  return n.negate ? `not (${inner})` : `(${inner})`;
}
