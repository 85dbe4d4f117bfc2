import { otherPlacesId } from '@/config/locations';
import type { City, Location } from '@/config/types';
import { placeGroup, toggleChildPlace, toggleGroup } from '@/features/listing/domain/toggles';
import { ExpandableGroup } from './expandable-group';
import { otherPlacesLabel } from '@/features/listing/domain/active';

import { ToggleChip } from './toggle-chip';

export interface PlaceFilterProps {
  city: City;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** A town's only child being its centre ('{town}-centro') adds nothing to show. */
function visibleChildren(town: Location, city: City): Location[] {
  const children = city.locations.filter((candidate) => candidate.parentId === town.id);
  return children.length === 1 && children[0]?.id === `${town.id}-centro` ? [] : children;
}

/**
 * The city's towns and neighbourhoods, plus 'Otros lugares de {province}'. A town with neighbourhoods
 * is a virtual parent chip that toggles them together; a neighbourhood toggles alone.
 */
export function PlaceFilter({ city, selected, onChange }: PlaceFilterProps) {
  const chosen = new Set(selected);
  const towns = city.locations.filter((location) => !location.parentId);
  const other = otherPlacesId(city.id);

  return (
    <ul className="flex flex-wrap gap-2">
      {towns.map((town) => {
        const group = placeGroup(town.id, city);
        const all = group.every((id) => chosen.has(id));
        const some = !all && group.some((id) => chosen.has(id));
        const chip = (
          <ToggleChip pressed={all} mixed={some} onToggle={() => onChange(toggleGroup(selected, group))}>
            {town.name}
          </ToggleChip>
        );
        const children = visibleChildren(town, city);
        if (children.length === 0) return <li key={town.id}>{chip}</li>;
        return (
          <ExpandableGroup
            key={town.id}
            chip={chip}
            name={town.name}
            childrenLabel="barrios y zonas"
            defaultOpen={some}
          >
            {children.map((child) => (
              <li key={child.id}>
                <ToggleChip
                  pressed={chosen.has(child.id)}
                  onToggle={() => onChange(toggleChildPlace(selected, child, city))}
                >
                  {child.name}
                </ToggleChip>
              </li>
            ))}
          </ExpandableGroup>
        );
      })}
      {city.province && (
        <li>
          <ToggleChip pressed={chosen.has(other)} onToggle={() => onChange(toggleGroup(selected, [other]))}>
            {otherPlacesLabel(city)}
          </ToggleChip>
        </li>
      )}
    </ul>
  );
}
