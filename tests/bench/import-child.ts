/**
 * The import bench's client process: what `npm run import -- --source kulturklik --file PATH` does
 * (the CLI's own source row, client and runImport), in a process of its own so that its peak RSS is
 * the importer's alone, not the local stack's. It writes one JSON object to the file named by
 * IMPORT_BENCH_OUT: the summary, the run's time, the process's peak RSS and the time spent waiting
 * on each kind of request (to tell where a slow run spends it).
 *
 * The one difference from the CLI: the file's size is not checked. A 20,000-item listing is ~28 MB,
 * beyond MAX_LISTING_BYTES (8 MiB, sized for real Kulturklik pages of ~1 MB), and the bench measures
 * the import of that many items, not the read of a page.
 */
import '../local-stack/helpers/node-env.ts';
import { readFile, writeFile } from 'node:fs/promises';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { decodeBody } from '../../supabase/functions/_shared/import/adapters/decode.ts';
import { runImport } from '../../supabase/functions/_shared/import/run.ts';
import { cliSource } from '../../supabase/local/import.ts';

export interface ImportChildResult {
  created: number;
  updated: number;
  unchanged: number;
  cancelled: number;
  merged: number;
  rejected: number;
  /** From reading the file to the run's summary. */
  ms: number;
  /** Peak resident set size of this process, in bytes. */
  maxRssBytes: number;
  /** Per kind of request ('rpc/import_apply', 'events', 'event_source_items', …): count and ms waited. */
  requests: Record<string, { count: number; ms: number; bytesSent: number }>;
}

const [file] = process.argv.slice(2);
const out = process.env.IMPORT_BENCH_OUT;
const url = process.env.SUPABASE_URL;
const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!file || !out || !url || !key)
  throw new Error(
    'usage: IMPORT_BENCH_OUT=… SUPABASE_URL=… SUPABASE_SERVICE_ROLE_KEY=… import-child.ts FILE',
  );

const requests: ImportChildResult['requests'] = {};
/** Times each request by its REST path ('rpc/import_apply', 'events', …). */
const timedFetch: typeof fetch = async (input, init) => {
  const path = new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
  ).pathname
    .replace(/^\/rest\/v1\//, '')
    .replace(/^\//, '');
  const t = performance.now();
  try {
    return await fetch(input, init);
  } finally {
    const r = (requests[path] ??= { count: 0, ms: 0, bytesSent: 0 });
    r.count += 1;
    r.ms += performance.now() - t;
    r.bytesSent += typeof init?.body === 'string' ? init.body.length : 0;
  }
};

const db = createClient(url, key, {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: ws as never },
  global: { fetch: timedFetch },
});
const started = performance.now();
const source = await cliSource(db, { source: 'kulturklik', dryRun: false, json: true });
const text = decodeBody(new Uint8Array(await readFile(file)));
const summary = await runImport(db, source, text);
const ms = performance.now() - started;
const result: ImportChildResult = {
  created: summary.created,
  updated: summary.updated,
  unchanged: summary.unchanged,
  cancelled: summary.cancelled,
  merged: summary.merged,
  rejected: summary.rejected.length,
  ms,
  // maxRSS is in kilobytes.
  maxRssBytes: process.resourceUsage().maxRSS * 1024,
  requests,
};
await writeFile(out, JSON.stringify(result));
process.exit(0);
