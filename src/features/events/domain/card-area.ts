/**
 * The area a card names beside the venue. Within the city's own town the neighbourhood says where
 * ('Casco Viejo'). For an event in another town of the area the town has to be said: a venue's
 * neighbourhood alone ('Landako Gunea · Centro') reads as the city's centre although it is
 * Durango's. So: another town's generic 'Centro', or no neighbourhood, gives the town; another
 * neighbourhood is followed by its town ('Algorta, Getxo').
 */
import type { City } from '@/config/types';
import { slugify } from '@/lib/text';
import type { EventItem } from './types';

/** The name every town's own centre has in the locations (ids '{town}-centro'). */
const GENERIC_CENTRE = 'centro';

const mainTownKeys = new WeakMap<City, ReadonlySet<string>>();

/** Slugs of the names the data gives the city's own town: its id, its name, its nicknames. */
function mainTownOf(city: City): ReadonlySet<string> {
  let keys = mainTownKeys.get(city);
  if (!keys) {
    keys = new Set([city.id, city.name, ...city.nicknames].map(slugify).filter((key) => key !== ''));
    mainTownKeys.set(city, keys);
  }
  return keys;
}

/** The area text, or null when there is nothing to say (the card then says 'Zona no especificada'). */
export function cardArea(event: Pick<EventItem, 'town' | 'neighborhood'>, city: City): string | null {
  const town = event.town.trim();
  const neighborhood = event.neighborhood.trim();
  const townKey = slugify(town);
  if (townKey === '' || mainTownOf(city).has(townKey)) return neighborhood || null;
  const area = slugify(neighborhood);
  if (area === '' || area === GENERIC_CENTRE || area === townKey) return town;
  return `${neighborhood}, ${town}`;
}
