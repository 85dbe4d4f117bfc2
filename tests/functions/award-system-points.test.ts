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

/** An event (to show that 'favorite' gives nothing here, saved or not). */
const newEvent = (title = 'Concierto de prueba') =>
  insertEvent(s, { title, town: 'Bilbao', start_date: '2026-12-12' });

/** An active subscription without interests: 'newsletter' is then worth 10, once. */
async function subscribe(u: TestUser): Promise<void> {
  const { error } = await u.client
    .from('newsletter_preferences')
    .update({ is_subscribed: true })
    .eq('user_id', u.id);
  expect(error).toBeNull();
}

async function pointsOf(userId: string) {
  const [row] = await query<{ total_points: number; monthly_points: number; level_id: number }>(
    s,
    'select total_points, monthly_points, level_id from public.user_points where user_id = $1',
    [userId],
  );
  return row;
}

describe('award-system-points', () => {
  it("'favorite' is refused (400, Spanish) and gives nothing: its point comes with save_favorite()", async () => {
    const u = await signUp(s, 'fav');
    // An event that was never saved, one that is saved, and none at all: no point for any of them.
    const unsaved = await newEvent('Nunca guardado');
    const saved = await newEvent('Guardado');
    await query(s, 'insert into public.user_favorites (user_id, event_id) values ($1, $2)', [u.id, saved]);
    for (const eventId of [unsaved, saved, undefined]) {
      const r = await award(u, {
        user_id: u.id,
        points: 1,
        action_type: 'favorite',
        description: 'Favorito',
        event_id: eventId,
      });
      expect(r.status).toBe(400);
      expect(looksSpanish(r.body.error)).toBe(true);
    }
    expect(
      await count(
        s,
        `select count(*) as n from public.point_transactions where user_id = $1 and action_type = 'favorite'`,
        [u.id],
      ),
    ).toBe(0);
    expect(await pointsOf(u.id)).toMatchObject({ total_points: 35 });
  });

  it('the amount is the server’s: a body asking for 1000 points gets the newsletter’s 10', async () => {
    const u = await signUp(s, 'greedy');
    await subscribe(u);
    const r = await award(u, { user_id: u.id, points: 1000, action_type: 'newsletter', description: 'x' });
    expect(r.body).toMatchObject({ awarded: 10, total_points: 45 });
  });

  it('a body naming another user is refused with 403 and changes nothing', async () => {
    const a = await signUp(s, 'a');
    const b = await signUp(s, 'b');
    await subscribe(b);
    const before = await count(
      s,
      'select count(*) as n from public.point_transactions where user_id in ($1, $2)',
      [a.id, b.id],
    );
    const r = await award(a, { user_id: b.id, points: 5, action_type: 'newsletter', description: 'x' });
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

  it('20 concurrent newsletter awards for one user give its 10 points once', async () => {
    const u = await signUp(s, 'burst');
    await subscribe(u);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        award(u, { user_id: u.id, points: 10, action_type: 'newsletter', description: 'Newsletter' }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.reduce((sum, r) => sum + Number(r.body.awarded), 0)).toBe(10);
    expect(
      results.filter((r) => r.body.awarded === 0).every((r) => r.body.reason === 'already_awarded'),
    ).toBe(true);
    expect(await pointsOf(u.id)).toMatchObject({ total_points: 45 });
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
    for (const action_type of ['bonus', 'newsletter_interests', 'favorite', '', 42, null]) {
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
      const r = await rawPost(s, 'award-system-points', {
        token: null,
        body: '{"action_type":"newsletter"}',
      });
      expect(r.status).toBe(401);
    });

    it('the anon key (no user) → 401 in Spanish', async () => {
      const r = await rawPost(s, 'award-system-points', { body: '{"action_type":"newsletter"}' });
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
        body: JSON.stringify({ user_id: u.id, action_type: 'newsletter' }),
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
        body: JSON.stringify({ user_id: u.id, action_type: 'newsletter' }),
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
      const r = await rawPost(s, 'award-system-points', {
        token: ghost,
        body: '{"action_type":"newsletter"}',
      });
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
