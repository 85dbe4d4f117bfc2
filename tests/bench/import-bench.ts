/**
 * The import bench (`npm run bench -- --only import`): a synthetic Kulturklik listing of 20,000 items
 * (kulturklik-listing.ts) imported into a fresh local stack (in-memory PGlite with the project's
 * migrations and seed, as the database tests start it), then imported again unchanged.
 *
 * The importer runs in a process of its own (import-child.ts: the CLI's run), so its peak RSS is its
 * own; the stack's process is sampled beside it. The re-import's goal is to write nothing and take
 * under 10 s: rows written are counted from the transaction ids of the rows (xmin) of the tables an
 * import writes, against the transaction id taken just before it, and from the row counts (deletes);
 * only the run's own record in import_runs is expected.
 */
import '../local-stack/helpers/node-env.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDbStack } from '../db/helpers';
import type { TestStack } from '../db/helpers';
import type { ImportChildResult } from './import-child';
import { kulturklikListing } from './kulturklik-listing';
import type { Row, SectionReport, Table } from './report';

/** Goal of the unchanged re-import (seconds, on the bench machine). */
export const REIMPORT_GOAL_S = 10;

/** The tables an import writes (besides its run's record in import_runs). */
const WRITTEN_TABLES = ['events', 'event_source_items', 'event_submissions', 'event_sources'] as const;

const CHILD = fileURLToPath(new URL('./import-child.ts', import.meta.url));
const REPO_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ImportBench {
  items: number;
  listingBytes: number;
  /** Rows already in the stack before the first import (the seed's events). */
  seededEvents: number;
  first: ImportChildResult & { stackPeakRssBytes: number };
  again: ImportChildResult & { stackPeakRssBytes: number };
  /** Rows of WRITTEN_TABLES inserted, updated or deleted by the first import (the counter's own check). */
  writesOnFirst: Record<string, number>;
  /** Rows of WRITTEN_TABLES inserted, updated or deleted by the re-import, per table. */
  writesOnReimport: Record<string, number>;
  /** Runs recorded by the re-import (1 expected). */
  runsRecordedOnReimport: number;
  eventsAfter: number;
}

/** Runs import-child.ts over `file` against the stack, sampling this process's RSS meanwhile. */
async function importInChild(
  s: TestStack,
  file: string,
  dir: string,
): Promise<ImportChildResult & { stackPeakRssBytes: number }> {
  const out = join(dir, `result-${Math.random().toString(36).slice(2)}.json`);
  let stackPeak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    stackPeak = Math.max(stackPeak, process.memoryUsage.rss());
  }, 100);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', CHILD, file], {
        cwd: REPO_DIR,
        env: {
          ...process.env,
          SUPABASE_URL: s.url,
          SUPABASE_SERVICE_ROLE_KEY: s.serviceRoleKey,
          IMPORT_BENCH_OUT: out,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`the import process exited with code ${code}`)),
      );
    });
  } finally {
    clearInterval(sampler);
  }
  stackPeak = Math.max(stackPeak, process.memoryUsage.rss());
  return { ...(JSON.parse(readFileSync(out, 'utf8')) as ImportChildResult), stackPeakRssBytes: stackPeak };
}

async function count(s: TestStack, text: string, params: unknown[] = []): Promise<number> {
  const r = await s.db.query<{ n: number | string }>(text, params);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * Runs `step` and counts the rows of WRITTEN_TABLES it inserted, updated or deleted: every row written
 * after the transaction id taken before it has a newer xmin; deletes show in the row counts.
 */
async function writesOf<T>(
  s: TestStack,
  step: () => Promise<T>,
): Promise<{ result: T; writes: Record<string, number> }> {
  const rowsBefore = new Map<string, number>();
  for (const t of WRITTEN_TABLES) rowsBefore.set(t, await count(s, `select count(*) as n from public.${t}`));
  const xid = await count(s, 'select pg_current_xact_id()::text::bigint as n');
  const result = await step();
  const writes: Record<string, number> = {};
  for (const t of WRITTEN_TABLES) {
    const written = await count(s, `select count(*) as n from public.${t} where xmin::text::bigint > $1`, [
      xid,
    ]);
    const rows = await count(s, `select count(*) as n from public.${t}`);
    writes[t] = written + Math.max(0, (rowsBefore.get(t) ?? 0) - rows);
  }
  return { result, writes };
}

export async function runImportBench(items = 20_000): Promise<ImportBench> {
  const dir = mkdtempSync(join(tmpdir(), 'agenda-import-bench-'));
  const file = join(dir, 'kulturklik-upcoming.json');
  writeFileSync(file, JSON.stringify(kulturklikListing({ count: items })));
  const listingBytes = statSync(file).size;
  const s = await startDbStack({ seed: true });
  try {
    const seededEvents = await count(s, 'select count(*) as n from public.events');
    const first = await writesOf(s, () => importInChild(s, file, dir));
    const runsBefore = await count(s, 'select count(*) as n from public.import_runs');
    const again = await writesOf(s, () => importInChild(s, file, dir));
    return {
      items,
      listingBytes,
      seededEvents,
      first: first.result,
      again: again.result,
      writesOnFirst: first.writes,
      writesOnReimport: again.writes,
      runsRecordedOnReimport: (await count(s, 'select count(*) as n from public.import_runs')) - runsBefore,
      eventsAfter: await count(s, 'select count(*) as n from public.events'),
    };
  } finally {
    await s.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sec = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const thousands = (n: number): string => n.toLocaleString('en-US');

const TABLE_NAMES: Record<string, string> = {
  events: 'events',
  event_source_items: 'source items',
  event_submissions: 'submissions',
  event_sources: 'source rows',
};
/** '20,000 events, 20,000 source items, 1 source rows': the tables with rows written. */
const written = (w: Record<string, number>): string =>
  Object.entries(w)
    .filter(([, n]) => n > 0)
    .map(([t, n]) => `${thousands(n)} ${TABLE_NAMES[t] ?? t}`)
    .join(', ') || 'none';

/** Where each run waited: per kind of request, the count and the time. */
function requestsTable(r: ImportBench): Table {
  const kinds = [...new Set([...Object.keys(r.first.requests), ...Object.keys(r.again.requests)])].sort();
  const cell = (x: ImportChildResult, k: string) => {
    const q = x.requests[k];
    return q ? `${q.count} · ${sec(q.ms)}` : '–';
  };
  const waited = (x: ImportChildResult) => Object.values(x.requests).reduce((a, q) => a + q.ms, 0);
  return {
    title:
      'Where the import spends its time (requests · time waited on them; the rest is the client: parse, map, hash)',
    headers: ['Request', 'First import', 'Re-import'],
    rows: [
      ...kinds.map((k) => [k, cell(r.first, k), cell(r.again, k)]),
      [
        'client work (total − requests)',
        sec(r.first.ms - waited(r.first)),
        sec(r.again.ms - waited(r.again)),
      ],
    ],
  };
}

export function importReport(r: ImportBench): SectionReport {
  const writes = Object.values(r.writesOnReimport).reduce((a, b) => a + b, 0);
  // The counter must see the first import's rows, or its 0 for the re-import would prove nothing.
  const counterWorks = (r.writesOnFirst.events ?? 0) >= r.first.created;
  const perSecond = r.first.created / (r.first.ms / 1000);
  const firstOk = r.first.rejected === 0 && r.first.created + r.first.merged === r.items;
  const againOk =
    r.again.unchanged === r.items && r.again.created + r.again.updated + r.again.cancelled === 0;
  const rows: Row[] = [
    {
      metric: `Listing: ${thousands(r.items)} Kulturklik items (${thousands(r.seededEvents)} seeded events before)`,
      value: mb(r.listingBytes),
    },
    {
      metric: 'First import: time (read, map, compare, write)',
      value: sec(r.first.ms),
    },
    {
      metric: 'First import: created / merged into seeded events / rejected',
      value: `${thousands(r.first.created)} / ${r.first.merged} / ${r.first.rejected}`,
      goal: `${thousands(r.items)} in, 0 rejected`,
      met: firstOk,
    },
    { metric: 'First import: events written per second', value: perSecond.toFixed(0) },
    {
      metric: 'First import: rows written (same counter as the re-import)',
      value: written(r.writesOnFirst),
    },
    { metric: 'First import: peak RSS of the importer process', value: mb(r.first.maxRssBytes) },
    { metric: 'First import: peak RSS of the stack process (PGlite)', value: mb(r.first.stackPeakRssBytes) },
    {
      metric: 'Re-import of the same file: time',
      value: sec(r.again.ms),
      goal: `≤ ${REIMPORT_GOAL_S} s`,
      met: r.again.ms <= REIMPORT_GOAL_S * 1000,
    },
    {
      metric: 'Re-import: rows written (events, source items, submissions, sources)',
      value: writes === 0 ? '0' : `${writes}: ${written(r.writesOnReimport)}`,
      goal: '0',
      met: writes === 0,
    },
    {
      metric: 'Re-import: unchanged / run records added',
      value: `${thousands(r.again.unchanged)} / ${r.runsRecordedOnReimport}`,
    },
    { metric: 'Re-import: peak RSS of the importer process', value: mb(r.again.maxRssBytes) },
  ];
  return {
    rows,
    tables: [requestsTable(r)],
    notes: [
      'The importer runs as `npm run import` does (import-child.ts), without its 8 MiB file limit: the listing is one file of all the items.',
      `Events in the stack after both imports: ${thousands(r.eventsAfter)}.`,
      ...(counterWorks
        ? []
        : ["✗ The write counter did not see the first import's events: its figures are void."]),
      ...(againOk
        ? []
        : [
            `✗ The re-import did not find every item unchanged: ${JSON.stringify({ ...r.again, requests: undefined })}`,
          ]),
    ],
    correct: firstOk && againOk && counterWorks && writes === 0,
    data: r,
  };
}
