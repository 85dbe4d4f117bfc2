// @vitest-environment node
/**
 * `npm run seed:large -- N` (supabase/local/seed-large.ts) against an isolated stack: the CLI as a
 * user runs it (through tsx, URL and key from the environment), then the generated rows checked
 * against the app's configuration and listing query, `--clear`, and `--series` (weekly series for a
 * year, whose end_date and occurrence_dates the database writes).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CATEGORIES, getChildCategories } from '@/config/categories';
import { CITIES } from '@/config/cities';
import { getProvinceTowns } from '@/config/provinces';
import { cityTownSet } from '@/features/city/domain/city-towns';
import { madridDay } from '@/features/events/domain/dates';
import {
  addDays,
  DAYS_AHEAD,
  generateEvents,
  parseArgs,
  SEED_LARGE_TAG,
  SERIES_WEEKS,
  seedLarge,
} from '../../supabase/local/seed-large.ts';
import { insertEvent, serviceClient, sqlCount, STACK_TIMEOUT, startDbStack } from './helpers.ts';
import type { TestStack } from './helpers.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = `${ROOT}node_modules/.bin/tsx`;
const SCRIPT = `${ROOT}supabase/local/seed-large.ts`;
const N = 1200;

let s: TestStack;
let service: SupabaseClient;
let keepId: string;
let today: string;

beforeAll(async () => {
  s = await startDbStack();
  service = serviceClient(s);
  keepId = await insertEvent(s, { title: 'Evento real que no se toca' });
  today = madridDay(new Date());
}, STACK_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

function cli(...args: string[]) {
  return run(TSX, [SCRIPT, ...args], {
    cwd: ROOT,
    env: { ...process.env, SUPABASE_URL: s.url, SUPABASE_SERVICE_ROLE_KEY: s.serviceRoleKey },
    timeout: 60_000,
  });
}

const synthetic = () =>
  sqlCount(s, `select count(*) as n from public.events where $1 = any (tags)`, [SEED_LARGE_TAG]);

interface Row {
  id: string;
  title: string;
  town: string;
  neighborhood: string | null;
  category_id: string[];
  subcategory: string[];
  start_date: string;
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
  is_free: boolean;
  price: number | null;
  tags: string[];
}

describe(`npm run seed:large -- ${N}`, () => {
  let rows: Row[] = [];

  beforeAll(async () => {
    const { stdout } = await cli(String(N));
    expect(stdout).toMatch(new RegExp(`${N} events`));
    const all: Row[] = [];
    for (let from = 0; ; from += 1000) {
      const { data, error } = await service
        .from('events')
        .select(
          'id, title, town, neighborhood, category_id, subcategory, start_date, end_date, start_time, end_time, is_free, price, tags',
        )
        .contains('tags', [SEED_LARGE_TAG])
        .order('id')
        .range(from, from + 999);
      if (error) throw new Error(error.message);
      all.push(...((data ?? []) as Row[]));
      if ((data ?? []).length < 1000) break;
    }
    rows = all;
  }, 90_000);

  it(`inserts ${N} events, all tagged '${SEED_LARGE_TAG}'`, async () => {
    expect(await synthetic()).toBe(N);
    expect(rows).toHaveLength(N);
  });

  it('is deterministic: the rows are exactly what the generator gives for today', () => {
    const expected = generateEvents(N, { today });
    expect(rows.map((r) => r.id).sort()).toEqual(expected.map((e) => e.id).sort());
    expect(generateEvents(N, { today })).toEqual(expected);
    expect(generateEvents(10, { today, seed: 7 })).not.toEqual(generateEvents(10, { today }));
    // Event i does not depend on N.
    expect(generateEvents(50, { today })).toEqual(expected.slice(0, 50));
    // Without the series option no row carries a rule (the rows are what they were before series).
    expect(expected.every((e) => !('recurrence_rule' in e))).toBe(true);
  });

  it.each(CITIES.map((c) => c.id))('%s lists its share through the app’s listing query', async (cityId) => {
    const city = CITIES.find((c) => c.id === cityId)!;
    const towns = cityTownSet(city, getProvinceTowns(city.province));
    const { count, error } = await s
      .client()
      .from('events')
      .select('id', { count: 'exact', head: true })
      .in('town', towns)
      .or(`end_date.gte.${today},and(end_date.is.null,start_date.gte.${today})`)
      .contains('tags', [SEED_LARGE_TAG]);
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(N / CITIES.length);
  });

  it('uses real town names, the app’s categories, dates within the next 60 days, coherent prices and times', () => {
    const allTowns = new Set(CITIES.flatMap((c) => cityTownSet(c, getProvinceTowns(c.province))));
    const categoryIds = new Set(CATEGORIES.map((c) => c.id));
    const last = addDays(today, DAYS_AHEAD);
    const problems: string[] = [];
    for (const r of rows) {
      if (!allTowns.has(r.town)) problems.push(`${r.id}: town ${r.town}`);
      if (r.category_id.length !== 1 || !categoryIds.has(r.category_id[0] ?? ''))
        problems.push(`${r.id}: category`);
      const children = new Set(getChildCategories(r.category_id[0] ?? '').map((c) => c.id));
      if (!r.subcategory.every((sub) => children.has(sub)))
        problems.push(`${r.id}: subcategory ${r.subcategory.join()}`);
      if (r.start_date < today || r.start_date > last) problems.push(`${r.id}: start ${r.start_date}`);
      if (r.end_date !== null && (r.end_date < r.start_date || r.end_date > last))
        problems.push(`${r.id}: end ${r.end_date}`);
      if (r.is_free !== (r.price === null)) problems.push(`${r.id}: free ${r.is_free} price ${r.price}`);
      if (r.end_time !== null && r.start_time === null) problems.push(`${r.id}: end time without start time`);
      if (!r.tags.includes(SEED_LARGE_TAG) || !r.tags.includes(r.category_id[0] ?? ''))
        problems.push(`${r.id}: tags`);
    }
    expect(problems).toEqual([]);
  });

  it('is varied: every city, many towns and categories, free and paid, several days', () => {
    const distinct = <T>(f: (r: Row) => T) => new Set(rows.map(f)).size;
    expect(distinct((r) => r.town)).toBeGreaterThan(40);
    expect(distinct((r) => r.category_id[0])).toBe(16);
    expect(distinct((r) => r.start_date)).toBe(DAYS_AHEAD);
    expect(distinct((r) => r.title)).toBeGreaterThan(N / 3);
    const free = rows.filter((r) => r.is_free).length;
    expect(free).toBeGreaterThan(N * 0.2);
    expect(free).toBeLessThan(N * 0.5);
    expect(rows.some((r) => r.neighborhood !== null)).toBe(true);
    expect(rows.some((r) => r.end_date !== null && r.end_date > r.start_date)).toBe(true);
  });
});

describe('running it again and clearing', () => {
  it('a second run replaces the synthetic events instead of adding to them', async () => {
    const result = await seedLarge({
      url: s.url,
      serviceRoleKey: s.serviceRoleKey,
      count: 300,
      batchSize: 120,
    });
    expect(result).toEqual({ removed: N, inserted: 300 });
    expect(await synthetic()).toBe(300);
  });

  it('--clear removes every synthetic event and nothing else', async () => {
    const total = await sqlCount(s, 'select count(*) as n from public.events');
    const { stdout } = await cli('--clear');
    expect(stdout).toMatch(/removed 300 synthetic events/);
    expect(await synthetic()).toBe(0);
    expect(await sqlCount(s, 'select count(*) as n from public.events')).toBe(total - 300);
    expect(await sqlCount(s, 'select count(*) as n from public.events where id = $1', [keepId])).toBe(1);
  }, 60_000);

  it.each([
    [['1200'], { count: 1200, clear: false, seed: undefined, series: 0 }],
    [['500', '--seed', '7'], { count: 500, clear: false, seed: 7, series: 0 }],
    [['--seed=3', '10'], { count: 10, clear: false, seed: 3, series: 0 }],
    [['--clear'], { count: null, clear: true, seed: undefined, series: 0 }],
    [['5000', '--series', '500'], { count: 5000, clear: false, seed: undefined, series: 500 }],
    [['--series=20', '20'], { count: 20, clear: false, seed: undefined, series: 20 }],
  ])('parses %j', (argv, expected) => {
    expect(parseArgs(argv)).toEqual(expected);
  });

  it.each([
    [[]],
    [['mil']],
    [['10', '--seed', 'x']],
    [['-5']],
    [['10', '--series']],
    [['10', '--series', '-1']],
    [['10', '--series', '2.5']],
    [['10', '--series', '11']],
  ])('rejects %j', (argv) => {
    expect(() => parseArgs(argv)).toThrow();
  });
});

/** The series' days as the rule gives them: every 7 days from the start, COUNT dates or up to UNTIL. */
function weeklyDays(start: string, rule: string): string[] {
  const count = /COUNT=(\d+)/.exec(rule)?.[1];
  const until = /UNTIL=(\d{4})(\d{2})(\d{2})/.exec(rule);
  const last = until ? `${until[1]}-${until[2]}-${until[3]}` : null;
  const days: string[] = [];
  for (let d = start; count ? days.length < Number(count) : d <= (last ?? d); d = addDays(d, 7)) days.push(d);
  return days;
}

describe('npm run seed:large -- 600 --series 60', () => {
  interface SeriesRow extends Row {
    recurrence_rule: string | null;
    occurrence_dates: string[] | null;
  }
  let rows: SeriesRow[] = [];

  beforeAll(async () => {
    const { stdout } = await cli('600', '--series', '60');
    expect(stdout).toMatch(/600 events \(60 weekly series\)/);
    const { data, error } = await service
      .from('events')
      .select('id, title, town, start_date, end_date, tags, recurrence_rule, occurrence_dates')
      .contains('tags', [SEED_LARGE_TAG])
      .order('id')
      .range(0, 999);
    if (error) throw new Error(error.message);
    rows = (data ?? []) as SeriesRow[];
  }, 90_000);

  it('makes exactly 60 of the 600 events weekly series, the others single events, same events otherwise', () => {
    expect(rows).toHaveLength(600);
    const series = rows.filter((r) => r.recurrence_rule !== null);
    expect(series).toHaveLength(60);
    expect(rows.filter((r) => r.recurrence_rule === null).every((r) => r.occurrence_dates === null)).toBe(
      true,
    );
    // The generator's events with and without the option are the same apart from the rule.
    const plain = generateEvents(600, { today });
    const withSeries = generateEvents(600, { today, series: 60 });
    expect(withSeries.map((e) => [e.id, e.title, e.start_date, e.town])).toEqual(
      plain.map((e) => [e.id, e.title, e.start_date, e.town]),
    );
    // Every city gets its share (event i is in city i mod 6), spread through its events.
    const positions = withSeries.flatMap((e, i) => (e.recurrence_rule ? [i] : []));
    for (let city = 0; city < CITIES.length; city++) {
      const own = positions.filter((i) => i % CITIES.length === city);
      expect(own).toHaveLength(60 / CITIES.length);
      expect(own.at(-1)! - own[0]!).toBeGreaterThan(500);
    }
  });

  it('each series is weekly on its start weekday for a year: the database wrote end_date and occurrence_dates', () => {
    const weekdays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
    const series = rows.filter(
      (r): r is SeriesRow & { recurrence_rule: string } => r.recurrence_rule !== null,
    );
    expect(series.some((r) => r.recurrence_rule.includes(`COUNT=${SERIES_WEEKS}`))).toBe(true);
    expect(series.some((r) => r.recurrence_rule.includes('UNTIL='))).toBe(true);
    const problems: string[] = [];
    for (const r of series) {
      const weekday = weekdays[new Date(`${r.start_date}T12:00:00Z`).getUTCDay()];
      if (!r.recurrence_rule.startsWith(`FREQ=WEEKLY;BYDAY=${weekday};`))
        problems.push(`${r.id}: rule ${r.recurrence_rule} for a start on ${weekday}`);
      const expected = weeklyDays(r.start_date, r.recurrence_rule);
      if (expected.length < SERIES_WEEKS || addDays(r.start_date, 366) < (expected.at(-1) ?? ''))
        problems.push(`${r.id}: not a year of weeks (${expected.length})`);
      if (JSON.stringify(r.occurrence_dates) !== JSON.stringify(expected))
        problems.push(`${r.id}: occurrence_dates ${JSON.stringify(r.occurrence_dates?.slice(0, 3))}…`);
      if (r.end_date !== expected.at(-1))
        problems.push(`${r.id}: end_date ${r.end_date} ≠ ${expected.at(-1)}`);
      if (r.tags.includes('varios-dias')) problems.push(`${r.id}: tagged varios-dias`);
    }
    expect(problems).toEqual([]);
  });

  it('the listing query finds the series by their end_date', async () => {
    const city = CITIES[0]!;
    const towns = cityTownSet(city, getProvinceTowns(city.province));
    const inCity = rows.filter((r) => r.recurrence_rule !== null && towns.includes(r.town));
    expect(inCity.length).toBeGreaterThan(0);
    const { data, error } = await s
      .client()
      .from('events')
      .select('id')
      .in('town', towns)
      .or(`end_date.gte.${today},and(end_date.is.null,start_date.gte.${today})`)
      .not('recurrence_rule', 'is', null)
      .contains('tags', [SEED_LARGE_TAG]);
    expect(error).toBeNull();
    expect((data ?? []).map((r) => r.id).sort()).toEqual(inCity.map((r) => r.id).sort());
  });

  it('rejects more series than events', async () => {
    await expect(
      seedLarge({ url: s.url, serviceRoleKey: s.serviceRoleKey, count: 5, series: 6 }),
    ).rejects.toThrow(/--series/);
    expect(await synthetic()).toBe(600);
  });
});
