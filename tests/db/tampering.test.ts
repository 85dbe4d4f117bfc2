// @vitest-environment node
/**
 * Tampering: whatever a client tries — as an anonymous visitor, as another signed-in user, as a
 * moderator outside review_submission, or with a forged token — nobody but the server changes
 * points, nobody reads another user's private rows, submissions only move through the review RPC,
 * and every attempt changes nothing. "Nothing" is checked with the service-role client: every row
 * of every public table, before and after each attempt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { signJwt } from '../functions/helpers.ts';
import {
  insertEvent,
  insertSubmission,
  makeModerator,
  newUser,
  serviceClient,
  sql,
  STACK_TIMEOUT,
  startDbStack,
  tokenHash,
} from './helpers.ts';
import type { TestStack, TestUser } from './helpers.ts';

const TABLES = [
  'events',
  'user_favorites',
  'user_points',
  'point_transactions',
  'newsletter_preferences',
  'profiles',
  'pending_account_deletions',
  'external_link_clicks',
  'page_views',
  'event_submissions',
  'moderators',
  'newsletter_sends',
] as const;

/** Primary-key column per table, for a stable order. */
const ORDER: Record<(typeof TABLES)[number], string> = {
  events: 'id',
  user_favorites: 'id',
  user_points: 'user_id',
  point_transactions: 'id',
  newsletter_preferences: 'user_id',
  profiles: 'user_id',
  pending_account_deletions: 'id',
  external_link_clicks: 'id',
  page_views: 'id',
  event_submissions: 'id',
  moderators: 'user_id',
  newsletter_sends: 'id',
};

interface Fx {
  s: TestStack;
  anon: SupabaseClient;
  owner: TestUser;
  other: TestUser;
  moderator: TestUser;
  service: SupabaseClient;
  eventId: string;
  ownerFavoriteId: string;
  ownerDeletionHash: string;
  submissionId: string;
}

let f: Fx;

beforeAll(async () => {
  const s = await startDbStack();
  const [owner, other, moderator] = await Promise.all([
    newUser(s, 'owner'),
    newUser(s, 'other'),
    newUser(s, 'mod'),
  ]);
  if (!owner || !other || !moderator) throw new Error('users');
  await makeModerator(s, moderator.id);
  const eventId = await insertEvent(s, { title: 'Concierto en el Kafe Antzokia' });
  const [fav] = await sql<{ id: string }>(
    s,
    'insert into public.user_favorites (user_id, event_id) values ($1, $2) returning id',
    [owner.id, eventId],
  );
  await sql(s, 'insert into public.user_favorites (user_id, event_id) values ($1, $2)', [other.id, eventId]);
  const ownerDeletionHash = tokenHash();
  await sql(s, 'insert into public.pending_account_deletions (user_id, token_hash) values ($1, $2)', [
    owner.id,
    ownerDeletionHash,
  ]);
  await sql(
    s,
    `insert into public.external_link_clicks (external_url, user_id) values ('https://www.kafeantzokia.eus', $1)`,
    [owner.id],
  );
  await sql(
    s,
    `update public.newsletter_preferences set is_subscribed = true, selected_locations = '{Getxo}' where user_id = $1`,
    [owner.id],
  );
  await sql(s, `insert into public.page_views (page_path, view_count) values ('/', 10)`);
  const submissionId = await insertSubmission(s, 'Feria de artesanía de Gernika');
  f = {
    s,
    anon: s.client(),
    owner,
    other,
    moderator,
    service: serviceClient(s),
    eventId,
    ownerFavoriteId: fav?.id ?? '',
    ownerDeletionHash,
    submissionId,
  };
}, STACK_TIMEOUT);

afterAll(async () => {
  await f?.s.stop();
});

/** Every row of every public table, read with the service-role client. */
async function fingerprint(): Promise<string> {
  const parts = await Promise.all(
    TABLES.map(async (t) => {
      const { data, error } = await f.service.from(t).select('*').order(ORDER[t]);
      if (error) throw new Error(`${t}: ${error.message}`);
      return [t, data] as const;
    }),
  );
  return JSON.stringify(parts);
}

/** A client whose every request carries `token` as the bearer. */
function withToken(token: string): SupabaseClient {
  return createClient(f.s.url, f.s.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: ws as never },
  });
}

interface Result {
  data: unknown;
  error: { code?: string; message: string } | null;
  status: number;
}

/** '42501' etc.: that SQLSTATE; 'hidden': no error and nothing returned; 'harmless': no error. */
type Expect = string | 'hidden' | 'harmless';

interface Attempt {
  name: string;
  run: () => PromiseLike<Result>;
  expect: Expect;
}

const A = (name: string, expect: Expect, run: () => PromiseLike<Result>): Attempt => ({ name, run, expect });

const ATTEMPTS: Record<string, Attempt[]> = {
  points: [
    A('owner inserts a point_transactions row for themselves', '42501', () =>
      f.owner.client
        .from('point_transactions')
        .insert({ user_id: f.owner.id, action_type: 'favorite', points: 1000 }),
    ),
    A('owner upserts a point_transactions row', '42501', () =>
      f.owner.client
        .from('point_transactions')
        .upsert({ user_id: f.owner.id, action_type: 'invite', points: 15, description: 'Invitación' }),
    ),
    A('owner updates their own user_points', '42501', () =>
      f.owner.client
        .from('user_points')
        .update({ total_points: 99999, level_id: 1000 })
        .eq('user_id', f.owner.id),
    ),
    A('owner upserts their own user_points', '42501', () =>
      f.owner.client
        .from('user_points')
        .upsert({ user_id: f.owner.id, total_points: 99999 }, { onConflict: 'user_id' }),
    ),
    A('owner rewrites their own transactions', '42501', () =>
      f.owner.client.from('point_transactions').update({ points: 1000 }).eq('user_id', f.owner.id),
    ),
    A('owner deletes their own transactions', '42501', () =>
      f.owner.client.from('point_transactions').delete().eq('user_id', f.owner.id),
    ),
    A('another user deletes the owner’s user_points', '42501', () =>
      f.other.client.from('user_points').delete().eq('user_id', f.owner.id),
    ),
    A('owner calls award_points for themselves', '42501', () =>
      f.owner.client.rpc('award_points', { p_user_id: f.owner.id, p_action_type: 'invite', p_points: 1000 }),
    ),
    A('another user calls award_points for the owner', '42501', () =>
      f.other.client.rpc('award_points', { p_user_id: f.owner.id, p_action_type: 'favorite', p_points: 1 }),
    ),
    A('anonymous calls award_points', '42501', () =>
      f.anon.rpc('award_points', { p_user_id: f.owner.id, p_action_type: 'registration', p_points: 35 }),
    ),
    A('moderator calls award_points for the owner', '42501', () =>
      f.moderator.client.rpc('award_points', {
        p_user_id: f.owner.id,
        p_action_type: 'invite',
        p_points: 15,
      }),
    ),
    A('another user calls check_daily_limit for the owner', '42501', () =>
      f.other.client.rpc('check_daily_limit', {
        p_user_id: f.owner.id,
        p_action_type: 'favorite',
        p_max_points: 5,
      }),
    ),
    A('anonymous calls check_daily_limit', '42501', () =>
      f.anon.rpc('check_daily_limit', { p_user_id: f.owner.id, p_action_type: 'favorite', p_max_points: 5 }),
    ),
    A('another user calls track_daily_points for the owner', '42501', () =>
      f.other.client.rpc('track_daily_points', {
        p_user_id: f.owner.id,
        p_action_type: 'favorite',
        p_points: 100,
      }),
    ),
    A('owner calls track_daily_points with 500 points: harmless, awards nothing', 'harmless', () =>
      f.owner.client.rpc('track_daily_points', {
        p_user_id: f.owner.id,
        p_action_type: 'favorite',
        p_points: 500,
      }),
    ),
    A('owner calls the internal ranking_entries', '42501', () =>
      f.owner.client.rpc('ranking_entries', { p_period: 'total' }),
    ),
    A('owner calls the trigger function handle_new_user', '42501', () =>
      f.owner.client.rpc('handle_new_user'),
    ),
    A('owner calls jsonb_to_text_array', '42501', () =>
      f.owner.client.rpc('jsonb_to_text_array', { p_value: ['a'] }),
    ),
  ],
  tokens: [
    A('a service_role token signed with another secret', 'PGRST301', () =>
      withToken(
        signJwt(
          { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 3600 },
          'not-the-secret-0123456789-0123456789',
        ),
      )
        .from('user_points')
        .update({ total_points: 99999 })
        .eq('user_id', f.owner.id),
    ),
    A('an unsigned (alg none) service_role token', 'PGRST301', () => {
      const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
      return withToken(`${enc({ alg: 'none', typ: 'JWT' })}.${enc({ role: 'service_role' })}.`)
        .from('point_transactions')
        .insert({ user_id: f.owner.id, action_type: 'invite', points: 15 });
    }),
    A('the owner’s token with the signature of another user’s token', 'PGRST301', async () => {
      const [head, body] = f.owner.token.split('.');
      const sig = f.other.token.split('.')[2];
      return withToken(`${head}.${body}.${sig}`)
        .from('newsletter_preferences')
        .select('*')
        .eq('user_id', f.owner.id);
    }),
  ],
  favourites: [
    A('another user inserts a favourite with the owner’s id', '42501', () =>
      f.other.client.from('user_favorites').insert({ user_id: f.owner.id, event_id: f.eventId }),
    ),
    A('another user upserts a favourite with the owner’s id', '42501', () =>
      f.other.client
        .from('user_favorites')
        .upsert({ user_id: f.owner.id, event_id: f.eventId }, { onConflict: 'user_id,event_id' }),
    ),
    A('another user deletes the owner’s favourite by id', 'hidden', () =>
      f.other.client.from('user_favorites').delete().eq('id', f.ownerFavoriteId),
    ),
    A('another user deletes all the owner’s favourites', 'hidden', () =>
      f.other.client.from('user_favorites').delete().eq('user_id', f.owner.id),
    ),
    A('another user takes over the owner’s favourite', '42501', () =>
      f.other.client.from('user_favorites').update({ user_id: f.other.id }).eq('id', f.ownerFavoriteId),
    ),
    A('moderator deletes the owner’s favourites', 'hidden', () =>
      f.moderator.client.from('user_favorites').delete().eq('user_id', f.owner.id),
    ),
    A('anonymous deletes favourites', '42501', () =>
      f.anon.from('user_favorites').delete().eq('event_id', f.eventId),
    ),
    A('anonymous reads favourites', '42501', () => f.anon.from('user_favorites').select('*')),
  ],
  'private rows': [
    A('another user reads the owner’s favourites', 'hidden', () =>
      f.other.client.from('user_favorites').select('*').eq('user_id', f.owner.id),
    ),
    A('another user reads the owner’s transactions', 'hidden', () =>
      f.other.client.from('point_transactions').select('*').eq('user_id', f.owner.id),
    ),
    A('another user reads the owner’s points', 'hidden', () =>
      f.other.client.from('user_points').select('*').eq('user_id', f.owner.id),
    ),
    A('another user reads the owner’s newsletter preferences', 'hidden', () =>
      f.other.client.from('newsletter_preferences').select('*').eq('user_id', f.owner.id),
    ),
    A('moderator reads the owner’s newsletter preferences', 'hidden', () =>
      f.moderator.client.from('newsletter_preferences').select('*').eq('user_id', f.owner.id),
    ),
    A('another user reads the owner’s profile', 'hidden', () =>
      f.other.client.from('profiles').select('*').eq('user_id', f.owner.id),
    ),
    A('another user reads pending deletions', '42501', () =>
      f.other.client.from('pending_account_deletions').select('*'),
    ),
    A('another user reads click logs', '42501', () =>
      f.other.client.from('external_link_clicks').select('*'),
    ),
    A('owner reads their own click logs', '42501', () =>
      f.owner.client.from('external_link_clicks').select('*').eq('user_id', f.owner.id),
    ),
    A('another user changes the owner’s newsletter preferences', 'hidden', () =>
      f.other.client
        .from('newsletter_preferences')
        .update({ is_subscribed: false })
        .eq('user_id', f.owner.id),
    ),
    A('owner moves their newsletter row to another user', '42501', () =>
      f.owner.client.from('newsletter_preferences').update({ user_id: f.other.id }).eq('user_id', f.owner.id),
    ),
    A('another user renames the owner', 'hidden', () =>
      f.other.client.from('profiles').update({ full_name: 'Suplantado' }).eq('user_id', f.owner.id),
    ),
    A('another user reads which newsletters the owner was sent', '42501', () =>
      f.other.client.from('newsletter_sends').select('*').eq('user_id', f.owner.id),
    ),
    A('owner marks this week’s newsletter as already sent', '42501', () =>
      f.owner.client.from('newsletter_sends').insert({ user_id: f.owner.id, period_key: 'weekly:2026-W48' }),
    ),
    A('owner deletes their own profile', '42501', () =>
      f.owner.client.from('profiles').delete().eq('user_id', f.owner.id),
    ),
  ],
  submissions: [
    A('anonymous inserts a submission directly', '42501', () =>
      f.anon.from('event_submissions').insert({ payload: { title: 'Directo' } }),
    ),
    A('a signed-in user inserts a submission directly', '42501', () =>
      f.owner.client.from('event_submissions').insert({ payload: { title: 'Directo' }, status: 'approved' }),
    ),
    A('a moderator inserts a submission directly', '42501', () =>
      f.moderator.client.from('event_submissions').insert({ payload: { title: 'Directo' } }),
    ),
    A('anonymous reads submissions', '42501', () => f.anon.from('event_submissions').select('*')),
    A('a non-moderator reads submissions', 'hidden', () =>
      f.owner.client.from('event_submissions').select('*'),
    ),
    A('a non-moderator approves through review_submission', '42501', () =>
      f.owner.client.rpc('review_submission', { p_submission_id: f.submissionId, p_decision: 'approve' }),
    ),
    A('a non-moderator rejects through review_submission', '42501', () =>
      f.other.client.rpc('review_submission', {
        p_submission_id: f.submissionId,
        p_decision: 'reject',
        p_reason: 'No',
      }),
    ),
    A('anonymous approves through review_submission', '42501', () =>
      f.anon.rpc('review_submission', { p_submission_id: f.submissionId, p_decision: 'approve' }),
    ),
    A('a non-moderator approves a submission by updating it', '42501', () =>
      f.owner.client.from('event_submissions').update({ status: 'approved' }).eq('id', f.submissionId),
    ),
    A('a moderator approves by updating the row instead of the RPC', '42501', () =>
      f.moderator.client.from('event_submissions').update({ status: 'approved' }).eq('id', f.submissionId),
    ),
    A('a moderator deletes a submission', '42501', () =>
      f.moderator.client.from('event_submissions').delete().eq('id', f.submissionId),
    ),
    A('a moderator publishes an event directly', '42501', () =>
      f.moderator.client
        .from('events')
        .insert({ title: 'Directo', town: 'Bilbao', start_date: '2030-01-01' }),
    ),
    A('a moderator sends a bad decision', '22023', () =>
      f.moderator.client.rpc('review_submission', { p_submission_id: f.submissionId, p_decision: 'publish' }),
    ),
    A('a moderator rejects without a reason', '22023', () =>
      f.moderator.client.rpc('review_submission', {
        p_submission_id: f.submissionId,
        p_decision: 'reject',
        p_reason: '  ',
      }),
    ),
    A('a user makes themselves a moderator', '42501', () =>
      f.owner.client.from('moderators').insert({ user_id: f.owner.id }),
    ),
    A('anonymous makes a user a moderator', '42501', () =>
      f.anon.from('moderators').insert({ user_id: f.owner.id }),
    ),
    A('a moderator promotes another user', '42501', () =>
      f.moderator.client.from('moderators').insert({ user_id: f.other.id }),
    ),
    A('a moderator removes themselves', '42501', () =>
      f.moderator.client.from('moderators').delete().eq('user_id', f.moderator.id),
    ),
  ],
  deletions: [
    A('owner requests their own deletion directly', '42501', () =>
      f.owner.client
        .from('pending_account_deletions')
        .insert({ user_id: f.owner.id, token_hash: tokenHash() }),
    ),
    A('another user requests the owner’s deletion', '42501', () =>
      f.other.client
        .from('pending_account_deletions')
        .insert({ user_id: f.owner.id, token_hash: tokenHash() }),
    ),
    A('anonymous requests a deletion', '42501', () =>
      f.anon.from('pending_account_deletions').insert({ user_id: f.owner.id, token_hash: tokenHash() }),
    ),
    A('owner marks their deletion used', '42501', () =>
      f.owner.client
        .from('pending_account_deletions')
        .update({ used_at: new Date().toISOString() })
        .eq('user_id', f.owner.id),
    ),
    A('another user consumes the owner’s deletion token', '42501', () =>
      f.other.client.rpc('consume_account_deletion', { p_token_hash: f.ownerDeletionHash }),
    ),
    A('the owner consumes their own deletion token from the client', '42501', () =>
      f.owner.client.rpc('consume_account_deletion', { p_token_hash: f.ownerDeletionHash }),
    ),
    A('anonymous consumes the owner’s deletion token', '42501', () =>
      f.anon.rpc('consume_account_deletion', { p_token_hash: f.ownerDeletionHash }),
    ),
  ],
  'click logs': [
    A('another user logs a click as the owner', '42501', () =>
      f.other.client
        .from('external_link_clicks')
        .insert({ external_url: 'https://www.example.org', user_id: f.owner.id }),
    ),
    A('a moderator logs a click as the owner', '42501', () =>
      f.moderator.client
        .from('external_link_clicks')
        .insert({ external_url: 'https://www.example.org', user_id: f.owner.id }),
    ),
    A('anonymous logs a click as the owner', '42501', () =>
      f.anon
        .from('external_link_clicks')
        .insert({ external_url: 'https://www.example.org', user_id: f.owner.id }),
    ),
    A('anonymous logs a click with a 3000-character URL', '23514', () =>
      f.anon
        .from('external_link_clicks')
        .insert({ external_url: `https://www.example.org/${'a'.repeat(3000)}` }),
    ),
    A('anonymous logs a click with a huge user agent', '23514', () =>
      f.anon
        .from('external_link_clicks')
        .insert({ external_url: 'https://www.example.org', user_agent: 'x'.repeat(5000) }),
    ),
    A('anonymous reads the click log', '42501', () => f.anon.from('external_link_clicks').select('*')),
    A('anonymous deletes the click log', '42501', () =>
      f.anon.from('external_link_clicks').delete().neq('external_url', ''),
    ),
  ],
  'page views and events': [
    ...(
      [
        ['an empty path', ''],
        ['a path without a leading slash', 'eventos'],
        ['a path with a space', '/con espacio'],
        ['a path with a tab', '/con\ttab'],
        ['a path with a newline', '/linea\nnueva'],
        ['a path with a control character', '/campana\u0007'],
        ['a 513-character path', `/${'a'.repeat(512)}`],
        ['a null path', null],
      ] as const
    ).map(([label, path]) =>
      A(`increment_page_view with ${label}`, '22023', () =>
        f.anon.rpc('increment_page_view', { p_page_path: path }),
      ),
    ),
    A('increment_page_view with an unknown event', '23503', () =>
      f.anon.rpc('increment_page_view', {
        p_page_path: '/evento/x',
        p_event_id: '00000000-0000-4000-8000-000000000000',
      }),
    ),
    A('increment_page_view with an event id that is not a uuid', '22P02', () =>
      f.anon.rpc('increment_page_view', { p_page_path: '/evento/x', p_event_id: 'drop table events' }),
    ),
    A('anonymous sets a view count directly', '42501', () =>
      f.anon.from('page_views').update({ view_count: 1e9 }).eq('page_path', '/'),
    ),
    A('a signed-in user inserts a page view row', '42501', () =>
      f.owner.client.from('page_views').insert({ page_path: '/falso', view_count: 1e9 }),
    ),
    A('anonymous inserts an event', '42501', () =>
      f.anon.from('events').insert({ title: 'Spam', town: 'Bilbao' }),
    ),
    A('a signed-in user edits an event', '42501', () =>
      f.owner.client.from('events').update({ title: 'Spam' }).eq('id', f.eventId),
    ),
    A('a signed-in user deletes an event', '42501', () =>
      f.owner.client.from('events').delete().eq('id', f.eventId),
    ),
    A('get_event_favorite_counts with 1001 ids', '22023', () =>
      f.anon.rpc('get_event_favorite_counts', {
        p_event_ids: Array.from(
          { length: 1001 },
          (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        ),
      }),
    ),
    A('get_trending_favorite_counts over 10000 days', '22023', () =>
      f.anon.rpc('get_trending_favorite_counts', { p_days: 10000 }),
    ),
    A('get_trending_favorite_counts over 0 days', '22023', () =>
      f.anon.rpc('get_trending_favorite_counts', { p_days: 0 }),
    ),
    A('get_my_rank with an unknown period', '22023', () =>
      f.owner.client.rpc('get_my_rank', { p_period: 'semana; drop table x' }),
    ),
  ],
};

describe.each(Object.keys(ATTEMPTS))('%s', (group) => {
  it.each(ATTEMPTS[group] ?? [])('$name', async (attempt) => {
    const before = await fingerprint();
    const r = await attempt.run();
    if (attempt.expect === 'hidden') {
      expect(r.error).toBeNull();
      expect(r.data === null || (Array.isArray(r.data) && r.data.length === 0)).toBe(true);
    } else if (attempt.expect === 'harmless') {
      expect(r.error).toBeNull();
    } else {
      expect(r.error, `expected ${attempt.expect}`).not.toBeNull();
      expect(r.error?.code).toBe(attempt.expect);
      if (attempt.expect === '42501') expect([401, 403]).toContain(r.status);
    }
    expect(await fingerprint()).toBe(before);
  });
});

describe('pinned and clamped columns', () => {
  it('the owner cannot move their profile to another user or change its creation date', async () => {
    const [before] = await sql<{ user_id: string; created_at: string }>(
      f.s,
      'select user_id, created_at::text as created_at from public.profiles where user_id = $1',
      [f.owner.id],
    );
    const r = await f.owner.client
      .from('profiles')
      .update({ user_id: f.moderator.id, created_at: '2000-01-01T00:00:00Z', full_name: 'Ane Prueba' })
      .eq('user_id', f.owner.id);
    // Either refused by the policy or silently pinned by the trigger: never moved.
    if (r.error) expect(r.error.code).toBe('42501');
    const rows = await sql<{ user_id: string; created_at: string }>(
      f.s,
      'select user_id, created_at::text as created_at from public.profiles where user_id in ($1, $2) order by user_id',
      [f.owner.id, f.moderator.id],
    );
    expect(rows.find((row) => row.user_id === f.owner.id)).toEqual(before);
    expect(rows).toHaveLength(2);
  });

  it('a favourite dated in the future is clamped to now (it cannot stay trending forever)', async () => {
    const eventId = await insertEvent(f.s);
    const r = await f.owner.client
      .from('user_favorites')
      .insert({ user_id: f.owner.id, event_id: eventId, created_at: '2099-01-01T00:00:00Z' });
    expect(r.error).toBeNull();
    const [row] = await sql<{ future: boolean }>(
      f.s,
      "select created_at > now() + interval '1 minute' as future from public.user_favorites where event_id = $1",
      [eventId],
    );
    expect(row?.future).toBe(false);
  });

  it('the owner’s points are what the server gave: 35 for registering, nothing from the attempts', async () => {
    const { data } = await f.service
      .from('user_points')
      .select('total_points, level_id')
      .eq('user_id', f.owner.id)
      .single();
    expect(data).toEqual({ total_points: 35, level_id: 1 });
    const { data: tx } = await f.service
      .from('point_transactions')
      .select('action_type, points')
      .eq('user_id', f.owner.id);
    expect(tx).toEqual([{ action_type: 'registration', points: 35 }]);
  });

  it('the submission is still pending and no event was created from it', async () => {
    const { data } = await f.service
      .from('event_submissions')
      .select('status, event_id, reviewed_by')
      .eq('id', f.submissionId)
      .single();
    expect(data).toEqual({ status: 'pending', event_id: null, reviewed_by: null });
    const { count } = await f.service
      .from('events')
      .select('id', { count: 'exact', head: true })
      .eq('title', 'Feria de artesanía de Gernika');
    expect(count).toBe(0);
  });

  it('the owner’s deletion token is still unused', async () => {
    const { data } = await f.service
      .from('pending_account_deletions')
      .select('used_at')
      .eq('token_hash', f.ownerDeletionHash)
      .single();
    expect(data).toEqual({ used_at: null });
  });
});
