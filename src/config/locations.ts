/**
 * Places of each city. Top-level entries are towns; a neighbourhood's parentId is its town's id. Each
 * city's own town has the city's id ('bilbao', 'sansebastian', …). Ids are unique across all cities so a
 * place can be looked up without knowing its city. The places are shared with the edge functions
 * (supabase/functions/_shared/cities.ts), which turn the form's place ids into names with them.
 */
// Relative import with extension: vite.config.ts reads this file too (through src/config/cities.ts).
import { CITY_LOCATIONS as PLACE_ROWS } from '../../supabase/functions/_shared/cities.ts';
import type { Location } from '@/config/types';

/** Locations by city id. */
export const CITY_LOCATIONS: Readonly<Record<string, Location[]>> = Object.fromEntries(
  Object.entries(PLACE_ROWS).map(([cityId, rows]) => [
    cityId,
    rows.map(([id, name, parentId]): Location => (parentId ? { id, name, parentId } : { id, name })),
  ]),
);

export function getCityLocations(cityId: string): Location[] {
  return CITY_LOCATIONS[cityId] ?? [];
}

/** Towns: the entries without a parent. */
export function getTopLevelLocations(locations: readonly Location[]): Location[] {
  return locations.filter((location) => !location.parentId);
}

export function getChildLocations(locations: readonly Location[], parentId: string): Location[] {
  return locations.filter((location) => location.parentId === parentId);
}

const ALL_LOCATIONS = new Map(
  Object.values(CITY_LOCATIONS)
    .flat()
    .map((location) => [location.id, location]),
);

/** Any city's location by id. */
export function getLocation(id: string): Location | undefined {
  return ALL_LOCATIONS.get(id);
}

// ── 'Other places of the province' ─────────────────────────────────────────────
export const OTHER_PLACES_PREFIX = 'otros-';

/** The place-filter value meaning "places of the province not listed among the city's locations". */
export function otherPlacesId(cityId: string): string {
  return `${OTHER_PLACES_PREFIX}${cityId}`;
}

/** 'otros-bilbao' → 'bilbao'; any other value → undefined. */
export function cityIdOfOtherPlaces(value: string): string | undefined {
  return value.startsWith(OTHER_PLACES_PREFIX)
    ? value.slice(OTHER_PLACES_PREFIX.length) || undefined
    : undefined;
}

/** Places offered in the newsletter preferences, verbatim from the product description. */
export const NEWSLETTER_LOCATIONS: readonly string[] = [
  'Bilbao',
  'Getxo',
  'Barakaldo',
  'Santurtzi',
  'Portugalete',
  'Sestao',
  'Durango',
  'Erandio',
];
