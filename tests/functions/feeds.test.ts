// @vitest-environment node
/**
 * The `feed` function through the local stack: ICS and RSS of a city's upcoming events, read back
 * with independent parsers (ical.js and fast-xml-parser, run in Deno: see feed-deno.ts), the DST
 * conversion of Madrid times, the listing's filters, caching headers and errors.
 */
import './node-env.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurrenceDates, weekdayCodeOf } from '../../supabase/functions/_shared/recurrence.ts';
import { longDayEs } from '../../supabase/functions/_shared/madrid_time.ts';
import { addDays, insertEvent, nextLastSunday, occurrenceDates } from './event-rows.ts';
import { parseFeed, runFeedParserTests } from './feed-deno.ts';
import { FIRST_CALL_TIMEOUT, looksSpanish, madridToday, startStack } from './helpers.ts';
import type { Stack } from './helpers.ts';

interface IcsTime {
  raw: string | null;
  tzid: string | null;
  isDate: boolean;
  local: string;
  utc: string | null;
  offsetHours: number | null;
}
interface ParsedIcs {
  calendar: {
    version: string;
    prodid: string;
    calscale: string;
    calname: string;
    timezone: string;
    vtimezone: { tzid: string; standardRrule: string; daylightRrule: string } | null;
  };
  events: Array<{
    uid: string;
    summary: string;
    status: string | null;
    location: string;
    description: string;
    url: string;
    dtstamp: string;
    start: IcsTime;
    end: IcsTime;
    rrule: string | null;
    exdates: string[];
    occurrences: Array<{ local: string; utc: string | null }> | null;
  }>;
  longestLineOctets: number;
  crlfOnly: boolean;
}
interface ParsedRss {
  valid: boolean;
  error?: unknown;
  version: string;
  channel: { title: string; link: string; description: string; language: string; atomSelf: string | null };
  items: Array<{
    title: string;
    link: string;
    guid: string;
    guidIsPermaLink: string;
    pubDate: string;
    description: string;
    categories: string[];
  }>;
}

let s: Stack;
const today = madridToday();
const spring = nextLastSunday(3, today);
const autumn = nextLastSunday(10, today);
const ids: Record<string, string> = {};
const weeklyStart = addDays(today, -14);
const weeklyRule = `FREQ=WEEKLY;BYDAY=${weekdayCodeOf(weeklyStart)};UNTIL=${addDays(today, 70).replace(/-/g, '')}`;
const weeklySkipped = [addDays(today, -7), addDays(today, 14)];
const WEEKDAY_NAMES: Record<string, string> = {
  MO: 'lunes',
  TU: 'martes',
  WE: 'miércoles',
  TH: 'jueves',
  FR: 'viernes',
  SA: 'sábado',
  SU: 'domingo',
};

const feedUrl = (query: string) => `${s.url}/functions/v1/feed?${query}`;
const get = (query: string, init: RequestInit = {}) => fetch(feedUrl(query), init);
const veventCount = (ics: string) => (ics.match(/^BEGIN:VEVENT\r$/gm) ?? []).length;
const itemCount = (rss: string) => (rss.match(/<item>/g) ?? []).length;

beforeAll(async () => {
  s = await startStack();
  ids.spring = await insertEvent(s, {
    title: 'Concierto de primavera',
    town: 'Bilbao',
    neighborhood: 'Abando',
    venue: 'Teatro Arriaga',
    category_id: ['musica'],
    subcategory: ['clasica'],
    start_date: spring,
    start_time: '20:00',
    end_time: '22:00',
    price: 15,
  });
  ids.autumn = await insertEvent(s, {
    title: 'Jazz de otoño, en Algorta',
    town: 'Getxo',
    neighborhood: 'Algorta',
    category_id: ['musica'],
    subcategory: ['jazz'],
    start_date: autumn,
    start_time: '20:00',
    is_free: true,
  });
  ids.market = await insertEvent(s, {
    title: 'Mercado de Navidad',
    town: 'Bilbao',
    neighborhood: 'Casco Viejo',
    category_id: ['fiestas'],
    start_date: addDays(today, 1),
    end_date: addDays(today, 3),
    is_free: true,
    description: '<p>Puestos de <strong>artesanía</strong> &amp; dulces.</p><script>alert(1)</script>',
  });
  ids.theatre = await insertEvent(s, {
    title: 'Teatro en Barakaldo',
    town: 'Barakaldo',
    category_id: ['escenicos'],
    subcategory: ['teatro'],
    start_date: addDays(today, 5),
    start_time: '19:00',
    price: 20,
  });
  ids.past = await insertEvent(s, {
    title: 'Ya pasó',
    town: 'Bilbao',
    category_id: ['musica'],
    start_date: addDays(today, -10),
  });
  ids.logrono = await insertEvent(s, {
    title: 'Vino en Logroño',
    town: 'Logroño',
    category_id: ['gastronomia'],
    start_date: addDays(today, 1),
  });
  // Series in Pamplona: weekly at 19:00 since two weeks ago, one past and one coming date skipped;
  // monthly all day from in three days; one whose dates are all past.
  ids.weekly = await insertEvent(s, {
    title: 'Clase de swing',
    town: 'Pamplona',
    category_id: ['musica'],
    start_date: weeklyStart,
    start_time: '19:00',
    end_time: '20:30',
    recurrence_rule: weeklyRule,
    recurrence_exdates: weeklySkipped,
  });
  ids.monthly = await insertEvent(s, {
    title: 'Mercadillo mensual',
    town: 'Pamplona',
    category_id: ['fiestas'],
    start_date: addDays(today, 3),
    recurrence_rule: 'FREQ=MONTHLY;COUNT=3',
    is_free: true,
  });
  ids.seriesOver = await insertEvent(s, {
    title: 'Serie terminada',
    town: 'Pamplona',
    start_date: addDays(today, -60),
    recurrence_rule: `FREQ=WEEKLY;BYDAY=${weekdayCodeOf(addDays(today, -60))};COUNT=3`,
  });
  // Vitoria: a concert its source cancelled (kept until its date, marked) and one still on.
  ids.cancelled = await insertEvent(s, {
    title: 'Concierto suspendido',
    town: 'Vitoria-Gasteiz',
    category_id: ['musica'],
    start_date: addDays(today, 2),
    start_time: '21:00',
  });
  await s.db.query(`update public.events set status = 'cancelled' where id = $1`, [ids.cancelled]);
  ids.scheduled = await insertEvent(s, {
    title: 'Concierto confirmado',
    town: 'Vitoria-Gasteiz',
    category_id: ['musica'],
    start_date: addDays(today, 4),
    start_time: '21:00',
  });
  // 510 upcoming events in Santander: the feed stops at 500.
  await s.db.query(
    `insert into public.events (title, town, start_date, category_id)
     select 'Evento ' || i, 'Santander', $1::date + (i % 120), '{cultura}' from generate_series(1, 510) as i`,
    [today],
  );
  await get('city=bilbao');
}, FIRST_CALL_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

describe('feed builders read back by independent parsers (Deno)', () => {
  it('ICS and RSS builder tests pass', { timeout: 180_000 }, () => {
    const run = runFeedParserTests();
    expect(run.status, `${run.stdout}${run.stderr}`.slice(-4000)).toBe(0);
    expect(`${run.stdout}${run.stderr}`).toMatch(/ok \| \d+ passed \| 0 failed/);
  });
});

describe('feed: ICS', () => {
  it('a valid calendar: one VEVENT per upcoming event of the city, Madrid times across both DST changes', async () => {
    const res = await get('city=bilbao&format=ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=900');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const body = await res.text();
    const ics = parseFeed<ParsedIcs>('ics', body);
    expect(ics.calendar).toMatchObject({
      version: '2.0',
      prodid: '-//Agenda Norte//Agenda Norte//ES',
      calscale: 'GREGORIAN',
      calname: 'Agenda Norte Bilbao',
      timezone: 'Europe/Madrid',
    });
    expect(ics.calendar.vtimezone?.tzid).toBe('Europe/Madrid');
    expect(ics.calendar.vtimezone?.standardRrule).toContain('BYMONTH=10');
    expect(ics.calendar.vtimezone?.daylightRrule).toContain('BYMONTH=3');
    expect(ics.longestLineOctets).toBeLessThanOrEqual(75);
    expect(ics.crlfOnly).toBe(true);

    // Upcoming Bilbao-site events only (Getxo and Barakaldo are in the city's town set; Logroño and the past one are not).
    const uids = ics.events.map((e) => e.uid).sort();
    expect(uids).toEqual(
      [ids.spring, ids.autumn, ids.market, ids.theatre].map((id) => `${id}@agendanorte.es`).sort(),
    );
    const byUid = new Map(ics.events.map((e) => [e.uid.split('@')[0], e]));

    // Last Sunday of March: 20:00 is summer time, +02:00 → 18:00 UTC.
    const sp = byUid.get(ids.spring)!;
    expect(sp.start.tzid).toBe('Europe/Madrid');
    expect(sp.start.raw).toBe(`DTSTART;TZID=Europe/Madrid:${spring.replace(/-/g, '')}T200000`);
    expect(sp.start.utc).toBe(`${spring}T18:00:00.000Z`);
    expect(sp.start.offsetHours).toBe(2);
    expect(sp.end.utc).toBe(`${spring}T20:00:00.000Z`);
    // Last Sunday of October: 20:00 is winter time again, +01:00 → 19:00 UTC; no end time → +2 h.
    const au = byUid.get(ids.autumn)!;
    expect(au.start.raw).toBe(`DTSTART;TZID=Europe/Madrid:${autumn.replace(/-/g, '')}T200000`);
    expect(au.start.utc).toBe(`${autumn}T19:00:00.000Z`);
    expect(au.start.offsetHours).toBe(1);
    expect(au.end.utc).toBe(`${autumn}T21:00:00.000Z`);
    expect(au.summary).toBe('Jazz de otoño, en Algorta');
    expect(au.location).toBe('Sala de pruebas, Getxo');
    expect(au.url).toMatch(
      new RegExp(`^http://bilbao\\.localhost:5173/event/${ids.autumn}--getxo-musica-jazz-`),
    );
    expect(au.dtstamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    // No time: all-day dates, end exclusive.
    const market = byUid.get(ids.market)!;
    expect(market.start.isDate).toBe(true);
    expect(market.start.local).toBe(addDays(today, 1));
    expect(market.end.local).toBe(addDays(today, 4));
    expect(market.description).toMatch(
      /^Precio: Gratis\n\nPuestos de artesanía & dulces\.\n\nMás información: http:/,
    );
    expect(market.description).not.toMatch(/<|alert/);
  });

  it('ETag: 304 on If-None-Match; HEAD has the headers and no body; OPTIONS answers CORS', async () => {
    const first = await get('city=bilbao&format=ics');
    const etag = first.headers.get('etag')!;
    await first.text();
    const again = await get('city=bilbao&format=ics', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const weak = await get('city=bilbao&format=ics', { headers: { 'If-None-Match': `"x", W/${etag}` } });
    expect(weak.status).toBe(304);
    await weak.text();
    const other = await get('city=bilbao&format=ics', { headers: { 'If-None-Match': '"otro"' } });
    expect(other.status).toBe(200);
    await other.text();
    const head = await get('city=bilbao&format=ics', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
    const options = await get('city=bilbao', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('at most 500 events, ordered by start', async () => {
    const body = await (await get('city=santander&format=ics')).text();
    expect(veventCount(body)).toBe(500);
    const starts = [...body.matchAll(/^DTSTART;VALUE=DATE:(\d{8})\r$/gm)].map((m) => m[1]!);
    expect(starts).toEqual([...starts].sort());
  });
});

describe('feed: series', () => {
  it('ICS: a series once, with RRULE and EXDATE, expanding to its stored dates; a finished one left out', async () => {
    const body = await (await get('city=pamplona&format=ics')).text();
    const ics = parseFeed<ParsedIcs>('ics', body);
    const byUid = new Map(ics.events.map((e) => [e.uid.split('@')[0], e]));
    expect([...byUid.keys()].sort()).toEqual([ids.weekly, ids.monthly].sort());
    expect(ics.longestLineOctets).toBeLessThanOrEqual(75);

    // Timed: DTSTART the first day at 19:00 in Madrid, EXDATE the same type, every date at 19:00.
    const weekly = byUid.get(ids.weekly)!;
    const stored = await occurrenceDates(s, ids.weekly!);
    expect(stored).toEqual(recurrenceDates(weeklyStart, weeklyRule, weeklySkipped));
    expect(weekly.start.raw).toBe(`DTSTART;TZID=Europe/Madrid:${weeklyStart.replace(/-/g, '')}T190000`);
    expect(weekly.end.local).toBe(`${weeklyStart}T20:30:00`);
    expect(weekly.rrule).toMatch(/^RRULE:FREQ=WEEKLY;BYDAY=[A-Z]{2};UNTIL=\d{8}T\d{6}Z$/);
    expect(weekly.exdates).toEqual([
      `EXDATE;TZID=Europe/Madrid:${weeklySkipped.map((d) => `${d.replace(/-/g, '')}T190000`).join(',')}`,
    ]);
    expect(weekly.occurrences!.map((o) => o.local)).toEqual(stored.map((d) => `${d}T19:00:00`));

    // All day: VALUE=DATE, each date one day long.
    const monthly = byUid.get(ids.monthly)!;
    const monthlyStored = await occurrenceDates(s, ids.monthly!);
    expect(monthlyStored).toHaveLength(3);
    expect(monthly.start.raw).toBe(`DTSTART;VALUE=DATE:${addDays(today, 3).replace(/-/g, '')}`);
    expect(monthly.end.local).toBe(addDays(today, 4));
    expect(monthly.rrule).toBe('RRULE:FREQ=MONTHLY;COUNT=3');
    expect(monthly.exdates).toEqual([]);
    expect(monthly.occurrences!.map((o) => o.local)).toEqual(monthlyStored);
  });

  it('RSS: a series once, at its next date with its rhythm, ordered by that date', async () => {
    const rss = parseFeed<ParsedRss>('rss', await (await get('city=pamplona&format=rss')).text());
    expect(rss.valid).toBe(true);
    expect(rss.items.map((i) => i.title).sort()).toEqual(['Clase de swing', 'Mercadillo mensual']);
    const stored = await occurrenceDates(s, ids.weekly!);
    const next = stored.find((d) => d >= today)!;
    const weekly = rss.items.find((i) => i.title === 'Clase de swing')!;
    const weekday = WEEKDAY_NAMES[weekdayCodeOf(weeklyStart)]!;
    expect(weekly.description).toContain(`<strong>${longDayEs(next)} · Cada ${weekday} · 19:00 – 20:30 ·`);
    // Its next date is today (two weeks after its start), before the monthly one's first (in 3 days).
    expect(next).toBe(today);
    expect(rss.items.map((i) => i.title)).toEqual(['Clase de swing', 'Mercadillo mensual']);
  });
});

describe('feed: RSS', () => {
  it('valid RSS 2.0 with the channel and item elements', async () => {
    const res = await get('city=bilbao&format=rss');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=900');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const rss = parseFeed<ParsedRss>('rss', await res.text());
    expect(rss.valid).toBe(true);
    expect(rss.version).toBe('2.0');
    expect(rss.channel).toEqual({
      title: 'Agenda Norte Bilbao',
      link: 'http://bilbao.localhost:5173/',
      description: 'Próximos eventos y planes en Bilbao y alrededores, de Agenda Norte.',
      language: 'es-ES',
      atomSelf: `${s.url}/functions/v1/feed?city=bilbao&format=rss`,
    });
    // By start: the market (tomorrow) first, then the theatre (in 5 days), then the two concerts.
    expect(rss.items.map((i) => i.title).slice(0, 2)).toEqual(['Mercado de Navidad', 'Teatro en Barakaldo']);
    expect(rss.items).toHaveLength(4);
    for (const item of rss.items) {
      expect(item.link).toMatch(/^http:\/\/bilbao\.localhost:5173\/event\/[0-9a-f-]{36}--/);
      expect(item.guid).toBe(item.link);
      expect(item.guidIsPermaLink).toBe('true');
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(item.description).toMatch(/^<p><strong>.+<\/strong><\/p>/);
    }
    const market = rss.items.find((i) => i.title === 'Mercado de Navidad')!;
    expect(market.description).toContain('Gratis');
    expect(market.description).not.toContain('<script');
    expect(market.categories).toEqual(['Fiestas y festivales']);
  });
});

describe('feed: a cancelled event', () => {
  it('ICS: stays until its date with STATUS:CANCELLED and «Cancelado: » in its summary', async () => {
    const ics = parseFeed<ParsedIcs>('ics', await (await get('city=vitoria&format=ics')).text());
    const byUid = new Map(ics.events.map((e) => [e.uid.split('@')[0], e]));
    expect([...byUid.keys()].sort()).toEqual([ids.cancelled, ids.scheduled].sort());
    expect(byUid.get(ids.cancelled)).toMatchObject({
      summary: 'Cancelado: Concierto suspendido',
      status: 'CANCELLED',
    });
    expect(byUid.get(ids.scheduled)).toMatchObject({ summary: 'Concierto confirmado', status: null });
  });

  it('RSS: «Cancelado» in the item’s title and first in its facts', async () => {
    const rss = parseFeed<ParsedRss>('rss', await (await get('city=vitoria&format=rss')).text());
    expect(rss.valid).toBe(true);
    expect(rss.items.map((i) => i.title)).toEqual([
      'Cancelado: Concierto suspendido',
      'Concierto confirmado',
    ]);
    expect(rss.items[0]!.description).toMatch(/^<p><strong>Cancelado · /);
    expect(rss.items[1]!.description).not.toContain('Cancelado');
  });
});

describe('feed: filters narrow both formats', () => {
  const cases: Array<[string, string[]]> = [
    ['categoria=musica', ['spring', 'autumn']],
    ['categoria=Música', ['spring', 'autumn']],
    ['categoria=jazz', ['autumn']],
    ['ubicacion=getxo', ['autumn']],
    ['ubicacion=Algorta', ['autumn']],
    ['ubicacion=casco-viejo', ['market']],
    ['ubicacion=barakaldo', ['theatre']],
    ['gratis=1', ['autumn', 'market']],
    ['gratis=true&categoria=musica', ['autumn']],
    ['ubicacion=sestao', []],
  ];
  it.each(cases)('%s', async (query, expected) => {
    const ics = await (await get(`city=bilbao&format=ics&${query}`)).text();
    const uids = [...ics.matchAll(/^UID:([0-9a-f-]{36})@agendanorte\.es\r$/gm)].map((m) => m[1]).sort();
    expect(uids).toEqual(expected.map((k) => ids[k]).sort());
    const rss = await (await get(`city=bilbao&format=rss&${query}`)).text();
    expect(itemCount(rss)).toBe(expected.length);
    for (const k of expected) expect(rss).toContain(ids[k]!);
  });

  it('names the filters in the calendar name', async () => {
    const ics = await (await get('city=bilbao&categoria=musica&ubicacion=casco-viejo&gratis=1')).text();
    expect(ics).toContain('X-WR-CALNAME:Agenda Norte Bilbao · Música · Casco Viejo · Gratis\r\n');
  });
});

describe('feed: in Basque (&lang=eu)', () => {
  it('RSS and ICS in Basque; an event in its Basque texts where it has them', async () => {
    await s.db.query(
      `update public.events set title_eu = 'Gabonetako azoka', description_eu = '<p>Artisautza eta gozokiak.</p>' where id = $1`,
      [ids.market],
    );
    const rss = parseFeed<ParsedRss>('rss', await (await get('city=bilbao&format=rss&lang=eu')).text());
    expect(rss.valid).toBe(true);
    expect(rss.channel).toEqual({
      title: 'Agenda Norte Bilbao',
      link: 'http://bilbao.localhost:5173/',
      description: 'Agenda Norteren hurrengo ekitaldi eta planak Bilbon eta inguruan.',
      language: 'eu-ES',
      atomSelf: `${s.url}/functions/v1/feed?city=bilbao&format=rss&lang=eu`,
    });
    const [market, theatre] = rss.items;
    expect(market!.title).toBe('Gabonetako azoka');
    expect(market!.description).toMatch(/ · Doan<\/strong><\/p><p>Artisautza eta gozokiak\.<\/p>$/);
    expect(market!.categories).toEqual(['Jaiak eta jaialdiak']);
    expect(theatre!.title).toBe('Teatro en Barakaldo');
    expect(theatre!.description).toContain('20 €');
    expect(theatre!.description).not.toMatch(
      /Gratis|Precio|lunes|martes|miércoles|jueves|viernes|sábado|domingo/,
    );

    // Unfolded: long lines are folded at 75 octets.
    const ics = (await (await get('city=bilbao&lang=eu')).text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(
      'X-WR-CALDESC:Agenda Norteren hurrengo ekitaldi eta planak Bilbon eta inguruan.\r\n',
    );
    expect(ics).toContain('SUMMARY:Gabonetako azoka\r\n');
    expect(ics).toContain('SUMMARY:Teatro en Barakaldo\r\n');
    expect(ics).toContain('Prezioa: 20 €');
    expect(ics).not.toContain('Precio:');
  });
});

describe('feed: errors', () => {
  it.each([
    ['', 'city'],
    ['city=madrid&format=ics', 'city'],
    ['city=bilbao&format=atom', 'format'],
    ['city=bilbao&categoria=petanca', 'categoria'],
    ['city=bilbao&lang=fr', 'lang'],
  ])('?%s → 400 with a Spanish message', async (query, field) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(looksSpanish(body.error)).toBe(true);
    expect(body.fields[field]).toBe(body.error);
  });

  it('POST is not allowed (405)', async () => {
    const res = await fetch(feedUrl('city=bilbao'), { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(looksSpanish(((await res.json()) as { error: string }).error)).toBe(true);
  });
});
