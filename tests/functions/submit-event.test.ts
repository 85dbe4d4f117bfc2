// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECURRENCE_MESSAGES } from '../../supabase/functions/_shared/recurrence.ts';
import {
  DESCRIPTION_TOO_LONG_STORED,
  malformedSubmissions,
  REQUIRED_PREFIX,
  validSeries,
  validSubmission,
  weekdayCode,
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
const addDay = (day: string, n = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const addDaysCompact = (day: string, n: number) => addDay(day, n).replace(/-/g, '');
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

describe('submit-event: series', () => {
  it('a weekly series: stored normalised, the receipt counts its dates, and approval makes the event with all of them', async () => {
    const u = await signUp(s, 'serie');
    const series = validSeries(madridToday());
    const skipped = series.recurrence_exdates[0]!;
    const r = await invoke(
      u.client,
      'submit-event',
      valid({
        title: 'Clase semanal de swing',
        end_date: null,
        submitted_by_email: u.email,
        submitted_by_name: 'Iker',
        // As a person might type it: lower case, with the prefix; a skipped day twice.
        recurrence_rule: `rrule:${series.recurrence_rule.toLowerCase()}`,
        recurrence_exdates: [skipped, skipped],
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const last = series.dates[series.dates.length - 1]!;
    const [sub] = await query<{ payload: Record<string, unknown> }>(
      s,
      'select payload from public.event_submissions where id = $1',
      [r.body.id],
    );
    expect(sub!.payload).toMatchObject({
      start_date: series.dates[0],
      end_date: last,
      recurrence_rule: series.recurrence_rule,
      recurrence_exdates: [skipped],
    });
    const [receipt] = await mailTo(s, u.email.toLowerCase());
    expect(receipt?.text).toMatch(/Se repite: Cada \S+ · 12 fechas, del /);
    const moderation = (await mailTo(s, MODERATION_EMAIL)).find((m) => m.text?.includes(String(r.body.id)));
    expect(moderation?.text).toContain('12 fechas');

    // Approved by a moderator, as the moderation queue does.
    const moderator = await signUp(s, 'moderadora-serie');
    await s.db.query('insert into public.moderators (user_id) values ($1)', [moderator.id]);
    const approved = await invoke(moderator.client, 'review-submission', {
      submission_id: r.body.id,
      decision: 'approve',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [event] = await query<{
      recurrence_rule: string;
      exdates: string[];
      start_date: string;
      end_date: string;
      dates: string[];
    }>(
      s,
      `select recurrence_rule, to_char(start_date, 'YYYY-MM-DD') as start_date,
              to_char(end_date, 'YYYY-MM-DD') as end_date,
              array(select to_char(t.d, 'YYYY-MM-DD') from unnest(recurrence_exdates) with ordinality t(d, i) order by t.i) as exdates,
              array(select to_char(t.d, 'YYYY-MM-DD') from unnest(occurrence_dates) with ordinality t(d, i) order by t.i) as dates
         from public.events where id = $1`,
      [approved.body.event_id],
    );
    expect(event).toEqual({
      recurrence_rule: series.recurrence_rule,
      exdates: [skipped],
      start_date: series.dates[0],
      end_date: last,
      dates: series.dates,
    });
  });

  it.each([
    ['yearly', { recurrence_rule: 'FREQ=YEARLY;COUNT=2' }, RECURRENCE_MESSAGES.freq],
    [
      'longer than a year',
      (start: string) => ({
        recurrence_rule: `FREQ=WEEKLY;BYDAY=${weekdayCode(start)};UNTIL=${addDaysCompact(start, 370)}`,
      }),
      RECURRENCE_MESSAGES.tooLong,
    ],
    [
      'start not its first date',
      (start: string) => ({ recurrence_rule: `FREQ=WEEKLY;BYDAY=${weekdayCode(addDay(start))};COUNT=4` }),
      RECURRENCE_MESSAGES.startNotFirst,
    ],
  ] as const)(
    'a series the database would refuse (%s): 400 with its message, nothing stored',
    async (_, patch, message) => {
      const before = await submissions();
      const base = valid();
      const series = typeof patch === 'function' ? patch(base.start_date as string) : patch;
      const r = await invoke<{ error: string; fields: Record<string, string> }>(client(s), 'submit-event', {
        ...base,
        ...series,
      });
      expect(r.status).toBe(400);
      expect(r.body.fields.recurrence_rule).toBe(message);
      expect(r.body.error).toBe(message);
      expect(await submissions()).toBe(before);
    },
  );
});

describe('submit-event: what is accepted can be approved', () => {
  async function approve(submissionId: string) {
    const moderator = await signUp(s, `moderadora-${Date.now()}`);
    await s.db.query('insert into public.moderators (user_id) values ($1)', [moderator.id]);
    return invoke<{ event_id: string; error?: string }>(moderator.client, 'review-submission', {
      submission_id: submissionId,
      decision: 'approve',
    });
  }

  it("5,000 '&' in the description (25,000 characters once stored): 400 with the message, nothing stored", async () => {
    const before = await submissions();
    const r = await invoke<{ error: string; fields: Record<string, string> }>(
      client(s),
      'submit-event',
      valid({ description: '&'.repeat(5000) }),
    );
    expect(r.status).toBe(400);
    expect(r.body.fields.description).toBe(DESCRIPTION_TOO_LONG_STORED);
    expect(r.body.error).toBe(DESCRIPTION_TOO_LONG_STORED);
    expect(await submissions()).toBe(before);
  });

  it('a link with markup in it is stored parsed and percent-encoded, and the event publishes with it', async () => {
    const r = await invoke(
      client(s),
      'submit-event',
      valid({
        info_url: 'https://evil.example/"><script>alert(1)</script>',
        ticket_url: 'HTTPS://аpple.COM:443/entradas?q=<b>',
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [row] = await query<{ payload: Record<string, unknown> }>(
      s,
      'select payload from public.event_submissions where id = $1',
      [r.body.id],
    );
    expect(row!.payload.info_url).toBe('https://evil.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(row!.payload.ticket_url).toBe('https://xn--pple-43d.com/entradas?q=%3Cb%3E');
    for (const url of [row!.payload.info_url, row!.payload.ticket_url]) expect(url).not.toMatch(/["<>]/);

    const approved = await approve(String(r.body.id));
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [event] = await query<{ info_url: string; ticket_url: string }>(
      s,
      'select info_url, ticket_url from public.events where id = $1',
      [approved.body.event_id],
    );
    expect(event).toEqual({
      info_url: 'https://evil.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
      ticket_url: 'https://xn--pple-43d.com/entradas?q=%3Cb%3E',
    });
  });

  it('a submission at every typed maximum, with the characters that grow most when stored, is approved', async () => {
    const link = `https://example.com/${'é'.repeat(300)}?q=${'"'.repeat(70)}`; // 2033 once encoded
    const r = await invoke(
      client(s),
      'submit-event',
      valid({
        title: '&'.repeat(200),
        description: '&'.repeat(4000), // exactly 20,000 characters as '&amp;'
        venue: '🎉'.repeat(300),
        town: 'ñ'.repeat(120),
        organizer: '&'.repeat(300),
        como_llegar: '&\n'.repeat(500),
        recomendaciones: '&\n'.repeat(1000),
        info_url: link,
        ticket_url: link,
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const approved = await approve(String(r.body.id));
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [event] = await query<{ description: number; info_url: number; venue: number }>(
      s,
      `select char_length(description) as description, char_length(info_url) as info_url,
              char_length(venue) as venue
         from public.events where id = $1`,
      [approved.body.event_id],
    );
    expect(event).toEqual({ description: 20000, info_url: 2033, venue: 300 });
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
