// The calendar feed's builder, read back with an independent parser (ical.js, fetched by Deno from npm;
// not a dependency of the app).
import assert from 'node:assert/strict';
import ICAL from 'npm:ical.js@2';
import { buildCalendar, escapeIcsText, foldIcsLine, VTIMEZONE } from '../_shared/ics.ts';
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
