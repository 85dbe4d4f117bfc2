import { describe, it, expect } from 'vitest';
import type { EventItem } from './types';
import { googleCalendarUrl, mapEmbedUrl, whatsappShareUrl } from './calendar';
import { makeEvent } from './event.fixture';

const PAGE = 'https://bilbao.agendanorte.es/event/e1--bilbao-musica-jazz-2025-11-22-concierto';

function params(url: string | null): URLSearchParams {
  if (url === null) throw new Error('expected a URL');
  expect(url.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
  return new URL(url).searchParams;
}

describe('googleCalendarUrl', () => {
  it.each<[string, Partial<EventItem>, string, string]>([
    [
      'start and end time (winter, UTC+1)',
      { startDate: '2025-11-22', startTime: '20:00:00', endTime: '22:30:00' },
      'Concierto – 20:00',
      '20251122T190000Z/20251122T213000Z',
    ],
    [
      'summer time (UTC+2)',
      { startDate: '2025-07-15', startTime: '21:00', endTime: '23:00' },
      'Concierto – 21:00',
      '20250715T190000Z/20250715T210000Z',
    ],
    [
      'no end time → start + 2 h',
      { startDate: '2025-11-22', startTime: '20:00' },
      'Concierto – 20:00',
      '20251122T190000Z/20251122T210000Z',
    ],
    [
      'end after midnight',
      { startDate: '2025-11-22', startTime: '23:00', endTime: '02:00' },
      'Concierto – 23:00',
      '20251122T220000Z/20251123T010000Z',
    ],
    [
      'multi-day with times',
      { startDate: '2025-11-22', endDate: '2025-11-24', startTime: '10:00', endTime: '20:00' },
      'Concierto – 10:00',
      '20251122T090000Z/20251124T190000Z',
    ],
    [
      '2 h default across the DST change',
      { startDate: '2025-10-26', startTime: '01:30' },
      'Concierto – 01:30',
      '20251025T233000Z/20251026T013000Z',
    ], // 01:30 CEST + 2 h = 02:30 CET
    ['no time → all day, end exclusive', { startDate: '2025-11-22' }, 'Concierto', '20251122/20251123'],
    [
      'no time, several days',
      { startDate: '2025-11-22', endDate: '2025-11-24' },
      'Concierto',
      '20251122/20251125',
    ],
  ])('%s', (_label, fields, text, dates) => {
    const p = params(googleCalendarUrl(makeEvent({ title: 'Concierto', ...fields }), PAGE));
    expect(p.get('action')).toBe('TEMPLATE');
    expect(p.get('text')).toBe(text);
    expect(p.get('dates')).toBe(dates);
  });

  it('details: plain-text description then the page URL; location from venue, address and town', () => {
    const e = makeEvent({
      title: 'Concierto',
      startDate: '2025-11-22',
      description: '<p>Jazz &amp; blues</p>',
      venue: 'Teatro Arriaga',
      address: 'Plaza Arriaga 1',
      town: 'Bilbao',
    });
    const p = params(googleCalendarUrl(e, PAGE));
    expect(p.get('details')).toBe(`Jazz & blues\n\n${PAGE}`);
    expect(p.get('location')).toBe('Teatro Arriaga, Plaza Arriaga 1, Bilbao');
  });

  it('keeps the page URL whole when the description is long', () => {
    const e = makeEvent({ startDate: '2025-11-22', description: 'palabra '.repeat(500) });
    const details = params(googleCalendarUrl(e, PAGE)).get('details') ?? '';
    expect(details.endsWith(PAGE)).toBe(true);
    expect(details.length).toBeLessThan(600);
  });

  it('is null without a usable start date', () =>
    expect(googleCalendarUrl(makeEvent({ startDate: 'pronto' }), PAGE)).toBeNull());
});

describe('whatsappShareUrl', () => {
  it.each([
    [
      'Concierto de jazz',
      'https://x.es/event/1',
      'https://wa.me/?text=Concierto%20de%20jazz%20https%3A%2F%2Fx.es%2Fevent%2F1',
    ],
    [
      '¿Pintxos & vino?',
      'https://x.es/e',
      'https://wa.me/?text=%C2%BFPintxos%20%26%20vino%3F%20https%3A%2F%2Fx.es%2Fe',
    ],
    ['', 'https://x.es/e', 'https://wa.me/?text=https%3A%2F%2Fx.es%2Fe'],
  ])('%j', (title, url, expected) => expect(whatsappShareUrl(title, url)).toBe(expected));
});

describe('mapEmbedUrl (zoom 15)', () => {
  it.each([
    [
      'Plaza Arriaga 1',
      'Bilbao',
      'https://maps.google.com/maps?q=Plaza%20Arriaga%201%2C%20Bilbao&z=15&output=embed',
    ],
    ['', 'Getxo', 'https://maps.google.com/maps?q=Getxo&z=15&output=embed'],
    ['Calle Mayor 5', '', 'https://maps.google.com/maps?q=Calle%20Mayor%205&z=15&output=embed'],
    ['', ' ', null],
  ])('%j, %j', (address, town, expected) => expect(mapEmbedUrl(address, town)).toBe(expected));
});
