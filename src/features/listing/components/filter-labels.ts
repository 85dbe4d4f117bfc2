/** Display names and the chip list of the active-filter bar. Pure. */
import { getCategory, getCategoryName } from '@/config/categories';
import { cityIdOfOtherPlaces } from '@/config/locations';
import type { City } from '@/config/types';
import { activeFilterChips, type FilterChip } from '@/features/listing/domain/active';
import type { Filters } from '@/features/listing/domain/types';
import { childCategoryIds, placeNameFromParam } from '../hooks/listing-params';
import { placeGroup } from './place-group';

export const otherPlacesLabel = (city: City) => `Otros lugares de ${city.province}`;

/** A place's name: the city's location name, its 'Otros lugares de …' label, or the value itself. */
export function placeName(id: string, city: City): string {
  if (cityIdOfOtherPlaces(id) === city.id) return otherPlacesLabel(city);
  const location = city.locations.find((candidate) => candidate.id === id);
  if (!location) return placeNameFromParam(id);
  const parent = location.parentId ? city.locations.find((l) => l.id === location.parentId) : undefined;
  // 'Centro' alone is ambiguous in a chip: say whose.
  return parent && location.name === 'Centro' ? `${parent.name} (Centro)` : location.name;
}

function withoutIds(list: readonly string[], ids: ReadonlySet<string>): string[] {
  return list.filter((id) => !ids.has(id));
}

/**
 * The chips of the bar: activeFilterChips, except that a whole group (a parent category with all its
 * subcategories, or a town with all its neighbourhoods) shows as one chip that removes the group.
 */
export function listingChips(filters: Filters, city: City): FilterChip[] {
  const chips = activeFilterChips(filters, (id, kind) =>
    kind === 'category' ? getCategoryName(id) : placeName(id, city),
  );
  const grouped: FilterChip[] = [];
  const absorbed = new Set<string>();

  const categories = new Set(filters.categories);
  for (const id of filters.categories) {
    const children = childCategoryIds(id);
    if (children.length === 0 || !children.every((child) => categories.has(child))) continue;
    const group = new Set([id, ...children]);
    group.forEach((member) => absorbed.add(`category:${member}`));
    grouped.push({
      key: `category-group:${id}`,
      label: getCategory(id)?.name ?? id,
      remove: (f) => ({ ...f, categories: withoutIds(f.categories, group) }),
    });
  }

  const places = new Set(filters.townsAndNeighborhoods);
  for (const town of city.locations.filter((location) => !location.parentId)) {
    const members = placeGroup(town, city);
    if (members.length < 2 || !members.every((id) => places.has(id))) continue;
    const group = new Set(members);
    group.forEach((member) => absorbed.add(`place:${member}`));
    grouped.push({
      key: `place-group:${town.id}`,
      label: town.name,
      remove: (f) => ({ ...f, townsAndNeighborhoods: withoutIds(f.townsAndNeighborhoods, group) }),
    });
  }

  if (grouped.length === 0) return chips;
  // Keep the bar's order: groups take the place of their first member.
  const result: FilterChip[] = [];
  for (const chip of chips) {
    if (!absorbed.has(chip.key)) {
      result.push(chip);
      continue;
    }
    const [kind, id] = chip.key.split(':') as [string, string];
    const group = grouped.find((g) => g.key === `${kind}-group:${id}`);
    if (group) result.push(group);
  }
  // A group whose parent id came after a member in the selection: add it if it was skipped.
  for (const group of grouped) if (!result.includes(group)) result.push(group);
  return result;
}
