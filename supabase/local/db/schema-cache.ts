import type { Db } from './adapter.ts';

/** What the REST layer needs to know about the exposed schema, read from pg_catalog. */
export interface ColumnInfo {
  name: string;
  /** format_type without typmod, usable in a cast: `text[]`, `timestamp with time zone`. */
  type: string;
  /** pg_type.typname (`int8`, `_text`), what Realtime reports in `columns`. */
  typname: string;
  notNull: boolean;
  hasDefault: boolean;
  generated: boolean;
}

export interface TableInfo {
  schema: string;
  name: string;
  kind: string;
  columns: ColumnInfo[];
  columnMap: Map<string, ColumnInfo>;
  pk: string[];
  /** Foreign keys from this table: used for embedding. */
  fks: { name: string; columns: string[]; refSchema: string; refTable: string; refColumns: string[] }[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** Composite or table-returning: columns of each row; null for scalars. */
  returnColumns: { name: string; type: string }[] | null;
  isVoid: boolean;
  volatility: 'i' | 's' | 'v';
}

const TABLES_SQL = `
select coalesce(json_agg(x), '[]')::text as j from (
  select n.nspname as schema, c.relname as name, c.relkind::text as kind,
    coalesce((select json_agg(json_build_object(
        'name', a.attname, 'type', format_type(a.atttypid, null), 'typname', t.typname,
        'notNull', a.attnotnull, 'hasDefault', a.atthasdef or a.attidentity <> '',
        'generated', a.attgenerated <> '') order by a.attnum)
      from pg_attribute a join pg_type t on t.oid = a.atttypid
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
    coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
      where i.indrelid = c.oid and i.indisprimary), '[]') as pk,
    coalesce((select json_agg(json_build_object(
        'name', co.conname, 'refSchema', rn.nspname, 'refTable', rc.relname,
        'columns', (select json_agg(a.attname order by k.ord) from unnest(co.conkey) with ordinality k(attnum, ord)
                    join pg_attribute a on a.attrelid = co.conrelid and a.attnum = k.attnum),
        'refColumns', (select json_agg(a.attname order by k.ord) from unnest(co.confkey) with ordinality k(attnum, ord)
                    join pg_attribute a on a.attrelid = co.confrelid and a.attnum = k.attnum)))
      from pg_constraint co join pg_class rc on rc.oid = co.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
      where co.conrelid = c.oid and co.contype = 'f'), '[]') as fks
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p')
) x`;

const FUNCTIONS_SQL = `
select coalesce(json_agg(x), '[]')::text as j from (
  select n.nspname as schema, p.proname as name, p.pronargs as nargs, p.pronargdefaults as ndefaults,
    p.proretset as retset, p.provolatile::text as volatility,
    format_type(p.prorettype, null) as rettype, rt.typtype::text as rettyptype, rt.typname as rettypname,
    p.provariadic <> 0 as variadic,
    coalesce((select json_agg(format_type(u.t, null) order by u.ord)
      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, ord)), '[]') as argtypes,
    to_json(p.proargmodes::text[]) as argmodes,
    to_json(p.proargnames) as argnames,
    (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null)) order by a.attnum)
      from pg_attribute a where rt.typrelid <> 0 and a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped) as retcols
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
  where n.nspname = any($1) and p.prokind = 'f'
) x`;

interface RawFn {
  schema: string;
  name: string;
  nargs: number;
  ndefaults: number;
  retset: boolean;
  volatility: 'i' | 's' | 'v';
  rettype: string;
  rettyptype: string;
  rettypname: string;
  variadic: boolean;
  argtypes: string[];
  argmodes: string[] | null;
  argnames: string[] | null;
  retcols: { name: string; type: string }[] | null;
}

function toFunction(r: RawFn): FunctionInfo {
  const modes = r.argmodes ?? r.argtypes.map(() => 'i');
  const names = r.argnames ?? [];
  const inputs: FunctionArg[] = [];
  const outputs: { name: string; type: string }[] = [];
  r.argtypes.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    const name = names[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v')
      inputs.push({ name, type, hasDefault: false, variadic: mode === 'v' });
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push({ name, type });
  });
  // pronargdefaults counts the trailing input arguments that have defaults.
  for (let i = inputs.length - r.ndefaults; i < inputs.length; i++) {
    const a = inputs[i];
    if (a) a.hasDefault = true;
  }
  let returnColumns: { name: string; type: string }[] | null = null;
  if (outputs.length > 1 || (outputs.length === 1 && r.retset && r.rettyptype === 'c'))
    returnColumns = outputs;
  else if (r.rettyptype === 'c' && r.retcols) returnColumns = r.retcols;
  return {
    schema: r.schema,
    name: r.name,
    args: inputs,
    returnType: r.rettype,
    returnsSet: r.retset,
    returnColumns,
    isVoid: r.rettypname === 'void',
    volatility: r.volatility,
  };
}

export class SchemaCache {
  private tables = new Map<string, TableInfo>();
  private functions = new Map<string, FunctionInfo[]>();
  private lastRefresh = 0;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    readonly schemas: string[] = ['public'],
  ) {}

  async refresh(): Promise<void> {
    if (this.refreshing) return this.refreshing;
    this.refreshing = (async () => {
      const t = await this.db.query<{ j: string }>(TABLES_SQL, [this.schemas]);
      const f = await this.db.query<{ j: string }>(FUNCTIONS_SQL, [this.schemas]);
      const tables = new Map<string, TableInfo>();
      for (const raw of JSON.parse(t.rows[0]?.j ?? '[]') as Omit<TableInfo, 'columnMap'>[]) {
        tables.set(`${raw.schema}.${raw.name}`, {
          ...raw,
          columnMap: new Map(raw.columns.map((c) => [c.name, c])),
        });
      }
      const fns = new Map<string, FunctionInfo[]>();
      for (const raw of JSON.parse(f.rows[0]?.j ?? '[]') as RawFn[]) {
        const fn = toFunction(raw);
        const key = `${fn.schema}.${fn.name}`;
        fns.set(key, [...(fns.get(key) ?? []), fn]);
      }
      this.tables = tables;
      this.functions = fns;
      this.lastRefresh = Date.now();
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** A miss may mean the schema changed outside migrations: reload at most every 500 ms. */
  async refreshOnMiss(): Promise<boolean> {
    if (Date.now() - this.lastRefresh < 500) return false;
    await this.refresh();
    return true;
  }

  async table(schema: string, name: string): Promise<TableInfo | undefined> {
    const key = `${schema}.${name}`;
    return this.tables.get(key) ?? ((await this.refreshOnMiss()) ? this.tables.get(key) : undefined);
  }

  tableSync(schema: string, name: string): TableInfo | undefined {
    return this.tables.get(`${schema}.${name}`);
  }

  allTables(): TableInfo[] {
    return [...this.tables.values()];
  }

  async functionsNamed(schema: string, name: string): Promise<FunctionInfo[]> {
    const key = `${schema}.${name}`;
    return this.functions.get(key) ?? ((await this.refreshOnMiss()) ? (this.functions.get(key) ?? []) : []);
  }
}
