import { CATEGORIES } from '@/config/categories';
import type { Category } from '@/config/types';
import { categoryGroup, toggleGroup } from '@/features/listing/domain/toggles';
import { ExpandableGroup } from './expandable-group';
import { ToggleChip } from './toggle-chip';

/** Parents: the categories without a parent ('exposiciones' appears under 'Arte y exposiciones'). */
const ROOTS: Category[] = CATEGORIES.filter((category) => !category.parentId);
const CHILDREN: Record<string, Category[]> = Object.fromEntries(
  ROOTS.map((root) => [root.id, CATEGORIES.filter((category) => category.parentId === root.id)]),
);

export interface CategoryFilterProps {
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** Categories: a parent toggles with all its subcategories (categoryGroup); a subcategory alone. */
export function CategoryFilter({ selected, onChange }: CategoryFilterProps) {
  const chosen = new Set(selected);
  const toggle = (id: string) => onChange(toggleGroup(selected, categoryGroup(id)));

  return (
    <ul className="flex flex-wrap gap-2">
      {ROOTS.map((root) => {
        const children = CHILDREN[root.id] ?? [];
        const group = [root.id, ...children.map((child) => child.id)];
        const all = group.every((id) => chosen.has(id));
        const some = !all && group.some((id) => chosen.has(id));
        const chip = (
          <ToggleChip pressed={all} mixed={some} onToggle={() => toggle(root.id)}>
            <span aria-hidden="true">{root.icon}</span>
            {root.name}
          </ToggleChip>
        );
        if (children.length === 0) return <li key={root.id}>{chip}</li>;
        return (
          <ExpandableGroup
            key={root.id}
            chip={chip}
            name={root.name}
            childrenLabel="subcategorías"
            defaultOpen={some}
          >
            {children.map((child) => (
              <li key={child.id}>
                <ToggleChip pressed={chosen.has(child.id)} onToggle={() => toggle(child.id)}>
                  <span aria-hidden="true">{child.icon}</span>
                  {child.name}
                </ToggleChip>
              </li>
            ))}
          </ExpandableGroup>
        );
      })}
    </ul>
  );
}
