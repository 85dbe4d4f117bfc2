/**
 * The area a card names beside the venue: in the city's own town, the neighbourhood ('Casco Viejo');
 * elsewhere, the town ('Durango', not its 'Centro') or both ('Algorta, Getxo').
 */
import type { City } from '@/config/types';
import { remember } from '@/lib/remember';
import { slugify } from '@/lib/text';
import type { EventItem } from './types';

const GENERIC_CENTRE = 'centro';

const mainTowns = new Map<string, ReadonlySet<string>>();

/** Slugs of the city's own town: its id, name and nicknames. */
const mainTownOf = (city: City) =>
  remember(mainTowns, city.id, Infinity, () => new Set([city.id, city.name, ...city.nicknames].map(slugify)));

export function cardArea(event: Pick<EventItem, 'town' | 'neighborhood'>, city: City): string | null {
  const town = event.town.trim();
  const neighborhood = event.neighborhood.trim();
  const townKey = slugify(town);
  if (townKey === '' || mainTownOf(city).has(townKey)) return neighborhood || null;
  const area = slugify(neighborhood);
  if (area === '' || area === GENERIC_CENTRE || area === townKey) return town;
  return `${neighborhood}, ${town}`;
}
