// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  count,
  FIRST_CALL_TIMEOUT,
  invoke,
  looksSpanish,
  query,
  rawPost,
  signJwt,
  signUp,
  startStack,
  uniqueEmail,
} from './helpers.ts';
import type { Stack, TestUser } from './helpers.ts';
import { insertEvent } from './event-rows.ts';

let s: Stack;

beforeAll(async () => {
  s = await startStack();
  // Warm the Deno process once (first start may fetch supabase-js into the Deno cache).
  await rawPost(s, 'award-system-points');
}, FIRST_CALL_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

const award = (u: TestUser, body: Record<string, unknown>) => invoke(u.client, 'award-system-points', body);

/** An event to save: a favourite's point is for saving one existing event. */
const newEvent = (title = 'Concierto de prueba') =>
  insertEvent(s, { title, town: 'Bilbao', start_date: '2026-12-12' });

async function pointsOf(userId: string) {
  const [row] = await query<{ total_points: number; monthly_points: number; level_id: number }>(
    s,
    'select total_points, monthly_points, level_id from public.user_points where user_id = $1',
    [userId],
  );
  return row;
}

describe('award-system-points', () => {
  it('a favourite gives 1 point and answers the new totals', async () => {
    const u = await signUp(s, 'fav');
    const eventId = await newEvent('Concierto');
    const r = await award(u, {
      user_id: u.id,
      points: 1,
      action_type: 'favorite',
      description: 'Favorito: Concierto',
      event_id: eventId,
    });
    expect(r.status).toBe(200);
    // 35 for registering (new-user trigger) + 1.
    expect(r.body).toMatchObject({
      awarded: 1,
      total_points: 36,
      monthly_points: 36,
      level_id: 1,
      reason: 'awarded',
    });
    expect(await pointsOf(u.id)).toMatchObject({ total_points: 36 });
    const [tx] = await query<{ points: number; description: string; metadata: Record<string, unknown> }>(
      s,
      `select points, description, metadata from public.point_transactions where user_id = $1 and action_type = 'favorite'`,
      [u.id],
    );
    expect(tx).toMatchObject({
      points: 1,
      description: 'Favorito guardado',
      metadata: { client_description: 'Favorito: Concierto', event_id: eventId, event_title: 'Concierto' },
    });
  });

  it('the amount is the server’s: a body asking for 1000 points gets 1', async () => {
    const u = await signUp(s, 'greedy');
    const r = await award(u, {
      user_id: u.id,
      points: 1000,
      action_type: 'favorite',
      description: 'x',
      event_id: await newEvent(),
    });
    expect(r.body).toMatchObject({ awarded: 1, total_points: 36 });
  });

  it('a body naming another user is refused with 403 and changes nothing', async () => {
    const a = await signUp(s, 'a');
    const b = await signUp(s, 'b');
    const before = await count(
      s,
      'select count(*) as n from public.point_transactions where user_id in ($1, $2)',
      [a.id, b.id],
    );
    const r = await award(a, { user_id: b.id, points: 5, action_type: 'favorite', description: 'x' });
    expect(r.status).toBe(403);
    expect(looksSpanish(r.body.error)).toBe(true);
    expect(
      await count(s, 'select count(*) as n from public.point_transactions where user_id in ($1, $2)', [
        a.id,
        b.id,
      ]),
    ).toBe(before);
    expect(await pointsOf(b.id)).toMatchObject({ total_points: 35 });
  });

  it('20 concurrent favourite awards for one user on one day give exactly 5 points', async () => {
    const u = await signUp(s, 'burst');
    const events = await Promise.all(Array.from({ length: 21 }, (_, i) => newEvent(`Plan ${i}`)));
    const results = await Promise.all(
      events.slice(0, 20).map((eventId, i) =>
        award(u, {
          user_id: u.id,
          points: 1,
          action_type: 'favorite',
          description: `Favorito ${i}`,
          event_id: eventId,
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.reduce((sum, r) => sum + Number(r.body.awarded), 0)).toBe(5);
    expect(results.filter((r) => r.body.awarded === 0).every((r) => r.body.reason === 'daily_limit')).toBe(
      true,
    );
    expect(
      await count(
        s,
        `select coalesce(sum(points), 0) as n from public.point_transactions where user_id = $1 and action_type = 'favorite'`,
        [u.id],
      ),
    ).toBe(5);
    expect(await pointsOf(u.id)).toMatchObject({ total_points: 40 });
    // A 21st request: 200 with awarded 0 (the app's 'Favorito guardado' case), not an error.
    const extra = await award(u, {
      user_id: u.id,
      points: 1,
      action_type: 'favorite',
      description: 'x',
      event_id: events[20],
    });
    expect(extra).toEqual({
      status: 200,
      body: {
        awarded: 0,
        total_points: 40,
        monthly_points: 40,
        level_id: 1,
        reason: 'daily_limit',
        action_type: 'favorite',
      },
    });
  });

  it('registration is once only (the sign-up already gave 35)', async () => {
    const u = await signUp(s, 'reg');
    const r = await award(u, {
      user_id: u.id,
      points: 35,
      action_type: 'registration',
      description: 'Registro',
    });
    expect(r).toMatchObject({
      status: 200,
      body: { awarded: 0, total_points: 35, reason: 'already_awarded' },
    });
  });

  it('newsletter: nothing without a subscription, 15 with interests, once', async () => {
    const u = await signUp(s, 'news');
    const none = await award(u, {
      user_id: u.id,
      points: 10,
      action_type: 'newsletter',
      description: 'Newsletter',
    });
    expect(none.body).toMatchObject({ awarded: 0, total_points: 35, reason: 'not_subscribed' });
    const { error } = await u.client
      .from('newsletter_preferences')
      .update({ is_subscribed: true, selected_categories: ['musica'], frequency: 'weekly' })
      .eq('user_id', u.id);
    expect(error).toBeNull();
    const first = await award(u, {
      user_id: u.id,
      points: 10,
      action_type: 'newsletter',
      description: 'Newsletter',
    });
    expect(first.body).toMatchObject({ awarded: 15, total_points: 50, reason: 'awarded' });
    const again = await award(u, {
      user_id: u.id,
      points: 15,
      action_type: 'newsletter',
      description: 'Newsletter',
    });
    expect(again.body).toMatchObject({ awarded: 0, total_points: 50, reason: 'already_awarded' });
  });

  it('newsletter: 10 for subscribing, and the 5 for interests when they are added later', async () => {
    const u = await signUp(s, 'news2');
    await u.client.from('newsletter_preferences').update({ is_subscribed: true }).eq('user_id', u.id);
    const first = await award(u, {
      user_id: u.id,
      points: 10,
      action_type: 'newsletter',
      description: 'Newsletter',
    });
    expect(first.body).toMatchObject({ awarded: 10, total_points: 45 });
    await u.client
      .from('newsletter_preferences')
      .update({ selected_locations: ['Getxo'] })
      .eq('user_id', u.id);
    const bonus = await award(u, {
      user_id: u.id,
      points: 5,
      action_type: 'newsletter',
      description: 'Newsletter',
    });
    expect(bonus.body).toMatchObject({ awarded: 5, total_points: 50 });
  });

  it('a favourite without an event, or with one that does not exist, is a 400 in Spanish and gives nothing', async () => {
    const u = await signUp(s, 'noevent');
    for (const eventId of [undefined, 'not-a-uuid', '00000000-0000-4000-8000-00000000beef']) {
      const r = await award(u, {
        user_id: u.id,
        action_type: 'favorite',
        description: 'x',
        event_id: eventId,
      });
      expect(r.status).toBe(400);
      expect(looksSpanish(r.body.error)).toBe(true);
    }
    expect(await pointsOf(u.id)).toMatchObject({ total_points: 35 });
  });

  it('an event already in the favourites gives nothing', async () => {
    const u = await signUp(s, 'saved');
    const eventId = await newEvent();
    await query(s, 'insert into public.user_favorites (user_id, event_id) values ($1, $2)', [u.id, eventId]);
    const r = await award(u, { user_id: u.id, action_type: 'favorite', description: 'x', event_id: eventId });
    expect(r).toMatchObject({ status: 200, body: { awarded: 0, total_points: 35, reason: 'already_saved' } });
  });

  it('an event saved, removed and saved again earns its point once', async () => {
    const u = await signUp(s, 'again');
    const eventId = await newEvent();
    const body = { user_id: u.id, action_type: 'favorite', description: 'x', event_id: eventId };
    expect((await award(u, body)).body).toMatchObject({ awarded: 1, total_points: 36 });
    // The app inserts the row, the visitor removes it, then saves the event again.
    await query(s, 'insert into public.user_favorites (user_id, event_id) values ($1, $2)', [u.id, eventId]);
    await query(s, 'delete from public.user_favorites where user_id = $1', [u.id]);
    expect((await award(u, body)).body).toMatchObject({
      awarded: 0,
      total_points: 36,
      reason: 'already_awarded',
    });
    // The same event spelt in capitals is the same event.
    expect((await award(u, { ...body, event_id: eventId.toUpperCase() })).body).toMatchObject({
      awarded: 0,
      reason: 'already_awarded',
    });
    // Another event still earns its point.
    expect((await award(u, { ...body, event_id: await newEvent('Otro plan') })).body).toMatchObject({
      awarded: 1,
      total_points: 37,
    });
  });

  it('invite: an account that was not invited cannot claim the 15 points', async () => {
    const u = await signUp(s, 'notinv');
    const r = await award(u, { user_id: u.id, points: 15, action_type: 'invite', description: 'Invitación' });
    expect(r).toMatchObject({ status: 200, body: { awarded: 0, total_points: 35, reason: 'not_invited' } });
    expect(
      await count(
        s,
        `select count(*) as n from public.point_transactions where user_id = $1 and action_type = 'invite'`,
        [u.id],
      ),
    ).toBe(0);
  });

  it('invite: an account created by an invitation has its 15 points at once, and only once', async () => {
    const admin = client(s, s.serviceRoleKey);
    const { data, error } = await admin.auth.admin.inviteUserByEmail(uniqueEmail('invited'));
    expect(error).toBeNull();
    const id = data.user!.id;
    // 35 for registering plus 15 for the invitation, from the new-user trigger.
    expect(await pointsOf(id)).toMatchObject({ total_points: 50 });
    const [tx] = await query<{ points: number; description: string }>(
      s,
      `select points, description from public.point_transactions where user_id = $1 and action_type = 'invite'`,
      [id],
    );
    expect(tx).toEqual({ points: 15, description: 'Registro por invitación' });

    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { sub: id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 },
      s.jwtSecret,
    );
    const r = await rawPost(s, 'award-system-points', {
      token,
      body: JSON.stringify({ user_id: id, action_type: 'invite' }),
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ awarded: 0, total_points: 50, reason: 'already_awarded' });
  });

  it('an unknown action type is a 400 in Spanish', async () => {
    const u = await signUp(s, 'unknown');
    for (const action_type of ['bonus', 'newsletter_interests', '', 42, null]) {
      const r = await award(u, { user_id: u.id, points: 100, action_type, description: 'x' });
      expect(r.status).toBe(400);
      expect(looksSpanish(r.body.error)).toBe(true);
    }
    expect(await pointsOf(u.id)).toMatchObject({ total_points: 35 });
  });

  it('invalid JSON is a 400, not a 5xx', async () => {
    const u = await signUp(s, 'json');
    for (const body of ['no json', '[1]', '']) {
      const r = await rawPost(s, 'award-system-points', { token: u.token, body });
      expect(r.status).toBe(400);
      expect(looksSpanish(r.body.error)).toBe(true);
    }
  });

  describe('the caller comes from a verified JWT', () => {
    it('missing token → 401', async () => {
      const r = await rawPost(s, 'award-system-points', { token: null, body: '{"action_type":"favorite"}' });
      expect(r.status).toBe(401);
    });

    it('the anon key (no user) → 401 in Spanish', async () => {
      const r = await rawPost(s, 'award-system-points', { body: '{"action_type":"favorite"}' });
      expect(r.status).toBe(401);
      expect(looksSpanish(r.body.error)).toBe(true);
    });

    it('an expired token → 401', async () => {
      const u = await signUp(s, 'exp');
      const now = Math.floor(Date.now() / 1000);
      const expired = signJwt(
        {
          sub: u.id,
          role: 'authenticated',
          aud: 'authenticated',
          email: u.email,
          iat: now - 7200,
          exp: now - 3600,
        },
        s.jwtSecret,
      );
      const r = await rawPost(s, 'award-system-points', {
        token: expired,
        body: JSON.stringify({ user_id: u.id, action_type: 'favorite' }),
      });
      expect(r.status).toBe(401);
      expect(await pointsOf(u.id)).toMatchObject({ total_points: 35 });
    });

    it('a token signed with another secret → 401', async () => {
      const u = await signUp(s, 'forged');
      const now = Math.floor(Date.now() / 1000);
      const forged = signJwt(
        { sub: u.id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 },
        'not-the-secret-not-the-secret-not-the-secret',
      );
      const r = await rawPost(s, 'award-system-points', {
        token: forged,
        body: JSON.stringify({ user_id: u.id, action_type: 'favorite' }),
      });
      expect(r.status).toBe(401);
      expect(await pointsOf(u.id)).toMatchObject({ total_points: 35 });
    });

    it('a well-signed token for a user that does not exist → 401 from the function (GoTrue check)', async () => {
      const now = Math.floor(Date.now() / 1000);
      const ghost = signJwt(
        {
          sub: '00000000-0000-4000-8000-00000000dead',
          role: 'authenticated',
          aud: 'authenticated',
          iat: now,
          exp: now + 3600,
          session_id: '00000000-0000-4000-8000-000000000000',
        },
        s.jwtSecret,
      );
      const r = await rawPost(s, 'award-system-points', { token: ghost, body: '{"action_type":"favorite"}' });
      expect(r.status).toBe(401);
      expect(looksSpanish(r.body.error)).toBe(true);
    });
  });

  it('answers CORS preflights', async () => {
    const res = await fetch(`${s.url}/functions/v1/award-system-points`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://bilbao.localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});
