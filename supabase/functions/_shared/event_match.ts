/**
 * Which events match a category or a place, for the feeds' query parameters and the newsletter's
 * preferences. Places compare as slugs (accents, case and punctuation ignored) on the event's town and
 * neighbourhood, as the app's place filter does. Pure.
 */
import { categoryName, SUBCATEGORIES, TOP_LEVEL_CATEGORIES, isCategoryId } from './categories.ts';
import { CITY_LOCATIONS, getCity } from './cities.ts';
import { CITY_META, normalizeText, provinceTowns } from './city_towns.ts';
import type { EventRow } from './event_text.ts';
import { slugify } from './site.ts';

type Predicate = (e: EventRow) => boolean;

/** A category id from an id or a name ('musica', 'Música', ' MUSICA '); null when unknown. */
export function resolveCategory(value: string): string | null {
  const trimmed = value.trim();
  if (isCategoryId(trimmed)) return trimmed;
  const wanted = normalizeText(trimmed);
  if (isCategoryId(wanted)) return wanted;
  for (const [id] of [...TOP_LEVEL_CATEGORIES, ...SUBCATEGORIES]) {
    if (normalizeText(categoryName(id)) === wanted) return id;
  }
  return null;
}

/** The id and, for a parent, its subcategories (choosing 'musica' brings 'jazz', 'clasica', …). */
export function categoryWithChildren(id: string): string[] {
  return [id, ...SUBCATEGORIES.filter(([, , parent]) => parent === id).map(([child]) => child)];
}

/** True when any of the ids is in the event's categories or subcategories. */
export function hasAnyCategory(
  e: Pick<EventRow, 'category_id' | 'subcategory'>,
  ids: ReadonlySet<string>,
): boolean {
  return [...(e.category_id ?? []), ...(e.subcategory ?? [])].some((c) => ids.has(c));
}

/**
 * A matcher for chosen categories (ids or names). Unknown values are ignored; when nothing known
 * is left the result is null (no category filter).
 */
export function categoryMatcher(values: readonly string[]): Predicate | null {
  const ids = new Set(values.map(resolveCategory).flatMap((id) => (id ? categoryWithChildren(id) : [])));
  if (ids.size === 0) return null;
  return (e) => hasAnyCategory(e, ids);
}

const eventKeys = (e: Pick<EventRow, 'town' | 'neighborhood'>) => ({
  town: slugify(e.town ?? ''),
  neighborhood: slugify(e.neighborhood ?? ''),
});

/** A matcher for one place name (a town or a neighbourhood, any city): town or neighbourhood equal as slugs. */
export function placeNameMatcher(name: string): Predicate | null {
  const key = slugify(name.replace(/-/g, ' '));
  if (key === '') return null;
  return (e) => {
    const k = eventKeys(e);
    return k.town === key || k.neighborhood === key;
  };
}

function cityKeys(cityId: string): Set<string> {
  const city = getCity(cityId);
  const meta = city ? CITY_META[city.id] : undefined;
  return new Set([city?.id ?? '', city?.name ?? '', ...(meta?.nicknames ?? [])].map(slugify).filter(Boolean));
}

/**
 * The feed's `ubicacion` within a city, as the listing reads it: a location of the city by id or name
 * (a neighbourhood such as 'Centro' then also needs the event's town to be its parent, so Durango's
 * centre does not match Barakaldo's), 'otros-<city>' (province towns that are not the city's own
 * places), or any other town or neighbourhood name. Null for an empty value.
 */
export function cityPlaceMatcher(value: string, cityId: string): Predicate | null {
  const key = slugify(value.replace(/-/g, ' '));
  if (key === '') return null;
  const rows = CITY_LOCATIONS[cityId] ?? [];
  if (key === `otros-${cityId}`) {
    const own = new Set([...cityKeys(cityId), ...rows.flatMap(([id, name]) => [slugify(id), slugify(name)])]);
    const province = new Set(provinceTowns(CITY_META[cityId]?.province ?? '').map(slugify));
    return (e) => {
      const { town } = eventKeys(e);
      return town !== '' && province.has(town) && !own.has(town);
    };
  }
  const row = rows.find(([id]) => slugify(id) === key) ?? rows.find(([, name]) => slugify(name) === key);
  if (!row) return placeNameMatcher(value);
  const [id, name, parentId] = row;
  const keys = new Set([slugify(id), slugify(name)]);
  const parent = parentId ? rows.find(([pid]) => pid === parentId) : undefined;
  const parentKeys = parentId
    ? new Set([
        slugify(parentId),
        slugify(parent?.[1] ?? ''),
        ...(parentId === cityId ? cityKeys(cityId) : []),
      ])
    : null;
  return (e) => {
    const k = eventKeys(e);
    if (keys.has(k.town)) return true;
    if (!keys.has(k.neighborhood)) return false;
    return parentKeys === null || k.town === '' || k.neighborhood === slugify(id) || parentKeys.has(k.town);
  };
}

/** True when any predicate matches (an empty list matches everything). */
export function anyOf(predicates: readonly Predicate[]): Predicate {
  return predicates.length === 0 ? () => true : (e) => predicates.some((p) => p(e));
}
