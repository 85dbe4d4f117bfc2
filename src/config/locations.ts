/**
 * Places of each city, shared with the edge functions (supabase/functions/_shared/cities.ts). Top-level
 * entries are towns (the city's own has the city's id); a neighbourhood's parentId is its town's id.
 */
// Relative import with extension: vite.config.ts reads this file too (through src/config/cities.ts).
import { CITY_LOCATIONS as PLACE_ROWS } from '../../supabase/functions/_shared/cities.ts';
import type { Location } from '@/config/types';

export const CITY_LOCATIONS: Readonly<Record<string, Location[]>> = Object.fromEntries(
  Object.entries(PLACE_ROWS).map(([cityId, rows]) => [
    cityId,
    rows.map(([id, name, parentId]): Location => (parentId ? { id, name, parentId } : { id, name })),
  ]),
);

/** Towns: the entries without a parent. */
export function getTopLevelLocations(locations: readonly Location[]): Location[] {
  return locations.filter((location) => !location.parentId);
}

// ── 'Other places of the province' ─────────────────────────────────────────────
const OTHER_PLACES_PREFIX = 'otros-';

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
