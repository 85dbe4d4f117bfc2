import type { TableInfo } from '../db/schema-cache.ts';
import { RestError } from './errors.ts';
import { fieldSql, whereSql } from './build-filters.ts';
import type { ColumnTypes } from './build-filters.ts';
import type { FilterNode, SelectItem } from './parse-query.ts';
import { ident, qualified } from './sql.ts';
import type { Sql } from './sql.ts';

/** Where the select list reads from: a table/view, or a function's result rows. */
export interface Source {
  name: string;
  /** Known output columns in order (null: unknown, `*` stays `*`). */
  columns: { name: string; type: string }[] | null;
  /** The table, when embedding is possible. */
  table: TableInfo | null;
}

export interface SchemaLookup {
  tableSync(schema: string, name: string): TableInfo | undefined;
}

export function typesOf(src: Source): ColumnTypes {
  if (!src.columns) return () => 'text';
  const m = new Map(src.columns.map((c) => [c.name, c.type]));
  return (n) => m.get(n);
}

interface Rel {
  target: TableInfo;
  /** Pairs of (column on the parent, column on the target). */
  on: [string, string][];
  toOne: boolean;
}

function findRelation(schema: SchemaLookup, parent: TableInfo, name: string, hint?: string): Rel {
  const cands: Rel[] = [];
  const target = schema.tableSync(parent.schema, name);
  const hintOk = (fk: { name: string; columns: string[] }): boolean =>
    !hint || fk.name === hint || (fk.columns.length === 1 && fk.columns[0] === hint);
  if (target) {
    for (const fk of parent.fks) {
      if (fk.refTable === target.name && fk.refSchema === target.schema && hintOk(fk)) {
        cands.push({ target, on: fk.columns.map((c, i) => [c, fk.refColumns[i] ?? c]), toOne: true });
      }
    }
    for (const fk of target.fks) {
      if (fk.refTable === parent.name && fk.refSchema === parent.schema && hintOk(fk)) {
        cands.push({ target, on: fk.refColumns.map((c, i) => [c, fk.columns[i] ?? c]), toOne: false });
      }
    }
  } else {
    // `client_id(*)` or `fk_name(*)`: embed through a foreign-key column or constraint name.
    for (const fk of parent.fks) {
      if (fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name)) {
        const t = schema.tableSync(fk.refSchema, fk.refTable);
        if (t)
          cands.push({ target: t, on: fk.columns.map((c, i) => [c, fk.refColumns[i] ?? c]), toOne: true });
      }
    }
  }
  if (cands.length === 1 && cands[0]) return cands[0];
  if (cands.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}' in the schema '${parent.schema}', but no matches were found.`,
      'Many-to-many embedding is not supported by the local stack.',
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    null,
    `Try changing '${name}' to one of the foreign key names, e.g. '${name}!<fk_name>'`,
  );
}

export interface ListCtx {
  sql: Sql;
  schema: SchemaLookup;
  alias: string;
  src: Source;
  depth: number;
  embedFilters: Map<string, FilterNode[]>;
  /** Conditions the embeds add to the parent's WHERE (for !inner). */
  innerConds: string[];
}

export function selectListSql(ctx: ListCtx, items: SelectItem[]): string {
  const parts: string[] = [];
  const types = typesOf(ctx.src);
  for (const item of items) {
    if (item.kind === 'star') {
      if (ctx.src.columns) parts.push(...ctx.src.columns.map((c) => `${ident(ctx.alias)}.${ident(c.name)}`));
      else parts.push(`${ident(ctx.alias)}.*`);
    } else if (item.kind === 'col') {
      const f = fieldSql(ctx.sql, ctx.alias, item.field, types, ctx.src.name);
      const last = item.field.path[item.field.path.length - 1];
      const name = item.alias ?? (last ? last.key : item.field.name);
      parts.push(`${item.cast ? `(${f.sql})::${item.cast}` : f.sql} as ${ident(name)}`);
    } else {
      parts.push(embedSql(ctx, item));
    }
  }
  if (parts.length === 0) throw new RestError(400, 'PGRST100', 'Empty select list');
  return parts.join(', ');
}

function embedSql(ctx: ListCtx, item: Extract<SelectItem, { kind: 'embed' }>): string {
  const parent = ctx.src.table;
  if (!parent)
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship for '${item.name}' in the schema cache`,
    );
  const rel = findRelation(ctx.schema, parent, item.name, item.hint);
  const childAlias = `_t${ctx.depth + 1}`;
  const label = item.alias ?? item.name;
  const child: ListCtx = {
    sql: ctx.sql,
    schema: ctx.schema,
    alias: childAlias,
    src: { name: rel.target.name, columns: rel.target.columns, table: rel.target },
    depth: ctx.depth + 1,
    embedFilters: new Map(),
    innerConds: [],
  };
  const list = selectListSql(child, item.items);
  const join = rel.on
    .map(([p, c]) => `${ident(childAlias)}.${ident(c)} = ${ident(ctx.alias)}.${ident(p)}`)
    .join(' and ');
  const filters = ctx.depth === 0 ? (ctx.embedFilters.get(label) ?? []) : [];
  const childTypes = typesOf(child.src);
  const where = [
    join,
    whereSql(ctx.sql, childAlias, filters, childTypes, rel.target.name),
    ...child.innerConds,
  ].join(' and ');
  const from = `${qualified(rel.target.schema, rel.target.name)} as ${ident(childAlias)}`;
  if (item.inner) ctx.innerConds.push(`exists (select 1 from ${from} where ${where})`);
  const body = rel.toOne
    ? `(select row_to_json(_e) from (select ${list} from ${from} where ${where} limit 1) _e)`
    : `(select coalesce(json_agg(_e), '[]'::json) from (select ${list} from ${from} where ${where}) _e)`;
  return `${body} as ${ident(label)}`;
}
