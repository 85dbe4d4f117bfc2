import { describe, expect, it } from 'vitest';
import { CITIES, CITY_IDS, GENERIC_CITY, getCity, getCityOrGeneric } from '@/config/cities';
import { CITY_LOCATIONS } from '@/config/locations';
import { PROVINCE_TOWNS } from '@/config/provinces';

/** WCAG 2 contrast ratio of a hex colour against white. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

const SPEC_CITIES: Array<[string, string, string]> = [
  ['bilbao', 'Bilbao', 'Vizcaya'],
  ['sansebastian', 'San Sebastián', 'Guipúzcoa'],
  ['pamplona', 'Pamplona', 'Navarra'],
  ['vitoria', 'Vitoria-Gasteiz', 'Álava'],
  ['santander', 'Santander', 'Cantabria'],
  ['logronio', 'Logroño', 'La Rioja'],
];

const allCities = [...CITIES, GENERIC_CITY].map((city) => [city.id, city] as const);

describe('cities', () => {
  it('lists the six cities in order, with matching ids', () => {
    expect(CITIES.map((c) => c.id)).toEqual(SPEC_CITIES.map(([id]) => id));
    expect([...CITY_IDS]).toEqual(SPEC_CITIES.map(([id]) => id));
  });

  it.each(SPEC_CITIES)('%s is "%s" in %s', (id, name, province) => {
    const city = getCity(id);
    expect(city?.name).toBe(name);
    expect(city?.province).toBe(province);
    expect(PROVINCE_TOWNS[province]).toBeDefined();
  });

  it.each(CITIES.map((c) => [c.id, c] as const))(
    '%s has hero images, contact and its locations',
    (id, city) => {
      expect(city.heroImage).toBe(`/images/cities/${id}-hero.svg`);
      expect(city.heroImageMobile).toBe(`/images/cities/${id}-hero-mobile.svg`);
      expect(city.contactInfo).toEqual({
        email: `hola.${id}@agendanorte.es`,
        instagram: `https://www.instagram.com/agendanorte.${id}`,
        instagramLabel: `@agendanorte.${id}`,
      });
      expect(city.locations).toBe(CITY_LOCATIONS[id]);
      expect(city.locations.length).toBeGreaterThan(0);
      expect(city.nicknames.length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['bilbao', ['Botxo', 'Bilbo']],
    ['sansebastian', ['Donostia', 'Donosti']],
    ['pamplona', ['Iruña']],
    ['vitoria', ['Gasteiz', 'Vitoria']],
  ])('%s is also known as %j', (id, nicknames) => {
    expect(getCity(id)?.nicknames).toEqual(expect.arrayContaining(nicknames));
  });

  it.each(allCities)('%s: theme colours carry white text at 4.5:1 or more', (_id, city) => {
    for (const colour of [city.theme.primary, city.theme.secondary, city.theme.accent]) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives every city a distinct primary colour', () => {
    const primaries = allCities.map(([, city]) => city.theme.primary);
    expect(new Set(primaries).size).toBe(primaries.length);
  });

  it.each([
    ['bilbao', 'bilbao'],
    ['Logronio', 'logronio'],
    [' santander ', 'santander'],
    ['madrid', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('getCity(%j) → %s', (input, expected) => {
    expect(getCity(input)?.id).toBe(expected);
  });

  it.each([
    ['pamplona', 'pamplona'],
    ['www', 'generic'],
    [null, 'generic'],
  ])('getCityOrGeneric(%j) → %s', (input, expected) => {
    expect(getCityOrGeneric(input).id).toBe(expected);
  });

  it('has a generic fallback city', () => {
    expect(GENERIC_CITY).toMatchObject({
      id: 'generic',
      name: 'Norte de España',
      heroImage: '/images/default-hero.svg',
    });
  });
});
