import { describe, expect, it } from 'vitest';
import { makeEvent } from './event.fixture';
import {
  buildEventJsonLd,
  buildEventsJsonLd,
  madridIsoWithOffset,
  SERIES_JSON_LD_DATES,
} from './event-json-ld';

const ctx = {
  pageUrl: 'https://bilbao.agendanorte.es/event/e1--bilbao-musica-jazz-2026-11-28-jazz',
  imageUrl: 'https://bilbao.agendanorte.es/images/categories/musica.svg',
  province: 'Vizcaya',
};

const concert = makeEvent({
  title: 'Jazz en el Kafe',
  description: '<p>Una <strong>noche</strong> de jazz</p>',
  categoryId: ['musica'],
  venue: 'Bilbo Kafe',
  address: 'Calle Mayor 1',
  town: 'Bilbao',
  startDate: '2026-11-28',
  startTime: '20:00:00',
  endTime: '22:30',
  price: 15,
  ticketUrl: 'https://tickets.example/jazz',
  organizer: 'Asociación Jazz Bilbao',
  artist: 'Trío Ibaizabal',
});

describe('buildEventJsonLd', () => {
  it('has every field Google requires for an event rich result', () => {
    const ld = buildEventJsonLd(concert, ctx);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Jazz en el Kafe',
      startDate: '2026-11-28T20:00:00+01:00',
      endDate: '2026-11-28T22:30:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Bilbo Kafe',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Calle Mayor 1',
          addressLocality: 'Bilbao',
          addressRegion: 'Vizcaya',
          addressCountry: 'ES',
        },
      },
      description: 'Una noche de jazz',
      image: [ctx.imageUrl],
      url: ctx.pageUrl,
      offers: {
        '@type': 'Offer',
        price: 15,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://tickets.example/jazz',
      },
      organizer: { '@type': 'Organization', name: 'Asociación Jazz Bilbao' },
      performer: { '@type': 'PerformingGroup', name: 'Trío Ibaizabal' },
    });
  });

  it.each([
    ['winter (CET)', '2026-01-15', '19:30', '2026-01-15T19:30:00+01:00'],
    ['summer (CEST)', '2026-07-15', '19:30', '2026-07-15T19:30:00+02:00'],
    ['the day summer time starts', '2026-03-29', '12:00', '2026-03-29T12:00:00+02:00'],
    ['the day summer time ends', '2026-10-25', '12:00', '2026-10-25T12:00:00+01:00'],
    ['no time: a date only', '2026-07-15', '', '2026-07-15'],
  ])('startDate in %s', (_label, startDate, startTime, expected) => {
    expect(buildEventJsonLd(makeEvent({ title: 'x', startDate, startTime }), ctx)?.startDate).toBe(expected);
  });

  it.each([
    ['end date only', { startDate: '2026-11-28', endDate: '2026-11-30' }, '2026-11-30'],
    [
      'end date and times',
      { startDate: '2026-11-28', endDate: '2026-11-30', startTime: '10:00', endTime: '14:00' },
      '2026-11-30T14:00:00+01:00',
    ],
    [
      'past midnight',
      { startDate: '2026-07-04', startTime: '23:00', endTime: '02:00' },
      '2026-07-05T02:00:00+02:00',
    ],
    ['nothing known', { startDate: '2026-11-28', startTime: '20:00' }, undefined],
  ])('endDate with %s', (_label, overrides, expected) => {
    expect(buildEventJsonLd(makeEvent({ title: 'x', ...overrides }), ctx)?.endDate).toBe(expected);
  });

  it('a free event offers price 0 in EUR at the page URL when there is no ticket link', () => {
    const ld = buildEventJsonLd(makeEvent({ title: 'x', startDate: '2026-11-28', isFree: true }), ctx);
    expect(ld?.offers).toEqual({
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: ctx.pageUrl,
    });
  });

  it('leaves out what is not known: offers, organizer, performer, street address', () => {
    const ld = buildEventJsonLd(makeEvent({ title: 'x', startDate: '2026-11-28', town: 'Getxo' }), ctx);
    expect(ld).not.toHaveProperty('offers');
    expect(ld).not.toHaveProperty('organizer');
    expect(ld).not.toHaveProperty('performer');
    expect(ld).not.toHaveProperty('inLanguage');
    expect(ld?.location).toEqual({
      '@type': 'Place',
      name: 'Getxo',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Getxo',
        addressRegion: 'Vizcaya',
        addressCountry: 'ES',
      },
    });
  });

  it.each([
    [['eu'], 'eu'],
    [
      ['es', 'eu'],
      ['es', 'eu'],
    ],
  ])('names the event’s own language(s) %j as inLanguage', (language, inLanguage) => {
    const ld = buildEventJsonLd(makeEvent({ title: 'Bertso saioa', startDate: '2026-11-28', language }), ctx);
    expect(ld?.inLanguage).toEqual(inLanguage);
  });

  it("uses the town's own province, and the site's for a border town in both", () => {
    const laguardia = makeEvent({ title: 'x', startDate: '2026-11-28', town: 'Laguardia' });
    const region = (province: string) =>
      (buildEventJsonLd(laguardia, { ...ctx, province })?.location as { address: { addressRegion: string } })
        .address.addressRegion;
    expect(region('La Rioja')).toBe('La Rioja');
    expect(region('Álava')).toBe('Álava');
    expect(region('Vizcaya')).not.toBe('Vizcaya');
  });

  it('is null without a usable start date', () => {
    expect(buildEventJsonLd(makeEvent({ title: 'x' }), ctx)).toBeNull();
  });

  it.each([
    ['scheduled', concert, 'https://schema.org/EventScheduled'],
    ['cancelled', { ...concert, cancelled: true as const }, 'https://schema.org/EventCancelled'],
  ])('eventStatus of a %s event', (_label, event, status) => {
    expect(buildEventJsonLd(event, ctx)?.eventStatus).toBe(status);
  });
});

describe('buildEventsJsonLd', () => {
  /** Thursdays 20:00–22:00 from 4 March to 3 June 2027, across the change to summer time (28 March). */
  const thursdays = Array.from({ length: 14 }, (_, i) =>
    new Date(Date.UTC(2027, 2, 4 + 7 * i)).toISOString().slice(0, 10),
  );
  const classes = makeEvent({
    ...concert,
    startDate: '2027-03-04',
    startTime: '20:00',
    endTime: '22:00',
    series: {
      rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270603',
      exdates: [],
      dates: thursdays,
      firstDate: '2027-03-04',
    },
  });
  const at = (day: string, time: string, offset: string) => `${day}T${time}:00${offset}`;

  it('a single event is its one Event, unchanged', () => {
    expect(buildEventsJsonLd(concert, ctx, '2026-11-01')).toEqual([buildEventJsonLd(concert, ctx)]);
  });

  it.each<[string, string, string[]]>([
    [
      'the first 10 upcoming dates, winter then summer offsets',
      '2027-03-11',
      [
        '2027-03-11',
        '2027-03-18',
        '2027-03-25',
        '2027-04-01',
        '2027-04-08',
        '2027-04-15',
        '2027-04-22',
        '2027-04-29',
        '2027-05-06',
        '2027-05-13',
      ],
    ],
    ['fewer than 10 left: all of them', '2027-05-14', ['2027-05-20', '2027-05-27', '2027-06-03']],
    ['today is one of the dates: it counts', '2027-06-03', ['2027-06-03']],
    ['all dates passed: the last one, as a past single event', '2027-06-10', ['2027-06-03']],
  ])('a series: one Event per date — %s', (_label, today, days) => {
    const lds = buildEventsJsonLd(classes, ctx, today);
    expect(lds.length).toBeLessThanOrEqual(SERIES_JSON_LD_DATES);
    const offset = (day: string) => (day < '2027-03-28' ? '+01:00' : '+02:00');
    expect(lds.map((ld) => [ld.startDate, ld.endDate])).toEqual(
      days.map((day) => [at(day, '20:00', offset(day)), at(day, '22:00', offset(day))]),
    );
  });

  it('every date of a series shares the rest: name, place, offers, organizer, performer', () => {
    const [first, ...rest] = buildEventsJsonLd(classes, ctx, '2027-03-11');
    const { startDate: _s, endDate: _e, ...shared } = first ?? {};
    expect(shared).toMatchObject({ '@type': 'Event', name: 'Jazz en el Kafe', url: ctx.pageUrl });
    for (const ld of rest) expect(ld).toMatchObject(shared);
  });

  it('a cancelled series: every date says EventCancelled', () => {
    const lds = buildEventsJsonLd({ ...classes, cancelled: true }, ctx, '2027-03-11');
    expect(lds.length).toBeGreaterThan(1);
    for (const ld of lds) expect(ld.eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('an all-day series: each Event is its one day', () => {
    const allDay = { ...classes, startTime: '', endTime: '' };
    expect(buildEventsJsonLd(allDay, ctx, '2027-05-28').map((ld) => [ld.startDate, ld.endDate])).toEqual([
      ['2027-06-03', '2027-06-03'],
    ]);
  });
});

describe('madridIsoWithOffset', () => {
  it('writes the Madrid wall-clock time with its offset', () => {
    expect(madridIsoWithOffset(new Date('2026-11-28T19:00:00Z'))).toBe('2026-11-28T20:00:00+01:00');
    expect(madridIsoWithOffset(new Date('2026-08-01T22:30:00Z'))).toBe('2026-08-02T00:30:00+02:00');
  });
});
