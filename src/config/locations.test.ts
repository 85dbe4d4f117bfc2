import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CITY_LOCATIONS,
  NEWSLETTER_LOCATIONS,
  cityIdOfOtherPlaces,
  getTopLevelLocations,
  locationName,
  newsletterLocationName,
  otherPlacesId,
} from '@/config/locations';
import type { Location } from '@/config/types';
import { setPageLocale } from '@/i18n/locale';

const BILBAO_DISTRICTS = [
  'abando',
  'casco-viejo',
  'deusto',
  'begoña',
  'santutxu',
  'indautxu',
  'rekalde',
  'zorrotzaurre',
  'san-francisco',
];
const BILBAO_TOWNS = [
  'bilbao',
  'getxo',
  'barakaldo',
  'santurtzi',
  'portugalete',
  'basauri',
  'durango',
  'gernika',
  'leioa',
  'mungia',
];
const CENTRE_TOWNS = BILBAO_TOWNS.filter((id) => id !== 'bilbao' && id !== 'getxo');

const cityEntries = Object.entries(CITY_LOCATIONS);
const bilbao = CITY_LOCATIONS['bilbao'] ?? [];
const childrenOf = (locations: readonly Location[], parentId: string) =>
  locations.filter((l) => l.parentId === parentId);

describe('locations', () => {
  it('covers the six cities', () => {
    expect(Object.keys(CITY_LOCATIONS)).toEqual([
      'bilbao',
      'sansebastian',
      'pamplona',
      'vitoria',
      'santander',
      'logronio',
    ]);
  });

  it('keeps ids unique across every city', () => {
    const ids = cityEntries.flatMap(([, locations]) => locations.map((l) => l.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(cityEntries)('%s: every parentId resolves to a town of the same city', (_cityId, locations) => {
    const topLevel = new Set(getTopLevelLocations(locations).map((l) => l.id));
    for (const location of locations) {
      if (location.parentId) expect(topLevel.has(location.parentId)).toBe(true);
      expect(location.name.trim()).toBe(location.name);
      expect(location.name.length).toBeGreaterThan(0);
    }
  });

  it.each(cityEntries)('%s: its own town has the city id', (cityId, locations) => {
    const own = locations.find((l) => l.id === cityId);
    expect(own).toBeDefined();
    expect(own?.parentId).toBeUndefined();
  });

  it('gives Bilbao its 9 districts, in order', () => {
    expect(childrenOf(bilbao, 'bilbao').map((l) => l.id)).toEqual(BILBAO_DISTRICTS);
  });

  it('gives Bilbao the 10 towns of the description', () => {
    expect(getTopLevelLocations(bilbao).map((l) => l.id)).toEqual(BILBAO_TOWNS);
  });

  it('gives Getxo its three areas', () => {
    expect(childrenOf(bilbao, 'getxo').map((l) => l.id)).toEqual([
      'algorta',
      'las-arenas',
      'romoko-kultur-etxea',
    ]);
  });

  it.each(CENTRE_TOWNS)('gives %s one child "Centro" with id {town}-centro', (townId) => {
    expect(childrenOf(bilbao, townId)).toEqual([
      { id: `${townId}-centro`, name: 'Centro', parentId: townId },
    ]);
  });

  it.each([
    ['casco-viejo', 'Casco Viejo', 'bilbao'],
    ['begoña', 'Begoña', 'bilbao'],
    ['san-francisco', 'San Francisco', 'bilbao'],
    ['las-arenas', 'Las Arenas', 'getxo'],
    ['parte-vieja', 'Parte Vieja', 'sansebastian'],
    ['najera', 'Nájera', undefined],
  ])('names %s "%s" under %s', (id, name, parentId) => {
    const location = cityEntries.flatMap(([, locations]) => locations).find((l) => l.id === id);
    expect(location).toEqual(parentId ? { id, name, parentId } : { id, name });
  });

  it.each([
    ['sansebastian', 11],
    ['pamplona', 10],
    ['vitoria', 5],
    ['santander', 6],
  ])('gives %s %i locations', (cityId, count) => {
    expect(CITY_LOCATIONS[cityId]).toHaveLength(count);
  });

  it('gives Logroño 7 neighbourhoods and about 18 towns', () => {
    const locations = CITY_LOCATIONS['logronio'] ?? [];
    expect(childrenOf(locations, 'logronio')).toHaveLength(7);
    const towns = getTopLevelLocations(locations).map((l) => l.id);
    expect(towns.length).toBeGreaterThanOrEqual(16);
    expect(towns.length).toBeLessThanOrEqual(20);
    expect(towns).toEqual(
      expect.arrayContaining([
        'haro',
        'calahorra',
        'arnedo',
        'najera',
        'santo-domingo-de-la-calzada',
        'alfaro',
        'ezcaray',
        'lardero',
        'villamediana-de-iregua',
      ]),
    );
  });

  it.each([
    ['bilbao', 'otros-bilbao'],
    ['logronio', 'otros-logronio'],
  ])('otherPlacesId(%s) → %s and back', (cityId, value) => {
    expect(otherPlacesId(cityId)).toBe(value);
    expect(cityIdOfOtherPlaces(value)).toBe(cityId);
  });

  it.each(['bilbao', 'otros-', 'otrosbilbao'])('cityIdOfOtherPlaces(%s) is undefined', (value) => {
    expect(cityIdOfOtherPlaces(value)).toBeUndefined();
  });

  it('offers the newsletter places verbatim', () => {
    expect(NEWSLETTER_LOCATIONS).toEqual([
      'Bilbao',
      'Getxo',
      'Barakaldo',
      'Santurtzi',
      'Portugalete',
      'Sestao',
      'Durango',
      'Erandio',
    ]);
  });
});

describe('place names on a Basque page', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  const place = (cityId: string, id: string) => CITY_LOCATIONS[cityId]!.find((l) => l.id === id)!;

  it.each([
    ['bilbao', 'bilbao', 'Bilbo'],
    ['bilbao', 'casco-viejo', 'Alde Zaharra'],
    ['bilbao', 'deusto', 'Deusto'],
    ['bilbao', 'las-arenas', 'Areeta'],
    ['bilbao', 'getxo', 'Getxo'],
    ['bilbao', 'durango-centro', 'Erdigunea'],
    ['sansebastian', 'parte-vieja', 'Alde Zaharra'],
    ['sansebastian', 'gros', 'Gros'],
    ['pamplona', 'casco-antiguo', 'Alde Zaharra'],
    ['vitoria', 'ensanche', 'Zabalgunea'],
    ['santander', 'santander-centro', 'Erdigunea'],
    ['logronio', 'haro', 'Haro'],
  ])('%s %s → %s', (cityId, id, name) => {
    expect(locationName(place(cityId, id))).toBe(name);
  });

  it('keeps ids and stored names, and Spanish pages, as they were', () => {
    expect(place('bilbao', 'casco-viejo')).toEqual({
      id: 'casco-viejo',
      name: 'Casco Viejo',
      parentId: 'bilbao',
    });
    setPageLocale('es');
    expect(locationName(place('bilbao', 'casco-viejo'))).toBe('Casco Viejo');
    expect(locationName(place('bilbao', 'durango-centro'))).toBe('Centro');
    expect(newsletterLocationName('Bilbao')).toBe('Bilbao');
  });

  it('names the newsletter places in Basque, their values unchanged', () => {
    expect(NEWSLETTER_LOCATIONS.map(newsletterLocationName)).toEqual([
      'Bilbo',
      'Getxo',
      'Barakaldo',
      'Santurtzi',
      'Portugalete',
      'Sestao',
      'Durango',
      'Erandio',
    ]);
    expect(NEWSLETTER_LOCATIONS[0]).toBe('Bilbao');
  });
});
