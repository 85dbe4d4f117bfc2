/**
 * Place chips of the panel. A town with neighbourhoods is a virtual parent chip: choosing it toggles
 * its neighbourhoods and, with them, the town itself. Decision: the town's own id is part
 * of the group because the place filter matches a neighbourhood only through the event's neighbourhood
 * field, so an event in 'Getxo' with no neighbourhood would otherwise be hidden when 'Getxo' is chosen.
 * The group toggles together like a parent category: all selected → all deselected.
 */
import type { City, Location } from '@/config/types';
import { toggleGroup } from '@/features/listing/domain/toggles';

export function placeGroup(location: Location, city: City): string[] {
  const children = city.locations.filter((candidate) => candidate.parentId === location.id).map((c) => c.id);
  return children.length > 0 ? [location.id, ...children] : [location.id];
}

export function togglePlaceGroup(selected: readonly string[], location: Location, city: City): string[] {
  return toggleGroup(selected, placeGroup(location, city));
}

/**
 * A neighbourhood toggles alone; the town's own id follows its group: removing a neighbourhood
 * also removes the town (which would otherwise still match the whole town), and completing the
 * group adds it back.
 */
export function toggleChildPlace(selected: readonly string[], child: Location, city: City): string[] {
  const parent = child.parentId
    ? city.locations.find((location) => location.id === child.parentId)
    : undefined;
  if (selected.includes(child.id)) {
    return selected.filter((id) => id !== child.id && id !== parent?.id);
  }
  const next = [...selected, child.id];
  if (!parent) return next;
  const group = placeGroup(parent, city);
  const complete = group.every((id) => id === parent.id || next.includes(id));
  return complete && !next.includes(parent.id) ? [...next, parent.id] : next;
}
