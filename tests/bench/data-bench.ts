/**
 * The city listing's data: the app's own request (cityListingQuery: town in the city's town set,
 * the date rule, LISTING_COLUMNS, ordered by start) through supabase-js as the anon visitor, once
 * with `limit 50` (the first load) and once complete (pages of 1,000 rows, as the app loads
 * everything), with N synthetic events in the city on the isolated stack.
 *
 * Bytes: the local stack compresses its answers as hosted Supabase's gateway does (brotli, else
 * gzip, per Accept-Encoding), so "on the wire" is the compressed size; the bench also reports what
 * the same JSON weighs raw, with gzip (level 6) and with brotli (quality 5), to compare.
 * Times are on the loopback, median of several runs, no throttling.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { cityListingQuery, LISTING_PAGE_ROWS } from '../../src/features/events/api/listing-query.ts';
import type { ListingQueryParams } from '../../src/features/events/api/listing-query.ts';
import { madridDay } from '../../src/features/events/domain/dates.ts';
import type { BenchApp } from './app-env.ts';
import { benchCityTowns } from './bench-city.ts';
import { median } from './stats.ts';

export interface LoadFigures {
  rows: number;
  requests: number;
  /** Bytes on the wire as the local stack sends them. */
  wireBytes: number;
  /** Content-Encoding of the answers ('' = none). */
  encoding: string;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  medianMs: number;
  /** Every timed load, ms (to pool runs taken apart). */
  samplesMs: number[];
}

export interface DataFigures {
  events: number;
  first: LoadFigures;
  full: LoadFigures;
  /** The complete load with select=* instead of the listing columns, for comparison. */
  fullAllColumns: LoadFigures;
  /** Share of the full load's JSON per column, largest first. */
  columnShare: Array<{ column: string; bytes: number }>;
}

interface Captured {
  bodies: Buffer[];
  wire: number;
  encoding: string;
}

/** supabase-js with a fetch that keeps every answer's body and size. */
function recordingClient(app: BenchApp, into: () => Captured): SupabaseClient {
  return createClient(app.stackUrl, app.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
    global: {
      fetch: async (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('Accept-Encoding', 'gzip, br');
        const res = await fetch(input, { ...init, headers });
        const body = Buffer.from(await res.arrayBuffer());
        const c = into();
        const encoding = res.headers.get('content-encoding') ?? '';
        c.bodies.push(body);
        // fetch decompresses; with an encoding the wire size is the declared length.
        c.wire += encoding ? Number(res.headers.get('content-length') ?? body.length) : body.length;
        c.encoding = encoding;
        return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
      },
    },
  });
}

/** One load of the listing through the given client; resolves to the rows it got. */
export type Load = (client: SupabaseClient) => Promise<number>;

/** `repetitions` timed loads (after two warm-ups) and the bytes of the last one. */
export async function measure(app: BenchApp, load: Load, repetitions: number): Promise<LoadFigures> {
  let current: Captured = { bodies: [], wire: 0, encoding: '' };
  const client = recordingClient(app, () => current);
  for (let i = 0; i < 2; i++) await load(client); // warm-up
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < repetitions; i++) {
    current = { bodies: [], wire: 0, encoding: '' };
    const t = performance.now();
    rows = await load(client);
    times.push(performance.now() - t);
  }
  const raw = current.bodies.reduce((n, b) => n + b.length, 0);
  return {
    rows,
    requests: current.bodies.length,
    wireBytes: current.wire,
    encoding: current.encoding,
    rawBytes: raw,
    gzipBytes: current.bodies.reduce((n, b) => n + gzipSync(b, { level: 6 }).length, 0),
    brotliBytes: current.bodies.reduce(
      (n, b) => n + brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
      0,
    ),
    medianMs: median(times),
    samplesMs: times,
  };
}

function fail(error: { message: string } | null): void {
  if (error) throw new Error(`bench: listing query failed: ${error.message}`);
}

/** The app's two listing loads: the first screen (limit 50) and everything, page by page. */
export function listingLoads(params: ListingQueryParams): { first: Load; full: (columns?: string) => Load } {
  const first: Load = async (client) => {
    const { data, error } = await cityListingQuery(client, params).limit(50);
    fail(error);
    return data?.length ?? 0;
  };
  const full =
    (columns?: string): Load =>
    async (client) => {
      let rows = 0;
      for (let from = 0; ; from += LISTING_PAGE_ROWS) {
        const q = cityListingQuery(client, params);
        const { data, error } = await (columns ? q.select(columns) : q).range(
          from,
          from + LISTING_PAGE_ROWS - 1,
        );
        fail(error);
        rows += data?.length ?? 0;
        if ((data?.length ?? 0) < LISTING_PAGE_ROWS) return rows;
      }
    };
  return { first, full };
}

export async function runDataBench(
  app: BenchApp,
  counts: readonly number[] = [1000, 10_000],
): Promise<DataFigures[]> {
  const params = { towns: benchCityTowns(), today: madridDay(new Date()) };
  const { first, full } = listingLoads(params);
  const out: DataFigures[] = [];
  for (const count of counts) {
    await app.seedCityEvents(count);
    const reps = count > 5000 ? 5 : 9;
    const figures: DataFigures = {
      events: count,
      first: await measure(app, first, reps),
      full: await measure(app, full(), reps),
      fullAllColumns: await measure(app, full('*'), 3),
      columnShare: [],
    };
    // Which columns weigh what in the listing's JSON (the first 1,000 rows are a fair sample).
    const anon = createClient(app.stackUrl, app.anonKey, {
      auth: { persistSession: false },
      realtime: { transport: ws as never },
    });
    const { data } = await cityListingQuery(anon, params).range(0, LISTING_PAGE_ROWS - 1);
    const share = new Map<string, number>();
    for (const row of (data ?? []) as unknown as Array<Record<string, unknown>>)
      for (const [k, v] of Object.entries(row))
        share.set(k, (share.get(k) ?? 0) + JSON.stringify(v).length + k.length + 4);
    figures.columnShare = [...share]
      .map(([column, bytes]) => ({ column, bytes }))
      .sort((a, b) => b.bytes - a.bytes);
    out.push(figures);
  }
  return out;
}
