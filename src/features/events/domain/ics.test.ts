import { rrulestr } from 'rrule';
import { describe, it, expect } from 'vitest';
import type { EventItem, EventSeries } from './types';
import { occurrenceOn } from './series';
import { escapeIcsText, foldIcsLine } from '../../../../supabase/functions/_shared/ics_text.ts';
import { buildIcs, buildSeriesIcs, icsFileName, seriesIcsFileName } from './calendar';
import { makeEvent } from './event.fixture';

const PAGE = 'https://bilbao.agendanorte.es/event/e1--concierto';
const NOW = new Date('2025-11-20T08:15:30.123Z');

/** Unfolded content lines (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('escapeIcsText', () => {
  it.each([
    ['Jazz, blues; y más', 'Jazz\\, blues\\; y más'],
    ['C:\\ruta', 'C:\\\\ruta'],
    ['línea 1\nlínea 2\r\nlínea 3', 'línea 1\\nlínea 2\\nlínea 3'],
  ])('%j → %j', (text, expected) => expect(escapeIcsText(text)).toBe(expected));
});

describe('foldIcsLine (75 octets, never inside a UTF-8 character)', () => {
  it.each([
    ['a'.repeat(75), 1],
    ['a'.repeat(76), 2],
    ['a'.repeat(200), 3],
    ['ñ'.repeat(100), 3], // 200 octets
  ])('%#: %i physical lines', (line, count) => {
    const folded = foldIcsLine(line);
    const physical = folded.split('\r\n');
    expect(physical).toHaveLength(count);
    for (const l of physical) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildIcs', () => {
  const timed: Partial<EventItem> = {
    id: 'e1',
    title: 'Concierto: jazz, blues',
    startDate: '2025-11-22',
    startTime: '20:00:00',
    endTime: '22:30:00',
    venue: 'Teatro Arriaga',
    town: 'Bilbao',
    description:
      '<p>Una noche de <b>jazz</b> &amp; blues.</p><p>' + 'Larga descripción. '.repeat(10) + '</p>',
  };

  it.each([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Madrid',
    'BEGIN:VEVENT',
    'UID:e1@bilbao.agendanorte.es',
    'DTSTAMP:20251120T081530Z',
    'DTSTART;TZID=Europe/Madrid:20251122T200000',
    'DTEND;TZID=Europe/Madrid:20251122T223000',
    'SUMMARY:Concierto: jazz\\, blues',
    'LOCATION:Teatro Arriaga\\, Bilbao',
    `URL:${PAGE}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ])('timed event has %j', (line) =>
    expect(unfold(buildIcs(makeEvent(timed), PAGE, NOW) ?? '')).toContain(line),
  );

  it('description is plain text with the page URL, folded, with CRLF endings', () => {
    const ics = buildIcs(makeEvent(timed), PAGE, NOW) ?? '';
    const description = unfold(ics).find((l) => l.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain('Una noche de jazz & blues. Larga descripción.');
    expect(description).not.toContain('<');
    expect(description.endsWith(`\\n\\n${PAGE}`)).toBe(true);
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const l of ics.split('\r\n')) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
  });

  it.each<[string, Partial<EventItem>, string[]]>([
    [
      'no end time → +2 h',
      { startDate: '2025-11-22', startTime: '20:00' },
      ['DTSTART;TZID=Europe/Madrid:20251122T200000', 'DTEND;TZID=Europe/Madrid:20251122T220000'],
    ],
    [
      '+2 h across the October DST change',
      { startDate: '2025-10-26', startTime: '01:30' },
      ['DTSTART;TZID=Europe/Madrid:20251026T013000', 'DTEND;TZID=Europe/Madrid:20251026T023000'],
    ],
    [
      'all day, end exclusive',
      { startDate: '2025-11-22', endDate: '2025-11-24' },
      ['DTSTART;VALUE=DATE:20251122', 'DTEND;VALUE=DATE:20251125'],
    ],
  ])('%s', (_label, fields, lines) => {
    const all = unfold(buildIcs(makeEvent(fields), PAGE, NOW) ?? '');
    for (const line of lines) expect(all).toContain(line);
  });

  it('all-day events need no VTIMEZONE', () =>
    expect(buildIcs(makeEvent({ startDate: '2025-11-22' }), PAGE, NOW)).not.toContain('VTIMEZONE'));

  it('is null without a usable start date', () => expect(buildIcs(makeEvent(), PAGE, NOW)).toBeNull());
});

/** A Thursday 19:00 series from 5 Nov 2026 to 28 Jan 2027 without Christmas Eve, shown at 3 Dec. */
const THURSDAYS: EventSeries = {
  rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270128',
  exdates: ['2026-12-24'],
  dates: [
    '2026-11-05',
    '2026-11-12',
    '2026-11-19',
    '2026-11-26',
    '2026-12-03',
    '2026-12-10',
    '2026-12-17',
    '2026-12-31',
    '2027-01-07',
    '2027-01-14',
    '2027-01-21',
    '2027-01-28',
  ],
  firstDate: '2026-11-05',
};

const series = (over: Partial<EventSeries> = {}, fields: Partial<EventItem> = {}) =>
  makeEvent({
    title: 'Pintxo-pote',
    venue: 'Bar Zazpi',
    town: 'Bilbao',
    startDate: '2026-12-03',
    startTime: '19:00',
    series: { ...THURSDAYS, ...over },
    ...fields,
  });

/** The VEVENT's own lines (the VTIMEZONE has DTSTART and RRULE lines too). */
const veventLines = (ics: string) => unfold(ics).slice(unfold(ics).indexOf('BEGIN:VEVENT'));

/**
 * The days a calendar app expands the file to, read back with the rrule library. That library
 * reads TZID values in the machine's own zone and skips VALUE=DATE ones, so both are read as plain
 * wall-clock values: the days are what is compared.
 */
function expandedDays(ics: string): string[] {
  const lines = veventLines(ics)
    .filter((l) => /^(DTSTART|RRULE|EXDATE)[;:]/.test(l))
    .map((l) => l.replace(/;(TZID=[^:;]+|VALUE=DATE)/, ''));
  return rrulestr(lines.join('\n'), { forceset: true })
    .all()
    .map((d) => d.toISOString().slice(0, 10));
}

describe('buildSeriesIcs (the whole series as one repeating event)', () => {
  it.each<[string, Partial<EventSeries>, Partial<EventItem>, string[]]>([
    [
      'timed: DTSTART at the first day and time in Madrid, UNTIL as the end of its last Madrid day in UTC',
      {},
      {},
      [
        'UID:e1@bilbao.agendanorte.es',
        'DTSTART;TZID=Europe/Madrid:20261105T190000',
        'DTEND;TZID=Europe/Madrid:20261105T210000',
        'RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20270128T225959Z',
        'EXDATE;TZID=Europe/Madrid:20261224T190000',
        'SUMMARY:Pintxo-pote',
        'LOCATION:Bar Zazpi\\, Bilbao',
      ],
    ],
    [
      'timed with an end time; UNTIL in summer time is 21:59:59 UTC',
      { rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270624', exdates: [] },
      { endTime: '21:30' },
      [
        'DTSTART;TZID=Europe/Madrid:20261105T190000',
        'DTEND;TZID=Europe/Madrid:20261105T213000',
        'RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20270624T215959Z',
      ],
    ],
    [
      'an UNTIL stored as a date-time is read by its day',
      { rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270128T000000Z' },
      {},
      ['RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20270128T225959Z'],
    ],
    [
      'several cancelled days, the first one included, in one EXDATE',
      { exdates: ['2026-11-05', '2026-12-24'] },
      {},
      [
        'DTSTART;TZID=Europe/Madrid:20261105T190000',
        'EXDATE;TZID=Europe/Madrid:20261105T190000,20261224T190000',
      ],
    ],
    [
      'no start time: whole days, UNTIL and EXDATE as dates',
      {},
      { startTime: '' },
      [
        'DTSTART;VALUE=DATE:20261105',
        'DTEND;VALUE=DATE:20261106',
        'RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20270128',
        'EXDATE;VALUE=DATE:20261224',
      ],
    ],
    [
      'a COUNT rule is kept as stored',
      { rule: 'FREQ=MONTHLY;BYDAY=1SA;COUNT=4', exdates: [], firstDate: '2026-11-07' },
      {},
      ['DTSTART;TZID=Europe/Madrid:20261107T190000', 'RRULE:FREQ=MONTHLY;BYDAY=1SA;COUNT=4'],
    ],
  ])('%s', (_label, over, fields, lines) => {
    const all = unfold(buildSeriesIcs(series(over, fields), PAGE, NOW) ?? '');
    for (const line of lines) expect(all).toContain(line);
  });

  it('a timed series carries the VTIMEZONE; an all-day one does not', () => {
    expect(buildSeriesIcs(series(), PAGE, NOW)).toContain('TZID:Europe/Madrid');
    expect(buildSeriesIcs(series({}, { startTime: '' }), PAGE, NOW)).not.toContain('VTIMEZONE');
  });

  it('no EXDATE line when no day was cancelled', () =>
    expect(buildSeriesIcs(series({ exdates: [] }), PAGE, NOW)).not.toContain('EXDATE'));

  it.each<[string, Partial<EventSeries>, Partial<EventItem>]>([
    ['timed', {}, {}],
    ['all day', {}, { startTime: '' }],
    ['first day cancelled', { exdates: ['2026-11-05', '2026-12-24'] }, {}],
  ])('%s: read back, the file gives exactly the series’ dates', (_label, over, fields) => {
    const e = series(over, fields);
    const dates = THURSDAYS.dates.filter((d) => !(over.exdates ?? []).includes(d));
    expect(expandedDays(buildSeriesIcs(e, PAGE, NOW) ?? '')).toEqual(dates);
  });

  it('is null for a single event', () =>
    expect(buildSeriesIcs(makeEvent({ startDate: '2026-12-03' }), PAGE, NOW)).toBeNull());
});

describe('buildIcs for one date of a series', () => {
  it.each([
    ['the date shown', '2026-12-03', 'DTSTART;TZID=Europe/Madrid:20261203T190000', 'UID:e1-20261203@'],
    ['a date chosen', '2027-01-14', 'DTSTART;TZID=Europe/Madrid:20270114T190000', 'UID:e1-20270114@'],
  ])('%s: that day only, with a UID of its own', (_label, day, start, uid) => {
    const lines = veventLines(buildIcs(occurrenceOn(series(), day), PAGE, NOW) ?? '');
    expect(lines).toContain(start);
    expect(lines.some((l) => l.startsWith(uid))).toBe(true);
    expect(lines.some((l) => l.startsWith('RRULE') || l.startsWith('EXDATE'))).toBe(false);
  });
});

describe('icsFileName', () => {
  it.each([
    ['Concierto de Jazz', 'concierto-de-jazz.ics'],
    ['¡¡!!', 'evento.ics'],
  ])('%j → %j', (title, expected) => expect(icsFileName({ title })).toBe(expected));

  it('one date of a series, and the whole series', () => {
    expect(icsFileName(occurrenceOn(series(), '2027-01-14'))).toBe('pintxo-pote-2027-01-14.ics');
    expect(seriesIcsFileName(series())).toBe('pintxo-pote-todas-las-fechas.ics');
  });
});
