/** Filter state transitions. Pure: each returns a new value and never mutates its input. */
import { DEFAULT_PRICE_RANGE } from '@/config/constants';
import { getChildCategories } from '@/config/categories';
import type { City } from '@/config/types';
import type { Filters, Horario, Idioma } from './types';

/** A fresh empty filter state (new arrays and objects, safe to hand to React state). */
export function clearFilters(): Filters {
  return {
    search: '',
    categories: [],
    townsAndNeighborhoods: [],
    isFreeOnly: false,
    priceRange: [null, null],
    artist: '',
    venue: '',
    horario: { manana: false, tarde: false, noche: false },
    dateRange: null,
    idioma: null,
  };
}

const empty = clearFilters();
[empty.categories, empty.townsAndNeighborhoods, empty.priceRange, empty.horario].forEach(Object.freeze);
/** The empty state, deeply frozen (compare against it; use clearFilters() for a state to keep). */
export const EMPTY_FILTERS: Readonly<Filters> = Object.freeze(empty);

/** A group of ids toggles together: all selected → all removed, else the missing ones are added. */
export function toggleGroup(selected: readonly string[], group: readonly string[]): string[] {
  const current = new Set(selected);
  if (group.every((id) => current.has(id))) {
    const removed = new Set(group);
    return selected.filter((id) => !removed.has(id));
  }
  return [...selected, ...group.filter((id, i) => !current.has(id) && group.indexOf(id) === i)];
}

/** A category with its subcategories: its chip selects them together (a subcategory: itself alone). */
export const categoryGroup = (id: string): string[] => [
  id,
  ...getChildCategories(id).map((child) => child.id),
];

/**
 * A town with its neighbourhoods: its chip selects them and the town itself, as an event in 'Getxo'
 * without a neighbourhood would otherwise be hidden when 'Getxo' is chosen (a neighbourhood: itself).
 */
export function placeGroup(id: string, city: City): string[] {
  return [id, ...city.locations.filter((location) => location.parentId === id).map((child) => child.id)];
}

/**
 * The selection as the chips show it and the URL writes it: a complete group (a parent with all its
 * members) by its parent alone. Each entry: the id shown, and the ids it stands for.
 */
export function collapseGroups(
  selected: readonly string[],
  groupOf: (id: string) => readonly string[],
): Array<[id: string, members: readonly string[]]> {
  const chosen = new Set(selected);
  const complete = new Map(
    [...chosen]
      .map((id) => [id, groupOf(id)] as const)
      .filter(([, group]) => group.length > 1 && group.every((member) => chosen.has(member))),
  );
  const covered = new Set([...complete].flatMap(([id, group]) => group.filter((member) => member !== id)));
  return [...chosen].filter((id) => !covered.has(id)).map((id) => [id, complete.get(id) ?? [id]]);
}

/**
 * A neighbourhood toggles alone; the town's own id follows its group: removing a neighbourhood also
 * removes the town (which would still match the whole town), and completing the group adds it back.
 */
export function toggleChildPlace(selected: readonly string[], childId: string, city: City): string[] {
  const parentId = city.locations.find((location) => location.id === childId)?.parentId;
  const parent = city.locations.find((location) => location.id === parentId);
  if (selected.includes(childId)) {
    return selected.filter((id) => id !== childId && id !== parent?.id);
  }
  const next = [...selected, childId];
  if (!parent) return next;
  const complete = placeGroup(parent.id, city).every((id) => id === parent.id || next.includes(id));
  return complete && !next.includes(parent.id) ? [...next, parent.id] : next;
}

/** Enabling free-only clears the price range. Disabling keeps the price as it is. */
export function setFreeOnly(filters: Filters, on: boolean): Filters {
  return { ...filters, isFreeOnly: on, priceRange: on ? [null, null] : filters.priceRange };
}

/** Sets the maximum price; null, or the slider's maximum (100) or more, means no bound (null). */
export function setMaxPrice(filters: Filters, max: number | null): Filters {
  const bound = max === null || max >= DEFAULT_PRICE_RANGE[1] ? null : Math.max(DEFAULT_PRICE_RANGE[0], max);
  return { ...filters, priceRange: [filters.priceRange[0], bound] };
}

export function toggleHorario(filters: Filters, slot: keyof Horario): Filters {
  return { ...filters, horario: { ...filters.horario, [slot]: !filters.horario[slot] } };
}

/** One language at a time: choosing another replaces it, choosing the chosen one again clears it. */
export function toggleIdioma(filters: Filters, idioma: Idioma): Filters {
  return { ...filters, idioma: filters.idioma === idioma ? null : idioma };
}

/** Two days → the range in order, one day → a one-day range, none ('' or null) → no range. */
export function setDateRange(filters: Filters, from?: string | null, to?: string | null): Filters {
  const days = [from, to].filter((day): day is string => typeof day === 'string' && day !== '').sort();
  const [first, last = first] = days;
  return { ...filters, dateRange: first !== undefined ? { from: first, to: last! } : null };
}
