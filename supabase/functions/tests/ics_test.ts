// The calendar feed's builder, read back with an independent parser (ical.js, fetched by Deno from npm;
// not a dependency of the app).
// deno-lint-ignore-file no-import-prefix -- test-only parsers, run with --no-config: no deno.json maps them.
import assert from 'node:assert/strict';
import ICAL from 'npm:ical.js@2';
import { buildCalendar, escapeIcsText, foldIcsLine, icsRule, VTIMEZONE } from '../_shared/ics.ts';
import { EVENT_WORDS } from '../_shared/event_words.ts';
import { eventRow } from '../_shared/test_events.ts';

const URL_OF = (id: string) => `https://bilbao.agendanorte.es/event/${id}--bilbao`;
const items = (rows: ReturnType<typeof eventRow>[]) =>
  rows.map((event) => ({ event, url: URL_OF(event.id) }));
const INFO = { name: 'Agenda Norte Bilbao', description: 'Próximos eventos en Bilbao' };
const STAMP = new Date('2026-11-22T10:00:00Z');

// Last Sunday of March 2027 (28th, clocks go forward) and of October 2027 (31st, clocks go back).
const spring = eventRow({
  title: 'Primavera',
  start_date: '2027-03-28',
  start_time: '20:00',
  end_time: '22:00',
});
const autumn = eventRow({ title: 'Otoño', start_date: '2027-10-31', start_time: '20:00', end_time: null });
const winter = eventRow({ title: 'Invierno', start_date: '2026-11-24', start_time: '19:30', end_time: null });
const allDay = eventRow({
  title: 'Exposición',
  start_date: '2026-11-20',
  end_date: '2027-01-10',
  start_time: null,
});
const tricky = eventRow({
  title: 'Título; con, comas\\ y barra',
  description: '<p>Línea uno</p><p>Línea <em>dos</em> con ñ, acentos y emojis 🎷🎺 — '.concat(
    'x'.repeat(200),
    '</p>',
  ),
  venue: 'Sala «Bilbo»',
});
const noDate = eventRow({ title: 'Sin fecha', start_date: null });

function parse(text: string) {
  const comp = new ICAL.Component(ICAL.parse(text));
  return { comp, events: comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

Deno.test('ICS: calendar properties and one VEVENT per dated event', () => {
  const text = buildCalendar(INFO, items([spring, autumn, winter, allDay, tricky, noDate]), STAMP);
  const { comp, events } = parse(text);
  assert.equal(comp.getFirstPropertyValue('version'), '2.0');
  assert.equal(comp.getFirstPropertyValue('prodid'), '-//Agenda Norte//Agenda Norte//ES');
  assert.equal(comp.getFirstPropertyValue('calscale'), 'GREGORIAN');
  assert.equal(comp.getFirstPropertyValue('x-wr-calname'), 'Agenda Norte Bilbao');
  assert.equal(comp.getFirstPropertyValue('x-wr-timezone'), 'Europe/Madrid');
  const tz = comp.getFirstSubcomponent('vtimezone')!;
  assert.equal(tz.getFirstPropertyValue('tzid'), 'Europe/Madrid');
  assert.ok(tz.getFirstSubcomponent('standard')?.getFirstProperty('rrule'));
  assert.ok(tz.getFirstSubcomponent('daylight')?.getFirstProperty('rrule'));
  assert.equal(events.length, 5);
  assert.deepEqual(
    events.map((e) => e.uid),
    [spring, autumn, winter, allDay, tricky].map((e) => `${e.id}@agendanorte.es`),
  );
  for (const e of events) {
    assert.ok(e.component.getFirstPropertyValue('dtstamp'));
    assert.match(
      String(e.component.getFirstPropertyValue('url')),
      /^https:\/\/bilbao\.agendanorte\.es\/event\//,
    );
  }
});

Deno.test('ICS: Madrid local times with TZID, converted to UTC across both DST changes', () => {
  const text = buildCalendar(INFO, items([spring, autumn, winter]), STAMP);
  assert.match(text, /DTSTART;TZID=Europe\/Madrid:20270328T200000\r\n/);
  assert.match(text, /DTEND;TZID=Europe\/Madrid:20270328T220000\r\n/);
  assert.match(text, /DTSTART;TZID=Europe\/Madrid:20271031T200000\r\n/);
  // No end time: two hours.
  assert.match(text, /DTEND;TZID=Europe\/Madrid:20271031T220000\r\n/);
  const { comp, events } = parse(text);
  // Register the calendar's own VTIMEZONE, as a client does.
  const vtz = comp.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
  const [sp, au, wi] = events;
  assert.equal(sp!.component.getFirstProperty('dtstart')?.getParameter('tzid'), 'Europe/Madrid');
  // 28 March 2027 20:00 is summer time (+02:00): 18:00 UTC. 31 October 2027 20:00 is winter time (+01:00).
  assert.equal(sp!.startDate.toJSDate().toISOString(), '2027-03-28T18:00:00.000Z');
  assert.equal(sp!.endDate.toJSDate().toISOString(), '2027-03-28T20:00:00.000Z');
  assert.equal(au!.startDate.toJSDate().toISOString(), '2027-10-31T19:00:00.000Z');
  assert.equal(au!.endDate.toJSDate().toISOString(), '2027-10-31T21:00:00.000Z');
  assert.equal(wi!.startDate.toJSDate().toISOString(), '2026-11-24T18:30:00.000Z');
  assert.equal(sp!.startDate.utcOffset() / 3600, 2);
  assert.equal(au!.startDate.utcOffset() / 3600, 1);
});

Deno.test('ICS: all-day events use VALUE=DATE with an exclusive end', () => {
  const { events } = parse(buildCalendar(INFO, items([allDay]), STAMP));
  const e = events[0]!;
  assert.equal(e.startDate.isDate, true);
  assert.equal(e.startDate.toString(), '2026-11-20');
  assert.equal(e.endDate.toString(), '2027-01-11');
});

Deno.test('ICS: text escaped, HTML stripped, lines folded at 75 octets', () => {
  const text = buildCalendar(INFO, items([tricky]), STAMP);
  for (const line of text.split('\r\n')) {
    assert.ok(new TextEncoder().encode(line).length <= 75, line);
  }
  assert.ok(text.endsWith('\r\n'));
  assert.ok(!/\n(?<!\r\n)/.test(text.replace(/\r\n/g, '')));
  const { events } = parse(text);
  const e = events[0]!;
  assert.equal(e.summary, 'Título; con, comas\\ y barra');
  assert.equal(e.location, 'Sala «Bilbo», San Vicente Kalea, 2, Bilbao');
  assert.ok(!e.description.includes('<'));
  assert.match(
    e.description,
    /^Precio: 12 €\n\nLínea uno Línea dos con ñ, acentos y emojis 🎷🎺 — x+\n\nMás información: https:/,
  );
});

Deno.test('ICS helpers', () => {
  assert.equal(escapeIcsText('a;b,c\\d\ne'), 'a\\;b\\,c\\\\d\\ne');
  const folded = foldIcsLine(`DESCRIPTION:${'ñ'.repeat(100)}`);
  for (const line of folded.split('\r\n')) assert.ok(new TextEncoder().encode(line).length <= 75);
  assert.equal(folded.replace(/\r\n /g, ''), `DESCRIPTION:${'ñ'.repeat(100)}`);
  assert.equal(VTIMEZONE[0], 'BEGIN:VTIMEZONE');
});

Deno.test('ICS: the body is stable between requests (DTSTAMP from the row, not the clock)', () => {
  const a = buildCalendar(INFO, items([winter]), new Date('2026-01-01T00:00:00Z'));
  const b = buildCalendar(INFO, items([winter]), new Date('2027-01-01T00:00:00Z'));
  assert.equal(a, b);
  assert.match(a, /DTSTAMP:20261102T100000Z/);
});

Deno.test('ICS: a cancelled event keeps its VEVENT with STATUS:CANCELLED and says it in the summary', () => {
  const cancelled = eventRow({ title: 'Concierto suspendido', status: 'cancelled' });
  const scheduled = eventRow({ title: 'Concierto', status: 'scheduled' });
  const older = eventRow({ title: 'Sin estado' });
  const { events } = parse(buildCalendar(INFO, items([cancelled, scheduled, older]), STAMP));
  const read = events.map((e) => [e.summary, e.component.getFirstPropertyValue('status') ?? null]);
  assert.deepEqual(read, [
    ['Cancelado: Concierto suspendido', 'CANCELLED'],
    ['Concierto', null],
    ['Sin estado', null],
  ]);
  assert.equal(events[0]!.uid, `${cancelled.id}@agendanorte.es`);
  // A cancelled series: one VEVENT, so the status covers every date.
  const series = eventRow({
    title: 'Clase cancelada',
    status: 'cancelled',
    start_date: '2026-11-05',
    end_date: '2026-11-19',
    recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=3',
    occurrence_dates: ['2026-11-05', '2026-11-12', '2026-11-19'],
  });
  const [e] = parse(buildCalendar(INFO, items([series]), STAMP)).events;
  assert.equal(e!.component.getFirstPropertyValue('status'), 'CANCELLED');
  assert.ok(e!.isRecurring());
});

// ── Series: one VEVENT with RRULE and EXDATE, expanded by ical.js to the stored dates ─────────────

/** Every start ical.js expands from a VEVENT (its RRULE less its EXDATEs), at most `limit`. */
function expand(e: ICAL.Event, limit = 400): ICAL.Time[] {
  const it = e.iterator();
  const out: ICAL.Time[] = [];
  for (let next = it.next(); next && out.length < limit; next = it.next()) out.push(next);
  return out;
}

// Thursdays at 20:00 across the spring change (28 March 2027); 25 March cancelled.
const weekly = eventRow({
  title: 'Clase de swing',
  start_date: '2027-03-04',
  end_date: '2027-04-15',
  start_time: '20:00',
  end_time: '21:30',
  recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270415',
  recurrence_exdates: ['2027-03-25'],
  occurrence_dates: ['2027-03-04', '2027-03-11', '2027-03-18', '2027-04-01', '2027-04-08', '2027-04-15'],
});
// First Saturday of the month, all day, four times; the January one cancelled.
const monthly = eventRow({
  title: 'Mercadillo',
  start_date: '2026-12-05',
  end_date: '2027-03-06',
  start_time: null,
  end_time: null,
  recurrence_rule: 'FREQ=MONTHLY;BYDAY=1SA;COUNT=4',
  recurrence_exdates: ['2027-01-02'],
  occurrence_dates: ['2026-12-05', '2027-02-06', '2027-03-06'],
});
// Picked dates (a daily rule with the other days skipped), its first day cancelled too; ends after midnight.
const picked = eventRow({
  title: 'Ciclo de cine',
  start_date: '2026-12-01',
  end_date: '2026-12-10',
  start_time: '22:00',
  end_time: '00:30',
  recurrence_rule: 'FREQ=DAILY;UNTIL=20261210',
  recurrence_exdates: [
    '2026-12-01',
    '2026-12-02',
    '2026-12-04',
    '2026-12-05',
    '2026-12-06',
    '2026-12-07',
    '2026-12-09',
  ],
  occurrence_dates: ['2026-12-03', '2026-12-08', '2026-12-10'],
});

function parseSeries(rows: ReturnType<typeof eventRow>[]) {
  const text = buildCalendar(INFO, items(rows), STAMP);
  const { comp, events } = parse(text);
  ICAL.TimezoneService.register(new ICAL.Timezone(comp.getFirstSubcomponent('vtimezone')!));
  return { text, events };
}

Deno.test('ICS series: one VEVENT per series, expanding to its stored dates without the skipped ones', () => {
  const { text, events } = parseSeries([weekly, monthly, picked]);
  assert.equal(events.length, 3);
  for (const [e, row] of [
    [events[0]!, weekly],
    [events[1]!, monthly],
    [events[2]!, picked],
  ] as const) {
    assert.equal(e.uid, `${row.id}@agendanorte.es`);
    assert.equal(e.isRecurring(), true);
    const days = expand(e).map((t) => t.toString().slice(0, 10));
    assert.deepEqual(days, row.occurrence_dates);
  }
  // RRULE as stored, EXDATE in DTSTART's value type.
  assert.match(text, /\r\nRRULE:FREQ=MONTHLY;BYDAY=1SA;COUNT=4\r\n/);
  assert.match(text, /\r\nEXDATE;VALUE=DATE:20270102\r\n/);
  assert.match(text, /\r\nEXDATE;TZID=Europe\/Madrid:20270325T200000\r\n/);
});

Deno.test(
  'ICS series: DTSTART is the first day at its time; a timed UNTIL is the end of that day in UTC',
  () => {
    const { text, events } = parseSeries([weekly, monthly, picked]);
    const [w, m, p] = events;
    assert.match(
      text,
      /\r\nDTSTART;TZID=Europe\/Madrid:20270304T200000\r\nDTEND;TZID=Europe\/Madrid:20270304T213000\r\n/,
    );
    // 16 April 2027 00:00 in Madrid (summer time) is 15 April 22:00 UTC; one second before.
    assert.match(text, /\r\nRRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20270415T215959Z\r\n/);
    assert.equal(w!.startDate.toString(), '2027-03-04T20:00:00');
    assert.equal(m!.startDate.isDate, true);
    assert.equal(m!.startDate.toString(), '2026-12-05');
    assert.equal(m!.endDate.toString(), '2026-12-06');
    // The first day stays DTSTART although it is cancelled; each time ends after midnight, not on the last date.
    assert.equal(p!.startDate.toString(), '2026-12-01T22:00:00');
    assert.equal(p!.endDate.toString(), '2026-12-02T00:30:00');
    assert.match(text, /\r\nRRULE:FREQ=DAILY;UNTIL=20261210T225959Z\r\n/);
  },
);

Deno.test('ICS series: every date keeps 20:00 in Madrid across the daylight-saving change', () => {
  const { events } = parseSeries([weekly]);
  const starts = expand(events[0]!);
  assert.deepEqual(
    starts.map((t) => t.toString()),
    weekly.occurrence_dates!.map((d) => `${d}T20:00:00`),
  );
  // Winter (+01:00) before 28 March 2027, summer (+02:00) after.
  assert.deepEqual(
    starts.map((t) => t.toJSDate().toISOString()),
    [
      '2027-03-04T19:00:00.000Z',
      '2027-03-11T19:00:00.000Z',
      '2027-03-18T19:00:00.000Z',
      '2027-04-01T18:00:00.000Z',
      '2027-04-08T18:00:00.000Z',
      '2027-04-15T18:00:00.000Z',
    ],
  );
});

Deno.test('ICS series: a row without its dates is a single event', () => {
  const { text, events } = parseSeries([{ ...weekly, occurrence_dates: null }]);
  assert.equal(events[0]!.isRecurring(), false);
  assert.doesNotMatch(text, /RRULE:FREQ=WEEKLY|EXDATE/);
});

Deno.test('ICS series: a stored UNTIL with a time counts by its day', () => {
  assert.equal(
    icsRule('freq=daily;until=20261217T235959Z', {
      kind: 'allDay',
      startDay: '2026-12-01',
      endExclusive: '2026-12-02',
    }),
    'FREQ=DAILY;UNTIL=20261217',
  );
  const timed = { kind: 'timed' as const, start: new Date(), end: new Date() };
  // 18 December 00:00 in Madrid (winter time) is 17 December 23:00 UTC; one second before.
  assert.equal(
    icsRule('RRULE:FREQ=WEEKLY;UNTIL=20261217T235959Z;BYDAY=TH', timed),
    'FREQ=WEEKLY;UNTIL=20261217T225959Z;BYDAY=TH',
  );
});

Deno.test(
  'ICS in Basque: summaries, price, description and categories in Basque, or marked Gaztelaniaz',
  () => {
    const bilingual = eventRow({
      title: 'Concierto de txalaparta',
      title_eu: 'Txalaparta kontzertua',
      description_eu: '<p>Bi txalapartari.</p>',
      is_free: true,
    });
    const spanishOnly = eventRow({ title: 'Teatro', status: 'cancelled', description: '<p>Comedia.</p>' });
    const { events } = parse(buildCalendar(INFO, items([bilingual, spanishOnly]), STAMP, EVENT_WORDS.eu));
    const [a, b] = events;
    assert.equal(a!.summary, 'Txalaparta kontzertua');
    assert.equal(
      a!.description,
      `Prezioa: Doan\n\nBi txalapartari.\n\nInformazio gehiago: ${URL_OF(bilingual.id)}`,
    );
    assert.equal(a!.component.getFirstPropertyValue('categories'), 'Musika');
    assert.equal(b!.summary, 'Bertan behera: Teatro');
    assert.equal(
      b!.description,
      `Prezioa: 12 €\n\nGaztelaniaz: Comedia.\n\nInformazio gehiago: ${URL_OF(spanishOnly.id)}`,
    );
  },
);
