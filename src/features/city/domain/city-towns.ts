/**
 * Which events a city shows: those whose town is one of the city's
 * names, places, nicknames or province towns. The listing query filters with `town in (…)`, which is
 * exact and case-sensitive, so every spelling the data may use is listed.
 */
import type { City } from '@/config/types';
import { normalizeText } from '@/lib/text';

const DIACRITICS = /[\u0300-\u036f]/g;

/** The value as given, lower-cased, accent-stripped (case kept) and both: 'Begoña' → Begoña, begoña, Begona, begona. */
export function townVariants(value: string): string[] {
  const original = value.trim();
  if (original === '') return [];
  const stripped = original.normalize('NFD').replace(DIACRITICS, '').normalize('NFC');
  return [original, original.toLowerCase(), stripped, normalizeText(original)];
}

/**
 * Town values for the listing query, deduplicated, in a stable order. Besides the names the
 * description lists, the city id and location ids are included too: submitted events store the
 * chosen location id as their town (e.g. 'getxo', 'las-arenas').
 */
export function cityTownSet(city: City, provinceTowns: readonly string[]): string[] {
  const sources = [
    city.name,
    city.id,
    ...city.locations.flatMap((l) => [l.name, l.id]),
    ...city.nicknames,
    ...provinceTowns,
  ];
  return [...new Set(sources.flatMap(townVariants))];
}
