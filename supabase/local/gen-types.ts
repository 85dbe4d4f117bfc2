/**
 * Generates the database types both clients use, from the migrations:
 *
 *   npm run db:types
 *
 * applies supabase/migrations to a fresh in-memory database (no seed), reads the public schema from
 * pg_catalog and writes supabase/functions/_shared/database.types.ts: the edge functions deploy from
 * supabase/functions alone, so the one copy lives there and the app imports it too. It has the shape the Supabase CLI's `gen types typescript` gives, so
 * `createClient<Database>` types every `.from()`, `.select()` and `.rpc()`. The output is formatted
 * with the repository's Prettier settings and is the same on every run for the same migrations:
 * tests/db/database-types.test.ts regenerates it and fails when the committed file is out of date.
 *
 * The mapping follows the CLI: text, uuid, dates and times are strings, integers and numeric are
 * numbers, json/jsonb are Json, arrays are T[], a nullable column is `T | null`. Insert makes a column
 * optional when it is nullable or has a default (a generated column is `never`), Update makes every
 * column optional. A function's arguments are not nullable and those with a default are optional;
 * a function with no arguments has `Args: never`; trigger functions are left out.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig as resolvePrettierConfig } from 'prettier';
import { DEFAULT_MIGRATIONS_DIR, REPO_DIR, resolveConfig } from './config.ts';
import type { DbClient } from './db/adapter.ts';
import { openDatabase } from './db/open.ts';

/** One file for both clients: under supabase/functions (deployed on their own), imported by the app too. */
export const TYPES_FILE = join(REPO_DIR, 'supabase', 'functions', '_shared', 'database.types.ts');

/** A type as pg_catalog describes it, domains resolved to their base type. */
interface PgType {
  /** pg_type.typname of the (element) type: `text`, `int4`, `timestamptz`. */
  name: string;
  /** pg_type.typtype of the (element) type: b(ase), e(num), c(omposite), p(seudo). */
  kind: string;
  /** Namespace of the (element) type (enums and composites are named by schema). */
  schema: string;
  isArray: boolean;
  /** For a composite: the relkind of its relation (r, p, f: a table's row; v, m: a view's; c: a type). */
  relkind: string | null;
}

interface Column {
  name: string;
  type: PgType;
  nullable: boolean;
  hasDefault: boolean;
  /** GENERATED ALWAYS (identity or stored expression): never written by clients. */
  generatedAlways: boolean;
  updatable: boolean;
}

interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

interface Relation {
  name: string;
  /** pg_class.relkind: r, p, f (tables), v, m (views). */
  kind: string;
  insertable: boolean;
  updatable: boolean;
  columns: Column[];
  relationships: Relationship[];
}

interface FunctionArg {
  name: string;
  type: PgType;
  hasDefault: boolean;
}

interface FunctionDef {
  name: string;
  args: FunctionArg[];
  returnType: PgType;
  returnsSet: boolean;
  /** OUT / TABLE columns, or the columns of the composite type returned; null for a scalar. */
  returnColumns: { name: string; type: PgType; nullable: boolean }[] | null;
}

interface Schema {
  relations: Relation[];
  functions: FunctionDef[];
  enums: { name: string; values: string[] }[];
  composites: { name: string; attributes: { name: string; type: PgType }[] }[];
}

/** json_build_object of a type oid's description (domains resolved, arrays to their element). */
const TYPE_SQL = (oid: string) => `(
  select json_build_object('name', et.typname, 'kind', et.typtype::text, 'schema', en.nspname,
    'isArray', bt.typcategory = 'A' and bt.typelem <> 0,
    'relkind', (select c.relkind::text from pg_class c where c.oid = et.typrelid))
  from pg_type t0
  join pg_type bt on bt.oid = case when t0.typtype = 'd' then t0.typbasetype else t0.oid end
  join pg_type et on et.oid = case when bt.typcategory = 'A' and bt.typelem <> 0 then bt.typelem else bt.oid end
  join pg_namespace en on en.oid = et.typnamespace
  where t0.oid = ${oid})`;

const RELATIONS_SQL = `
select coalesce(json_agg(x order by x.name), '[]')::text as j from (
  select c.relname as name, c.relkind::text as kind,
    (pg_relation_is_updatable(c.oid::regclass, false) & 8) = 8 as insertable,
    (pg_relation_is_updatable(c.oid::regclass, false) & 4) = 4 as updatable,
    coalesce((select json_agg(json_build_object(
        'name', a.attname, 'type', ${TYPE_SQL('a.atttypid')},
        'nullable', not a.attnotnull,
        'hasDefault', a.atthasdef or a.attidentity <> '',
        'generatedAlways', a.attidentity = 'a' or a.attgenerated <> '',
        'updatable', pg_column_is_updatable(c.oid::regclass, a.attnum, false)) order by a.attname)
      from pg_attribute a
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
    coalesce((select json_agg(json_build_object(
        'foreignKeyName', co.conname,
        'columns', (select json_agg(a.attname order by k.ord) from unnest(co.conkey) with ordinality k(attnum, ord)
                    join pg_attribute a on a.attrelid = co.conrelid and a.attnum = k.attnum),
        'isOneToOne', exists (select 1 from pg_index i where i.indrelid = co.conrelid and i.indisunique
                              and i.indpred is null and i.indexprs is null
                              and (select array_agg(v order by v) from unnest(i.indkey::int2[]) v)
                                = (select array_agg(v order by v) from unnest(co.conkey) v)),
        'referencedRelation', rc.relname,
        'referencedColumns', (select json_agg(a.attname order by k.ord)
                    from unnest(co.confkey) with ordinality k(attnum, ord)
                    join pg_attribute a on a.attrelid = co.confrelid and a.attnum = k.attnum))
        order by co.conname, rc.relname)
      from pg_constraint co join pg_class rc on rc.oid = co.confrelid
      where co.conrelid = c.oid and co.contype = 'f' and rc.relnamespace = c.relnamespace), '[]') as relationships
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')
) x`;

const FUNCTIONS_SQL = `
select coalesce(json_agg(x order by x.name, x.identity), '[]')::text as j from (
  select p.proname as name, pg_get_function_identity_arguments(p.oid) as identity,
    p.pronargdefaults as ndefaults, p.proretset as "returnsSet",
    ${TYPE_SQL('p.prorettype')} as "returnType",
    (select json_agg(json_build_object('type', ${TYPE_SQL('u.t')},
        'mode', coalesce(p.proargmodes[u.ord], 'i'), 'name', coalesce(p.proargnames[u.ord], '')) order by u.ord)
      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, ord)) as args,
    (select json_agg(json_build_object('name', a.attname, 'type', ${TYPE_SQL('a.atttypid')},
        'nullable', not a.attnotnull) order by a.attnum)
      from pg_type rt join pg_attribute a on a.attrelid = rt.typrelid
      where rt.oid = p.prorettype and rt.typrelid <> 0 and a.attnum > 0 and not a.attisdropped) as "compositeColumns"
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = $1 and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
) x`;

const ENUMS_SQL = `
select coalesce(json_agg(x order by x.name), '[]')::text as j from (
  select t.typname as name, (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e
                             where e.enumtypid = t.oid) as values
  from pg_type t join pg_namespace n on n.oid = t.typnamespace
  where n.nspname = $1 and t.typtype = 'e'
) x`;

const COMPOSITES_SQL = `
select coalesce(json_agg(x order by x.name), '[]')::text as j from (
  select t.typname as name,
    coalesce((select json_agg(json_build_object('name', a.attname, 'type', ${TYPE_SQL('a.atttypid')})
        order by a.attnum)
      from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped), '[]') as attributes
  from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_class c on c.oid = t.typrelid
  where n.nspname = $1 and t.typtype = 'c' and c.relkind = 'c'
) x`;

interface RawFunction {
  name: string;
  ndefaults: number;
  returnsSet: boolean;
  returnType: PgType;
  args: { type: PgType; mode: string; name: string }[] | null;
  compositeColumns: { name: string; type: PgType; nullable: boolean }[] | null;
}

async function readJson<T>(db: DbClient, sql: string, schema: string): Promise<T> {
  const r = await db.query<{ j: string }>(sql, [schema]);
  return JSON.parse(r.rows[0]?.j ?? '[]') as T;
}

function toFunction(raw: RawFunction): FunctionDef {
  const all = raw.args ?? [];
  const inputs = all.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const outputs = all.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  // pronargdefaults counts the trailing input arguments that have a default.
  const args = inputs.map((a, i) => ({
    name: a.name,
    type: a.type,
    hasDefault: i >= inputs.length - raw.ndefaults,
  }));
  let returnColumns: FunctionDef['returnColumns'] = null;
  if (outputs.length > 0)
    returnColumns = outputs.map((o) => ({ name: o.name, type: o.type, nullable: false }));
  else if (raw.returnType.kind === 'c' && !raw.returnType.isArray) returnColumns = raw.compositeColumns;
  return { name: raw.name, args, returnType: raw.returnType, returnsSet: raw.returnsSet, returnColumns };
}

/** Reads what the types describe from a migrated database. */
export async function readSchema(db: DbClient, schema = 'public'): Promise<Schema> {
  return {
    relations: await readJson<Relation[]>(db, RELATIONS_SQL, schema),
    functions: (await readJson<RawFunction[]>(db, FUNCTIONS_SQL, schema)).map(toFunction),
    enums: await readJson<Schema['enums']>(db, ENUMS_SQL, schema),
    composites: await readJson<Schema['composites']>(db, COMPOSITES_SQL, schema),
  };
}

// prettier-ignore
const STRING_TYPES = new Set([
  'text', 'varchar', 'bpchar', 'char', 'name', 'citext', 'uuid', 'date', 'time', 'timetz', 'timestamp',
  'timestamptz', 'interval', 'inet', 'cidr', 'macaddr', 'macaddr8', 'bytea', 'tsvector', 'tsquery', 'bit',
  'varbit', 'money', 'xml', 'regclass', 'regproc', 'regtype', 'oid',
]);
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);

/** What one value of a type is in TypeScript. */
function tsType(t: PgType, schema: string): string {
  let base: string;
  if (t.kind === 'e' && t.schema === schema) base = `Database[${q(schema)}]['Enums'][${q(t.name)}]`;
  else if (t.kind === 'c' && t.schema === schema) {
    // A table's or view's row type is its Row; only a CREATE TYPE … AS (…) is a composite type.
    const section = ['r', 'p', 'f'].includes(t.relkind ?? '')
      ? 'Tables'
      : ['v', 'm'].includes(t.relkind ?? '')
        ? 'Views'
        : 'CompositeTypes';
    base = `Database[${q(schema)}][${q(section)}][${q(t.name)}]${section === 'CompositeTypes' ? '' : "['Row']"}`;
  } else if (t.name === 'bool') base = 'boolean';
  else if (NUMBER_TYPES.has(t.name)) base = 'number';
  else if (t.name === 'json' || t.name === 'jsonb') base = 'Json';
  else if (STRING_TYPES.has(t.name)) base = 'string';
  else if (t.name === 'void') base = 'undefined';
  else if (t.name === 'record') base = 'Record<string, unknown>';
  else base = 'unknown';
  return t.isArray ? `${base}[]` : base;
}

/** A property name or string literal, quoted as Prettier would leave it. */
function q(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : q(name);
}

/** `{ [_ in never]: never }`: an empty section, as the CLI writes it (and lint-clean, unlike `{}`). */
const EMPTY = '{ [_ in never]: never }';

function objectType(entries: string[]): string {
  return entries.length === 0 ? EMPTY : `{\n${entries.join('\n')}\n}`;
}

function relationType(r: Relation, schema: string): string {
  const isTable = r.kind === 'r' || r.kind === 'p' || r.kind === 'f';
  const row = r.columns.map(
    (c) => `${key(c.name)}: ${tsType(c.type, schema)}${c.nullable ? ' | null' : ''};`,
  );
  const write = (forUpdate: boolean) =>
    r.columns.map((c) => {
      const ts = `${tsType(c.type, schema)}${c.nullable ? ' | null' : ''}`;
      if (c.generatedAlways || (!isTable && !c.updatable)) return `${key(c.name)}?: never;`;
      const optional = forUpdate || c.nullable || c.hasDefault;
      return `${key(c.name)}${optional ? '?' : ''}: ${ts};`;
    });
  const relationships = r.relationships.map(
    (rel) =>
      `{ foreignKeyName: ${q(rel.foreignKeyName)}; columns: [${rel.columns.map(q).join(', ')}]; ` +
      `isOneToOne: ${rel.isOneToOne}; referencedRelation: ${q(rel.referencedRelation)}; ` +
      `referencedColumns: [${rel.referencedColumns.map(q).join(', ')}] },`,
  );
  const parts = [`Row: ${objectType(row)};`];
  if (isTable || r.insertable) parts.push(`Insert: ${objectType(write(false))};`);
  if (isTable || r.updatable) parts.push(`Update: ${objectType(write(true))};`);
  parts.push(`Relationships: [${relationships.join('\n')}];`);
  return `${key(r.name)}: {\n${parts.join('\n')}\n};`;
}

function functionType(fn: FunctionDef, schema: string): string {
  const args = [...fn.args]
    .sort((a, b) => cmp(a.name, b.name))
    .map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type, schema)};`);
  let returns: string;
  if (fn.returnColumns) {
    const cols = fn.returnColumns.map(
      (c) => `${key(c.name)}: ${tsType(c.type, schema)}${c.nullable ? ' | null' : ''};`,
    );
    returns = `${objectType(cols)}${fn.returnsSet ? '[]' : ''}`;
  } else {
    returns = tsType(fn.returnType, schema);
    if (fn.returnsSet && returns !== 'undefined') returns = `${returns}[]`;
  }
  return `{ Args: ${args.length === 0 ? 'never' : objectType(args)}; Returns: ${returns} }`;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const HEADER = `// Generated by \`npm run db:types\` (supabase/local/gen-types.ts) from supabase/migrations: do not edit.
// tests/db/database-types.test.ts fails when it is out of date.`;

const HELPERS = `
type PublicSchema = Database['public'];
type TablesAndViews = PublicSchema['Tables'] & PublicSchema['Views'];

/** The row of a table or view: \`Tables<'events'>\`. */
export type Tables<Name extends keyof TablesAndViews> = TablesAndViews[Name]['Row'];
/** What an insert into a table takes: \`TablesInsert<'events'>\`. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Insert'];
/** What an update of a table takes: \`TablesUpdate<'events'>\`. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Update'];
/** The values of an enum. */
export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name];
/** A composite type. */
export type CompositeTypes<Name extends keyof PublicSchema['CompositeTypes']> =
  PublicSchema['CompositeTypes'][Name];
`;

/** The TypeScript module for a schema (unformatted). */
export function renderTypes(s: Schema, schema = 'public'): string {
  const tables = s.relations.filter((r) => ['r', 'p', 'f'].includes(r.kind));
  const views = s.relations.filter((r) => ['v', 'm'].includes(r.kind));
  const byName = new Map<string, FunctionDef[]>();
  for (const fn of s.functions) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
  const functions = [...byName].map(
    ([name, overloads]) => `${key(name)}: ${overloads.map((fn) => functionType(fn, schema)).join(' | ')};`,
  );
  const enums = s.enums.map((e) => `${key(e.name)}: ${e.values.map(q).join(' | ') || 'never'};`);
  const composites = s.composites.map(
    (c) =>
      `${key(c.name)}: ${objectType(c.attributes.map((a) => `${key(a.name)}: ${tsType(a.type, schema)} | null;`))};`,
  );
  return `${HEADER}

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  ${key(schema)}: {
    Tables: ${objectType(tables.map((r) => relationType(r, schema)))};
    Views: ${objectType(views.map((r) => relationType(r, schema)))};
    Functions: ${objectType(functions)};
    Enums: ${objectType(enums)};
    CompositeTypes: ${objectType(composites)};
  };
};
${schema === 'public' ? HELPERS : ''}`;
}

/** Formats with the repository's Prettier settings, so the files pass `npm run format:check`. */
async function prettify(source: string, file: string): Promise<string> {
  const options = (await resolvePrettierConfig(file)) ?? {};
  return format(source, { ...options, filepath: file });
}

/** The generated module, from the migrations in `migrationsDir` applied to a fresh in-memory database. */
export async function generateDatabaseTypes(migrationsDir = DEFAULT_MIGRATIONS_DIR): Promise<string> {
  const db = await openDatabase(resolveConfig({ migrationsDir, seedFile: false, log: () => {} }));
  try {
    return await prettify(renderTypes(await readSchema(db)), TYPES_FILE);
  } finally {
    await db.close();
  }
}

/** The files the generator writes and what each must contain. */
export async function expectedTypeFiles(
  migrationsDir = DEFAULT_MIGRATIONS_DIR,
): Promise<Map<string, string>> {
  const source = await generateDatabaseTypes(migrationsDir);
  return new Map([
    [TYPES_FILE, source],
  ]);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  for (const [file, source] of await expectedTypeFiles()) {
    writeFileSync(file, source);
    console.log(`wrote ${file.slice(REPO_DIR.length + 1)}`);
  }
}
