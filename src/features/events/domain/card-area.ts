/**
 * The area a card names beside the venue: in the city's own town, the neighbourhood ('Casco Viejo');
 * elsewhere, the town ('Durango', not its 'Centro') or both ('Algorta, Getxo'). On a Basque page a
 * place of the city's list is named in Basque ('Alde Zaharra', 'Algorta, Getxo', 'Areeta, Getxo').
 */
import { locationName } from '@/config/locations';
import type { City, Location } from '@/config/types';
import { getLocale } from '@/i18n/locale';
import { remember } from '@/lib/remember';
import { slugify } from '@/lib/text';
import type { EventItem } from './types';

const GENERIC_CENTRE = 'centro';

const mainTowns = new Map<string, ReadonlySet<string>>();

/** Slugs of the city's own town: its id, name and nicknames. */
const mainTownOf = (city: City) =>
  remember(mainTowns, city.id, Infinity, () => new Set([city.id, city.name, ...city.nicknames].map(slugify)));

const placesByKey = new Map<string, ReadonlyMap<string, Location>>();

/** The city's places by the slug of their name; the first of a name ('Centro') when several share it. */
const placesOf = (city: City) =>
  remember(placesByKey, city.id, Infinity, () => {
    const byKey = new Map<string, Location>();
    for (const location of city.locations) {
      const key = slugify(location.name);
      if (!byKey.has(key)) byKey.set(key, location);
    }
    return byKey;
  });

/** A stored place name as shown: in Basque, the Basque name of the city's place so named. */
function shown(name: string, city: City): string {
  if (getLocale() !== 'eu') return name;
  const place = placesOf(city).get(slugify(name));
  return place ? locationName(place) : name;
}

export function cardArea(event: Pick<EventItem, 'town' | 'neighborhood'>, city: City): string | null {
  const town = event.town.trim();
  const neighborhood = event.neighborhood.trim();
  const townKey = slugify(town);
  if (townKey === '' || mainTownOf(city).has(townKey)) return neighborhood ? shown(neighborhood, city) : null;
  const area = slugify(neighborhood);
  if (area === '' || area === GENERIC_CENTRE || area === townKey) return shown(town, city);
  return `${shown(neighborhood, city)}, ${shown(town, city)}`;
}
