/**
 * The area a card names beside the venue: in the city's own town, the neighbourhood ('Casco Viejo');
 * elsewhere, the town ('Durango', not its 'Centro') or both ('Algorta, Getxo').
 */
import type { City } from '@/config/types';
import { slugify } from '@/lib/text';
import type { EventItem } from './types';

const GENERIC_CENTRE = 'centro';

const mainTownKeys = new WeakMap<City, ReadonlySet<string>>();

/** Slugs of the city's own town: its id, name and nicknames. */
function mainTownOf(city: City): ReadonlySet<string> {
  let keys = mainTownKeys.get(city);
  if (!keys) {
    keys = new Set([city.id, city.name, ...city.nicknames].map(slugify).filter((key) => key !== ''));
    mainTownKeys.set(city, keys);
  }
  return keys;
}

export function cardArea(event: Pick<EventItem, 'town' | 'neighborhood'>, city: City): string | null {
  const town = event.town.trim();
  const neighborhood = event.neighborhood.trim();
  const townKey = slugify(town);
  if (townKey === '' || mainTownOf(city).has(townKey)) return neighborhood || null;
  const area = slugify(neighborhood);
  if (area === '' || area === GENERIC_CENTRE || area === townKey) return town;
  return `${neighborhood}, ${town}`;
}
