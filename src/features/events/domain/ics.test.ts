import { describe, it, expect } from 'vitest';
import type { EventItem } from './types';
import { buildIcs, escapeIcsText, foldIcsLine, icsFileName } from './ics';
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

describe('icsFileName', () => {
  it.each([
    ['Concierto de Jazz', 'concierto-de-jazz.ics'],
    ['¡¡!!', 'evento.ics'],
  ])('%j → %j', (title, expected) => expect(icsFileName({ title })).toBe(expected));
});
