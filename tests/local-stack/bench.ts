/**
 * Figures for the local stack (reported by `npm run bench` through tests/bench/run.ts; it does not
 * fail on time). Run alone: `npx tsx tests/local-stack/bench.ts`.
 */
import './helpers/node-env.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startTestStack } from './helpers/stack.ts';

export interface LocalStackBench {
  /** 1,000-row select (`town in (…)`, ordered by start_date): API vs the same SQL on the same DB. */
  restSelect1000: {
    rows: number;
    apiMedianMs: number;
    sqlMedianMs: number;
    overheadMedianMs: number;
    samples: number;
  };
  /** Insert through the REST API until the supabase-js postgres_changes callback fires. */
  realtimeInsertToCallback: { medianMs: number; p95Ms: number; samples: number };
  /** `supabase/local/cli.ts start` on an existing database until the first REST answer. */
  cliColdStartMs: number;
  engine: 'pglite' | 'pg';
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] ?? 0) : 0;
};
const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
};
const round = (n: number): number => Math.round(n * 100) / 100;

const TOWNS = [
  'Bilbao',
  'Getxo',
  'Barakaldo',
  'Donostia',
  'Pamplona',
  'Vitoria-Gasteiz',
  'Santander',
  'Logroño',
];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function restAndRealtime(
  samples: number,
): Promise<Pick<LocalStackBench, 'restSelect1000' | 'realtimeInsertToCallback' | 'engine'>> {
  const s = await startTestStack();
  try {
    await s.db.query(
      `insert into public.events (title, town, start_date, price, tags)
       select 'Evento ' || g, ($1::text[])[1 + g % 8], current_date + (g % 365), g % 50, array['tag' || (g % 5)]
       from generate_series(1, 6000) g`,
      [TOWNS],
    );
    const towns = ['Bilbao', 'Getxo', 'Barakaldo', 'Donostia'];
    const url = `${s.url}/rest/v1/events?select=*&town=in.(${towns.join(',')})&order=start_date.asc&limit=1000`;
    const headers = { apikey: s.anonKey, Authorization: `Bearer ${s.anonKey}` };
    const sql = `select * from public.events where town = any($1) order by start_date limit 1000`;
    let rows = 0;
    for (let i = 0; i < 3; i++) await (await fetch(url, { headers })).text();
    const api: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < samples; i++) {
      let t = performance.now();
      const body = (await (await fetch(url, { headers })).json()) as unknown[];
      api.push(performance.now() - t);
      rows = body.length;
      t = performance.now();
      await s.db.query(sql, [towns]);
      direct.push(performance.now() - t);
    }
    const client = s.client();
    const admin = s.client(s.serviceRoleKey);
    const seen = new Map<string, number>();
    await new Promise<void>((resolve) => {
      client
        .channel('bench')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'events' }, (p) => {
          seen.set(String((p.new as { title: string }).title), performance.now());
        })
        .subscribe((st) => st === 'SUBSCRIBED' && resolve());
    });
    const lat: number[] = [];
    for (let i = 0; i < samples; i++) {
      const title = `rt-${i}`;
      const t = performance.now();
      await admin.from('events').insert({ title, town: 'Bilbao', start_date: '2031-01-01', tags: [] });
      const deadline = Date.now() + 2000;
      while (!seen.has(title) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
      const at = seen.get(title);
      if (at !== undefined) lat.push(at - t);
    }
    await client.removeAllChannels();
    return {
      engine: s.db.kind,
      restSelect1000: {
        rows,
        apiMedianMs: round(median(api)),
        sqlMedianMs: round(median(direct)),
        overheadMedianMs: round(median(api) - median(direct)),
        samples,
      },
      realtimeInsertToCallback: {
        medianMs: round(median(lat)),
        p95Ms: round(pct(lat, 0.95)),
        samples: lat.length,
      },
    };
  } finally {
    await s.stop();
  }
}

async function cliColdStart(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'local-stack-bench-'));
  const cli = fileURLToPath(new URL('../../supabase/local/cli.ts', import.meta.url));
  const run = async (): Promise<number> => {
    const port = await freePort();
    const t = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', cli, 'start'], {
      env: { ...process.env, PORT: String(port), SUPABASE_LOCAL_DATA_DIR: dataDir, SUPABASE_DB_URL: '' },
      stdio: 'ignore',
    });
    let ms = -1;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      try {
        const r = await fetch(`http://127.0.0.1:${port}/rest/v1/`, { signal: AbortSignal.timeout(500) });
        if (r.status === 200) {
          ms = performance.now() - t;
          break;
        }
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    return ms;
  };
  try {
    await run(); // creates the database (migrations + seed)
    return round(await run());
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runLocalStackBench(opts: { samples?: number } = {}): Promise<LocalStackBench> {
  const part = await restAndRealtime(opts.samples ?? 30);
  return { ...part, cliColdStartMs: await cliColdStart() };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runLocalStackBench()
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
}
