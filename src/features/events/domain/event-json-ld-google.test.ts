/**
 * The event page's JSON-LD against Google's Event structured-data documentation
 * (developers.google.com/search/docs/appearance/structured-data/event): every required property,
 * and every recommended one the data can fill, for a free, a paid, a no-time and a multi-day event.
 */
import { describe, expect, it } from 'vitest';
import { makeEvent } from './event.fixture';
import { buildEventJsonLd } from './event-json-ld';
import type { EventItem } from './types';

/** Google: required for an event rich result. */
const REQUIRED = ['name', 'startDate', 'location'] as const;
/** Google: required inside location (a Place). */
const REQUIRED_LOCATION = ['name', 'address'] as const;
/** Google: recommended. */
const RECOMMENDED = [
  'description',
  'endDate',
  'eventStatus',
  'image',
  'offers',
  'organizer',
  'performer',
  'eventAttendanceMode',
] as const;
/** Google: recommended inside offers. */
const RECOMMENDED_OFFER = ['price', 'priceCurrency', 'availability', 'url', 'validFrom'] as const;
/** Google: recommended inside organizer. */
const RECOMMENDED_ORGANIZER = ['name', 'url'] as const;

const SCHEMA_URL = /^https:\/\/schema\.org\/\w+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

const ctx = {
  pageUrl: 'https://bilbao.agendanorte.es/event/e1--bilbao-musica-jazz-2026-11-28-jazz',
  imageUrl: 'https://bilbao.agendanorte.es/images/social/bilbao.png',
  province: 'Vizcaya',
};

const base: Partial<EventItem> = {
  description: '<p>Una <strong>noche</strong> para disfrutar.</p>',
  venue: 'Kafe Antzokia',
  address: 'San Vicente Kalea, 2',
  town: 'Bilbao',
  organizer: 'Kafe Antzokia',
  infoUrl: 'https://www.kafeantzokia.eus/es/programa/noche',
  artist: 'Txema Ruiz Trío',
  createdAt: '2026-11-01T09:30:00.000Z',
};

const CASES: Array<[label: string, event: EventItem, check: (ld: Record<string, unknown>) => void]> = [
  [
    'a free event',
    makeEvent({
      ...base,
      title: 'Jam de jazz',
      startDate: '2026-11-28',
      startTime: '22:00',
      endTime: '23:30',
      isFree: true,
    }),
    (ld) => {
      expect(ld.offers).toMatchObject({ price: 0, priceCurrency: 'EUR', url: ctx.pageUrl });
      expect(ld.startDate).toBe('2026-11-28T22:00:00+01:00');
      expect(ld.endDate).toBe('2026-11-28T23:30:00+01:00');
    },
  ],
  [
    'a paid event',
    makeEvent({
      ...base,
      title: 'Concierto de la JOEH',
      startDate: '2026-12-05',
      startTime: '19:30',
      endTime: '21:30',
      price: 35,
      ticketUrl: 'https://entradas.example/joeh',
    }),
    (ld) => {
      expect(ld.offers).toMatchObject({
        price: 35,
        priceCurrency: 'EUR',
        url: 'https://entradas.example/joeh',
      });
      expect(ld.startDate).toMatch(DATE_TIME);
    },
  ],
  [
    'a no-time event',
    makeEvent({ ...base, title: 'Mercadillo solidario', startDate: '2026-12-12', price: 3 }),
    (ld) => {
      expect(ld.startDate).toBe('2026-12-12');
      expect(ld.endDate).toBe('2026-12-12');
    },
  ],
  [
    'a multi-day event',
    makeEvent({
      ...base,
      title: 'Feria de Navidad',
      startDate: '2026-12-18',
      endDate: '2026-12-23',
      startTime: '11:00',
      endTime: '20:00',
      isFree: true,
    }),
    (ld) => {
      expect(ld.startDate).toBe('2026-12-18T11:00:00+01:00');
      expect(ld.endDate).toBe('2026-12-23T20:00:00+01:00');
    },
  ],
];

describe("JSON-LD: Google's Event properties", () => {
  it.each(CASES)('%s has every required and recommended property', (_label, event, check) => {
    const ld = buildEventJsonLd(event, ctx);
    expect(ld).not.toBeNull();
    if (!ld) return;
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Event');
    for (const key of [...REQUIRED, ...RECOMMENDED]) expect(ld, key).toHaveProperty(key);

    expect(typeof ld.name).toBe('string');
    expect(String(ld.startDate)).toMatch(new RegExp(`${DATE.source}|${DATE_TIME.source}`));
    expect(String(ld.endDate)).toMatch(new RegExp(`${DATE.source}|${DATE_TIME.source}`));
    expect(String(ld.endDate) >= String(ld.startDate).slice(0, 10)).toBe(true);

    const location = ld.location as Record<string, unknown>;
    expect(location['@type']).toBe('Place');
    for (const key of REQUIRED_LOCATION) expect(location, `location.${key}`).toHaveProperty(key);
    expect(location.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: 'San Vicente Kalea, 2',
      addressLocality: 'Bilbao',
      addressRegion: 'Vizcaya',
      addressCountry: 'ES',
    });

    expect(String(ld.eventStatus)).toMatch(SCHEMA_URL);
    expect(String(ld.eventAttendanceMode)).toMatch(SCHEMA_URL);
    expect(ld.image).toEqual([ctx.imageUrl]);
    expect(String(ld.description)).not.toMatch(/<[a-z]/i);

    const offer = ld.offers as Record<string, unknown>;
    expect(offer['@type']).toBe('Offer');
    for (const key of RECOMMENDED_OFFER) expect(offer, `offers.${key}`).toHaveProperty(key);
    expect(typeof offer.price).toBe('number');
    expect(String(offer.availability)).toMatch(SCHEMA_URL);
    expect(String(offer.url)).toMatch(/^https:\/\//);
    expect(offer.validFrom).toBe('2026-11-01T10:30:00+01:00');

    const org = ld.organizer as Record<string, unknown>;
    expect(org['@type']).toBe('Organization');
    for (const key of RECOMMENDED_ORGANIZER) expect(org, `organizer.${key}`).toHaveProperty(key);
    expect(org.url).toBe('https://www.kafeantzokia.eus/');

    expect(ld.performer).toEqual({ '@type': 'PerformingGroup', name: 'Txema Ruiz Trío' });
    check(ld);
  });

  it('never invents: no publication date → no validFrom; no web link → organizer without url', () => {
    const ld = buildEventJsonLd(
      makeEvent({
        ...base,
        title: 'x',
        startDate: '2026-11-28',
        isFree: true,
        createdAt: undefined,
        infoUrl: 'mailto:a@b.es',
      }),
      ctx,
    );
    expect(ld?.offers).not.toHaveProperty('validFrom');
    expect(ld?.organizer).toEqual({ '@type': 'Organization', name: 'Kafe Antzokia' });
  });
});
