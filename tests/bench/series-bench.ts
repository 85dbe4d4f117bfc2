/**
 * Series comparison: the bench city's listing with the same 5,000 synthetic events twice, first all
 * single events, then with 500 of them (spread evenly) weekly series for a year (52 or 53 dates
 * each, seed:large's withWeeklySeries). The goal: with the series, each step stays within
 * 1.2× of the same step without them. Figures only; a missed goal is marked, never failed.
 *
 * Steps, each as the app does it:
 * - the listing query: cityListingQuery through supabase-js as the anon visitor (first 50 rows, and
 *   everything in pages of 1,000), its time and payload (data-bench's measure), the two variants
 *   seeded and timed alternately, twice each;
 * - mapping: mapEventRow(row, today) over every row (a series is shown at its next date);
 * - the client pass of use-listing-results: visible events, sorted once per list, then applyFilters
 *   with one date preset (today, the weekend, a week four weeks ahead) or a search (index built
 *   once, outside the timing, as the app warms it when a search box takes the focus).
 *
 * The client steps of the two variants are timed in alternation (A B, B A, …) over the same rows
 * fetched once per variant, so that other work on the machine weighs on both alike. Each sample
 * times a batch of passes, since one filter pass over 5,000 events takes well under a millisecond.
 */
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { getCity } from '../../src/config/cities.ts';
import { DEFAULT_SORT } from '../../src/config/constants.ts';
import { getProvinceTowns } from '../../src/config/provinces.ts';
import { cityListingQuery, LISTING_PAGE_ROWS } from '../../src/features/events/api/listing-query.ts';
import { addDaysToDay, madridDay } from '../../src/features/events/domain/dates.ts';
import { mapEventRow } from '../../src/features/events/domain/map-event-row.ts';
import type { EventItem, EventRow } from '../../src/features/events/domain/types.ts';
import { todayRange, weekendRange } from '@/features/listing/domain/date-presets.ts';
import { applyFilters } from '@/features/listing/domain/filters.ts';
import type { FilterContext } from '@/features/listing/domain/filters.ts';
import { createSearchIndex } from '@/features/listing/domain/search-index.ts';
import { sortEvents } from '@/features/listing/domain/sort.ts';
import { clearFilters } from '@/features/listing/domain/toggles.ts';
import type { DateRange, Filters } from '@/features/listing/domain/types.ts';
import { visibleEvents } from '@/features/listing/domain/results.ts';
import type { BenchApp } from './app-env.ts';
import { BENCH_CITY_ID, benchCityTowns } from './bench-city.ts';
import { listingLoads, measure } from './data-bench.ts';
import type { LoadFigures } from './data-bench.ts';
import { median } from './stats.ts';

/** The goal: each step with the series within this factor of the same step without. */
export const SERIES_GOAL_RATIO = 1.2;
export const SERIES_BENCH_EVENTS = 5000;
export const SERIES_BENCH_SERIES = 500;
/** "A later week": seven days starting this many days ahead (inside the single events' 60 days). */
const LATER_WEEK_OFFSET = 28;
/** Each variant is seeded and its query timed this many times, alternately (see below). */
const SERVER_ROUNDS = 2;
/** Words a visitor types (one with a typo), from seed:large's vocabulary. */
const SEARCHES = ['concierto', 'teatro de calle', 'exposicion', 'taller infantil', 'ruta de pintxos', 'jaz'];

export interface ClientStep {
  id: string;
  label: string;
  /** Median per pass, ms. */
  ms: number;
  /** Events in the result (filters), or rows handled. */
  count: number;
}

export interface SeriesVariant {
  series: number;
  /** Rows of the full listing (the synthetic events plus the seed's). */
  listed: number;
  /** Rows of the listing that are series. */
  seriesListed: number;
  /** Pooled over the rounds. */
  first: LoadFigures;
  full: LoadFigures;
  /** The full load's median in each round. */
  fullRunsMs: number[];
  mapMs: number;
  /** Visible events, sorted (once per list). */
  prepareMs: number;
  indexBuildMs: number;
  filters: ClientStep[];
  /** Median over the searches of each one's median. */
  searchMs: number;
  searchMatches: number;
}

export interface SeriesFigures {
  events: number;
  today: string;
  ranges: Record<string, DateRange>;
  without: SeriesVariant;
  with: SeriesVariant;
  /** Filter results that differ from a direct reading of the rows (should be none). */
  mismatches: string[];
}

/** Median time of one call, each sample a batch of `batch` calls; the two functions alternate. */
function timePair(a: () => unknown, b: () => unknown, samples: number, batch: number): [number, number] {
  const sample = (fn: () => unknown) => {
    const t = performance.now();
    for (let i = 0; i < batch; i++) fn();
    return (performance.now() - t) / batch;
  };
  for (let i = 0; i < 2; i++) {
    // Warm-up.
    sample(a);
    sample(b);
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < samples; i++) {
    if (i % 2 === 0) {
      ta.push(sample(a));
      tb.push(sample(b));
    } else {
      tb.push(sample(b));
      ta.push(sample(a));
    }
  }
  return [median(ta), median(tb)];
}

/** The listing's rows as the app receives them (the full load, pages of 1,000). */
async function fetchRows(app: BenchApp, params: { towns: string[]; today: string }): Promise<EventRow[]> {
  const anon = createClient(app.stackUrl, app.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
  });
  const rows: EventRow[] = [];
  for (let from = 0; ; from += LISTING_PAGE_ROWS) {
    const { data, error } = await cityListingQuery(anon, params).range(from, from + LISTING_PAGE_ROWS - 1);
    if (error) throw new Error(`bench: listing query failed: ${error.message}`);
    rows.push(...(data as unknown as EventRow[]));
    if (data.length < LISTING_PAGE_ROWS) return rows;
  }
}

/** The date rule read directly on a row: a series by its stored dates, an event by its days. */
function rowInRange(row: EventRow, range: DateRange): boolean {
  if (row.recurrence_rule && row.occurrence_dates?.length)
    return row.occurrence_dates.some((d) => d >= range.from && d <= range.to);
  const start = row.start_date ?? '';
  const end = row.end_date && row.end_date >= start ? row.end_date : start;
  return start !== '' && start <= range.to && end >= range.from;
}

interface Prepared {
  rows: EventRow[];
  mapped: EventItem[];
  sorted: EventItem[];
  ctx: FilterContext;
}

export async function runSeriesBench(
  app: BenchApp,
  events = SERIES_BENCH_EVENTS,
  series = SERIES_BENCH_SERIES,
): Promise<SeriesFigures> {
  const now = new Date();
  const today = madridDay(now);
  const params = { towns: benchCityTowns(), today };
  const city = getCity(BENCH_CITY_ID);
  if (!city) throw new Error(`bench: unknown city ${BENCH_CITY_ID}`);
  const provinceTowns = getProvinceTowns(city.province);
  const later = addDaysToDay(today, LATER_WEEK_OFFSET);
  const ranges: Record<string, DateRange> = {
    today: todayRange(now),
    weekend: weekendRange(now),
    later: { from: later, to: addDaysToDay(later, 6) },
  };
  const labels: Record<string, string> = {
    today: 'Filter: today',
    weekend: 'Filter: this weekend',
    later: `Filter: the week from day +${LATER_WEEK_OFFSET}`,
  };
  const { first, full } = listingLoads(params);

  // The server side: seed each variant in turn, time the app's query, keep its rows for the client.
  // Without, with, without, with: each variant is seeded and timed twice and its samples pooled, so
  // that a machine getting busier or quieter during the section (other work on a shared machine
  // moves one run's median by a third) does not weigh on one variant only.
  const runs: Array<{ first: LoadFigures; full: LoadFigures }[]> = [[], []];
  const rows: EventRow[][] = [[], []];
  for (let round = 0; round < SERVER_ROUNDS; round++) {
    for (const i of [0, 1] as const) {
      await app.seedCityEvents(events, { series: i === 0 ? 0 : series });
      runs[i]!.push({ first: await measure(app, first, 7), full: await measure(app, full(), 7) });
      if (round === 0) rows[i] = await fetchRows(app, params);
    }
  }
  const pooled = (list: LoadFigures[]): LoadFigures => {
    const samplesMs = list.flatMap((f) => f.samplesMs);
    return { ...list[list.length - 1]!, medianMs: median(samplesMs), samplesMs };
  };

  const prepare = (rows: EventRow[]): Prepared => {
    const mapped = rows.map((row) => mapEventRow(row, today));
    const visible = visibleEvents(mapped, now);
    return {
      rows,
      mapped,
      sorted: sortEvents(visible, DEFAULT_SORT),
      ctx: { city, provinceTowns, searchIndex: createSearchIndex(visible) },
    };
  };
  const a = prepare(rows[0]!);
  const b = prepare(rows[1]!);

  const [mapA, mapB] = timePair(
    () => a.rows.map((row) => mapEventRow(row, today)),
    () => b.rows.map((row) => mapEventRow(row, today)),
    21,
    1,
  );
  // A new list each time, as the app gets one per load (visibleEvents caches per list).
  const prepareList = (p: Prepared) => () => sortEvents(visibleEvents([...p.mapped], now), DEFAULT_SORT);
  const [prepA, prepB] = timePair(prepareList(a), prepareList(b), 21, 1);
  const [buildA, buildB] = timePair(
    () => createSearchIndex(a.sorted),
    () => createSearchIndex(b.sorted),
    7,
    1,
  );

  const filterWith = (patch: Partial<Filters>): Filters => ({ ...clearFilters(), ...patch });
  const mismatches: string[] = [];
  const filterSteps = (id: string): [ClientStep, ClientStep] => {
    const range = ranges[id]!;
    const f = filterWith({ dateRange: range });
    const [msA, msB] = timePair(
      () => applyFilters(a.sorted, f, a.ctx),
      () => applyFilters(b.sorted, f, b.ctx),
      31,
      10,
    );
    const steps = [a, b].map((p, i): ClientStep => {
      const count = applyFilters(p.sorted, f, p.ctx).length;
      const expected = p.rows.filter((row) => rowInRange(row, range)).length;
      if (count !== expected)
        mismatches.push(
          `${id} ${i === 0 ? 'without' : 'with'} series: ${count} listed, ${expected} in the rows`,
        );
      return { id, label: labels[id] ?? id, ms: i === 0 ? msA : msB, count };
    });
    return [steps[0]!, steps[1]!];
  };
  const presets = Object.keys(ranges).map(filterSteps);

  const searchTimes: Array<[number, number]> = SEARCHES.map((q) => {
    const f = filterWith({ search: q });
    return timePair(
      () => applyFilters(a.sorted, f, a.ctx),
      () => applyFilters(b.sorted, f, b.ctx),
      15,
      10,
    );
  });
  const matches = (p: Prepared) =>
    SEARCHES.reduce((n, q) => n + applyFilters(p.sorted, filterWith({ search: q }), p.ctx).length, 0);

  const variant = (
    n: number,
    p: Prepared,
    i: 0 | 1,
    mapMs: number,
    prepareMs: number,
    indexBuildMs: number,
  ): SeriesVariant => ({
    series: n,
    listed: p.rows.length,
    seriesListed: p.rows.filter((r) => r.recurrence_rule).length,
    first: pooled(runs[i]!.map((r) => r.first)),
    full: pooled(runs[i]!.map((r) => r.full)),
    fullRunsMs: runs[i]!.map((r) => r.full.medianMs),
    mapMs,
    prepareMs,
    indexBuildMs,
    filters: presets.map((pair) => pair[i]),
    searchMs: median(searchTimes.map((t) => t[i])),
    searchMatches: matches(p),
  });
  return {
    events,
    today,
    ranges,
    without: variant(0, a, 0, mapA, prepA, buildA),
    with: variant(series, b, 1, mapB, prepB, buildB),
    mismatches,
  };
}
