/**
 * Which events a city shows: its town set (towns.ts townSetOf) from the shared city data (cities.ts)
 * and province towns (towns.ts), the same rule the app's listing uses. The listing, the feeds and the
 * newsletter all filter with `town in (…)`, which is exact, so every spelling the data may use is listed.
 */
import { CITY_LOCATIONS, getCity } from './cities.ts';
import { provinceTowns, townSetOf } from './towns.ts';

// The importers and event matching take these from here.
export { normalizeText, provinceTowns } from './towns.ts';

/** Province and nicknames per city id (src/config/cities.ts). */
export const CITY_META: Readonly<Record<string, { province: string; nicknames: readonly string[] }>> = {
  bilbao: { province: 'Vizcaya', nicknames: ['Botxo', 'Bilbo'] },
  sansebastian: { province: 'Guipúzcoa', nicknames: ['Donostia', 'Donosti', 'Donostia-San Sebastián'] },
  pamplona: { province: 'Navarra', nicknames: ['Iruña', 'Iruñea'] },
  vitoria: { province: 'Álava', nicknames: ['Gasteiz', 'Vitoria'] },
  santander: { province: 'Cantabria', nicknames: ['Capital cántabra'] },
  logronio: { province: 'La Rioja', nicknames: ['Capital riojana'] },
};

/** Town values of a city for `town in (…)`, deduplicated in a stable order; empty for an unknown city. */
export function cityTownSet(cityId: string): string[] {
  const city = getCity(cityId);
  const meta = city ? CITY_META[city.id] : undefined;
  if (!city || !meta) return [];
  const locations = (CITY_LOCATIONS[city.id] ?? []).map(([id, name]) => ({ id, name }));
  return townSetOf({ ...city, ...meta, locations }, provinceTowns(meta.province));
}
