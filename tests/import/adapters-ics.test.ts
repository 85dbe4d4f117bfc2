// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseIcs } from '../../supabase/functions/_shared/import/adapters/ics.ts';
import { RECURRENCE_MESSAGES } from '../../supabase/functions/_shared/recurrence.ts';
import { fixtureBytes, fixtureText } from '../fixtures/import/read.ts';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//ES', ...lines, 'END:VCALENDAR', ''].join('\r\n');

describe('iCalendar adapter: a venue feed', () => {
  const result = parseIcs(fixtureText('ics/venue.ics'));
  const byId = (id: string) => result.items.find((i) => i.externalId === id);

  it('reads a TZID event with LOCATION (venue, then address, its last part a town of the table as the municipality), GEO, CATEGORIES, URL, IMAGE and ORGANIZER', () => {
    expect(result.items[0]).toEqual({
      externalId: 'ka-2026-1205-rock@kafeantzokia.eus',
      title: { es: 'Berri Txarrak: gira de despedida' },
      description: {
        es: 'Concierto de rock.\nPuertas a las 20:30. Aforo limitado, entradas en taquilla y en la web.',
      },
      categoryHints: ['Música', 'Rock'],
      startDate: '2026-12-05',
      startTime: '21:00',
      endTime: '23:30',
      venue: 'Kafe Antzokia',
      address: 'San Vicente Kalea 2, 48001 Bilbao',
      municipality: 'Bilbao',
      latitude: 43.263,
      longitude: -2.9311,
      url: 'https://www.kafeantzokia.eus/es/agenda/berri-txarrak',
      imageUrl: 'https://www.kafeantzokia.eus/img/berri-txarrak.jpg',
      organizer: 'Kafe Antzokia',
      languages: [],
      cancelled: false,
    });
  });

  it('converts UTC to Madrid wall time and reads floating times as Madrid', () => {
    expect(result.items[1]).toEqual({
      externalId: 'ka-2026-1206-vermut@kafeantzokia.eus',
      title: { es: 'Vermut musical' },
      description: {},
      categoryHints: [],
      startDate: '2026-12-06',
      startTime: '13:00',
      endTime: '15:00',
      venue: 'Kafe Antzokia',
      languages: [],
      cancelled: false,
    });
    expect(result.items[2]).toEqual({
      externalId: 'ka-2026-1207-jam@kafeantzokia.eus',
      title: { es: 'Jam session' },
      description: { es: 'Trae tu instrumento.' },
      categoryHints: [],
      startDate: '2026-12-07',
      startTime: '20:30',
      languages: [],
      cancelled: false,
    });
  });

  it('reads all-day events with an exclusive DTEND, and Basque text by its LANGUAGE parameter', () => {
    expect(result.items[3]).toEqual({
      externalId: 'ka-2026-1208-azoka@kafeantzokia.eus',
      title: { eu: 'Disko azoka' },
      description: { eu: 'Bigarren eskuko diskoak.' },
      categoryHints: ['Azoka'],
      startDate: '2026-12-08',
      endDate: '2026-12-10',
      languages: [],
      cancelled: false,
    });
    expect(result.items[4]).toEqual({
      externalId: 'ka-2026-1209-cine@kafeantzokia.eus',
      title: { es: 'Cineclub (un solo día)' },
      description: {},
      categoryHints: [],
      startDate: '2026-12-09',
      languages: [],
      cancelled: false,
    });
  });

  it('reads a series: its rule (UTC UNTIL as a Madrid day, WKST=MO dropped) and exdates, overrides included', () => {
    expect(result.items[5]).toEqual({
      externalId: 'ka-serie-bertso@kafeantzokia.eus',
      title: { es: 'Bertso eskola irekia' },
      description: {},
      categoryHints: ['Bertsolaritza'],
      startDate: '2026-12-03',
      startTime: '19:00',
      endTime: '20:30',
      venue: 'Kafe Antzokia',
      address: 'San Vicente Kalea 2, 48001 Bilbao',
      municipality: 'Bilbao',
      languages: [],
      cancelled: false,
      recurrence: {
        rule: 'FREQ=WEEKLY;UNTIL=20270128;BYDAY=TH',
        // 10th: moved (its own item); 17th: cancelled occurrence; 24th and 31st: EXDATE.
        exdates: ['2026-12-10', '2026-12-17', '2026-12-24', '2026-12-31'],
      },
    });
  });

  it('makes a modified occurrence its own item, UID#day; a cancelled occurrence gives no item', () => {
    expect(result.items[6]).toEqual({
      externalId: 'ka-serie-bertso@kafeantzokia.eus#2026-12-10',
      title: { es: 'Bertso eskola irekia (saio berezia)' },
      description: {},
      categoryHints: [],
      startDate: '2026-12-10',
      startTime: '20:00',
      endTime: '21:30',
      venue: 'Kafe Antzokia',
      address: 'San Vicente Kalea 2, 48001 Bilbao',
      municipality: 'Bilbao',
      languages: [],
      cancelled: false,
    });
    expect(byId('ka-serie-bertso@kafeantzokia.eus#2026-12-17')).toBeUndefined();
  });

  it('marks STATUS:CANCELLED; reads a LOCATION outside the six cities as it is (the mapping leaves it out)', () => {
    expect(result.items[7]).toEqual({
      externalId: 'ka-2026-1213-cancelado@kafeantzokia.eus',
      title: { es: 'Concierto de Nøgen (cancelado)' },
      description: {},
      categoryHints: [],
      startDate: '2026-12-13',
      startTime: '21:00',
      languages: [],
      cancelled: true,
    });
    expect(result.items[8]).toEqual({
      externalId: 'ka-2026-1218-burgos@kafeantzokia.eus',
      title: { es: 'Kafe Antzokia en gira: noche de folk en Burgos' },
      description: {},
      categoryHints: [],
      startDate: '2026-12-18',
      startTime: '21:00',
      venue: 'Teatro Principal',
      address: 'Paseo del Espolón s/n, 09003 Burgos',
      languages: [],
      cancelled: false,
    });
  });

  it("converts another zone's TZID to Madrid, drops a javascript: URL and keeps the <script> for the mapping", () => {
    expect(result.items[9]).toEqual({
      externalId: 'ka-2026-1219-londres@kafeantzokia.eus',
      title: { es: 'Streaming desde Londres' },
      description: { es: "<p>Emisión en directo.</p><script>alert('xss')</script>" },
      categoryHints: [],
      startDate: '2026-12-19',
      startTime: '20:00',
      endTime: '22:00',
      languages: [],
      cancelled: false,
    });
    expect(result.items).toHaveLength(10);
  });

  it("rejects series outside the product's subset with recurrenceProblem's message, and VEVENTs without DTSTART or SUMMARY", () => {
    expect(result.rejected).toEqual([
      { externalId: 'ka-anual@kafeantzokia.eus', reason: RECURRENCE_MESSAGES.freq },
      { externalId: 'ka-semanal-sin-fin@kafeantzokia.eus', reason: RECURRENCE_MESSAGES.countOrUntil },
      { externalId: 'ka-sin-fecha@kafeantzokia.eus', reason: 'sin fecha de inicio' },
      { externalId: 'ka-sin-titulo@kafeantzokia.eus', reason: 'sin título' },
    ]);
  });

  it('fills the town and province the caller gives for a venue feed', () => {
    const withTown = parseIcs(fixtureText('ics/venue.ics'), { municipality: 'Bilbao', province: 'Bizkaia' });
    expect(withTown.items[2]).toMatchObject({ municipality: 'Bilbao', province: 'Bizkaia' });
  });
});

describe('iCalendar adapter: a Gancio feed with one unreadable VEVENT', () => {
  const result = parseIcs(fixtureText('ics/gancio.ics'));

  it('reads the other events (UTC times, GEO, DURATION)', () => {
    expect(result.items).toEqual([
      {
        externalId: '7b1c1f0e-5a8e-4d2b-9f3e-2d1a9b8c7d01',
        title: { es: 'Asamblea abierta del barrio' },
        description: { es: 'Asamblea mensual.' },
        categoryHints: ['asamblea', 'barrio'],
        startDate: '2026-12-11',
        startTime: '19:00',
        endTime: '21:00',
        venue: 'Gaztetxe de Bilbao La Vieja',
        address: 'Calle Cortes 10, Bilbao',
        municipality: 'Bilbao',
        latitude: 43.2561,
        longitude: -2.9236,
        url: 'https://gancio.example.org/event/asamblea-abierta-del-barrio',
        languages: [],
        cancelled: false,
      },
      {
        externalId: '7b1c1f0e-5a8e-4d2b-9f3e-2d1a9b8c7d03',
        title: { es: 'Cine fórum' },
        description: {},
        categoryHints: ['cine'],
        startDate: '2026-12-14',
        startTime: '20:00',
        endTime: '22:30',
        venue: 'Gaztetxe de Bilbao La Vieja',
        address: 'Calle Cortes 10, Bilbao',
        municipality: 'Bilbao',
        languages: [],
        cancelled: false,
      },
    ]);
  });

  it('rejects the VEVENT ical.js cannot read and the one with a broken date, each on its own', () => {
    expect(result.rejected).toEqual([
      {
        externalId: '7b1c1f0e-5a8e-4d2b-9f3e-2d1a9b8c7d04',
        reason: expect.stringMatching(/^VEVENT ilegible: invalid frequency "FORTNIGHTLY"/),
      },
      { externalId: '7b1c1f0e-5a8e-4d2b-9f3e-2d1a9b8c7d02', reason: 'fecha no válida' },
    ]);
  });
});

describe('iCalendar adapter: documents', () => {
  it('reads a windows-1252 feed once decodeBody has decoded its bytes', () => {
    const bytes = fixtureBytes('ics/latin1.ics');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(parseIcs(fixtureText('ics/latin1.ics')).items).toEqual([
      {
        externalId: 'az-2027-0101@antzokizaharra.example',
        title: { es: 'Concierto de Año Nuevo: música para piano' },
        description: { es: 'Obras de Granados y Albéniz. Entrada: 12 €.' },
        categoryHints: [],
        startDate: '2027-01-01',
        startTime: '19:00',
        venue: 'Antzoki Zaharra',
        address: 'Plaza de la Constitución 1, Donostia',
        municipality: 'Donostia',
        languages: [],
        cancelled: false,
      },
    ]);
  });

  it('throws a clear error on a malformed calendar or on something that is not one', () => {
    expect(() => parseIcs(fixtureText('ics/malformed.ics'))).toThrow(/^iCalendar mal formado: /);
    expect(() => parseIcs('<html><body>404</body></html>')).toThrow(
      'iCalendar: el documento no es un calendario (falta BEGIN:VCALENDAR)',
    );
  });

  it('reads a Windows TZID through the VTIMEZONE the feed carries', () => {
    const text = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:Romance Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16011028T030000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010325T020000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:outlook-1',
      'DTSTART;TZID=Romance Standard Time:20270710T200000',
      'SUMMARY:Verano',
      'END:VEVENT',
    );
    expect(parseIcs(text).items[0]).toMatchObject({ startDate: '2027-07-10', startTime: '20:00' });
  });

  it('reads a UTC time that falls on the next Madrid day on that day', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:late',
      'DTSTART:20261231T233000Z',
      'SUMMARY:Nochevieja',
      'END:VEVENT',
    );
    expect(parseIcs(text).items[0]).toMatchObject({ startDate: '2027-01-01', startTime: '00:30' });
  });

  it('gives a VEVENT without UID a stable hash id', () => {
    const text = calendar('BEGIN:VEVENT', 'DTSTART:20261205T200000Z', 'SUMMARY:Sin UID', 'END:VEVENT');
    const first = parseIcs(text).items[0]!.externalId;
    expect(first).toMatch(/^ics:[0-9a-f]{14}$/);
    expect(parseIcs(text).items[0]!.externalId).toBe(first);
  });

  it('keeps WKST when it changes the days of the series (and so rejects it)', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:wkst',
      'DTSTART:20261201T180000Z',
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU;COUNT=4',
      'SUMMARY:Quincenal',
      'END:VEVENT',
    );
    expect(parseIcs(text).rejected).toEqual([
      { externalId: 'wkst', reason: `La regla de repetición usa WKST, ${RECURRENCE_MESSAGES.unsupported}.` },
    ]);
  });
});
