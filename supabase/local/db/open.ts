import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from '../config.ts';
import type { Db } from './adapter.ts';
import { bootstrap, bootstrapSql, listMigrations, migrate, seed } from './migrate.ts';
import { PgDb } from './pg-adapter.ts';
import { PgliteDb } from './pglite-adapter.ts';

/**
 * Opens the database the config asks for, bootstrapped, migrated and (when new) seeded.
 * In-memory instances start from a template of the migrated database: PGlite's initdb costs
 * seconds, loading a prepared data directory a fraction of that, so every test file can have
 * its own database.
 */
export async function openDatabase(cfg: ResolvedConfig): Promise<Db> {
  if (cfg.dbUrl) return prepare(new PgDb(cfg.dbUrl), cfg);
  if (cfg.dataDir && cfg.useTemplate && isEmptyDir(cfg.dataDir)) {
    // A new data directory starts as a copy of the template (same migrations and seed, already
    // applied): much faster than PGlite's initdb. prepare() then finds nothing left to do.
    const blob = await template(cfg);
    return prepare(
      await PgliteDb.open({ dataDir: cfg.dataDir, loadDataDir: blob, durability: cfg.durability }),
      cfg,
    );
  }
  if (cfg.dataDir || !cfg.useTemplate) {
    return prepare(
      await PgliteDb.open(cfg.dataDir ? { dataDir: cfg.dataDir, durability: cfg.durability } : {}),
      cfg,
    );
  }
  const blob = await template(cfg);
  const db = await PgliteDb.open({ loadDataDir: blob });
  // The template is current by construction (its key hashes every input), nothing to apply.
  return db;
}

async function prepare(db: Db, cfg: ResolvedConfig): Promise<Db> {
  try {
    const fresh = await bootstrap(db);
    await migrate(db, cfg.migrationsDir, cfg.log);
    if (fresh) await seed(db, cfg.seedFile, cfg.log);
    return db;
  } catch (e) {
    await db.close().catch(() => {});
    throw e;
  }
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

function templateKey(cfg: ResolvedConfig): string {
  const h = createHash('sha256');
  h.update('v1\0');
  h.update(bootstrapSql());
  for (const m of listMigrations(cfg.migrationsDir)) {
    h.update(`\0${m.path}\0`);
    h.update(readFileSync(m.path));
  }
  if (cfg.seedFile && existsSync(cfg.seedFile)) {
    h.update(`\0seed\0${cfg.seedFile}\0`);
    h.update(readFileSync(cfg.seedFile));
  }
  return h.digest('hex').slice(0, 24);
}

const templates = new Map<string, Promise<Blob>>();

function template(cfg: ResolvedConfig): Promise<Blob> {
  const key = templateKey(cfg);
  let p = templates.get(key);
  if (!p) {
    p = buildTemplate(cfg, key);
    templates.set(key, p);
    p.catch(() => templates.delete(key));
  }
  return p;
}

async function buildTemplate(cfg: ResolvedConfig, key: string): Promise<Blob> {
  const dir = join(tmpdir(), 'agenda-norte-local-stack');
  const file = join(dir, `${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = (await prepare(await PgliteDb.open({}), cfg)) as PgliteDb;
  try {
    const blob = await db.dump();
    mkdirSync(dir, { recursive: true });
    // Write then rename: parallel test processes may build the same template at once.
    const tmp = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
    renameSync(tmp, file);
    return blob;
  } finally {
    await db.close();
  }
}
