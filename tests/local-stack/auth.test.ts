// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwtUnverified, signJwt } from '../../supabase/local/jwt.ts';
import { raw, startTestStack, uniqueEmail } from './helpers/stack.ts';
import type { TestStack } from './helpers/stack.ts';

// Contract §2 through the unmodified supabase-js auth client.
let s: TestStack;

beforeAll(async () => {
  s = await startTestStack();
});

afterAll(async () => {
  await s?.stop();
});

const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01', 'Content-Type': 'application/json' };

describe('signup and sign-in (§2.2, autoconfirm)', () => {
  it('signUp returns a session and the User JSON of §2.3, with data as user_metadata', async () => {
    const c = s.client();
    const email = uniqueEmail('Signup').replace('signup', 'SignUp');
    const events: string[] = [];
    c.auth.onAuthStateChange((e) => events.push(e));
    const { data, error } = await c.auth.signUp({
      email,
      password: 'secret-password',
      options: { data: { full_name: 'Ane' } },
    });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    expect(data.session?.refresh_token).toBeTruthy();
    const u = data.user!;
    expect(u).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      is_anonymous: false,
    });
    expect(u.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(u.user_metadata).toMatchObject({
      full_name: 'Ane',
      email: email.toLowerCase(),
      email_verified: true,
      sub: u.id,
    });
    expect(u.identities?.[0]).toMatchObject({ provider: 'email', user_id: u.id, id: u.id });
    expect(u.email_confirmed_at).toMatch(/Z$/);
    expect(events).toContain('SIGNED_IN');
    const claims = decodeJwtUnverified(data.session!.access_token)!;
    expect(claims).toMatchObject({
      sub: u.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: email.toLowerCase(),
      phone: '',
      is_anonymous: false,
      iss: `${s.url}/auth/v1`,
    });
    expect(typeof claims.session_id).toBe('string');
    expect((claims.amr as { method: string }[])[0]?.method).toBe('password');
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
  });

  it('password sign-in, getUser, updateUser, refresh, signOut', async () => {
    const email = uniqueEmail('flow');
    await s.client().auth.signUp({ email, password: 'first-password' });
    const c = s.client();
    const events: string[] = [];
    c.auth.onAuthStateChange((e) => events.push(e));
    const signin = await c.auth.signInWithPassword({ email, password: 'first-password' });
    expect(signin.error).toBeNull();
    expect(signin.data.user?.last_sign_in_at).toBeTruthy();
    const got = await c.auth.getUser();
    expect(got.data.user?.email).toBe(email);
    const up = await c.auth.updateUser({ password: 'second-password', data: { city: 'bilbao' } });
    expect(up.error).toBeNull();
    expect(up.data.user?.user_metadata.city).toBe('bilbao');
    expect(events).toContain('USER_UPDATED');
    const same = await c.auth.updateUser({ password: 'second-password' });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.status).toBe(422);
    const old = await s.client().auth.signInWithPassword({ email, password: 'first-password' });
    expect(old.error?.code).toBe('invalid_credentials');
    const before = (await c.auth.getSession()).data.session!;
    const ref = await c.auth.refreshSession();
    expect(ref.error).toBeNull();
    expect(ref.data.session?.refresh_token).not.toBe(before.refresh_token);
    expect(events).toContain('TOKEN_REFRESHED');
    const out = await c.auth.signOut();
    expect(out.error).toBeNull();
    expect((await c.auth.getSession()).data.session).toBeNull();
    // The signed-out session is gone: its access token now gets session_not_found.
    const r = await raw(s, '/auth/v1/user', { token: ref.data.session!.access_token, headers: API_VERSION });
    expect(r.status).toBe(403);
    expect(await r.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    expect(r.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('refresh-token rotation: reuse inside 10 s gets the current token, unknown tokens fail', async () => {
    const c = s.client();
    const { data } = await c.auth.signUp({ email: uniqueEmail('rot'), password: 'secret-password' });
    const rt = data.session!.refresh_token;
    const post = (token: string): Promise<Response> =>
      raw(s, '/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        body: JSON.stringify({ refresh_token: token }),
        headers: API_VERSION,
      });
    const first = (await (await post(rt)).json()) as { refresh_token: string };
    const again = (await (await post(rt)).json()) as { refresh_token: string };
    expect(again.refresh_token).toBe(first.refresh_token);
    const bad = await post('not-a-token');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  it('logout scopes: others keeps the current session, global ends all', async () => {
    const email = uniqueEmail('scope');
    await s.client().auth.signUp({ email, password: 'secret-password' });
    const a = s.client();
    const b = s.client();
    await a.auth.signInWithPassword({ email, password: 'secret-password' });
    await b.auth.signInWithPassword({ email, password: 'secret-password' });
    const tokenB = (await b.auth.getSession()).data.session!.access_token;
    await a.auth.signOut({ scope: 'others' });
    expect((await a.auth.getUser()).error).toBeNull();
    const rb = await raw(s, '/auth/v1/user', { token: tokenB, headers: API_VERSION });
    expect(rb.status).toBe(403);
    const r = await raw(s, '/auth/v1/logout?scope=global', {
      method: 'POST',
      token: (await a.auth.getSession()).data.session!.access_token,
    });
    expect(r.status).toBe(204);
  });
});

describe('auth errors (§2.4)', () => {
  it('validation, weak password, existing user, bad credentials', async () => {
    const c = s.client();
    const bad = await c.auth.signUp({ email: 'not-an-email', password: 'secret-password' });
    expect(bad.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    const weak = await c.auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length']);
    const email = uniqueEmail('dup');
    await c.auth.signUp({ email, password: 'secret-password' });
    const dup = await s.client().auth.signUp({ email: email.toUpperCase(), password: 'secret-password' });
    expect(dup.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
    const wrong = await s.client().auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await s.client().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'x' });
    expect(unknown.error?.code).toBe('invalid_credentials');
    const missing = await raw(s, '/auth/v1/signup', { method: 'POST', body: '{}', headers: API_VERSION });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      code: 'validation_failed',
      message: 'You must provide either an email or phone number and a password',
    });
  });

  it('no bearer → 401 no_authorization; forged or expired JWT → 403 bad_jwt', async () => {
    // Without X-Supabase-Api-Version GoTrue answers its original shape: {code: status, error_code, msg}.
    const none = await fetch(`${s.url}/auth/v1/user`, { headers: { apikey: s.anonKey } });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      code: 401,
      error_code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
    const versioned = await raw(s, '/auth/v1/user', { headers: API_VERSION });
    expect(((await versioned.json()) as { code: string }).code).toBe('no_authorization');
    const forged = signJwt(
      { sub: '00000000-0000-0000-0000-000000000000', role: 'authenticated', exp: 4102444800 },
      'wrong-secret-wrong-secret-wrong-secret!!',
    );
    const f = await raw(s, '/auth/v1/user', { token: forged });
    expect(f.status).toBe(403);
    expect(((await f.json()) as { error_code: string }).error_code).toBe('bad_jwt');
    const expired = signJwt(
      { sub: '00000000-0000-0000-0000-000000000000', role: 'authenticated', exp: 1000 },
      s.jwtSecret,
    );
    const e = await raw(s, '/auth/v1/user', { token: expired });
    expect(e.status).toBe(403);
  });

  it('a seeded user (pgcrypto crypt/gen_salt hash) can sign in', async () => {
    const r = await s
      .client()
      .auth.signInWithPassword({ email: 'seed@example.com', password: 'seed-password' });
    expect(r.error).toBeNull();
    expect(r.data.user?.id).toBe('11111111-1111-1111-1111-111111111111');
  });

  it('settings and health', async () => {
    const st = (await (await raw(s, '/auth/v1/settings')).json()) as Record<string, unknown>;
    expect(st.mailer_autoconfirm).toBe(true);
    expect((st.external as Record<string, unknown>).email).toBe(true);
    expect((await raw(s, '/auth/v1/health')).status).toBe(200);
  });
});

describe('admin API (§2.7)', () => {
  it('create, get, list, update, delete (cascading), service role only', async () => {
    const admin = s.client(s.serviceRoleKey).auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: 'secret-password',
      email_confirm: true,
      user_metadata: { name: 'Mikel' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    const got = await admin.getUserById(id);
    expect(got.data.user?.user_metadata.name).toBe('Mikel');
    const list = await admin.listUsers({ page: 1, perPage: 100 });
    expect(list.data.users.some((u) => u.id === id)).toBe(true);
    const upd = await admin.updateUserById(id, { app_metadata: { role: 'moderator' } });
    expect(upd.data.user?.app_metadata.role).toBe('moderator');
    const dup = await admin.createUser({ email, password: 'secret-password' });
    expect(dup.error?.code).toBe('email_exists');
    // Rows referencing auth.users go with the user (on delete cascade).
    const user = s.client();
    await user.auth.signInWithPassword({ email, password: 'secret-password' });
    await user.from('todos').insert({ title: 'will vanish' });
    const del = await admin.deleteUser(id);
    expect(del.error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
    const left = await s.db.query(`select count(*)::int as n from public.todos where user_id = $1`, [id]);
    expect(Number(left.rows[0]?.n)).toBe(0);
    const notAdmin = await s.client().auth.admin.listUsers();
    expect(notAdmin.error?.code).toBe('not_admin');
  });
});

describe('e-mail confirmations on (ENABLE_EMAIL_CONFIRMATIONS)', () => {
  let c: TestStack;
  beforeAll(async () => {
    c = await startTestStack({ enableEmailConfirmations: true });
  });
  afterAll(async () => {
    await c?.stop();
  });

  it('signup returns a bare user, mails a working /verify link that confirms and redirects', async () => {
    const client = c.client();
    const email = uniqueEmail('confirm');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-password',
      options: { emailRedirectTo: 'http://bilbao.localhost:5173/bienvenida' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const early = await c.client().auth.signInWithPassword({ email, password: 'secret-password' });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
    const mail = (await (await fetch(`${c.url}/_mail/messages`)).json()) as { to: string[]; html: string }[];
    const msg = mail.find((m) => m.to.includes(email))!;
    const link = /href="([^"]+)"/.exec(msg.html)![1]!.replace(/&amp;/g, '&');
    expect(link).toContain('/auth/v1/verify?token=');
    const r = await fetch(link, { redirect: 'manual' });
    expect(r.status).toBe(303);
    const loc = r.headers.get('location')!;
    expect(loc.startsWith('http://bilbao.localhost:5173/bienvenida#access_token=')).toBe(true);
    expect(loc).toContain('type=signup');
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.headers.get('location')).toContain('error_code=otp_expired');
    const ok = await c.client().auth.signInWithPassword({ email, password: 'secret-password' });
    expect(ok.error).toBeNull();
    const fake = await c.client().auth.signUp({ email, password: 'secret-password' });
    expect(fake.error).toBeNull();
    expect(fake.data.user?.identities).toEqual([]);
  });

  it('password recovery mails a link that signs the user in', async () => {
    const email = uniqueEmail('recover');
    await c
      .client(c.serviceRoleKey)
      .auth.admin.createUser({ email, password: 'secret-password', email_confirm: true });
    const r = await c
      .client()
      .auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/cuenta' });
    expect(r.error).toBeNull();
    const mail = (await (await fetch(`${c.url}/_mail/messages`)).json()) as {
      to: string[];
      html: string;
      subject: string;
    }[];
    const msg = mail.find((m) => m.to.includes(email))!;
    expect(msg.subject).toBe('Reset Your Password');
    const link = /href="([^"]+)"/.exec(msg.html)![1]!.replace(/&amp;/g, '&');
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.headers.get('location')).toMatch(
      /^http:\/\/localhost:5173\/cuenta#access_token=.*type=recovery/,
    );
  });
});
