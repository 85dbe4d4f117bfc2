import { describe, expect, it } from 'vitest';
import { CITIES } from '@/config/cities';
import { getTopLevelLocations } from '@/config/locations';
import { PROVINCE_TOWNS, getProvinceTowns, provincesOfTown } from '@/config/provinces';
import { normalizeText } from '@/lib/text';

describe('provinces', () => {
  it('covers the six provinces plus the border provinces', () => {
    expect(Object.keys(PROVINCE_TOWNS)).toEqual([
      'Vizcaya',
      'Guipúzcoa',
      'Álava',
      'Navarra',
      'Cantabria',
      'La Rioja',
      'Burgos',
      'Aragón',
    ]);
  });

  it.each(['Vizcaya', 'Guipúzcoa', 'Álava', 'Navarra', 'Cantabria', 'La Rioja'])(
    '%s lists between 15 and 40 distinct towns',
    (province) => {
      const towns = getProvinceTowns(province);
      expect(towns.length).toBeGreaterThanOrEqual(15);
      expect(towns.length).toBeLessThanOrEqual(40);
      expect(new Set(towns.map(normalizeText)).size).toBe(towns.length);
    },
  );

  it.each([
    ['Laguardia', ['Álava', 'La Rioja']],
    ['Miranda de Ebro', ['Álava', 'Burgos']],
    ['Tudela', ['Navarra', 'Aragón']],
  ])('%s counts in two provinces', (town, provinces) => {
    expect(provincesOfTown(town).sort()).toEqual([...provinces].sort());
  });

  it.each([
    ['getxo', ['Vizcaya']],
    ['  IRUN ', ['Guipúzcoa']],
    ['logrono', ['La Rioja']],
    ['barañain', ['Navarra']],
    ['miranda de ebro', ['Álava', 'Burgos']],
    ['Madrid', []],
    ['', []],
  ])('provincesOfTown(%j) → %j', (town, provinces) => {
    expect(provincesOfTown(town).sort()).toEqual([...provinces].sort());
  });

  it.each([
    ['alava', 'Vitoria-Gasteiz'],
    ['GUIPUZCOA', 'San Sebastián'],
    ['la rioja', 'Logroño'],
  ])('getProvinceTowns(%s) finds its province', (province, town) => {
    expect(getProvinceTowns(province)).toContain(town);
  });

  it('returns no towns for an unknown province', () => {
    expect(getProvinceTowns('Madrid')).toEqual([]);
  });

  it.each(CITIES.map((city) => [city.id, city] as const))(
    "%s: the city and all its towns belong to the city's province",
    (_id, city) => {
      expect(provincesOfTown(city.name)).toContain(city.province);
      for (const town of getTopLevelLocations(city.locations)) {
        expect(provincesOfTown(town.name), town.name).toContain(city.province);
      }
    },
  );

  it('includes the newsletter towns in Vizcaya', () => {
    for (const town of ['Sestao', 'Erandio']) expect(provincesOfTown(town)).toContain('Vizcaya');
  });
});
