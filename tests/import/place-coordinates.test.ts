// @vitest-environment node
/**
 * Where an imported item is listed, from what else than its municipality: a point outside the six
 * cities' provinces leaves it out (even with no municipality, when the source's city would otherwise
 * adopt it), and an iCalendar LOCATION ending in a town of the city table names its municipality.
 */
import { describe, expect, it } from 'vitest';
import { locationMunicipality, parseIcs } from '../../supabase/functions/_shared/import/adapters/ics.ts';
import { mapItem } from '../../supabase/functions/_shared/import/map_item.ts';
import {
  insideSixCitiesBounds,
  resolvePlace,
  tableTown,
} from '../../supabase/functions/_shared/import/place_map.ts';
import type { PlaceInput } from '../../supabase/functions/_shared/import/place_map.ts';

describe('import: the box around the six cities’ provinces', () => {
  const points: Array<[string, number, number, boolean]> = [
    ['Bilbao', 43.263, -2.935, true],
    ['Donostia', 43.3183, -1.9812, true],
    ['Hondarribia (north-east corner of Gipuzkoa)', 43.3675, -1.7911, true],
    ['Vitoria-Gasteiz', 42.8467, -2.6716, true],
    ['Pamplona', 42.8125, -1.6458, true],
    ['Cortes (south of Navarra)', 41.9217, -1.4214, true],
    ['Isaba (east of Navarra)', 42.8606, -0.9219, true],
    ['Santander', 43.4623, -3.8099, true],
    ['Tresviso (west of Cantabria)', 43.2614, -4.6706, true],
    ['Logroño', 42.4627, -2.445, true],
    ['Cervera del Río Alhama (south of La Rioja)', 42.0058, -1.955, true],
    ['Madrid', 40.4168, -3.7038, false],
    ['Barcelona', 41.3874, 2.1686, false],
    ['Zaragoza', 41.6488, -0.8891, false],
    ['Huesca', 42.1401, -0.4089, false],
    ['Soria', 41.7636, -2.4649, false],
    ['Oviedo', 43.3614, -5.8494, false],
    ['Bordeaux', 44.8378, -0.5792, false],
  ];
  it.each(points)('%s (%f, %f) → inside: %s', (_name, latitude, longitude, inside) => {
    expect(insideSixCitiesBounds(latitude, longitude)).toBe(inside);
  });
});

describe('import: coordinates decide when they are outside', () => {
  const MADRID = { latitude: 40.4168, longitude: -3.7038 };
  const BILBAO = { latitude: 43.263, longitude: -2.935 };
  const cases: Array<[string, PlaceInput, string | undefined, ReturnType<typeof resolvePlace>]> = [
    [
      'no municipality, a point in Madrid, a Bilbao source',
      { ...MADRID },
      'bilbao',
      { ok: false, reason: 'fuera de las seis ciudades: coordenadas 40.4168, -3.7038' },
    ],
    [
      'no municipality, a point in Madrid, no source city',
      { ...MADRID },
      undefined,
      { ok: false, reason: 'fuera de las seis ciudades: coordenadas 40.4168, -3.7038' },
    ],
    [
      'a known municipality, a point in Madrid',
      { municipality: 'Getxo', ...MADRID },
      'bilbao',
      { ok: false, reason: 'fuera de las seis ciudades: coordenadas 40.4168, -3.7038' },
    ],
    [
      'a neighbourhood as the municipality, a point in Madrid',
      { municipality: 'Algorta', ...MADRID },
      undefined,
      { ok: false, reason: 'fuera de las seis ciudades: coordenadas 40.4168, -3.7038' },
    ],
    [
      'an unknown municipality is reported by its name first',
      { municipality: 'Burgos', latitude: 42.3439, longitude: -3.6969 },
      'bilbao',
      { ok: false, reason: 'fuera de las seis ciudades: Burgos' },
    ],
    [
      'no municipality, a point in Bilbao: the source’s city',
      { ...BILBAO },
      'bilbao',
      { ok: true, town: 'Bilbao', cityId: 'bilbao', neighborhood: null },
    ],
    [
      'a known municipality, a point inside',
      { municipality: 'Getxo', latitude: 43.35, longitude: -3.01 },
      'bilbao',
      { ok: true, town: 'Getxo', cityId: 'bilbao', neighborhood: null },
    ],
    [
      'only a latitude: no point',
      { latitude: 40.4168 },
      'bilbao',
      { ok: true, town: 'Bilbao', cityId: 'bilbao', neighborhood: null },
    ],
    [
      'a point that is not a number: no point',
      { latitude: Number.NaN, longitude: -3.7 },
      'santander',
      { ok: true, town: 'Santander', cityId: 'santander', neighborhood: null },
    ],
  ];
  it.each(cases)('%s', (_what, input, cityId, expected) => {
    expect(resolvePlace(input, cityId)).toEqual(expected);
  });
});

describe('import: an iCalendar LOCATION’s last part as the municipality', () => {
  const locations: Array<[string | undefined, string | undefined]> = [
    ['Kafe Antzokia, San Vicente Kalea 2, 48001 Bilbao', 'Bilbao'],
    ['Antzoki Zaharra, Plaza de la Constitución 1, Donostia', 'Donostia'],
    ['Plaza del Castillo, Iruñea', 'Iruñea'],
    ['Frontón, Laguardia', 'Laguardia'],
    ['Getxo', 'Getxo'],
    ['Teatro Principal, Paseo del Espolón s/n, 09003 Burgos', undefined],
    ['Sala, Calle Logroño 3', undefined],
    ['Kafe Antzokia, Bilbao, España', undefined],
    ['Kafe Antzokia', undefined],
    ['', undefined],
    [undefined, undefined],
  ];
  it.each(locations)('%j → %j', (location, municipality) => {
    expect(locationMunicipality(location)).toBe(municipality);
  });

  it('tableTown answers with the table’s spelling', () => {
    expect(tableTown('Donostia')).toBe('San Sebastián');
    expect(tableTown('iruñea')).toBe('Pamplona');
    expect(tableTown('Burgos')).toBeUndefined();
  });
});

describe('import: iCalendar items through the mapping', () => {
  const feed = (...vevents: string[][]) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//ES',
      ...vevents.flatMap((lines, i) => [
        'BEGIN:VEVENT',
        `UID:evento-${i}@sala.example`,
        'DTSTAMP:20261101T000000Z',
        'DTSTART:20261205T200000',
        ...lines,
        'END:VEVENT',
      ]),
      'END:VCALENDAR',
      '',
    ].join('\r\n');

  const cases: Array<[string, string[], string, Record<string, unknown>]> = [
    [
      'GEO in Madrid and no municipality: left out',
      ['SUMMARY:Concierto en Madrid', 'LOCATION:Sala Clamores', 'GEO:40.4319;-3.7024'],
      'bilbao',
      { ok: false, reason: 'fuera de las seis ciudades: coordenadas 40.4319, -3.7024' },
    ],
    [
      'LOCATION ending in Getxo, from a Santander feed: listed in Getxo (Bilbao)',
      ['SUMMARY:Jazz en Algorta', 'LOCATION:Bar Arima\\, Algortako Etorbidea 3\\, Getxo'],
      'santander',
      { ok: true, event: { town: 'Getxo', cityId: 'bilbao', venue: 'Bar Arima' } },
    ],
    [
      'LOCATION ending in Donostia: San Sebastián',
      ['SUMMARY:Cine', 'LOCATION:Teatro Victoria Eugenia\\, Donostia', 'GEO:43.3218;-1.9847'],
      'bilbao',
      { ok: true, event: { town: 'San Sebastián', cityId: 'sansebastian' } },
    ],
    [
      'LOCATION with no town of the table: the feed’s city',
      ['SUMMARY:Charla', 'LOCATION:Biblioteca Central\\, Calle Mayor 1'],
      'pamplona',
      { ok: true, event: { town: 'Pamplona', cityId: 'pamplona', address: 'Calle Mayor 1' } },
    ],
  ];
  it.each(cases)('%s', (_what, lines, cityId, expected) => {
    const { items, rejected } = parseIcs(feed(lines));
    expect(rejected).toEqual([]);
    expect(mapItem(items[0]!, { kind: 'ics', cityId })).toMatchObject(expected);
  });
});
