import { useId, useState } from 'react';
import { CATEGORIES, getChildCategories } from '@/config/categories';
import { locationName, otherPlacesId } from '@/config/locations';
import type { City } from '@/config/types';
import { ChevronDownIcon } from '@/components/ui/icons';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { otherPlacesLabel } from '@/features/listing/domain/active';
import { categoryLabel } from '@/features/listing/domain/category-label';
import { categoryGroup, placeGroup, toggleChildPlace, toggleGroup } from '@/features/listing/domain/toggles';
import { m } from '@/i18n/paraglide/messages.js';
import { cn } from '@/lib/cn';

interface Chip {
  id: string;
  name: string;
  icon?: string;
}

interface ChipGroup extends Chip {
  /** What its chip toggles: itself and its members. */
  members: readonly string[];
  children: readonly Chip[];
}

interface GroupFilterProps {
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

interface ChipGroupsProps extends GroupFilterProps {
  groups: readonly ChipGroup[];
  /** The expand button's label, shown or hidden ('Ver subcategorías de {name}'). */
  childrenLabel: (open: boolean, name: string) => string;
  /** The selection after a child chip is pressed (default: the child toggles alone). */
  toggleChild?: (selected: readonly string[], id: string) => string[];
}

const chipLabel = ({ icon, name }: Chip) => (
  <>
    {icon && <span aria-hidden="true">{icon}</span>}
    {name}
  </>
);

/** The categories' chips name them in the page's language. */
const inPageLanguage = (chip: ChipGroup): ChipGroup => ({
  ...chip,
  name: categoryLabel(chip.id),
  children: chip.children.map((child) => ({ ...child, name: categoryLabel(child.id) })),
});

/** A parent chip (mixed when part of its group is on) and a button showing or hiding its children. */
function GroupItem({
  group,
  selected,
  onChange,
  childrenLabel,
  toggleChild = (current, id) => toggleGroup(current, [id]),
}: Omit<ChipGroupsProps, 'groups'> & { group: ChipGroup }) {
  const all = group.members.every((id) => selected.includes(id));
  const some = !all && group.members.some((id) => selected.includes(id));
  const [open, setOpen] = useState(some);
  const id = useId();
  const chip = (
    <ToggleChip pressed={all} mixed={some} onToggle={() => onChange(toggleGroup(selected, group.members))}>
      {chipLabel(group)}
    </ToggleChip>
  );
  if (group.children.length === 0) return <li>{chip}</li>;
  return (
    <li className={cn('flex flex-col gap-2', open && 'w-full')}>
      <div className="flex items-center">
        {chip}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={childrenLabel(open, group.name)}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
        >
          <ChevronDownIcon
            width={18}
            height={18}
            className={cn('transition-transform', open && 'rotate-180')}
          />
        </button>
      </div>
      <ul id={id} hidden={!open} className="ml-3 flex flex-wrap gap-2 border-l-2 border-gray-100 pl-3">
        {group.children.map((child) => (
          <li key={child.id}>
            <ToggleChip
              pressed={selected.includes(child.id)}
              onToggle={() => onChange(toggleChild(selected, child.id))}
            >
              {chipLabel(child)}
            </ToggleChip>
          </li>
        ))}
      </ul>
    </li>
  );
}

function ChipGroups({ groups, ...props }: ChipGroupsProps) {
  return (
    <ul className="flex flex-wrap gap-2">
      {groups.map((group) => (
        <GroupItem key={group.id} group={group} {...props} />
      ))}
    </ul>
  );
}

/** Parents: the categories without a parent. */
const CATEGORY_GROUPS: ChipGroup[] = CATEGORIES.filter((category) => !category.parentId).map((root) => ({
  ...root,
  members: categoryGroup(root.id),
  children: getChildCategories(root.id),
}));

export function CategoryFilter(props: GroupFilterProps) {
  return (
    <ChipGroups
      {...props}
      groups={CATEGORY_GROUPS.map(inPageLanguage)}
      childrenLabel={(open, name) =>
        open ? m.listing_hide_subcategories({ name }) : m.listing_show_subcategories({ name })
      }
    />
  );
}

/** The city's towns (a town's chip toggles its neighbourhoods too) and 'Otros lugares de {province}'. */
export function PlaceFilter({ city, ...props }: GroupFilterProps & { city: City }) {
  const other = otherPlacesId(city.id);
  const groups: ChipGroup[] = city.locations
    .filter((location) => !location.parentId)
    .map((town) => {
      const children = city.locations.filter((candidate) => candidate.parentId === town.id);
      // A town's only child being its centre ('{town}-centro') adds nothing to show.
      const onlyCentre = children.length === 1 && children[0]?.id === `${town.id}-centro`;
      return {
        ...town,
        // Named in the page's language; ids and the URL's values stay the Spanish names.
        name: locationName(town),
        members: placeGroup(town.id, city),
        children: onlyCentre ? [] : children.map((child) => ({ ...child, name: locationName(child) })),
      };
    });
  if (city.province) groups.push({ id: other, name: otherPlacesLabel(city), members: [other], children: [] });
  return (
    <ChipGroups
      {...props}
      groups={groups}
      childrenLabel={(open, name) => (open ? m.listing_hide_areas({ name }) : m.listing_show_areas({ name }))}
      toggleChild={(selected, id) => toggleChildPlace(selected, id, city)}
    />
  );
}
