/**
 * Which events a city shows: its town set (towns.ts townSetOf) from the shared city data (cities.ts)
 * and province towns (towns.ts), the same rule the app's listing uses. The listing, the feeds and the
 * newsletter all filter with `town in (…)`, which is exact, so every spelling the data may use is listed.
 */
import { CITIES, CITY_LOCATIONS, getCity } from './cities.ts';
import { provinceTowns, townSetOf } from './towns.ts';

// The importers and event matching take these from here.
export { normalizeText, provinceTowns } from './towns.ts';

/** Province and nicknames per city id, for the importers and event matching. */
export const CITY_META: Readonly<Record<string, { province: string; nicknames: readonly string[] }>> =
  Object.fromEntries(CITIES.map(({ id, province, nicknames }) => [id, { province, nicknames }]));

/** Town values of a city for `town in (…)`, deduplicated in a stable order; empty for an unknown city. */
export function cityTownSet(cityId: string): string[] {
  const city = getCity(cityId);
  if (!city) return [];
  const locations = (CITY_LOCATIONS[city.id] ?? []).map(([id, name]) => ({ id, name }));
  return townSetOf({ ...city, locations }, provinceTowns(city.province));
}
