// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  malformedSubmissions,
  REQUIRED_PREFIX,
  validSubmission,
} from '../../supabase/functions/_shared/submission_corpus.ts';
import {
  client,
  count,
  FIRST_CALL_TIMEOUT,
  invoke,
  IP_HASH_SALT,
  looksSpanish,
  madridToday,
  mailTo,
  MODERATION_EMAIL,
  query,
  rawPost,
  signJwt,
  signUp,
  startStack,
} from './helpers.ts';
import type { Stack } from './helpers.ts';

let s: Stack;

beforeAll(async () => {
  s = await startStack();
  await rawPost(s, 'submit-event', { body: '{}' });
}, FIRST_CALL_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

/** Moves earlier submissions out of the rate-limit window, so each test starts with a fresh hour. */
beforeEach(async () => {
  await s.db.query(`update public.event_submissions set created_at = created_at - interval '2 hours'`);
});

const submissions = () => count(s, 'select count(*) as n from public.event_submissions');
const valid = (patch: Record<string, unknown> = {}) => ({ ...validSubmission(madridToday()), ...patch });

describe('submit-event: happy paths', () => {
  it('an anonymous visitor submits: 201, stored as pending, cleaned, the team told with the city name', async () => {
    const email = `org-${Date.now()}@example.com`;
    const body = valid({
      title: 'Tamborrada infantil',
      town: 'sansebastian',
      neighborhood: '',
      category_id: ['fiestas'],
      description:
        '<p onclick="alert(1)">Desfile de tambores por la <b>Parte Vieja</b>.<script>alert(1)</script></p>',
      submitted_by_email: `  ${email.toUpperCase()} `,
      submitted_by_name: 'Jon',
      wants_featured: true,
    });
    const r = await invoke(client(s), 'submit-event', body, { Origin: 'http://sansebastian.localhost:5173' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ ok: true, status: 'pending' });
    expect(looksSpanish(r.body.message)).toBe(true);

    const [row] = await query<{
      status: string;
      payload: Record<string, unknown>;
      submitted_by_email: string;
      submitted_by_name: string;
      submitter_ip_hash: string;
    }>(
      s,
      'select status, payload, submitted_by_email, submitted_by_name, submitter_ip_hash from public.event_submissions where id = $1',
      [r.body.id],
    );
    expect(row).toBeDefined();
    expect(row!.status).toBe('pending');
    expect(row!.submitted_by_email).toBe(email.toLowerCase());
    expect(row!.submitted_by_name).toBe('Jon');
    expect(row!.submitter_ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.payload).toMatchObject({
      title: 'Tamborrada infantil',
      town: 'San Sebastián',
      city_id: 'sansebastian',
      category_id: ['fiestas'],
      description: '<p>Desfile de tambores por la <b>Parte Vieja</b>.</p>',
      venue: 'Calle de la Ribera 12',
      address: 'Calle de la Ribera 12',
      neighborhood: null,
      wants_featured: true,
    });
    expect(JSON.stringify(row!.payload)).not.toMatch(/<script|onclick|"website"|"form_started_at"/);

    const moderation = (await mailTo(s, MODERATION_EMAIL)).find((m) =>
      m.subject.includes('Tamborrada infantil'),
    );
    expect(moderation?.subject).toBe(
      'Nuevo evento para revisar en Agenda Norte San Sebastián: Tamborrada infantil',
    );
    expect(moderation?.text).toContain(String(r.body.id));
    // No receipt to an address typed into an anonymous form: anyone could send the site's mail,
    // with their own text in it, to a stranger.
    expect(await mailTo(s, email.toLowerCase())).toEqual([]);
    expect(r.body.emails).toMatchObject({ moderation: true, receipt: null });
  });

  it('without a contact e-mail only the team is told; a custom town is kept as written', async () => {
    const before = (await mailTo(s, MODERATION_EMAIL)).length;
    const r = await invoke(
      client(s),
      'submit-event',
      valid({ town: 'Laredo', neighborhood: null, submitted_by_email: '', submitted_by_name: '' }),
    );
    expect(r.status).toBe(201);
    expect((await mailTo(s, MODERATION_EMAIL)).length).toBe(before + 1);
    const [row] = await query<{ payload: Record<string, unknown>; submitted_by_email: string | null }>(
      s,
      'select payload, submitted_by_email from public.event_submissions where id = $1',
      [r.body.id],
    );
    expect(row!.submitted_by_email).toBeNull();
    expect(row!.payload.town).toBe('Laredo');
  });

  it("a signed-in user who gives their own account's address gets a receipt", async () => {
    const u = await signUp(s, 'submitter');
    const r = await invoke(
      u.client,
      'submit-event',
      valid({
        title: 'Tamborrada infantil',
        town: 'sansebastian',
        neighborhood: '',
        submitted_by_email: u.email.toUpperCase(),
        submitted_by_name: 'Jon',
        wants_featured: true,
      }),
      { Origin: 'http://sansebastian.localhost:5173' },
    );
    expect(r.status).toBe(201);
    const [receipt] = await mailTo(s, u.email.toLowerCase());
    expect(receipt?.subject).toBe(
      'Hemos recibido tu evento «Tamborrada infantil» · Agenda Norte San Sebastián',
    );
    expect(receipt?.text).toContain('Hola, Jon:');
    expect(receipt?.text).toContain('destacar tu evento');
    expect(receipt?.from).toBe('Agenda Norte <no-responder@agendanorte.es>');
  });

  it('a signed-in user who gives another address: stored as the contact, but no receipt sent there', async () => {
    const u = await signUp(s, 'other');
    const stranger = `stranger-${Date.now()}@example.com`;
    const r = await invoke(u.client, 'submit-event', valid({ submitted_by_email: stranger }));
    expect(r.status).toBe(201);
    expect(await mailTo(s, stranger)).toEqual([]);
    expect(await mailTo(s, u.email.toLowerCase())).toEqual([]);
  });
});

describe('submit-event: bad requests store nothing', () => {
  it(
    'the malformed corpus over HTTP: each a 4xx with a Spanish message on the right field, no row, no 5xx',
    { timeout: 120_000 },
    async () => {
      const today = madridToday();
      const cases = malformedSubmissions(today, Date.now());
      expect(cases.length).toBeGreaterThanOrEqual(50);
      const before = await submissions();
      const c = client(s);
      const failures: string[] = [];
      for (const testCase of cases) {
        const r = await invoke<{ error: string; fields?: Record<string, string> }>(
          c,
          'submit-event',
          testCase.body,
        );
        const fieldMessage = r.body?.fields?.[testCase.field];
        if (r.status < 400 || r.status >= 500) failures.push(`${testCase.name}: status ${r.status}`);
        else if (!looksSpanish(r.body?.error))
          failures.push(`${testCase.name}: error not Spanish: ${JSON.stringify(r.body)}`);
        else if (!fieldMessage || !looksSpanish(fieldMessage))
          failures.push(`${testCase.name}: no message for ${testCase.field}: ${JSON.stringify(r.body)}`);
        else if (testCase.message && fieldMessage !== testCase.message)
          failures.push(`${testCase.name}: ${fieldMessage}`);
        else if (
          testCase.requiredLabels &&
          !(
            r.body.error.startsWith(REQUIRED_PREFIX) &&
            testCase.requiredLabels.every((l) => r.body.error.includes(l))
          )
        ) {
          failures.push(`${testCase.name}: ${r.body.error}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await submissions()).toBe(before);
    },
  );

  it('invalid JSON and non-object bodies are 400, not 5xx', async () => {
    const before = await submissions();
    for (const body of ['no es json', '{"title": ', '[]', '"texto"', 'null', '']) {
      const r = await rawPost(s, 'submit-event', { body });
      expect(r.status, body).toBe(400);
      expect(looksSpanish(r.body.error)).toBe(true);
    }
    expect(await submissions()).toBe(before);
  });

  it('a body over 64 KiB is a 413', async () => {
    const r = await rawPost(s, 'submit-event', {
      body: JSON.stringify(valid({ description: 'x'.repeat(70_000) })),
    });
    expect(r.status).toBe(413);
    expect(looksSpanish(r.body.error)).toBe(true);
  });

  it('missing, expired or forged JWTs are 401', async () => {
    const before = await submissions();
    const body = JSON.stringify(valid());
    expect((await rawPost(s, 'submit-event', { token: null, body })).status).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt(
      { role: 'anon', iss: 'supabase-demo', iat: now - 7200, exp: now - 3600 },
      s.jwtSecret,
    );
    expect((await rawPost(s, 'submit-event', { token: expired, body })).status).toBe(401);
    const forged = signJwt(
      { role: 'anon', iss: 'supabase-demo', exp: now + 3600 },
      'another-secret-another-secret-another-secret',
    );
    expect((await rawPost(s, 'submit-event', { token: forged, body })).status).toBe(401);
    const ghost = signJwt(
      {
        sub: '00000000-0000-4000-8000-00000000beef',
        role: 'authenticated',
        aud: 'authenticated',
        iat: now,
        exp: now + 3600,
      },
      s.jwtSecret,
    );
    const ghostResult = await rawPost(s, 'submit-event', { token: ghost, body });
    expect(ghostResult.status).toBe(401);
    expect(looksSpanish(ghostResult.body.error)).toBe(true);
    expect(await submissions()).toBe(before);
  });
});

describe('submit-event: rate limits', () => {
  it('at most 5 an hour from one IP, then 429 in Spanish', async () => {
    const c = client(s);
    for (let i = 0; i < 5; i++) {
      const r = await invoke(
        c,
        'submit-event',
        valid({ title: `Evento ${i}`, submitted_by_email: `ip-${i}-${Date.now()}@example.com` }),
      );
      expect(r.status).toBe(201);
    }
    const before = await submissions();
    const r = await invoke(c, 'submit-event', valid({ title: 'Uno más', submitted_by_email: '' }));
    expect(r.status).toBe(429);
    expect(looksSpanish(r.body.error)).toBe(true);
    expect(await submissions()).toBe(before);
  });

  it('at most 5 an hour per contact e-mail, whatever the IP', async () => {
    const email = `prolific-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      await s.db.query(
        `insert into public.event_submissions (payload, status, submitted_by_email, submitter_ip_hash) values ('{"title":"x"}', 'pending', $1, $2)`,
        [email, createHash('sha256').update(`other-ip-${i}`).digest('hex')],
      );
    }
    const r = await invoke(client(s), 'submit-event', valid({ submitted_by_email: email.toUpperCase() }));
    expect(r.status).toBe(429);
    expect(looksSpanish(r.body.error)).toBe(true);
  });

  it('the IP is stored only as a salted SHA-256', async () => {
    const r = await invoke(client(s), 'submit-event', valid());
    const [row] = await query<{ submitter_ip_hash: string }>(
      s,
      'select submitter_ip_hash from public.event_submissions where id = $1',
      [r.body.id],
    );
    // The local gateway sets X-Forwarded-For to the socket address, as the hosted one does.
    const candidates = ['127.0.0.1', '::ffff:127.0.0.1', '::1'].map((ip) =>
      createHash('sha256').update(`${IP_HASH_SALT}:${ip}`).digest('hex'),
    );
    expect(candidates).toContain(row!.submitter_ip_hash);
  });
});
