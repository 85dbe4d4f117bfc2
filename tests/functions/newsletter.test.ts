// @vitest-environment node
/**
 * send-newsletter and newsletter-unsubscribe through the local stack, with a fixed clock (`now` in the
 * body): who is due and what each reader gets, a second run sends nothing twice, concurrent runs do
 * not either, only the service role may call it, the one-click unsubscribe works once and is what
 * the account's newsletter tab reads, and a reader hears once of each saved event cancelled since
 * their previous newsletter.
 */
import './node-env.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from './event-rows.ts';
import {
  count,
  FIRST_CALL_TIMEOUT,
  looksSpanish,
  mailTo,
  outbox,
  query,
  rawPost,
  signJwt,
  signUp,
  startStack,
} from './helpers.ts';
import type { MailMessage, Stack, TestUser } from './helpers.ts';

// Monday 23 November 2026, 07:00 in Madrid (ISO week 48).
const MONDAY = '2026-11-23T06:00:00.000Z';
const TUESDAY = '2026-11-24T06:00:00.000Z';
const WEDNESDAY = '2026-11-25T06:00:00.000Z';

interface Summary {
  sent: number;
  skipped: number;
  failed: number;
  would_send: number;
  dry_run: boolean;
  users: Array<{
    user_id: string;
    status: string;
    reason?: string;
    period_key?: string;
    events?: number;
    subject?: string;
  }>;
}

let s: Stack;
const ev: Record<string, string> = {};
const u: Record<string, TestUser> = {};

async function prefs(user: TestUser, p: Record<string, unknown>) {
  const keys = Object.keys(p);
  await s.db.query(
    `update public.newsletter_preferences set ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} where user_id = $1`,
    [user.id, ...keys.map((k) => p[k])],
  );
}

/** token: undefined → the service-role key; null → no credentials at all. */
const run = async (body: Record<string, unknown>, token?: string | null) =>
  rawPost(s, 'send-newsletter', {
    body: JSON.stringify(body),
    token: token === undefined ? s.serviceRoleKey : token,
  });

async function send(now: string, extra: Record<string, unknown> = {}): Promise<Summary> {
  const r = await run({ now, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as unknown as Summary;
}

const reportOf = (sum: Summary, user: TestUser) => sum.users.find((x) => x.user_id === user.id);
const eventIdsIn = (m: MailMessage) =>
  [...(m.text ?? '').matchAll(/\/event\/([0-9a-f-]{36})--/g)].map((x) => x[1]);

beforeAll(async () => {
  s = await startStack();
  const week = (d: number) => `2026-11-${String(23 + d).padStart(2, '0')}`;
  ev.getxoJazzMon = await insertEvent(s, {
    title: 'Jazz en Algorta',
    town: 'Getxo',
    neighborhood: 'Algorta',
    category_id: ['musica'],
    subcategory: ['jazz'],
    start_date: week(0),
    start_time: '21:00',
    is_free: true,
  });
  ev.bilbaoRockTue = await insertEvent(s, {
    title: 'Rock en el Kafe',
    town: 'Bilbao',
    venue: 'Kafe Antzokia',
    category_id: ['musica'],
    start_date: week(1),
    start_time: '20:00',
    price: 18,
  });
  ev.getxoTheatreWed = await insertEvent(s, {
    title: 'Teatro en Las Arenas',
    town: 'Getxo',
    neighborhood: 'Las Arenas',
    category_id: ['escenicos'],
    subcategory: ['teatro'],
    start_date: week(2),
    start_time: '19:00',
    price: 12.5,
    destacado: 3,
  });
  ev.sestaoSportSat = await insertEvent(s, {
    title: 'Carrera popular',
    town: 'Sestao',
    category_id: ['deportes'],
    start_date: week(5),
    start_time: '10:00',
    is_free: true,
  });
  ev.bilbaoMusicNextWeek = await insertEvent(s, {
    title: 'Coro en diciembre',
    town: 'Bilbao',
    category_id: ['musica'],
    start_date: '2026-12-02',
    start_time: '19:30',
    price: 8,
  });
  ev.pastBilbao = await insertEvent(s, {
    title: 'Pasado',
    town: 'Bilbao',
    category_id: ['musica'],
    start_date: '2026-11-20',
  });
  ev.logronoWine = await insertEvent(s, {
    title: 'Cata en Logroño',
    town: 'Logroño',
    category_id: ['gastronomia'],
    start_date: week(1),
  });
  for (let i = 0; i < 14; i++) {
    await insertEvent(s, {
      title: `Santander ${String(i).padStart(2, '0')}`,
      town: 'Santander',
      category_id: ['cultura'],
      start_date: week(0),
      start_time: `${String(8 + i).padStart(2, '0')}:00`,
    });
  }

  for (const tag of ['weekly', 'daily', 'biweekly', 'disabled', 'unsub', 'nomatch', 'santander', 'logrono'])
    u[tag] = await signUp(s, `nl-${tag}`);
  await prefs(u.weekly!, { is_subscribed: true, frequency: 'weekly' });
  await prefs(u.daily!, {
    is_subscribed: true,
    frequency: 'daily',
    selected_categories: ['musica'],
    selected_locations: ['Getxo'],
  });
  await prefs(u.biweekly!, { is_subscribed: true, frequency: 'biweekly', selected_categories: ['Música'] });
  await prefs(u.disabled!, { is_subscribed: true, frequency: 'disabled' });
  await prefs(u.unsub!, { is_subscribed: false, frequency: 'daily' });
  await prefs(u.nomatch!, {
    is_subscribed: true,
    frequency: 'weekly',
    selected_categories: ['deportes'],
    selected_locations: ['Barakaldo'],
  });
  await prefs(u.santander!, { is_subscribed: true, frequency: 'daily', city_id: 'santander' });
  await prefs(u.logrono!, {
    is_subscribed: true,
    frequency: 'weekly',
    city_id: 'logronio',
    selected_locations: ['Getxo'],
  });
  // Boot the function (the first call may fetch supabase-js into Deno's cache).
  await run({ now: MONDAY, dry_run: true });
}, FIRST_CALL_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

describe('send-newsletter: only the service role', () => {
  it('anon key and user tokens get 403; no token 401; a bad body 400', async () => {
    const anon = await run({ now: MONDAY, dry_run: true }, s.anonKey);
    expect(anon.status).toBe(403);
    expect(looksSpanish(anon.body.error)).toBe(true);
    const user = await run({ now: MONDAY, dry_run: true }, u.weekly!.token);
    expect(user.status).toBe(403);
    expect((await run({ dry_run: true }, null)).status).toBe(401);
    // A service_role claim signed with another secret does not pass the gateway.
    const forged = signJwt(
      { role: 'service_role', iss: 'supabase-demo' },
      'not-the-secret-not-the-secret-123',
    );
    expect((await run({ dry_run: true }, forged)).status).toBe(401);
    const bad = await run({ now: 'ayer' });
    expect(bad.status).toBe(400);
    expect(looksSpanish(bad.body.error)).toBe(true);
    expect((await run({ dry_run: 'sí' })).status).toBe(400);
  });

  it('another valid service-role token (same secret) is accepted', async () => {
    const token = signJwt(
      { role: 'service_role', iss: 'supabase-demo', exp: Math.floor(Date.now() / 1000) + 600 },
      s.jwtSecret,
    );
    const r = await run({ now: MONDAY, dry_run: true }, token);
    expect(r.status).toBe(200);
  });
});

describe('send-newsletter: who is due and what each gets (Monday of week 48)', () => {
  let first: Summary;
  let mails: MailMessage[];

  beforeAll(async () => {
    first = await send(MONDAY);
    mails = await outbox(s);
  });

  it('sends one e-mail to each due reader with matching events, and records it', async () => {
    expect(first.dry_run).toBe(false);
    expect(first.failed).toBe(0);
    expect(first.sent).toBe(5);
    const sentTo = first.users
      .filter((x) => x.status === 'sent')
      .map((x) => x.user_id)
      .sort();
    expect(sentTo).toEqual([u.weekly, u.daily, u.biweekly, u.santander, u.logrono].map((x) => x!.id).sort());
    for (const tag of ['weekly', 'daily', 'biweekly', 'santander', 'logrono'])
      expect(await mailTo(s, u[tag]!.email), tag).toHaveLength(1);
    // Disabled, unsubscribed: never even considered. No matching events: skipped, nothing recorded.
    for (const tag of ['disabled', 'unsub', 'nomatch'])
      expect(await mailTo(s, u[tag]!.email), tag).toHaveLength(0);
    expect(reportOf(first, u.disabled!)).toBeUndefined();
    expect(reportOf(first, u.unsub!)).toBeUndefined();
    expect(reportOf(first, u.nomatch!)).toMatchObject({ status: 'skipped', reason: 'no_events', events: 0 });
    expect(
      await count(s, 'select count(*) as n from public.newsletter_sends where user_id = $1', [u.nomatch!.id]),
    ).toBe(0);
    const rows = await query<{ user_id: string; period_key: string; n: number }>(
      s,
      'select user_id::text, period_key, cardinality(event_ids) as n from public.newsletter_sends order by period_key',
    );
    expect(rows).toHaveLength(5);
    const keyOf = (t: TestUser) => rows.find((r) => r.user_id === t.id)?.period_key;
    expect(keyOf(u.weekly!)).toBe('weekly:2026-W48');
    expect(keyOf(u.daily!)).toBe('daily:2026-11-23');
    expect(keyOf(u.biweekly!)).toBe('biweekly:2026-W48/49');
    expect(keyOf(u.santander!)).toBe('daily:2026-11-23');
    expect(mails).toHaveLength(5);
  });

  it('weekly, no interests: the whole week of the city (town set), featured first, not past or other cities', async () => {
    const [m] = await mailTo(s, u.weekly!.email);
    expect(m!.subject).toBe('Tu agenda de Bilbao: del 23 al 29 de noviembre');
    expect(eventIdsIn(m!)).toEqual([
      ev.getxoTheatreWed,
      ev.getxoJazzMon,
      ev.bilbaoRockTue,
      ev.sestaoSportSat,
    ]);
    expect(m!.text).toContain('Hola, Prueba nl-weekly:');
    expect(m!.text).toContain('Cuándo: miércoles 25 de noviembre · 19:00');
    expect(m!.text).toContain('Dónde: Sala de pruebas, Las Arenas, Getxo');
    expect(m!.text).toContain('Precio: 12,50 €');
    expect(m!.text).toContain('Precio: Gratis');
    expect(m!.text).toContain('Precio: 18 €');
    expect(m!.html).toContain(
      `href="http://bilbao.localhost:5173/event/${ev.bilbaoRockTue}--bilbao-musica-general-2026-11-24-rock-en-el-kafe"`,
    );
    expect(m!.text).toMatch(
      /Date de baja con un clic: http:\/\/127\.0\.0\.1:\d+\/functions\/v1\/newsletter-unsubscribe\?token=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/,
    );
    expect(m!.html).toContain('newsletter-unsubscribe?token=');
    expect(m!.from).toBe('Agenda Norte <no-responder@agendanorte.es>');
  });

  it('daily with music in Getxo: only today, only those', async () => {
    const [m] = await mailTo(s, u.daily!.email);
    expect(m!.subject).toBe('Tu agenda de Bilbao: lunes 23 de noviembre');
    expect(eventIdsIn(m!)).toEqual([ev.getxoJazzMon]);
    expect(m!.text).toContain('según lo que te interesa (Música, Getxo)');
  });

  it('biweekly with «Música» (a name): two weeks of music, subcategories included', async () => {
    const [m] = await mailTo(s, u.biweekly!.email);
    expect(m!.subject).toBe('Tu agenda de Bilbao: del 23 de noviembre al 6 de diciembre');
    expect(eventIdsIn(m!)).toEqual([ev.getxoJazzMon, ev.bilbaoRockTue, ev.bilbaoMusicNextWeek]);
  });

  it('at most 12 events; another city; places outside the city are ignored', async () => {
    const [sant] = await mailTo(s, u.santander!.email);
    expect(sant!.subject).toBe('Tu agenda de Santander: lunes 23 de noviembre');
    expect(eventIdsIn(sant!)).toHaveLength(12);
    expect(sant!.text).toContain('http://santander.localhost:5173/event/');
    const [log] = await mailTo(s, u.logrono!.email);
    expect(log!.subject).toBe('Tu agenda de Logroño: del 23 al 29 de noviembre');
    expect(eventIdsIn(log!)).toEqual([ev.logronoWine]);
  });

  it('a second run in the same period sends nothing twice', async () => {
    const second = await send('2026-11-23T18:00:00.000Z');
    expect(second.sent).toBe(0);
    for (const tag of ['weekly', 'daily', 'biweekly', 'santander', 'logrono'])
      expect(reportOf(second, u[tag]!), tag).toMatchObject({ status: 'skipped', reason: 'already_sent' });
    expect(await outbox(s)).toHaveLength(5);
    expect(await count(s, 'select count(*) as n from public.newsletter_sends')).toBe(5);
  });

  it('dry run the next day: a daily reader would get one; nothing is sent or recorded', async () => {
    await insertEvent(s, {
      title: 'Santander martes',
      town: 'Santander',
      start_date: '2026-11-24',
      start_time: '12:00',
    });
    const dry = await send(TUESDAY, { dry_run: true });
    expect(dry.dry_run).toBe(true);
    expect(dry.sent).toBe(0);
    expect(dry.would_send).toBe(1);
    expect(reportOf(dry, u.santander!)).toMatchObject({
      status: 'would_send',
      period_key: 'daily:2026-11-24',
      events: 1,
      subject: 'Tu agenda de Santander: martes 24 de noviembre',
    });
    expect(reportOf(dry, u.daily!)).toMatchObject({ status: 'skipped', reason: 'no_events' });
    expect(reportOf(dry, u.weekly!)).toMatchObject({ status: 'skipped', reason: 'already_sent' });
    expect(await outbox(s)).toHaveLength(5);
    expect(await count(s, 'select count(*) as n from public.newsletter_sends')).toBe(5);
  });

  it('weekly readers wait for the start of the next week after Wednesday', async () => {
    const thursday = await send('2026-11-26T06:00:00.000Z', { dry_run: true });
    expect(reportOf(thursday, u.nomatch!)).toMatchObject({
      status: 'skipped',
      reason: 'not_send_day',
      period_key: 'weekly:2026-W48',
    });
  });

  it('concurrent runs in a new period send each e-mail once', async () => {
    await s.db.query(
      `insert into public.events (title, town, start_date, start_time, category_id)
       values ('Concierto del miércoles', 'Getxo', '2026-11-25', '20:00', '{musica}'),
              ('Cultura del miércoles', 'Santander', '2026-11-25', '18:00', '{cultura}')`,
    );
    const runs = await Promise.all([send(WEDNESDAY), send(WEDNESDAY), send(WEDNESDAY)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(await mailTo(s, u.daily!.email)).toHaveLength(2);
    expect(await mailTo(s, u.santander!.email)).toHaveLength(2);
    expect(await mailTo(s, u.weekly!.email)).toHaveLength(1);
    expect(
      await count(
        s,
        `select count(*) as n from public.newsletter_sends where period_key = 'daily:2026-11-25'`,
      ),
    ).toBe(2);
  });
});

describe('newsletter-unsubscribe', () => {
  const linkOf = async (user: TestUser) => {
    const [m] = await mailTo(s, user.email);
    const link =
      /http:\/\/\S+\/functions\/v1\/newsletter-unsubscribe\?token=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/.exec(
        m?.text ?? '',
      )?.[0];
    if (!link) throw new Error('no unsubscribe link');
    return link;
  };
  const subscribedAsOwner = async (user: TestUser) => {
    // What the account's newsletter tab reads (as the signed-in user, through RLS).
    const { data, error } = await user.client
      .from('newsletter_preferences')
      .select('is_subscribed')
      .eq('user_id', user.id)
      .single();
    if (error) throw error;
    return (data as { is_subscribed: boolean }).is_subscribed;
  };

  it('GET (one click, signed out): unsubscribes once, then says it already was', async () => {
    const link = await linkOf(u.weekly!);
    expect(await subscribedAsOwner(u.weekly!)).toBe(true);
    const first = await fetch(link);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await first.text();
    expect(html).toContain('Te has dado de baja de la newsletter');
    expect(html).toContain('href="http://bilbao.localhost:5173/"');
    expect(await subscribedAsOwner(u.weekly!)).toBe(false);
    const again = await fetch(link);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Ya te habías dado de baja de la newsletter');
    expect(await subscribedAsOwner(u.weekly!)).toBe(false);
  });

  it('an invalid or tampered token: 400 Spanish page, nothing changes', async () => {
    const link = await linkOf(u.biweekly!);
    const tampered = link.replace(
      /token=([0-9a-f-]{36})\./,
      (_m, id: string) => `token=${id.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}.`,
    );
    for (const url of [
      tampered,
      link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      link.split('?')[0]!,
      `${link.split('?')[0]}?token=basura`,
    ]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(400);
      const html = await res.text();
      expect(html).toContain('El enlace para darte de baja no es válido');
    }
    expect(await subscribedAsOwner(u.biweekly!)).toBe(true);
  });

  it('POST List-Unsubscribe=One-Click (RFC 8058)', async () => {
    const link = await linkOf(u.daily!);
    const post = () =>
      fetch(link, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, unsubscribed: true, already: false });
    expect(await subscribedAsOwner(u.daily!)).toBe(false);
    expect(await (await post()).json()).toEqual({ ok: true, unsubscribed: true, already: true });
    const bad = await fetch(`${link.split('?')[0]}?token=x`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(bad.status).toBe(400);
    expect(looksSpanish(((await bad.json()) as { error: string }).error)).toBe(true);
  });

  it('unsubscribed readers get nothing in the next period', async () => {
    const next = await send('2026-11-30T06:00:00.000Z');
    expect(reportOf(next, u.weekly!)).toBeUndefined();
    expect(reportOf(next, u.daily!)).toBeUndefined();
    expect(await mailTo(s, u.weekly!.email)).toHaveLength(1);
  });
});

describe('send-newsletter: series (Monday 7 December, week 50)', () => {
  const MONDAY_W50 = '2026-12-07T06:00:00.000Z';
  const readers: Record<string, TestUser> = {};
  let run50: Summary;

  beforeAll(async () => {
    // Thursdays at 19:00; this week's (10 December) cancelled, next week's (17th) on.
    ev.swing = await insertEvent(s, {
      title: 'Clase de swing',
      town: 'Pamplona',
      category_id: ['musica'],
      start_date: '2026-11-05',
      start_time: '19:00',
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20261217',
      recurrence_exdates: ['2026-12-10'],
    });
    // First Saturday of the month (7 November, 5 December, 2 January): none in these two weeks.
    ev.market = await insertEvent(s, {
      title: 'Mercadillo',
      town: 'Pamplona',
      category_id: ['fiestas'],
      start_date: '2026-11-07',
      recurrence_rule: 'FREQ=MONTHLY;BYDAY=1SA;COUNT=3',
    });
    // Tuesdays and Thursdays at 18:00: twice this week, once in the e-mail.
    ev.yoga = await insertEvent(s, {
      title: 'Yoga en el parque',
      town: 'Pamplona',
      category_id: ['deportes'],
      start_date: '2026-11-10',
      start_time: '18:00',
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261231',
    });
    ev.pamplonaConcert = await insertEvent(s, {
      title: 'Concierto en Pamplona',
      town: 'Pamplona',
      category_id: ['musica'],
      start_date: '2026-12-09',
      start_time: '20:00',
    });
    for (const tag of ['weekly', 'biweekly']) readers[tag] = await signUp(s, `nl-serie-${tag}`);
    await prefs(readers.weekly!, { is_subscribed: true, frequency: 'weekly', city_id: 'pamplona' });
    await prefs(readers.biweekly!, { is_subscribed: true, frequency: 'biweekly', city_id: 'pamplona' });
    run50 = await send(MONDAY_W50);
  });

  it('a series once, at its next date in the week with its rhythm; one without a date that week is left out', async () => {
    expect(reportOf(run50, readers.weekly!)).toMatchObject({ status: 'sent', events: 2 });
    const [m] = await mailTo(s, readers.weekly!.email);
    expect(m!.subject).toBe('Tu agenda de Pamplona: del 7 al 13 de diciembre');
    expect(eventIdsIn(m!)).toEqual([ev.yoga, ev.pamplonaConcert]);
    expect(m!.text).toContain('Cuándo: martes 8 de diciembre · Cada martes y jueves · 18:00\n');
    expect(m!.html).toContain('📅 martes 8 de diciembre · Cada martes y jueves · 18:00</p>');
    expect((m!.text ?? '').split('Yoga en el parque').length - 1).toBe(1);
    const [row] = await query<{ event_ids: string[] }>(
      s,
      'select event_ids::text[] as event_ids from public.newsletter_sends where user_id = $1',
      [readers.weekly!.id],
    );
    expect(row!.event_ids).toEqual([ev.yoga, ev.pamplonaConcert]);
  });

  it('two weeks: the series whose only date this week is cancelled comes in at next week’s', async () => {
    const [m] = await mailTo(s, readers.biweekly!.email);
    expect(m!.subject).toBe('Tu agenda de Pamplona: del 7 al 20 de diciembre');
    expect(eventIdsIn(m!)).toEqual([ev.yoga, ev.pamplonaConcert, ev.swing]);
    expect(m!.text).toContain('Cuándo: jueves 17 de diciembre · Cada jueves · 19:00\n');
    expect(m!.text).not.toContain('Mercadillo');
  });
});

describe('send-newsletter: saved events that are cancelled (Vitoria, weeks 51 to 53)', () => {
  const W51 = '2026-12-14T06:00:00.000Z';
  const W52 = '2026-12-21T06:00:00.000Z';
  const W53 = '2026-12-28T06:00:00.000Z';
  const c: Record<string, string> = {};
  let reader: TestUser;
  let runA: Summary;

  const save = (id: string) =>
    s.db.query('insert into public.user_favorites (user_id, event_id) values ($1, $2)', [reader.id, id]);
  const cancel = (id: string) =>
    s.db.query(`update public.events set status = 'cancelled' where id = $1`, [id]);

  beforeAll(async () => {
    reader = await signUp(s, 'nl-cancelados');
    await prefs(reader, {
      is_subscribed: true,
      frequency: 'weekly',
      city_id: 'vitoria',
      selected_categories: ['deportes'],
    });
    c.plan = await insertEvent(s, {
      title: 'Carrera de Navidad',
      town: 'Vitoria-Gasteiz',
      category_id: ['deportes'],
      start_date: '2026-12-16',
      start_time: '11:00',
    });
    // In the reader's categories and week, but cancelled: never proposed.
    c.cancelledPlan = await insertEvent(s, {
      title: 'Partido suspendido',
      town: 'Vitoria-Gasteiz',
      category_id: ['deportes'],
      start_date: '2026-12-17',
    });
    await cancel(c.cancelledPlan);
    // Saved: a concert still on (music: not in the reader's categories), cancelled after the first
    // newsletter; a cinema night in Getxo (another city) already cancelled; a cancelled one already
    // past; one still on; a cancelled and hidden one.
    c.concert = await insertEvent(s, {
      title: 'Concierto de Año Nuevo',
      town: 'Vitoria-Gasteiz',
      category_id: ['musica'],
      start_date: '2027-01-02',
      start_time: '19:00',
    });
    c.cinema = await insertEvent(s, {
      title: 'Cine en Getxo',
      town: 'Getxo',
      category_id: ['cine'],
      start_date: '2026-12-26',
    });
    c.past = await insertEvent(s, { title: 'Ya pasó', town: 'Vitoria-Gasteiz', start_date: '2026-12-10' });
    c.on = await insertEvent(s, { title: 'Sigue en pie', town: 'Vitoria-Gasteiz', start_date: '2026-12-30' });
    c.hidden = await insertEvent(s, { title: 'Oculto', town: 'Vitoria-Gasteiz', start_date: '2026-12-20' });
    for (const id of [c.cinema, c.past, c.hidden]) await cancel(id);
    await s.db.query('update public.events set hidden_at = now() where id = $1', [c.hidden]);
    for (const id of [c.concert, c.cinema, c.past, c.on, c.hidden]) await save(id);
    runA = await send(W51);
  });

  it('first newsletter: its plans (no cancelled one) and, above them, the cancelled saved events ahead', async () => {
    expect(reportOf(runA, reader)).toMatchObject({ status: 'sent', events: 1, cancelled: 1 });
    const mails = await mailTo(s, reader.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text ?? '';
    expect(text).toContain(
      'Se ha cancelado un plan que guardaste:\n  Cancelado: Cine en Getxo (sábado 26 de diciembre)\n',
    );
    expect(text.indexOf('Cancelado: Cine en Getxo')).toBeLessThan(text.indexOf('Carrera de Navidad'));
    expect(text).not.toMatch(/Partido suspendido|Ya pasó|Oculto|Sigue en pie|Concierto de Año Nuevo/);
    expect(eventIdsIn(mails[0]!)).toEqual([c.plan]);
    // The saved event links to its page on the site of its own city.
    expect(mails[0]!.html).toContain(`href="http://bilbao.localhost:5173/event/${c.cinema}--getxo-`);
    const [row] = await query<{ event_ids: string[] }>(
      s,
      'select event_ids::text[] as event_ids from public.newsletter_sends where user_id = $1',
      [reader.id],
    );
    expect(row!.event_ids).toEqual([c.plan, c.cinema]);
  });

  it('next newsletter: only what was cancelled since, sent even without plans; then nothing is told twice', async () => {
    await cancel(c.concert!);
    const runB = await send(W52);
    expect(reportOf(runB, reader)).toMatchObject({ status: 'sent', events: 0, cancelled: 1 });
    const mails = await mailTo(s, reader.email);
    expect(mails).toHaveLength(2);
    const second = mails.find((m) => m.subject === 'Tu agenda de Vitoria-Gasteiz: del 21 al 27 de diciembre');
    const text = second?.text ?? '';
    expect(text).toContain(
      'Esta vez no tenemos planes que proponerte en Vitoria-Gasteiz del 21 al 27 de diciembre según lo que te interesa (Deportes), pero hay novedades sobre lo que guardaste.',
    );
    expect(text).toContain('  Cancelado: Concierto de Año Nuevo (sábado 2 de enero)\n');
    expect(text).not.toContain('Cine en Getxo');

    const runC = await send(W53);
    expect(reportOf(runC, reader)).toMatchObject({ status: 'skipped', reason: 'no_events' });
    expect(await mailTo(s, reader.email)).toHaveLength(2);
  });
});

describe('send-newsletter: a reader who chose Basque (San Sebastián, week 1 of 2027)', () => {
  it('gets the e-mail in Basque, each event in its Basque text when it has one', async () => {
    const reader = await signUp(s, 'nl-euskara');
    await prefs(reader, {
      is_subscribed: true,
      frequency: 'weekly',
      city_id: 'sansebastian',
      language: 'eu',
    });
    const bilingual = await insertEvent(s, {
      title: 'Concierto de txalaparta',
      town: 'Donostia',
      category_id: ['musica'],
      start_date: '2027-01-07',
      start_time: '20:00',
      is_free: true,
    });
    await s.db.query(
      `update public.events set title_eu = 'Txalaparta kontzertua', description_eu = '<p>Bi txalapartari.</p>' where id = $1`,
      [bilingual],
    );
    const spanishOnly = await insertEvent(s, {
      title: 'Teatro de títeres',
      town: 'Donostia',
      category_id: ['escenicos'],
      start_date: '2027-01-09',
      price: 6,
      description: '<p>Para toda la familia.</p>',
    });
    const r = await send('2027-01-04T06:00:00.000Z');
    expect(reportOf(r, reader)).toMatchObject({
      status: 'sent',
      events: 2,
      subject: 'Donostiako zure agenda: urtarrilaren 4tik 10era',
    });
    const [m] = await mailTo(s, reader.email);
    expect(eventIdsIn(m!)).toEqual([bilingual, spanishOnly]);
    expect(m!.html).toContain('<html lang="eu">');
    expect(m!.text).toContain('Hona hemen 2 plan Donostian (urtarrilaren 4tik 10era).');
    expect(m!.text).toContain('Txalaparta kontzertua\n  Noiz: urtarrilaren 7a, osteguna · 20:00\n');
    expect(m!.text).toContain('  Prezioa: Doan\n');
    expect(m!.html).toContain('Bi txalapartari.');
    expect(m!.text).toContain('Teatro de títeres\n  Noiz: urtarrilaren 9a, larunbata\n');
    expect(m!.html).toContain('Gaztelaniaz: Para toda la familia.');
    expect(m!.text).not.toMatch(/Cuándo|Precio|Gratis|enero|Concierto de txalaparta/);

    // Its unsubscribe link answers in Basque too.
    const link =
      /Kendu harpidetza klik bakar batekin: (http:\/\/\S+newsletter-unsubscribe\?token=\S+&lang=eu)\n?/.exec(
        m!.text ?? '',
      )?.[1];
    expect(link).toBeDefined();
    const res = await fetch(link!);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="eu">');
    expect(html).toContain('Buletinaren harpidetza kendu duzu.');
    expect(html).toContain('>Joan Agenda Norte San Sebastián webgunera</a>');
    expect(html).not.toMatch(/Te has dado|Mis preferencias|Ir a /);
    const [row] = await query<{ is_subscribed: boolean }>(
      s,
      'select is_subscribed from public.newsletter_preferences where user_id = $1',
      [reader.id],
    );
    expect(row!.is_subscribed).toBe(false);
    const invalid = await fetch(`${link!.split('?')[0]}?token=basura&lang=eu`);
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('Harpidetza kentzeko esteka ez da baliozkoa.');
  });
});
