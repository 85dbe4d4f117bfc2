// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  count,
  FIRST_CALL_TIMEOUT,
  invoke,
  looksSpanish,
  mailTo,
  query,
  rawPost,
  signUp,
  startStack,
} from './helpers.ts';
import type { Stack, TestUser } from './helpers.ts';
import { insertEvent } from './event-rows.ts';

let s: Stack;

beforeAll(async () => {
  s = await startStack();
  await rawPost(s, 'send-delete-confirmation');
  await rawPost(s, 'confirm-account-deletion');
}, FIRST_CALL_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

const INVALID = 'El enlace no es válido o ya se ha usado.';
const EXPIRED = 'El enlace ha caducado. Solicita de nuevo la baja desde tu cuenta.';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const request = (
  u: TestUser,
  body: Record<string, unknown> = { email: u.email, confirmationToken: 'elegido-por-el-cliente' },
  headers: Record<string, string> = {},
) => invoke(u.client, 'send-delete-confirmation', body, headers);

/** The link of the newest deletion e-mail sent to the user. */
async function deletionLink(u: TestUser): Promise<URL> {
  const mails = (await mailTo(s, u.email)).filter((m) => m.subject.startsWith('Confirma la baja'));
  const link = /https?:\/\/\S+\/confirmar-baja\?token=[A-Za-z0-9_-]+/.exec(mails[0]?.text ?? '')?.[0];
  if (!link) throw new Error('no deletion link in the outbox');
  return new URL(link);
}

/** What the /confirmar-baja page's button does: post the token from its query string, signed out. */
const confirm = (token: unknown) => invoke(client(s), 'confirm-account-deletion', { token });

describe('send-delete-confirmation', () => {
  it('signed-in only: the anon key gets 401', async () => {
    const r = await invoke(client(s), 'send-delete-confirmation', {
      email: 'x@example.com',
      confirmationToken: 'x',
    });
    expect(r.status).toBe(401);
    expect(looksSpanish(r.body.error)).toBe(true);
  });

  it('the e-mail must be the caller’s (403), and is required (400)', async () => {
    const u = await signUp(s, 'mismatch');
    const other = await request(u, { email: 'otra@example.com', confirmationToken: 'x' });
    expect(other.status).toBe(403);
    expect(looksSpanish(other.body.error)).toBe(true);
    expect((await request(u, { confirmationToken: 'x' })).status).toBe(400);
    expect(
      await count(s, 'select count(*) as n from public.pending_account_deletions where user_id = $1', [u.id]),
    ).toBe(0);
  });

  it('stores only a hash of a server-made token with a 24 h expiry, and e-mails the link', async () => {
    const u = await signUp(s, 'hash');
    const r = await request(u, { email: u.email.toUpperCase(), confirmationToken: 'elegido-por-el-cliente' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true });
    const rows = await query<{ token_hash: string; hours: number; used_at: string | null }>(
      s,
      `select token_hash, extract(epoch from (expires_at - created_at)) / 3600 as hours, used_at
         from public.pending_account_deletions where user_id = $1`,
      [u.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(rows[0]!.hours)).toBeCloseTo(24, 1);
    expect(rows[0]!.token_hash).not.toBe(sha256('elegido-por-el-cliente'));

    const link = await deletionLink(u);
    expect(link.origin).toBe('http://localhost:5173');
    expect(link.pathname).toBe('/confirmar-baja');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sha256(token)).toBe(rows[0]!.token_hash);
  });

  it('links to the city sub-domain the request comes from, never to a foreign origin', async () => {
    const a = await signUp(s, 'city');
    expect((await request(a, { email: a.email }, { Origin: 'http://bilbao.localhost:5173' })).status).toBe(
      200,
    );
    expect((await deletionLink(a)).origin).toBe('http://bilbao.localhost:5173');
    expect((await mailTo(s, a.email))[0]?.subject).toBe(
      'Confirma la baja de tu cuenta en Agenda Norte Bilbao',
    );

    const b = await signUp(s, 'foreign');
    expect(
      (
        await request(
          b,
          { email: b.email, origin: 'https://evil.example' },
          { Origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(200);
    expect((await deletionLink(b)).origin).toBe('http://localhost:5173');

    const c = await signUp(s, 'body-origin');
    expect((await request(c, { email: c.email, origin: 'http://logronio.localhost:5173' })).status).toBe(200);
    expect((await deletionLink(c)).origin).toBe('http://logronio.localhost:5173');
  });

  it('3 requests an hour, then 429', async () => {
    const u = await signUp(s, 'limit');
    for (let i = 0; i < 3; i++) expect((await request(u)).status).toBe(200);
    const r = await request(u);
    expect(r.status).toBe(429);
    expect(looksSpanish(r.body.error)).toBe(true);
    expect(
      await count(s, 'select count(*) as n from public.pending_account_deletions where user_id = $1', [u.id]),
    ).toBe(3);
  });
});

describe('confirm-account-deletion', () => {
  it('the e-mailed link deletes the account and all its data, once; login then fails', async () => {
    const u = await signUp(s, 'bye');
    // A saved event and its point, as the app's star saves them.
    const saved = await u.client.rpc('save_favorite', {
      p_event_id: await insertEvent(s, { title: 'Plan guardado', town: 'Bilbao', start_date: '2026-12-12' }),
    });
    expect(saved.error).toBeNull();
    expect(
      await count(s, 'select count(*) as n from public.point_transactions where user_id = $1', [u.id]),
    ).toBe(2);
    expect((await request(u)).status).toBe(200);
    const token = (await deletionLink(u)).searchParams.get('token')!;

    const r = await confirm(token);
    expect(r).toEqual({ status: 200, body: { ok: true, deleted: true } });

    // The auth user and, by cascade, every row of theirs are gone.
    expect(await count(s, 'select count(*) as n from auth.users where id = $1', [u.id])).toBe(0);
    for (const table of [
      'profiles',
      'user_favorites',
      'user_points',
      'point_transactions',
      'newsletter_preferences',
      'pending_account_deletions',
    ]) {
      expect(
        await count(s, `select count(*) as n from public.${table} where user_id = $1`, [u.id]),
        table,
      ).toBe(0);
    }
    const login = await client(s).auth.signInWithPassword({ email: u.email, password: u.password });
    expect(login.error?.message).toBe('Invalid login credentials');
    expect((await mailTo(s, u.email)).some((m) => m.subject.includes('se ha eliminado'))).toBe(true);

    // The same link again: a clear Spanish error.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(INVALID);
  });

  it('works without any session (verify_jwt is off for this function)', async () => {
    const u = await signUp(s, 'nojwt');
    await request(u);
    const token = (await deletionLink(u)).searchParams.get('token')!;
    const r = await rawPost(s, 'confirm-account-deletion', { token: null, body: JSON.stringify({ token }) });
    expect(r.status).toBe(200);
    expect(await count(s, 'select count(*) as n from auth.users where id = $1', [u.id])).toBe(0);
  });

  it('an expired token deletes nothing', async () => {
    const u = await signUp(s, 'late');
    const token = 'caducado-caducado-caducado-caducado-caducado';
    await s.db.query(
      `insert into public.pending_account_deletions (user_id, token_hash, created_at, expires_at)
       values ($1, $2, now() - interval '25 hours', now() - interval '1 hour')`,
      [u.id, sha256(token)],
    );
    const r = await confirm(token);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(EXPIRED);
    expect(await count(s, 'select count(*) as n from auth.users where id = $1', [u.id])).toBe(1);
  });

  it('unknown, malformed or client-chosen tokens delete nothing', async () => {
    const u = await signUp(s, 'keep');
    await request(u, { email: u.email, confirmationToken: 'elegido-por-el-cliente-1234567890' });
    for (const token of [
      'elegido-por-el-cliente-1234567890',
      'x'.repeat(43),
      '',
      42,
      null,
      '../../etc/passwd',
      'a'.repeat(500),
    ]) {
      const r = await confirm(token);
      expect(r.status, String(token)).toBe(400);
      expect(r.body.error).toBe(INVALID);
    }
    const bad = await rawPost(s, 'confirm-account-deletion', { body: 'no json' });
    expect(bad.status).toBe(400);
    expect(await count(s, 'select count(*) as n from auth.users where id = $1', [u.id])).toBe(1);
  });

  it('two confirmations of one link at once: one deletes, the other is told the link is used', async () => {
    const u = await signUp(s, 'race');
    await request(u);
    const token = (await deletionLink(u)).searchParams.get('token')!;
    const results = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400 && r.body.error === INVALID)).toHaveLength(2);
  });
});
