/**
 * Places of each city, shared with the edge functions (supabase/functions/_shared/cities.ts). Top-level
 * entries are towns (the city's own has the city's id); a neighbourhood's parentId is its town's id.
 */
// Relative imports with extensions: vite.config.ts reads this file too (through src/config/cities.ts).
import { CITY_LOCATIONS as PLACE_ROWS, placeNameEu } from '../../supabase/functions/_shared/cities.ts';
import type { Location } from '@/config/types';
import { getLocale } from '../i18n/locale.ts';

export const CITY_LOCATIONS: Readonly<Record<string, Location[]>> = Object.fromEntries(
  Object.entries(PLACE_ROWS).map(([cityId, rows]) => [
    cityId,
    rows.map(([id, name, parentId]): Location => (parentId ? { id, name, parentId } : { id, name })),
  ]),
);

/**
 * A place's name to show, in the page's language: on a Basque page 'Alde Zaharra' for 'Casco Viejo',
 * 'Erdigunea' for a town's 'Centro'. `name` itself stays the Spanish one: filters match it.
 */
export function locationName(location: Pick<Location, 'id' | 'name'>): string {
  return getLocale() === 'eu' ? placeNameEu(location.id, location.name) : location.name;
}

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

/** A newsletter place's name to show (its value stays as listed): 'Bilbao' is 'Bilbo' on a Basque page. */
export function newsletterLocationName(name: string): string {
  return getLocale() === 'eu' && name === 'Bilbao' ? placeNameEu('bilbao', name) : name;
}
