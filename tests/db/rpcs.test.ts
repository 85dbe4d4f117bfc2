// @vitest-environment node
/**
 * The new-user trigger and the client RPCs of supabase/README.md, called through supabase-js as the
 * app calls them: rankings (order, fields, my rank), page-view counters (one row per path and
 * event), favourite counts (real counts, although nobody can read other people's favourites),
 * moderation and the daily-limit helpers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  insertEvent,
  insertSubmission,
  makeModerator,
  newUser,
  serviceClient,
  sql,
  sqlCount,
  STACK_TIMEOUT,
  startDbStack,
} from './helpers.ts';
import type { TestStack, TestUser } from './helpers.ts';
import { clientFrom } from '../local-stack/helpers/from-address.ts';

let s: TestStack;
let service: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  s = await startDbStack();
  service = serviceClient(s);
  anon = s.client();
}, STACK_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

const award = (
  userId: string,
  action: string,
  points: number,
  extra: { daily?: number; once?: boolean } = {},
) =>
  service.rpc('award_points', {
    p_user_id: userId,
    p_action_type: action,
    p_points: points,
    p_description: `Prueba ${action}`,
    p_daily_max: extra.daily ?? null,
    p_once: extra.once ?? false,
    p_metadata: {},
  });

describe('new-user trigger', () => {
  it('sign-up creates the profile, level 1 with 35 points, newsletter defaults and one registration award', async () => {
    const u = await newUser(s, 'registro');
    const [profile, points, newsletter, tx] = await Promise.all([
      service.from('profiles').select('full_name').eq('user_id', u.id).single(),
      service
        .from('user_points')
        .select('total_points, monthly_points, level_id')
        .eq('user_id', u.id)
        .single(),
      service
        .from('newsletter_preferences')
        .select('frequency, is_subscribed, city_id, selected_categories, selected_locations')
        .eq('user_id', u.id)
        .single(),
      service.from('point_transactions').select('action_type, points, description').eq('user_id', u.id),
    ]);
    expect(profile.data).toEqual({ full_name: 'Prueba registro' });
    expect(points.data).toEqual({ total_points: 35, monthly_points: 35, level_id: 1 });
    expect(newsletter.data).toEqual({
      frequency: 'weekly',
      is_subscribed: false,
      city_id: 'bilbao',
      selected_categories: [],
      selected_locations: [],
    });
    expect(tx.data).toEqual([
      { action_type: 'registration', points: 35, description: 'Registro en Agenda Norte' },
    ]);
  });

  it('the new user reads their own rows with their own client', async () => {
    const u = await newUser(s, 'propio');
    const { data } = await u.client.from('user_points').select('total_points, level_id');
    expect(data).toEqual([{ total_points: 35, level_id: 1 }]);
    const { data: prefs } = await u.client.from('newsletter_preferences').select('frequency, is_subscribed');
    expect(prefs).toEqual([{ frequency: 'weekly', is_subscribed: false }]);
  });

  it('a user created by the admin API gets the same rows; no name gives an empty profile name', async () => {
    const { data, error } = await service.auth.admin.createUser({
      email: `admin-${Date.now()}@example.com`,
      password: 'secret-password',
      email_confirm: true,
    });
    expect(error).toBeNull();
    const id = data.user?.id ?? '';
    expect(
      await sqlCount(s, "select count(*) as n from public.profiles where user_id = $1 and full_name = ''", [
        id,
      ]),
    ).toBe(1);
    expect(
      await sqlCount(
        s,
        `select count(*) as n from public.point_transactions where user_id = $1 and action_type = 'registration'`,
        [id],
      ),
    ).toBe(1);
  });

  it('registration is awarded once: a second award_points for it is refused', async () => {
    const u = await newUser(s, 'una-vez');
    const { data } = await service.rpc('award_points', {
      p_user_id: u.id,
      p_action_type: 'registration',
      p_points: 35,
      p_once: true,
    });
    expect(data).toEqual([
      { awarded: 0, total_points: 35, monthly_points: 35, level_id: 1, reason: 'already_awarded' },
    ]);
  });

  it('deleting the auth user removes every row of theirs (cascade)', async () => {
    const u = await newUser(s, 'baja');
    const eventId = await insertEvent(s);
    await sql(s, 'insert into public.user_favorites (user_id, event_id) values ($1, $2)', [u.id, eventId]);
    const { error } = await service.auth.admin.deleteUser(u.id);
    expect(error).toBeNull();
    for (const table of [
      'profiles',
      'user_points',
      'point_transactions',
      'newsletter_preferences',
      'user_favorites',
    ]) {
      expect(
        await sqlCount(s, `select count(*) as n from public.${table} where user_id = $1`, [u.id]),
        table,
      ).toBe(0);
    }
  });
});

describe('award_points and the daily-limit helpers', () => {
  it('a daily maximum awards the remainder, then nothing; check_daily_limit and track_daily_points follow', async () => {
    const u = await newUser(s, 'limite');
    const before = await u.client.rpc('check_daily_limit', {
      p_user_id: u.id,
      p_action_type: 'favorite',
      p_max_points: 5,
    });
    expect(before).toMatchObject({ data: true, error: null });
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await award(u.id, 'favorite', 2, { daily: 5 })).data);
    expect(results.map((r) => (r as Array<{ awarded: number; reason: string }>)[0])).toEqual([
      expect.objectContaining({ awarded: 2, reason: 'awarded' }),
      expect.objectContaining({ awarded: 2, reason: 'awarded' }),
      expect.objectContaining({ awarded: 1, reason: 'awarded' }),
      expect.objectContaining({ awarded: 0, reason: 'daily_limit' }),
    ]);
    const after = await u.client.rpc('check_daily_limit', {
      p_user_id: u.id,
      p_action_type: 'favorite',
      p_max_points: 5,
    });
    expect(after).toMatchObject({ data: false, error: null });
    const today = await u.client.rpc('track_daily_points', {
      p_user_id: u.id,
      p_action_type: 'favorite',
      p_points: 1,
    });
    expect(today).toMatchObject({ data: 5, error: null });
    const { data: points } = await u.client.from('user_points').select('total_points, level_id').single();
    expect(points).toEqual({ total_points: 40, level_id: 1 });
  });

  it('level = floor(total / 100) + 1', async () => {
    const u = await newUser(s, 'nivel');
    const { data } = await award(u.id, 'invite', 265);
    expect(data).toEqual([
      { awarded: 265, total_points: 300, monthly_points: 300, level_id: 4, reason: 'awarded' },
    ]);
  });
});

describe('rankings', () => {
  interface Ranked {
    display_name: string;
    total_points: number;
    monthly_points: number;
    level_id: number;
  }
  // Above everyone the other describes create (at most 300 points).
  let leader: TestUser; // 35 + 900 earned last month: first all-time, 35 this month
  let monthly: TestUser; // 35 + 400 this month: first this month
  let second: TestUser; // 35 + 300 this month
  let nameless: TestUser; // 35, no profile name
  let zero: TestUser; // 0 points: in no ranking

  beforeAll(async () => {
    [leader, monthly, second, nameless, zero] = (await Promise.all(
      ['lider', 'mensual', 'segundo', 'sin-nombre', 'cero'].map((t) => newUser(s, t)),
    )) as [TestUser, TestUser, TestUser, TestUser, TestUser];
    await award(monthly.id, 'invite', 400);
    await award(second.id, 'invite', 300);
    await sql(
      s,
      `insert into public.point_transactions (user_id, action_type, points, created_at)
       values ($1, 'invite', 900,
               (date_trunc('month', now() at time zone 'Europe/Madrid') at time zone 'Europe/Madrid') - interval '10 days')`,
      [leader.id],
    );
    await sql(
      s,
      'update public.user_points set total_points = total_points + 900, level_id = 10 where user_id = $1',
      [leader.id],
    );
    await sql(s, `update public.profiles set full_name = '' where user_id = $1`, [nameless.id]);
    await sql(s, 'delete from public.point_transactions where user_id = $1', [zero.id]);
    await sql(s, 'update public.user_points set total_points = 0, monthly_points = 0 where user_id = $1', [
      zero.id,
    ]);
  });

  const names = (rows: Ranked[]) => rows.map((r) => r.display_name);

  it('get_public_rankings: best total first, only the four public fields, nobody with 0 points', async () => {
    const { data, error } = await anon.rpc('get_public_rankings');
    expect(error).toBeNull();
    const rows = data as Ranked[];
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['display_name', 'level_id', 'monthly_points', 'total_points']);
    expect(rows[0]).toEqual({
      display_name: 'Prueba lider',
      total_points: 935,
      monthly_points: 35,
      level_id: 10,
    });
    expect(rows[1]).toEqual({
      display_name: 'Prueba mensual',
      total_points: 435,
      monthly_points: 435,
      level_id: 5,
    });
    expect(rows.every((r) => r.total_points > 0)).toBe(true);
    expect(names(rows)).not.toContain('Prueba cero');
    expect(names(rows)).toContain('Usuario anónimo');
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i - 1]!.total_points).toBeGreaterThanOrEqual(rows[i]!.total_points);
    }
  });

  it('get_monthly_rankings: this month’s points (Europe/Madrid) from the transactions', async () => {
    const { data, error } = await anon.rpc('get_monthly_rankings');
    expect(error).toBeNull();
    const rows = data as Ranked[];
    expect(names(rows).slice(0, 2)).toEqual(['Prueba mensual', 'Prueba segundo']);
    expect(rows[0]).toEqual({
      display_name: 'Prueba mensual',
      total_points: 435,
      monthly_points: 435,
      level_id: 5,
    });
    // Ties on monthly points are broken by total points: the all-time leader heads the 35-point group.
    const firstAt35 = rows.findIndex((r) => r.monthly_points === 35);
    expect(rows[firstAt35]?.display_name).toBe('Prueba lider');
    expect(rows.every((r) => r.monthly_points > 0)).toBe(true);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i - 1]!.monthly_points).toBeGreaterThanOrEqual(rows[i]!.monthly_points);
    }
  });

  it('the same rankings for signed-in users and the service role', async () => {
    const a = await anon.rpc('get_public_rankings');
    const b = await second.client.rpc('get_public_rankings');
    const c = await service.rpc('get_public_rankings');
    expect(b.data).toEqual(a.data);
    expect(c.data).toEqual(a.data);
  });

  it('get_my_rank: the caller’s own position, total and monthly', async () => {
    const total = await monthly.client.rpc('get_my_rank');
    expect(total.error).toBeNull();
    expect(total.data).toEqual([
      { rank: 2, display_name: 'Prueba mensual', total_points: 435, monthly_points: 435, level_id: 5 },
    ]);
    const month = await monthly.client.rpc('get_my_rank', { p_period: 'monthly' });
    expect(month.data).toEqual([
      { rank: 1, display_name: 'Prueba mensual', total_points: 435, monthly_points: 435, level_id: 5 },
    ]);
    const lead = await leader.client.rpc('get_my_rank', { p_period: 'total' });
    expect((lead.data as Array<{ rank: number }>)[0]?.rank).toBe(1);
  });

  it('get_my_rank agrees with the ranking order for someone far down', async () => {
    const { data } = await nameless.client.rpc('get_my_rank');
    const mine = (data as Array<{ rank: number; display_name: string }>)[0];
    expect(mine?.display_name).toBe('Usuario anónimo');
    const { data: all } = await anon.rpc('get_public_rankings');
    expect(mine?.rank).toBeGreaterThan(3);
    expect((all as Ranked[])[Number(mine?.rank) - 1]?.display_name).toBe('Usuario anónimo');
  });

  it('anonymous visitors have no rank of their own (not callable)', async () => {
    const { error } = await anon.rpc('get_my_rank');
    expect(error?.code).toBe('42501');
  });

  it('the rankings stop at 100 users', async () => {
    await sql(
      s,
      `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
       select gen_random_uuid(), 'authenticated', 'authenticated', 'masivo-' || g || '@example.com',
              jsonb_build_object('full_name', 'Masivo ' || g), now(), now()
         from generate_series(1, 110) g`,
    );
    const { data } = await anon.rpc('get_public_rankings');
    expect(data).toHaveLength(100);
    const { data: month } = await anon.rpc('get_monthly_rankings');
    expect(month).toHaveLength(100);
  });
});

describe('increment_page_view', () => {
  const rowsOf = async (path: string) =>
    (await service.from('page_views').select('event_id, view_count').eq('page_path', path)).data ?? [];
  // A page counts one view per visitor a minute (tracking-limits.test.ts), and a visitor is the
  // address the connection comes from: n visitors are n loopback addresses.
  const visitor = (n: number, token?: string) =>
    clientFrom(s.url, s.anonKey, `127.0.30.${n}`, token ? { Authorization: `Bearer ${token}` } : {});

  it('one counter row per path: each call adds one and returns the new count', async () => {
    const counts = [];
    for (let i = 0; i < 3; i++)
      counts.push((await visitor(i + 1).rpc('increment_page_view', { p_page_path: '/fin-de-semana' })).data);
    expect(counts).toEqual([1, 2, 3]);
    expect(await rowsOf('/fin-de-semana')).toEqual([{ event_id: null, view_count: 3 }]);
  });

  it('one row per (path, event), separate from the row without an event', async () => {
    const e1 = await insertEvent(s);
    const e2 = await insertEvent(s);
    const path = '/evento/concierto-de-prueba';
    await visitor(1).rpc('increment_page_view', { p_page_path: path, p_event_id: e1 });
    await visitor(2).rpc('increment_page_view', { p_page_path: path, p_event_id: e1 });
    await visitor(1).rpc('increment_page_view', { p_page_path: path, p_event_id: e2 });
    await visitor(1).rpc('increment_page_view', { p_page_path: path });
    const rows = await rowsOf(path);
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        { event_id: e1, view_count: 2 },
        { event_id: e2, view_count: 1 },
        { event_id: null, view_count: 1 },
      ]),
    );
  });

  it('parallel calls from anonymous and signed-in visitors: still one row, no view lost', async () => {
    const u = await newUser(s, 'visitas');
    const path = '/conciertos-hoy';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        visitor(i + 1, i % 2 ? undefined : u.token).rpc('increment_page_view', { p_page_path: path }),
      ),
    );
    expect(results.every((r) => r.error === null)).toBe(true);
    expect(await rowsOf(path)).toEqual([{ event_id: null, view_count: 20 }]);
    expect((results.map((r) => Number(r.data)) as number[]).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('everyone reads the counters', async () => {
    const { data } = await anon
      .from('page_views')
      .select('view_count')
      .eq('page_path', '/fin-de-semana')
      .is('event_id', null);
    expect(data).toEqual([{ view_count: 3 }]);
  });
});

describe('favourite counts', () => {
  let popular: string;
  let quiet: string;
  let single: string;
  let old: string;

  beforeAll(async () => {
    [popular, quiet, single, old] = await Promise.all([
      insertEvent(s, { title: 'Popular' }),
      insertEvent(s, { title: 'Sin favoritos' }),
      insertEvent(s, { title: 'Uno' }),
      insertEvent(s, { title: 'Antiguo' }),
    ]);
    const users = await Promise.all(['fav-a', 'fav-b', 'fav-c'].map((t) => newUser(s, t)));
    for (const u of users) {
      const { error } = await u.client.from('user_favorites').insert({ user_id: u.id, event_id: popular });
      expect(error).toBeNull();
    }
    await users[0]!.client.from('user_favorites').insert({ user_id: users[0]!.id, event_id: single });
    // Two favourites of 'old', saved 10 days ago.
    for (const u of users.slice(1)) {
      await sql(s, 'insert into public.user_favorites (user_id, event_id) values ($1, $2)', [u.id, old]);
    }
    await sql(
      s,
      `update public.user_favorites set created_at = now() - interval '10 days' where event_id = $1`,
      [old],
    );
  });

  it('get_event_favorite_counts: real counts for anyone, 0 included, unknown ids left out', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    for (const client of [anon, service]) {
      const { data, error } = await client.rpc('get_event_favorite_counts', {
        p_event_ids: [popular, quiet, single, old, unknown],
      });
      expect(error).toBeNull();
      const counts = Object.fromEntries(
        (data as Array<{ event_id: string; favorite_count: number }>).map((r) => [
          r.event_id,
          Number(r.favorite_count),
        ]),
      );
      expect(counts).toEqual({ [popular]: 3, [quiet]: 0, [single]: 1, [old]: 2 });
    }
  });

  it('get_event_favorite_counts with no ids gives nothing', async () => {
    expect((await anon.rpc('get_event_favorite_counts', { p_event_ids: [] })).data).toEqual([]);
  });

  it('get_trending_favorite_counts: favourites of the last p_days days, most first', async () => {
    const week = await anon.rpc('get_trending_favorite_counts');
    expect(week.error).toBeNull();
    const weekRows = (week.data as Array<{ event_id: string; recent_count: number }>).map((r) => [
      r.event_id,
      Number(r.recent_count),
    ]);
    expect(weekRows).toEqual([
      [popular, 3],
      [single, 1],
    ]);
    const month = await anon.rpc('get_trending_favorite_counts', { p_days: 30 });
    const monthRows = (month.data as Array<{ event_id: string; recent_count: number }>).map((r) => [
      r.event_id,
      Number(r.recent_count),
    ]);
    expect(monthRows).toEqual([
      [popular, 3],
      [old, 2],
      [single, 1],
    ]);
  });
});

describe('moderation RPCs', () => {
  let moderator: TestUser;
  let plain: TestUser;

  beforeAll(async () => {
    [moderator, plain] = (await Promise.all([newUser(s, 'moderadora'), newUser(s, 'normal')])) as [
      TestUser,
      TestUser,
    ];
    await makeModerator(s, moderator.id);
  });

  it('is_moderator: false for anonymous and plain users, true for a moderator', async () => {
    expect((await anon.rpc('is_moderator')).data).toBe(false);
    expect((await plain.client.rpc('is_moderator')).data).toBe(false);
    expect((await moderator.client.rpc('is_moderator')).data).toBe(true);
  });

  it('a moderator sees the queue and approves: the event is created from the payload', async () => {
    const id = await insertSubmission(s, 'Romería de San Antonio');
    const { data: queue } = await moderator.client
      .from('event_submissions')
      .select('id, status')
      .eq('id', id);
    expect(queue).toEqual([{ id, status: 'pending' }]);
    const { data, error } = await moderator.client.rpc('review_submission', {
      p_submission_id: id,
      p_decision: 'approve',
    });
    expect(error).toBeNull();
    const [result] = data as Array<{ submission_id: string; status: string; event_id: string }>;
    expect(result).toMatchObject({ submission_id: id, status: 'approved' });
    const { data: event } = await anon
      .from('events')
      .select('title, town, category_id, image_url')
      .eq('id', result?.event_id ?? '')
      .single();
    expect(event).toEqual({
      title: 'Romería de San Antonio',
      town: 'Bilbao',
      category_id: ['musica'],
      image_url: '/images/categories/musica.svg',
    });
    const { data: sub } = await service
      .from('event_submissions')
      .select('status, reviewed_by, event_id')
      .eq('id', id)
      .single();
    expect(sub).toEqual({ status: 'approved', reviewed_by: moderator.id, event_id: result?.event_id });
  });

  it.each([
    ['approving an already reviewed submission', '55000', true],
    ['approving an unknown submission', 'P0002', false],
  ] as const)('%s → %s', async (_label, code, exists) => {
    const id = exists ? await insertSubmission(s) : '00000000-0000-4000-8000-00000000abcd';
    if (exists)
      await moderator.client.rpc('review_submission', { p_submission_id: id, p_decision: 'approve' });
    const { error } = await moderator.client.rpc('review_submission', {
      p_submission_id: id,
      p_decision: 'approve',
    });
    expect(error?.code).toBe(code);
  });

  it('a rejection keeps its reason', async () => {
    const id = await insertSubmission(s);
    const { error } = await moderator.client.rpc('review_submission', {
      p_submission_id: id,
      p_decision: 'reject',
      p_reason: 'Falta el lugar',
    });
    expect(error).toBeNull();
    const { data } = await service
      .from('event_submissions')
      .select('status, rejection_reason, event_id')
      .eq('id', id)
      .single();
    expect(data).toEqual({ status: 'rejected', rejection_reason: 'Falta el lugar', event_id: null });
  });

  it('moderate_event writes only the fields it is given, read as imports read them', async () => {
    const id = await insertEvent(s, { title: 'Concierto sin corregir', town: 'Bilbao' });
    await sql(s, `update public.events set venue = 'Kafe Antzokia', price = 5 where id = $1`, [id]);
    const { error } = await moderator.client.rpc('moderate_event', {
      p_event_id: id,
      p_changes: {
        title: '  Concierto corregido ',
        title_eu: '   ',
        description: '',
        start_date: '2031-02-03',
        start_time: '20:30',
        price: '12.5',
        category_id: ['musica', 'teatro'],
        language: ['es', 'eu'],
      },
    });
    expect(error).toBeNull();
    const [row] = await sql(
      s,
      `select title, title_eu, description, town, venue, start_date::text, start_time::text, price::text,
              category_id, language, moderated_at is not null as moderated
         from public.events where id = $1`,
      [id],
    );
    expect(row).toEqual({
      title: 'Concierto corregido',
      title_eu: null,
      description: null,
      town: 'Bilbao',
      venue: 'Kafe Antzokia',
      start_date: '2031-02-03',
      start_time: '20:30:00',
      price: '12.50',
      category_id: ['musica', 'teatro'],
      language: ['es', 'eu'],
      moderated: true,
    });
  });
});
