// @vitest-environment node
/**
 * Migrations + seed applied from scratch (a new PGlite without the cached template, or a new
 * database on TEST_DATABASE_URL), then the seed read the way the app reads it: each of the six
 * cities lists at least 60 upcoming events with the app's own query (town in the city's town set,
 * not yet over in Europe/Madrid), the demo accounts sign in, the moderator has a queue, and the
 * seed can be run again without changing anything.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CITIES } from '@/config/cities';
import { getProvinceTowns } from '@/config/provinces';
import { cityTownSet } from '@/features/city/domain/city-towns';
import { madridDay } from '@/features/events/domain/dates';
import { listMigrations } from '../../supabase/local/db/migrate.ts';
import { MIGRATIONS_DIR, SEED_FILE, sql, sqlCount, STACK_TIMEOUT, startDbStack } from './helpers.ts';
import type { TestStack } from './helpers.ts';

const DEMO_PASSWORD = 'agenda-demo';
const CITY_IDS = ['bilbao', 'sansebastian', 'pamplona', 'vitoria', 'santander', 'logronio'];

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
 * on each day of one week, Monday to Sunday: a city left without music on some weekday fails
 * whatever day the suite runs.
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
  const eventBlocks = readFileSync(SEED_FILE, 'utf8').match(
    /with p as \([\s\S]*?recomendaciones = excluded\.recomendaciones;/g,
  );

  it('the seed has one event block per city', () => {
    expect(eventBlocks).toHaveLength(CITY_IDS.length);
  });

  it.each(WEEK.map((day, i) => [WEEKDAYS[i], day] as const))(
    'on a %s (%s) every city has events today, music among them',
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
        const counts: Record<string, { today: number; music: number }> = {};
        for (const cityId of CITY_IDS) {
          const { rows } = await tx.query<{ today: number | string; music: number | string }>(
            `select count(*) as today, count(*) filter (where 'musica' = any(category_id)) as music
               from pg_temp.seed_day
              where town = any($1::text[]) and start_date <= $2::date
                and (end_date >= $2::date or (end_date is null and start_date >= $2::date))`,
            [townsOf(cityId), day],
          );
          counts[cityId] = { today: Number(rows[0]?.today), music: Number(rows[0]?.music) };
        }
        await tx.query('drop table pg_temp.seed_day');
        return counts;
      });
      for (const cityId of CITY_IDS) {
        expect(perCity[cityId]?.today, `${cityId}: events today`).toBeGreaterThan(0);
        expect(perCity[cityId]?.music, `${cityId}: music today`).toBeGreaterThan(0);
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
