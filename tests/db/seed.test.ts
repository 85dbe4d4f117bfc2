// @vitest-environment node
/**
 * Migrations + seed applied from scratch (a new PGlite without the cached template, or a new
 * database on TEST_DATABASE_URL), then the seed read the way the app reads it: each of the six
 * cities lists at least 60 upcoming events with the app's own query (town in the city's town set,
 * not yet over in Europe/Madrid), spread over the next eight weeks, the demo accounts sign in, the
 * moderator has a queue, and the seed can be run again without changing anything. The content is
 * held to what a local would expect of a city guide: distinct titles and descriptions, every
 * category in every city, events in Basque marked as such, a weekday named only by a series that
 * runs on it, and links that are real sites (no example.* hosts, no ticket link to a bare home page).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { TOP_LEVEL_CATEGORIES } from '@/config/categories';
import { CITIES } from '@/config/cities';
import { getProvinceTowns } from '@/config/provinces';
import { cityTownSet } from '@/features/city/domain/city-towns';
import { madridDay } from '@/features/events/domain/dates';
import { listMigrations } from '../../supabase/local/db/migrate.ts';
import { MIGRATIONS_DIR, SEED_FILE, sql, sqlCount, STACK_TIMEOUT, startDbStack } from './helpers.ts';
import type { TestStack } from './helpers.ts';

const DEMO_PASSWORD = 'agenda-demo';
const CITY_IDS = ['bilbao', 'sansebastian', 'pamplona', 'vitoria', 'santander', 'logronio'];
/** The cities where Basque is spoken in the street: their guides have events in Basque. */
const BASQUE_CITY_IDS = ['bilbao', 'sansebastian', 'pamplona', 'vitoria'];
/** Spread: at least this many events start (or have a date of their series) in each of the next 8 weeks. */
const PER_WEEK = 3;
const WEEKS = 8;

const SEED_TEXT = readFileSync(SEED_FILE, 'utf8');
/** Each city's event block of the seed: from its `with p as (` to the end of its upsert. */
const EVENT_BLOCKS =
  SEED_TEXT.match(/with p as \([\s\S]*?recomendaciones = excluded\.recomendaciones;/g) ?? [];

let s: TestStack;
let anon: SupabaseClient;
let today: string;

beforeAll(async () => {
  // useTemplate: false = initdb, every migration and the seed, now (not a cached copy).
  s = await startDbStack({ seed: true, useTemplate: false });
  anon = s.client();
  today = madridDay(new Date());
}, STACK_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

function townsOf(cityId: string): string[] {
  const city = CITIES.find((c) => c.id === cityId);
  if (!city) throw new Error(`unknown city ${cityId}`);
  return cityTownSet(city, getProvinceTowns(city.province));
}

/** The city listing's filter (src/features/events/api/events-queries.ts), counted. */
async function upcomingCount(
  towns: string[],
  extra: (q: ReturnType<typeof listing>) => ReturnType<typeof listing> = (q) => q,
) {
  const { count, error } = await extra(listing(towns));
  expect(error).toBeNull();
  return count ?? 0;
}

function listing(towns: string[]) {
  return anon
    .from('events')
    .select('id', { count: 'exact', head: true })
    .in('town', towns)
    .or(`end_date.gte.${today},and(end_date.is.null,start_date.gte.${today})`);
}

/** The weeks 0…7 from `day` (each [day + 7k, day + 7k + 6]) in which the city's events have a date. */
const WEEK_COUNTS_SQL = `
  select k, count(e.id) as n
    from generate_series(0, ${WEEKS - 1}) k
    left join %TABLE% e
      on e.town = any($1::text[])
     and (e.start_date between $2::date + 7 * k and $2::date + 7 * k + 6
          or exists (select 1 from unnest(e.occurrence_dates) d where d between $2::date + 7 * k and $2::date + 7 * k + 6))
   group by k order by k`;

/** Upcoming on `day` as the listing counts it: not over yet. */
const UPCOMING_SQL = `
  select count(*) as n from %TABLE%
   where town = any($1::text[]) and (end_date >= $2::date or (end_date is null and start_date >= $2::date))`;

const WEEKDAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const WEEKDAY_STEMS_EU = ['astelehen', 'astearte', 'asteazken', 'ostegun', 'ostiral', 'larunbat', 'igande'];

/**
 * ISO weekdays (1 = Monday) an event's text names: 'cada jueves', 'los sábados', 'ostegunero'.
 * 'Santo Domingo' (a town, a street) is no Sunday.
 */
function weekdaysNamed(html: string): number[] {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase()
    .replace(/santo domingo/g, ' ');
  const named = new Set<number>();
  WEEKDAY_NAMES.forEach((name, i) => {
    if (new RegExp(`(?<!\\p{L})${name}s?(?!\\p{L})`, 'u').test(text)) named.add(i + 1);
  });
  WEEKDAY_STEMS_EU.forEach((stem, i) => {
    if (new RegExp(`(?<!\\p{L})${stem}`, 'u').test(text)) named.add(i + 1);
  });
  return [...named].sort();
}

/** A URL's host, or null when it is no http(s) URL. */
function hostOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.hostname : null;
  } catch {
    return null;
  }
}

describe('from scratch', () => {
  it('every migration is recorded as applied, and the seed ran', async () => {
    const applied = await sql<{ version: string }>(
      s,
      'select version from supabase_migrations.schema_migrations order by 1',
    );
    expect(applied.map((r) => r.version)).toEqual(listMigrations(MIGRATIONS_DIR).map((m) => m.version));
    expect(await sqlCount(s, `select count(*) as n from _local.state where key = 'seeded'`)).toBe(1);
  });

  it('the six cities of src/config are the six the seed fills', () => {
    expect(CITIES.map((c) => c.id)).toEqual(CITY_IDS);
  });
});

describe('upcoming events per city (the app’s listing query)', () => {
  it.each(CITY_IDS)('%s lists at least 60 upcoming or ongoing events', async (cityId) => {
    expect(await upcomingCount(townsOf(cityId))).toBeGreaterThanOrEqual(60);
  });

  it.each(CITY_IDS)('%s has events today, music among them', async (cityId) => {
    const towns = townsOf(cityId);
    const onToday = (q: ReturnType<typeof listing>) => q.lte('start_date', today);
    expect(await upcomingCount(towns, onToday)).toBeGreaterThan(0);
    expect(await upcomingCount(towns, (q) => onToday(q).contains('category_id', ['musica']))).toBeGreaterThan(
      0,
    );
  });

  it('every seeded event’s town belongs to some city’s town set', async () => {
    const all = new Set(CITY_IDS.flatMap(townsOf));
    const towns = await sql<{ town: string }>(s, 'select distinct town from public.events order by 1');
    expect(towns.map((t) => t.town).filter((t) => !all.has(t))).toEqual([]);
  });

  it('past events exist and the listing hides them', async () => {
    const everyCity = [...new Set(CITY_IDS.flatMap(townsOf))];
    const listed = await upcomingCount(everyCity);
    const total = await sqlCount(s, 'select count(*) as n from public.events');
    expect(total - listed).toBeGreaterThan(0);
  });
});

describe('spread over the next eight weeks', () => {
  it.each(CITY_IDS)(
    `%s has at least ${PER_WEEK} events with a date in each of the next ${WEEKS} weeks`,
    async (cityId) => {
      const rows = await sql<{ n: number | string }>(s, WEEK_COUNTS_SQL.replace('%TABLE%', 'public.events'), [
        townsOf(cityId),
        today,
      ]);
      const weeks = rows.map((r) => Number(r.n));
      expect(weeks).toHaveLength(WEEKS);
      expect(Math.min(...weeks), `events per week: ${weeks.join(', ')}`).toBeGreaterThanOrEqual(PER_WEEK);
    },
  );

  it('no event block has a fixed date: every date is an offset from now()', () => {
    expect(EVENT_BLOCKS).toHaveLength(CITY_IDS.length);
    for (const block of EVENT_BLOCKS) expect(block).not.toMatch(/'\d{4}-\d{2}-\d{2}'/);
  });
});

describe('content a local would recognise', () => {
  it.each(CITY_IDS)('%s has no title twice', async (cityId) => {
    const repeated = await sql<{ title: string }>(
      s,
      'select title from public.events where town = any($1::text[]) group by title having count(*) > 1',
      [townsOf(cityId)],
    );
    expect(repeated).toEqual([]);
  });

  it('a title in more than one city is a touring show: the same artist, on a different date in each', async () => {
    const shared = await sql<{
      title: string;
      n: number | string;
      days: number | string;
      artists: number | string;
    }>(
      s,
      `select title, count(*) as n, count(distinct start_date) as days,
              count(distinct artist) filter (where artist is not null) as artists
         from public.events group by title having count(*) > 1`,
    );
    for (const t of shared) {
      expect({ title: t.title, days: Number(t.days), artists: Number(t.artists) }).toEqual({
        title: t.title,
        days: Number(t.n),
        artists: 1,
      });
    }
    // A few touring shows, not a catalogue of copies.
    expect(shared.length).toBeLessThanOrEqual(3);
  });

  it('no two different events share a description', async () => {
    const copied = await sql<{ titles: string[] }>(
      s,
      `select array_agg(distinct title) as titles from public.events
        where description is not null group by description having count(distinct title) > 1`,
    );
    expect(copied).toEqual([]);
  });

  it.each(CITY_IDS)('%s has every top-level category among its upcoming events', async (cityId) => {
    const rows = await sql<{ c: string }>(
      s,
      `select distinct unnest(category_id) as c from public.events
        where town = any($1::text[]) and (end_date >= $2::date or (end_date is null and start_date >= $2::date))`,
      [townsOf(cityId), today],
    );
    const used = new Set(rows.map((r) => r.c));
    expect(TOP_LEVEL_CATEGORIES.map((c) => c.id).filter((c) => !used.has(c))).toEqual([]);
  });

  it.each(CITY_IDS)('%s has free events and family events coming up', async (cityId) => {
    const [row] = await sql<{ free: number | string; family: number | string }>(
      s,
      `select count(*) filter (where is_free) as free, count(*) filter (where 'infantil' = any(category_id)) as family
         from public.events
        where town = any($1::text[]) and (end_date >= $2::date or (end_date is null and start_date >= $2::date))`,
      [townsOf(cityId), today],
    );
    expect(Number(row?.free)).toBeGreaterThanOrEqual(10);
    expect(Number(row?.family)).toBeGreaterThanOrEqual(3);
  });

  it.each(BASQUE_CITY_IDS)('%s has upcoming events in Basque, marked with language eu', async (cityId) => {
    const n = await sqlCount(
      s,
      `select count(*) as n from public.events
        where town = any($1::text[]) and 'eu' = any(language)
          and (end_date >= $2::date or (end_date is null and start_date >= $2::date))`,
      [townsOf(cityId), today],
    );
    expect(n).toBeGreaterThanOrEqual(3);
  });

  it('a weekday is named only by a series on that weekday ("cada jueves" runs every Thursday); a one-off names none', async () => {
    const rows = await sql<{
      title: string;
      text: string;
      rule: string | null;
      days: Array<number | string>;
    }>(
      s,
      `select title, title || ' ' || coalesce(description, '') as text, recurrence_rule as rule,
              array(select distinct extract(isodow from d)::int from unnest(coalesce(occurrence_dates, '{}')) d order by 1) as days
         from public.events`,
    );
    const series = rows.filter((r) => r.rule !== null);
    expect(series.length).toBeGreaterThan(0);
    const wrong = rows
      .map((r) => ({
        title: r.title,
        named: weekdaysNamed(r.text),
        runsOn: r.rule === null ? [] : r.days.map(Number),
      }))
      .filter((r) => r.named.join() !== r.runsOn.join());
    expect(wrong).toEqual([]);
  });
});

describe('links', () => {
  it('no example.* address anywhere in the seed', () => {
    expect(SEED_TEXT).not.toMatch(/\bexample\.(com|org|net|es)\b/i);
  });

  it('every link of an event or a proposal is an http(s) URL of a real host', async () => {
    const rows = await sql<{ url: string }>(
      s,
      `select url from (
         select ticket_url as url from public.events union all
         select info_url from public.events union all
         select payload ->> 'ticket_url' from public.event_submissions union all
         select payload ->> 'info_url' from public.event_submissions) u
        where url is not null and url <> ''`,
    );
    const bad = rows
      .map((r) => r.url)
      .filter((url) => {
        const host = hostOf(url);
        return host === null || /(^|\.)example(\.[a-z]+)?$/i.test(host);
      });
    expect(bad).toEqual([]);
  });

  it('a ticket link is a ticket page, never a bare home page', async () => {
    const rows = await sql<{ url: string }>(
      s,
      `select url from (
         select ticket_url as url from public.events union all
         select payload ->> 'ticket_url' from public.event_submissions) u
        where url is not null and url <> ''`,
    );
    expect(rows.map((r) => r.url).filter((url) => ['', '/'].includes(new URL(url).pathname))).toEqual([]);
  });
});

describe('demo accounts', () => {
  it.each(['ane', 'jon', 'maite', 'iker', 'moderadora'])(
    '%s@demo.agendanorte.es signs in with the demo password',
    async (who) => {
      const c = s.client();
      const { data, error } = await c.auth.signInWithPassword({
        email: `${who}@demo.agendanorte.es`,
        password: DEMO_PASSWORD,
      });
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
    },
  );

  it('the moderator reviews a queue of 3 pending, 1 approved and 1 rejected; Ane is no moderator', async () => {
    const mod = s.client();
    await mod.auth.signInWithPassword({ email: 'moderadora@demo.agendanorte.es', password: DEMO_PASSWORD });
    expect((await mod.rpc('is_moderator')).data).toBe(true);
    const { data } = await mod.from('event_submissions').select('status');
    const byStatus = (data ?? []).reduce<Record<string, number>>((acc, r) => {
      acc[r.status as string] = (acc[r.status as string] ?? 0) + 1;
      return acc;
    }, {});
    expect(byStatus).toEqual({ pending: 3, approved: 1, rejected: 1 });

    const ane = s.client();
    await ane.auth.signInWithPassword({ email: 'ane@demo.agendanorte.es', password: DEMO_PASSWORD });
    expect((await ane.rpc('is_moderator')).data).toBe(false);
    expect((await ane.from('event_submissions').select('id')).data).toEqual([]);
  });

  it('Ane leads the all-time ranking; Iker is outside the top 10 and get_my_rank says where', async () => {
    const { data } = await anon.rpc('get_public_rankings');
    const rows = data as Array<{ display_name: string; level_id: number }>;
    expect(rows[0]).toMatchObject({ display_name: 'Ane Goikoetxea', level_id: 2 });
    const iker = s.client();
    await iker.auth.signInWithPassword({ email: 'iker@demo.agendanorte.es', password: DEMO_PASSWORD });
    const { data: mine } = await iker.rpc('get_my_rank');
    const rank = Number((mine as Array<{ rank: number }>)[0]?.rank);
    expect(rank).toBeGreaterThan(10);
    expect(rows[rank - 1]?.display_name).toBe('Iker Ruiz de Azúa');
  });
});

/**
 * The seed dates its events from the day it runs (base 'd' = today, 'w' = this weekend's Friday),
 * so the check above only sees the weekday the suite happens to run on. Here each city's event
 * block of the seed is re-run into a temporary table with its clock (`now()`) set to noon in Madrid
 * on each day of one week, Monday to Sunday: a city left without music on some weekday, or with
 * fewer than 60 upcoming events or an empty week ahead on some weekday, fails whatever day the suite
 * runs. That week is not the suite's own, so the blocks' dates must follow now() to pass. (The
 * series block is not re-run: here a series counts once, on its first date.)
 */
describe('today in the seed, on every day of the week', () => {
  const WEEK = [
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ];
  const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
  const eventBlocks = EVENT_BLOCKS;

  it('the seed has one event block per city', () => {
    expect(eventBlocks).toHaveLength(CITY_IDS.length);
  });

  it.each(WEEK.map((day, i) => [WEEKDAYS[i], day] as const))(
    `on a %s (%s) every city has events today, music among them, and 60 upcoming over ${WEEKS} weeks`,
    async (_weekday, day) => {
      const perCity = await s.db.transaction(async (tx) => {
        await tx.query('create temp table seed_day (like public.events including all)');
        for (const block of eventBlocks ?? []) {
          await tx.query(
            block
              .replaceAll('now()', `'${day} 12:00 Europe/Madrid'::timestamptz`)
              .replace('insert into public.events', 'insert into pg_temp.seed_day'),
          );
        }
        const counts: Record<string, { today: number; music: number; upcoming: number; weeks: number[] }> =
          {};
        for (const cityId of CITY_IDS) {
          const { rows } = await tx.query<{ today: number | string; music: number | string }>(
            `select count(*) as today, count(*) filter (where 'musica' = any(category_id)) as music
               from pg_temp.seed_day
              where town = any($1::text[]) and start_date <= $2::date
                and (end_date >= $2::date or (end_date is null and start_date >= $2::date))`,
            [townsOf(cityId), day],
          );
          const upcoming = await tx.query<{ n: number | string }>(
            UPCOMING_SQL.replace('%TABLE%', 'pg_temp.seed_day'),
            [townsOf(cityId), day],
          );
          const weeks = await tx.query<{ n: number | string }>(
            WEEK_COUNTS_SQL.replace('%TABLE%', 'pg_temp.seed_day'),
            [townsOf(cityId), day],
          );
          counts[cityId] = {
            today: Number(rows[0]?.today),
            music: Number(rows[0]?.music),
            upcoming: Number(upcoming.rows[0]?.n),
            weeks: weeks.rows.map((r) => Number(r.n)),
          };
        }
        await tx.query('drop table pg_temp.seed_day');
        return counts;
      });
      for (const cityId of CITY_IDS) {
        expect(perCity[cityId]?.today, `${cityId}: events today`).toBeGreaterThan(0);
        expect(perCity[cityId]?.music, `${cityId}: music today`).toBeGreaterThan(0);
        expect(perCity[cityId]?.upcoming, `${cityId}: upcoming`).toBeGreaterThanOrEqual(60);
        expect(
          Math.min(...(perCity[cityId]?.weeks ?? [0])),
          `${cityId}: events per week ${perCity[cityId]?.weeks.join(', ')}`,
        ).toBeGreaterThanOrEqual(PER_WEEK);
      }
    },
  );
});

describe('re-running the seed', () => {
  it('changes no counts and keeps every city’s listing', async () => {
    const tables = [
      'events',
      'user_favorites',
      'point_transactions',
      'user_points',
      'page_views',
      'event_submissions',
      'moderators',
    ];
    const counts = async () =>
      Promise.all([
        sqlCount(s, 'select count(*) as n from auth.users'),
        ...tables.map((t) => sqlCount(s, `select count(*) as n from public.${t}`)),
      ]);
    const perCity = async () => Promise.all(CITY_IDS.map((id) => upcomingCount(townsOf(id))));
    const before = [await counts(), await perCity()];
    await s.db.transaction(async (tx) => {
      await tx.exec(readFileSync(SEED_FILE, 'utf8'));
    });
    expect([await counts(), await perCity()]).toEqual(before);
  });
});
