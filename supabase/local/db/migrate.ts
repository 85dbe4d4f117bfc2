import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './adapter.ts';
import { splitSql } from './split-sql.ts';

const BOOTSTRAP_FILE = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly cause: unknown,
  ) {
    super(`${basename(file)}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

export function bootstrapSql(): string {
  return readFileSync(BOOTSTRAP_FILE, 'utf8');
}

/** Runs the local bootstrap (idempotent). Returns true when the database was new. */
export async function bootstrap(db: Db): Promise<boolean> {
  const r = await db.query<{ fresh: boolean }>(
    `select not exists (select 1 from pg_namespace where nspname = '_local') as fresh`,
  );
  const fresh = r.rows[0]?.fresh === true;
  await db.exec(bootstrapSql());
  // Re-sync triggers whenever a publication changes outside migrations (e.g. SQL typed by hand).
  // Event triggers need a superuser; where that is not possible the post-migration sync still runs.
  await db
    .exec(
      `create or replace function _local.on_publication_ddl() returns event_trigger
       language plpgsql security definer set search_path = '' as $$
       begin perform _local.sync_realtime_triggers(); end $$;
       drop event trigger if exists _local_publication_ddl;
       create event trigger _local_publication_ddl on ddl_command_end
         when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'CREATE TABLE')
         execute function _local.on_publication_ddl();`,
    )
    .catch(() => {});
  return fresh;
}

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

export function listMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => {
      const m = /^([0-9]+)_?(.*)\.sql$/.exec(f);
      return { version: m?.[1] ?? f.replace(/\.sql$/, ''), name: m?.[2] ?? '', path: join(dir, f) };
    });
}

/** Applies pending migrations in filename order, each in its own transaction. */
export async function migrate(db: Db, dir: string, log: (m: string) => void = () => {}): Promise<string[]> {
  const applied = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((r) => r.version),
  );
  const done: string[] = [];
  for (const m of listMigrations(dir)) {
    if (applied.has(m.version)) continue;
    const sql = readFileSync(m.path, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        // A migration may have changed the session's search_path or role; restore for the record.
        await tx.exec(`reset role; set search_path to "$user", public, extensions`);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [m.version, m.name, splitSql(sql)],
        );
      });
    } catch (e) {
      throw new MigrationError(m.path, e);
    }
    log(`applied migration ${basename(m.path)}`);
    done.push(m.version);
  }
  await db.query('select _local.sync_realtime_triggers()');
  return done;
}

/** Applies the seed file once per database (marker in _local.state). */
export async function seed(
  db: Db,
  file: string | false,
  log: (m: string) => void = () => {},
): Promise<boolean> {
  if (!file || !existsSync(file)) return false;
  const seeded = await db.query(`select 1 from _local.state where key = 'seeded'`);
  if (seeded.rows.length > 0) return false;
  const sql = readFileSync(file, 'utf8');
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.exec(`reset role; set search_path to "$user", public, extensions`);
      await tx.query(`insert into _local.state (key, value) values ('seeded', now()::text)`);
    });
  } catch (e) {
    throw new MigrationError(file, e);
  }
  await db.query('select _local.sync_realtime_triggers()');
  log(`applied seed ${basename(file)}`);
  return true;
}
