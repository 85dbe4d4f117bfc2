// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type * as Fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startLocalStack } from '../../supabase/local/index.ts';
import type { LocalStack, LocalStackOptions } from '../../supabase/local/index.ts';
import { DEFAULT_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';
import { fixtureOptions } from './helpers/stack.ts';

// PGlite keeps its data in a directory: a clean stop and a kill -9 must both leave it usable, and by
// default a commit is on disk (fsync'ed) before it is acknowledged, so an OS crash loses nothing
// the app was told was saved. (About PGlite only: with-postgres.sh leaves this file out.)

// Counts the fsync(2) calls the stack makes through Node's fs: the durable mode's NODEFS fsync
// goes through fsyncSync, so a commit that reaches the disk shows up here.
const fsyncs = vi.hoisted(() => ({ n: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  return {
    ...fs,
    fsyncSync: (fd: number): void => {
      fsyncs.n++;
      fs.fsyncSync(fd);
    },
  };
});
const dirs: string[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'local-stack-durable-'));
  dirs.push(d);
  return d;
};

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const insertEvent = (url: string, title: string): Promise<Response> =>
  fetch(`${url}/rest/v1/events`, {
    method: 'POST',
    headers: {
      apikey: DEFAULT_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${DEFAULT_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ title, town: 'Santander', start_date: '2030-06-01' }),
  });

const titles = async (url: string): Promise<string[]> => {
  const r = await fetch(`${url}/rest/v1/events?select=title&town=eq.Santander&order=title`, {
    headers: { apikey: DEFAULT_SERVICE_ROLE_KEY },
  });
  return ((await r.json()) as { title: string }[]).map((x) => x.title);
};

const setting = async (s: LocalStack, name: string): Promise<string | undefined> =>
  (await s.db.query<Record<string, string>>(`show ${name}`)).rows[0]?.[name];

/** fsync calls made while three events are inserted through REST, one commit each. */
async function fsyncsForThreeCommits(
  opts: LocalStackOptions,
): Promise<{ n: number; fsync: string | undefined }> {
  const s = await startLocalStack({ ...fixtureOptions(), ...opts });
  try {
    const before = fsyncs.n;
    for (const t of ['uno', 'dos', 'tres']) expect((await insertEvent(s.url, t)).status).toBe(201);
    return { n: fsyncs.n - before, fsync: await setting(s, 'fsync') };
  } finally {
    await s.stop();
  }
}

describe('durability (PGlite data directory)', () => {
  it(
    "durable by default: fsync=on, WAL flushed with fsync(2), and each commit's flush reaches the disk",
    { timeout: 90_000 },
    async () => {
      const s = await startLocalStack({ ...fixtureOptions(), dataDir: tempDir() });
      try {
        expect(s.config.durability).toBe('durable');
        expect(await setting(s, 'fsync')).toBe('on');
        // fdatasync is a no-op in PGlite's Emscripten layer; fsync is the call that is carried out.
        expect(await setting(s, 'wal_sync_method')).toBe('fsync');
        expect(await setting(s, 'synchronous_commit')).toBe('on');
      } finally {
        await s.stop();
      }
      const durable = await fsyncsForThreeCommits({ dataDir: tempDir() });
      expect(durable.fsync).toBe('on');
      expect(durable.n).toBeGreaterThanOrEqual(3);
      // The fast mode exists for throwaway test data only, and says so in its name.
      const fast = await fsyncsForThreeCommits({ dataDir: tempDir(), durability: 'fast-for-tests' });
      expect(fast.fsync).toBe('off');
      expect(fast.n).toBe(0);
    },
  );

  it(
    'data committed before a stop is there after a restart; migrations and seed are not re-applied',
    { timeout: 60_000 },
    async () => {
      const dataDir = tempDir();
      const a = await startLocalStack({ ...fixtureOptions(), dataDir });
      expect((await insertEvent(a.url, 'kept')).status).toBe(201);
      await a.stop();
      const b = await startLocalStack({ ...fixtureOptions(), dataDir });
      expect(await titles(b.url)).toEqual(['kept']);
      const seeded = await b.db.query(
        `select count(*)::int as n from public.events where title = 'Feria del libro'`,
      );
      expect(Number(seeded.rows[0]?.n)).toBe(1);
      const migs = await b.db.query(
        `select version, name, array_length(statements, 1) as n from supabase_migrations.schema_migrations`,
      );
      expect(migs.rows).toEqual([{ version: '20240101000000', name: 'todos', n: expect.any(Number) }]);
      await b.stop();
    },
  );

  it(
    'after kill -9 of a process running the stack, the database opens again',
    { timeout: 90_000 },
    async () => {
      const dataDir = tempDir();
      const script = fileURLToPath(new URL('./fixtures/child-stack.ts', import.meta.url));
      // tsx as a loader inside this node process: the tsx CLI would run the script in a grandchild
      // that SIGKILL would not reach.
      const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const url = await new Promise<string>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('child did not start')), 60_000);
        createInterface({ input: child.stdout }).on('line', (l) => {
          const m = /^READY (.+)$/.exec(l);
          if (m?.[1]) {
            clearTimeout(t);
            resolve(m[1]);
          }
        });
        child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
      });
      expect((await insertEvent(url, 'before crash')).status).toBe(201);
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGKILL');
      await exited;
      const again = await startLocalStack({ ...fixtureOptions(), dataDir });
      const r = await fetch(`${again.url}/rest/v1/events?select=title&limit=1`, {
        headers: { apikey: again.anonKey },
      });
      expect(r.status).toBe(200);
      expect((await insertEvent(again.url, 'after crash')).status).toBe(201);
      const after = await titles(again.url);
      expect(after).toContain('after crash');
      // The insert answered 201 before the kill: PGlite had committed it to its data directory.
      expect(after).toContain('before crash');
      await again.stop();
    },
  );
});
