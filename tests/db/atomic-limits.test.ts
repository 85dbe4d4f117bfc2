// @vitest-environment node
/**
 * Migration 20261127002000: limits that count rows and then add one are decided in one transaction.
 *   - create_event_submission (submit-event): 5 an hour per IP hash and per contact e-mail;
 *   - create_account_deletion (send-delete-confirmation): 3 pending requests an hour per user;
 *   - save_favorite (the app's star): the favourite and its point in one transaction, the point only
 *     for a row this call added, within the favourite's daily cap.
 * Each is called in parallel (Promise.all) through supabase-js, as the edge functions and the app call
 * them. On PostgreSQL (tests/db/with-postgres.sh) these are truly concurrent transactions; before the
 * migration the same bursts passed every limit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_FAVORITE, POINTS_FAVORITE_DAILY_MAX } from '../../src/config/constants.ts';
import { AWARD_RULES } from '../../supabase/functions/_shared/points.ts';
import {
  insertEvent,
  makeModerator,
  MIGRATIONS_DIR,
  newUser,
  serviceClient,
  sql,
  sqlCount,
  STACK_TIMEOUT,
  startDbStack,
  tokenHash,
} from './helpers.ts';
import type { TestStack } from './helpers.ts';

let s: TestStack;
let service: SupabaseClient;

beforeAll(async () => {
  s = await startDbStack();
  service = serviceClient(s);
}, STACK_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

const MIGRATION = '20261127002000_atomic_limits.sql';

describe('create_event_submission (submit-event, 5 an hour)', () => {
  const submit = (ipHash: string, email: string | null, title: string) =>
    service.rpc('create_event_submission', {
      p_payload: { title },
      p_ip_hash: ipHash,
      p_limit: 5,
      ...(email ? { p_submitted_by_email: email, p_submitted_by_name: 'Proponente' } : {}),
    });

  it('20 parallel submissions from one IP: exactly 5 stored, the other 15 refused (null)', async () => {
    const ip = 'a'.repeat(64);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(ip, `ip-burst-${i}@example.com`, `Evento ${i}`)),
    );
    expect(results.map((r) => r.error)).toEqual(Array(20).fill(null));
    expect(results.filter((r) => typeof r.data === 'string')).toHaveLength(5);
    expect(results.filter((r) => r.data === null)).toHaveLength(15);
    expect(
      await sqlCount(s, 'select count(*) as n from public.event_submissions where submitter_ip_hash = $1', [
        ip,
      ]),
    ).toBe(5);
  });

  it('20 parallel submissions with one contact e-mail from 20 IPs: exactly 5 stored', async () => {
    const email = 'burst-mail@example.com';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(`${i}`.padStart(64, 'b'), email, `Evento ${i}`)),
    );
    expect(results.every((r) => r.error === null)).toBe(true);
    expect(results.filter((r) => typeof r.data === 'string')).toHaveLength(5);
    expect(
      await sqlCount(s, 'select count(*) as n from public.event_submissions where submitted_by_email = $1', [
        email,
      ]),
    ).toBe(5);
  });

  it('only the last hour counts, and no e-mail means only the IP is counted', async () => {
    const ip = 'c'.repeat(64);
    for (let i = 0; i < 5; i++) expect((await submit(ip, null, `Viejo ${i}`)).data).toBeTruthy();
    expect((await submit(ip, null, 'Sexto')).data).toBeNull();
    await sql(
      s,
      `update public.event_submissions set created_at = created_at - interval '61 minutes' where submitter_ip_hash = $1`,
      [ip],
    );
    expect((await submit(ip, null, 'Una hora después')).data).toBeTruthy();
  });

  it('is the service role’s alone', async () => {
    const u = await newUser(s, 'sub-rpc');
    for (const client of [s.client(), u.client]) {
      const r = await client.rpc('create_event_submission', {
        p_payload: { title: 'x' },
        p_ip_hash: 'd'.repeat(64),
        p_limit: 100,
      });
      expect(r.error?.code).toBe('42501');
    }
    expect(
      await sqlCount(s, 'select count(*) as n from public.event_submissions where submitter_ip_hash = $1', [
        'd'.repeat(64),
      ]),
    ).toBe(0);
  });
});

describe('create_account_deletion (send-delete-confirmation, 3 an hour)', () => {
  const request = (userId: string) =>
    service.rpc('create_account_deletion', {
      p_user_id: userId,
      p_token_hash: tokenHash(),
      p_expires_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
      p_limit: 3,
    });

  it('10 parallel requests of one user: exactly 3 rows, 7 refused (null)', async () => {
    const u = await newUser(s, 'del-burst');
    const results = await Promise.all(Array.from({ length: 10 }, () => request(u.id)));
    expect(results.every((r) => r.error === null)).toBe(true);
    expect(results.filter((r) => typeof r.data === 'string')).toHaveLength(3);
    expect(
      await sqlCount(s, 'select count(*) as n from public.pending_account_deletions where user_id = $1', [
        u.id,
      ]),
    ).toBe(3);
    // Another user is not limited by the first one's requests.
    const other = await newUser(s, 'del-other');
    expect(typeof (await request(other.id)).data).toBe('string');
  });

  it('is the service role’s alone', async () => {
    const u = await newUser(s, 'del-rpc');
    const r = await u.client.rpc('create_account_deletion', {
      p_user_id: u.id,
      p_token_hash: tokenHash(),
      p_expires_at: new Date(Date.now() + 3600_000).toISOString(),
      p_limit: 100,
    });
    expect(r.error?.code).toBe('42501');
    expect(
      await sqlCount(s, 'select count(*) as n from public.pending_account_deletions where user_id = $1', [
        u.id,
      ]),
    ).toBe(0);
  });
});

describe('save_favorite (the favourite and its point in one transaction)', () => {
  const favouritePoints = (userId: string) =>
    sqlCount(
      s,
      `select coalesce(sum(points), 0) as n from public.point_transactions where user_id = $1 and action_type = 'favorite'`,
      [userId],
    );
  const favourites = (userId: string) =>
    sqlCount(s, 'select count(*) as n from public.user_favorites where user_id = $1', [userId]);
  const save = (client: SupabaseClient, eventId: string) =>
    client
      .rpc('save_favorite', { p_event_id: eventId })
      .single<{ saved: boolean; awarded: number; reason: string }>();

  it('saves the event and gives its point, with the title in the metadata', async () => {
    const u = await newUser(s, 'fav-one');
    const eventId = await insertEvent(s, { title: 'Concierto en el Kursaal' });
    const r = await save(u.client, eventId);
    expect(r.error).toBeNull();
    expect(r.data).toEqual({ saved: true, awarded: POINTS_FAVORITE, reason: 'awarded' });
    expect(await favourites(u.id)).toBe(1);
    const [tx] = await sql<{ points: number; description: string; metadata: Record<string, unknown> }>(
      s,
      `select points, description, metadata from public.point_transactions where user_id = $1 and action_type = 'favorite'`,
      [u.id],
    );
    expect(tx).toEqual({
      points: POINTS_FAVORITE,
      description: AWARD_RULES.favorite.description,
      metadata: { event_id: eventId, event_title: 'Concierto en el Kursaal' },
    });
  });

  it('20 parallel saves of one event: 1 favourite, 1 point', async () => {
    const u = await newUser(s, 'fav-burst');
    const eventId = await insertEvent(s);
    const results = await Promise.all(Array.from({ length: 20 }, () => save(u.client, eventId)));
    expect(results.map((r) => r.error)).toEqual(Array(20).fill(null));
    expect(results.filter((r) => r.data?.saved)).toHaveLength(1);
    expect(results.filter((r) => r.data?.reason === 'already_saved')).toHaveLength(19);
    expect(await favourites(u.id)).toBe(1);
    expect(await favouritePoints(u.id)).toBe(POINTS_FAVORITE);
  });

  it('20 parallel saves of 20 events: 20 favourites, the daily cap of points', async () => {
    const u = await newUser(s, 'fav-cap');
    const events = await Promise.all(
      Array.from({ length: 20 }, (_, i) => insertEvent(s, { title: `Plan ${i}` })),
    );
    const results = await Promise.all(events.map((id) => save(u.client, id)));
    expect(results.every((r) => r.error === null && r.data?.saved)).toBe(true);
    expect(results.reduce((sum, r) => sum + (r.data?.awarded ?? 0), 0)).toBe(POINTS_FAVORITE_DAILY_MAX);
    expect(results.filter((r) => r.data?.reason === 'daily_limit')).toHaveLength(
      20 - POINTS_FAVORITE_DAILY_MAX / POINTS_FAVORITE,
    );
    expect(await favourites(u.id)).toBe(20);
    expect(await favouritePoints(u.id)).toBe(POINTS_FAVORITE_DAILY_MAX);
  });

  it('an event that does not exist: P0002 in Spanish, nothing saved, no point', async () => {
    const u = await newUser(s, 'fav-ghost');
    const r = await save(u.client, '00000000-0000-4000-8000-00000000beef');
    expect(r.error?.code).toBe('P0002');
    expect(r.error?.message).toBe('Ese evento no existe.');
    expect(await favourites(u.id)).toBe(0);
    expect(await favouritePoints(u.id)).toBe(0);
  });

  it('a hidden event is unknown to a non-moderator, and a moderator may save it', async () => {
    const u = await newUser(s, 'fav-hidden');
    const mod = await newUser(s, 'fav-mod');
    await makeModerator(s, mod.id);
    const eventId = await insertEvent(s, { title: 'Oculto' });
    await sql(s, 'update public.events set hidden_at = now() where id = $1', [eventId]);
    expect((await save(u.client, eventId)).error?.code).toBe('P0002');
    expect(await favourites(u.id)).toBe(0);
    expect((await save(mod.client, eventId)).data).toMatchObject({ saved: true });
  });

  it('already saved (inserted directly, as "Deshacer" does) gives nothing', async () => {
    const u = await newUser(s, 'fav-saved');
    const eventId = await insertEvent(s);
    expect(
      (await u.client.from('user_favorites').insert({ user_id: u.id, event_id: eventId })).error,
    ).toBeNull();
    expect((await save(u.client, eventId)).data).toEqual({
      saved: false,
      awarded: 0,
      reason: 'already_saved',
    });
    expect(await favouritePoints(u.id)).toBe(0);
  });

  it('saved, removed and saved again: saved again, but the event earns its point once', async () => {
    const u = await newUser(s, 'fav-again');
    const eventId = await insertEvent(s);
    expect((await save(u.client, eventId)).data).toMatchObject({ awarded: 1 });
    expect((await u.client.from('user_favorites').delete().eq('event_id', eventId)).error).toBeNull();
    expect((await save(u.client, eventId)).data).toEqual({
      saved: true,
      awarded: 0,
      reason: 'already_awarded',
    });
    expect(await favourites(u.id)).toBe(1);
    expect(await favouritePoints(u.id)).toBe(POINTS_FAVORITE);
  });

  it('the caller is the session’s user: anon and the service role (no user) are refused', async () => {
    const eventId = await insertEvent(s);
    for (const client of [s.client(), service]) {
      const r = await save(client, eventId);
      expect(r.error?.code).toBe('42501');
    }
    expect(
      await sqlCount(s, 'select count(*) as n from public.user_favorites where event_id = $1', [eventId]),
    ).toBe(0);
  });

  it('its SQL gives the favourite rule of _shared/points.ts and src/config/constants.ts', () => {
    const text = readFileSync(join(MIGRATIONS_DIR, MIGRATION), 'utf8');
    const call =
      /public\.award_points\(v_uid,\s*'([a-z_]+)',\s*(\d+),\s*'([^']*)',\s*(\d+),\s*(true|false),/.exec(text);
    expect(call).not.toBeNull();
    const [, actionType, points, description, dailyMax, once] = call!;
    expect({
      actionType,
      points: Number(points),
      description,
      dailyMax: Number(dailyMax),
      once: once === 'true',
    }).toEqual(AWARD_RULES.favorite);
    expect([Number(points), Number(dailyMax)]).toEqual([POINTS_FAVORITE, POINTS_FAVORITE_DAILY_MAX]);
    // The "earned before" check reads the same action type.
    expect(text).toContain(`pt.action_type = '${AWARD_RULES.favorite.actionType}'`);
  });
});
