// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_RATE_LIMITS, resolveConfig, SUPABASE_DIR } from '../../supabase/local/config.ts';
import { AuthLimits } from '../../supabase/local/auth/rate-limit.ts';
import { parseToml } from '../../supabase/local/toml.ts';
import { call } from './helpers/http.ts';
import { startTestStack, uniqueEmail } from './helpers/stack.ts';
import type { TestStack } from './helpers/stack.ts';

// Local Auth as strict as hosted GoTrue: per-address limits, e-mail limits, no account enumeration
// by timing, sessions ended by a password change, the e-mail change, password rules.

const V = { 'X-Supabase-Api-Version': '2024-01-01' };
const RATE_LIMITED = { code: 'over_request_rate_limit', message: 'Request rate limit reached' };

interface Mail {
  to: string[];
  subject: string;
  html: string;
}

async function outbox(s: TestStack): Promise<Mail[]> {
  return (await (await fetch(`${s.url}/_mail/messages`)).json()) as Mail[];
}

const linkOf = (m: Mail): string => /href="([^"]+)"/.exec(m.html)![1]!.replace(/&amp;/g, '&');

async function adminCreate(s: TestStack, email: string, password = 'right-password'): Promise<string> {
  const r = await call(s.port, 'POST', '/auth/v1/admin/users', {
    headers: { apikey: s.serviceRoleKey, authorization: `Bearer ${s.serviceRoleKey}` },
    body: { email, password, email_confirm: true },
  });
  expect(r.status).toBe(200);
  return (r.json as { id: string }).id;
}

describe('GoTrue rate limits, per client address (the CLI defaults)', () => {
  let s: TestStack;
  beforeAll(async () => {
    // The CLI's values; email_sent 3 stands for a configured SMTP server's limit.
    s = await startTestStack({ rateLimits: { ...CLI_RATE_LIMITS, emailSent: 3 } });
  });
  afterAll(async () => {
    await s?.stop();
  });

  const password = (email: string, pw: string, o: { from?: string; headers?: Record<string, string> } = {}) =>
    call(s.port, 'POST', '/auth/v1/token?grant_type=password', {
      from: o.from ?? '127.0.0.1',
      headers: { apikey: s.anonKey, ...V, ...o.headers },
      body: { email, password: pw },
    });

  it('/token: 30 wrong passwords, then 429 for any password from that address only', async () => {
    const email = uniqueEmail('brute');
    await adminCreate(s, email);
    for (let i = 0; i < 30; i++) {
      const r = await password(email, `wrong-${i}`);
      expect(r.status).toBe(400);
      expect((r.json as { code: string }).code).toBe('invalid_credentials');
    }
    const limited = await password(email, 'wrong-again');
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual(RATE_LIMITED);
    // The right password is refused too: the limit is on the address, not on failures.
    expect((await password(email, 'right-password')).status).toBe(429);
    // Without the API version header GoTrue answers its original error shape.
    const legacy = await call(s.port, 'POST', '/auth/v1/token?grant_type=password', {
      headers: { apikey: s.anonKey },
      body: { email, password: 'right-password' },
    });
    expect(legacy.status).toBe(429);
    expect(legacy.json).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
    // Address headers a client writes do not make it another client.
    for (const h of ['x-forwarded-for', 'cf-connecting-ip', 'x-real-ip', 'true-client-ip']) {
      expect((await password(email, 'right-password', { headers: { [h]: '203.0.113.7' } })).status).toBe(429);
    }
    // The unmodified client sees GoTrue's error.
    const js = await s.client().auth.signInWithPassword({ email, password: 'right-password' });
    expect(js.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // Another address is not limited.
    const other = await password(email, 'right-password', { from: '127.0.0.2' });
    expect(other.status).toBe(200);
  });

  it('sign-ups: 30 per address, then 429', async () => {
    const signUp = () =>
      call(s.port, 'POST', '/auth/v1/signup', {
        from: '127.0.0.3',
        headers: { apikey: s.anonKey, ...V },
        body: { email: uniqueEmail('flood'), password: 'secret-password' },
      });
    for (let i = 0; i < 30; i++) expect((await signUp()).status).toBe(200);
    const r = await signUp();
    expect(r.status).toBe(429);
    expect(r.json).toEqual(RATE_LIMITED);
  });

  it('recovery e-mails: one per address per max_frequency, and email_sent for the instance', async () => {
    const users = [uniqueEmail('rec-a'), uniqueEmail('rec-b'), uniqueEmail('rec-c'), uniqueEmail('rec-d')];
    for (const u of users) await adminCreate(s, u);
    const recover = (email: string) =>
      call(s.port, 'POST', '/auth/v1/recover', {
        from: '127.0.0.4',
        headers: { apikey: s.anonKey, ...V },
        body: { email },
      });
    expect((await recover(users[0]!)).status).toBe(200);
    // Twenty more to the same address at once: none is sent ([auth.email] max_frequency, 1 s).
    for (let i = 0; i < 20; i++) {
      const r = await recover(users[0]!);
      expect(r.status).toBe(429);
      expect(r.json).toEqual({
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 1 seconds.',
      });
    }
    expect((await recover(users[1]!)).status).toBe(200);
    expect((await recover(users[2]!)).status).toBe(200);
    // The fourth e-mail of the hour is over email_sent (3 here).
    const over = await recover(users[3]!);
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
    const sent = (await outbox(s)).filter((m) => users.some((u) => m.to.includes(u)));
    expect(sent.map((m) => m.to[0]).sort()).toEqual(users.slice(0, 3).sort());
  });

  it('/verify: 30 per address, then 429', async () => {
    const verify = () =>
      call(s.port, 'GET', '/auth/v1/verify?token=nope&type=signup', {
        from: '127.0.0.5',
        headers: { apikey: s.anonKey },
      });
    for (let i = 0; i < 30; i++) expect((await verify()).status).toBe(303);
    expect((await verify()).status).toBe(429);
  });

  it('/otp (and /magiclink): 30 per address, then 429', async () => {
    const otp = (path: string) =>
      call(s.port, 'POST', `/auth/v1/${path}`, {
        from: '127.0.0.6',
        headers: { apikey: s.anonKey, ...V },
        body: { email: uniqueEmail('otp'), create_user: false },
      });
    for (let i = 0; i < 30; i++) expect((await otp('otp')).status).toBe(422);
    expect((await otp('otp')).json).toEqual(RATE_LIMITED);
    // /magiclink has a bucket of its own, as in GoTrue.
    expect((await otp('magiclink')).status).toBe(422);
  });

  it('a spent bucket refills at the configured rate', async () => {
    // token_refresh 3000 per 5 minutes: 10 a second.
    const limits = new AuthLimits({ ...CLI_RATE_LIMITS, tokenRefresh: 3000 });
    const req = { headers: { 'cf-connecting-ip': '10.0.0.1' }, socket: {} } as never;
    for (let i = 0; i < 30; i++) limits.check('token', req);
    expect(() => limits.check('token', req)).toThrow('Request rate limit reached');
    await new Promise((r) => setTimeout(r, 150));
    expect(() => limits.check('token', req)).not.toThrow();
  });
});

describe('[auth.rate_limit] in config.toml', () => {
  it('supabase/config.toml names the CLI keys with the CLI defaults', () => {
    const toml = parseToml(readFileSync(join(SUPABASE_DIR, 'config.toml'), 'utf8'));
    const rl = (toml.auth as Record<string, unknown>).rate_limit;
    expect(rl).toEqual({
      email_sent: 2,
      sms_sent: 30,
      anonymous_users: 30,
      token_refresh: 150,
      sign_in_sign_ups: 30,
      token_verifications: 30,
      web3: 30,
    });
  });

  it('the stack reads them as the CLI passes them to GoTrue (email_sent only with SMTP)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rate-limit-toml-'));
    try {
      const file = join(dir, 'config.toml');
      const limits = `[auth.rate_limit]\nemail_sent = 5\ntoken_refresh = 10\nsign_in_sign_ups = 4\ntoken_verifications = 7\n`;
      writeFileSync(file, `[auth]\n${limits}`);
      expect(resolveConfig({ configToml: file }, {}).rateLimits).toMatchObject({
        emailSent: 30,
        tokenRefresh: 10,
        signInSignUps: 4,
        tokenVerifications: 7,
        anonymousUsers: 30,
      });
      writeFileSync(file, `[auth]\n${limits}\n[auth.email.smtp]\nenabled = true\n`);
      expect(resolveConfig({ configToml: file }, {}).rateLimits.emailSent).toBe(5);
      writeFileSync(file, `[auth.email]\nmax_frequency = "1m30s"\n`);
      expect(resolveConfig({ configToml: file }, {}).emailMaxFrequencyMs).toBe(90_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sign-in answers take as long for unknown accounts', () => {
  let s: TestStack;
  beforeAll(async () => {
    // The real cost: the difference to hide is one bcrypt comparison.
    s = await startTestStack({ bcryptCost: 10 });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('a wrong password and an unknown e-mail are answered in comparable time', async () => {
    const known = uniqueEmail('known');
    await adminCreate(s, known);
    const unknown = uniqueEmail('nobody');
    const time = async (email: string): Promise<number> => {
      const t = performance.now();
      const r = await call(s.port, 'POST', '/auth/v1/token?grant_type=password', {
        headers: { apikey: s.anonKey, ...V },
        body: { email, password: 'wrong-password' },
      });
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
      return performance.now() - t;
    };
    await time(known);
    await time(unknown);
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 7; i++) {
      a.push(await time(known));
      b.push(await time(unknown));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    expect(median(b)).toBeGreaterThan(median(a) * 0.6);
  });
});

describe('account changes', () => {
  let s: TestStack;
  beforeAll(async () => {
    s = await startTestStack();
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("a new password ends the user's other sessions (GoTrue's LogoutAllExceptMe), the admin's all", async () => {
    const email = uniqueEmail('pwchange');
    await adminCreate(s, email, 'first-password');
    const a = s.client();
    const b = s.client();
    const sa = (await a.auth.signInWithPassword({ email, password: 'first-password' })).data.session!;
    const sb = (await b.auth.signInWithPassword({ email, password: 'first-password' })).data.session!;
    expect((await a.auth.updateUser({ password: 'second-password' })).error).toBeNull();
    const refreshB = await call(s.port, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      headers: { apikey: s.anonKey, ...V },
      body: { refresh_token: sb.refresh_token },
    });
    expect(refreshB.status).toBe(400);
    expect((refreshB.json as { code: string }).code).toBe('refresh_token_not_found');
    const userB = await call(s.port, 'GET', '/auth/v1/user', {
      headers: { apikey: s.anonKey, authorization: `Bearer ${sb.access_token}`, ...V },
    });
    expect((userB.json as { code: string }).code).toBe('session_not_found');
    // The session that changed the password goes on.
    const refreshA = await a.auth.refreshSession({ refresh_token: sa.refresh_token });
    expect(refreshA.error).toBeNull();
    const id = refreshA.data.user!.id;
    await s.client(s.serviceRoleKey).auth.admin.updateUserById(id, { password: 'third-password' });
    const afterAdmin = await a.auth.refreshSession({ refresh_token: refreshA.data.session!.refresh_token });
    expect(afterAdmin.error?.code).toBe('refresh_token_not_found');
  });

  it('PUT /user {email}: mails the new address (and the current one); the link changes it', async () => {
    const c = s.client();
    const old = uniqueEmail('oldaddr');
    const next = uniqueEmail('newaddr');
    await c.auth.signUp({ email: old, password: 'secret-password' });
    const up = await c.auth.updateUser({ email: next }, { emailRedirectTo: 'http://localhost:5173/cuenta' });
    expect(up.error).toBeNull();
    expect(up.data.user?.email).toBe(old);
    expect(up.data.user?.new_email).toBe(next);
    expect(up.data.user?.email_change_sent_at).toBeTruthy();
    const mails = (await outbox(s)).filter((m) => m.subject === 'Confirm Email Change');
    const toNew = mails.find((m) => m.to.includes(next))!;
    expect(toNew).toBeTruthy();
    // double_confirm_changes (the CLI default): the current address is told too, with its own link.
    const toOld = mails.find((m) => m.to.includes(old))!;
    expect(linkOf(toOld)).not.toBe(linkOf(toNew));
    // Nothing changed yet.
    expect((await c.auth.signInWithPassword({ email: old, password: 'secret-password' })).error).toBeNull();
    const r = await fetch(linkOf(toNew), { redirect: 'manual' });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toMatch(
      /^http:\/\/localhost:5173\/cuenta#access_token=.*type=email_change/,
    );
    const signed = await s.client().auth.signInWithPassword({ email: next, password: 'secret-password' });
    expect(signed.error).toBeNull();
    expect(signed.data.user?.email).toBe(next);
    expect(signed.data.user?.new_email).toBeUndefined();
    // A taken address is GoTrue's 422 email_exists.
    const other = s.client();
    await other.auth.signUp({ email: uniqueEmail('other'), password: 'secret-password' });
    const dup = await other.auth.updateUser({ email: next });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('passwords: control characters, only white space or under 6 characters are weak', async () => {
    const signUp = (password: string) => s.client().auth.signUp({ email: uniqueEmail('pw'), password });
    for (const bad of [
      '      ',
      '\u0000'.repeat(6),
      '🎉🎉🎉',
      '\u00a0'.repeat(8),
      'abc\tdef12',
      'clave\n123',
    ]) {
      const r = await signUp(bad);
      expect(r.error, JSON.stringify(bad)).toMatchObject({ status: 422, code: 'weak_password' });
    }
    for (const good of ['🎉🎉🎉🎉🎉🎉', 'contraseña', ' con espacios ']) {
      expect((await signUp(good)).error, good).toBeNull();
    }
    const c = s.client();
    await c.auth.signUp({ email: uniqueEmail('pwupd'), password: 'secret-password' });
    expect((await c.auth.updateUser({ password: '\t'.repeat(6) })).error?.code).toBe('weak_password');
    const admin = await call(s.port, 'POST', '/auth/v1/admin/users', {
      headers: { apikey: s.serviceRoleKey, authorization: `Bearer ${s.serviceRoleKey}`, ...V },
      body: { email: uniqueEmail('pwadmin'), password: '      ' },
    });
    expect(admin.status).toBe(422);
  });
});

describe('e-mail change with confirmations on (both links needed)', () => {
  let s: TestStack;
  beforeAll(async () => {
    s = await startTestStack({ enableEmailConfirmations: true });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('the first link is accepted and waits for the other; the second changes the address', async () => {
    const old = uniqueEmail('dc-old');
    const next = uniqueEmail('dc-new');
    await adminCreate(s, old, 'secret-password');
    const c = s.client();
    await c.auth.signInWithPassword({ email: old, password: 'secret-password' });
    expect((await c.auth.updateUser({ email: next })).error).toBeNull();
    const mails = (await outbox(s)).filter((m) => m.subject === 'Confirm Email Change');
    const first = await fetch(linkOf(mails.find((m) => m.to.includes(old))!), { redirect: 'manual' });
    expect(first.headers.get('location')).toContain(
      '#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email',
    );
    expect(
      (await s.client().auth.signInWithPassword({ email: old, password: 'secret-password' })).error,
    ).toBeNull();
    const second = await fetch(linkOf(mails.find((m) => m.to.includes(next))!), { redirect: 'manual' });
    expect(second.headers.get('location')).toContain('type=email_change');
    expect(
      (await s.client().auth.signInWithPassword({ email: next, password: 'secret-password' })).error,
    ).toBeNull();
  });
});
