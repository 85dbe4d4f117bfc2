/**
 * The concerts page's quick filters: Gratis, Mañana / Tarde / Noche and the page category's
 * subcategories. A subcategory chip narrows the category to it (several may be on); turning the
 * last one off brings back the whole category.
 */
import { getChildCategories } from '@/config/categories';
import { categoryGroup, horarioLabels, HORARIOS, setFreeOnly, toggleHorario } from '@/features/listing';
import type { Filters } from '@/features/listing';
import { m } from '@/i18n/paraglide/messages.js';

export interface QuickFilter {
  key: string;
  label: string;
  isOn: (filters: Filters) => boolean;
  toggle: (filters: Filters) => Filters;
}

function subcategoryFilter(parentId: string, id: string, label: string): QuickFilter {
  const group = new Set(categoryGroup(parentId));
  const isOn = (f: Filters) => f.categories.includes(id) && !f.categories.includes(parentId);
  const toggle = (f: Filters): Filters => {
    const others = f.categories.filter((c) => !group.has(c));
    const narrowed = f.categories.filter((c) => group.has(c) && c !== parentId && c !== id);
    const wholeCategory = f.categories.includes(parentId);
    let chosen: string[];
    if (isOn(f)) chosen = narrowed.length > 0 ? narrowed : [...group];
    else chosen = wholeCategory ? [id] : [...narrowed, id];
    return { ...f, categories: [...others, ...chosen] };
  };
  return { key: `sub:${id}`, label, isOn, toggle };
}

export function quickFilters(categoryId: string): QuickFilter[] {
  return [
    {
      key: 'free',
      label: m.landings_quick_free(),
      isOn: (f) => f.isFreeOnly,
      toggle: (f) => setFreeOnly(f, !f.isFreeOnly),
    },
    ...HORARIOS.map((slot) => ({
      key: `horario:${slot}`,
      label: horarioLabels()[slot],
      isOn: (f: Filters) => f.horario[slot],
      toggle: (f: Filters) => toggleHorario(f, slot),
    })),
    ...getChildCategories(categoryId).map((child) => subcategoryFilter(categoryId, child.id, child.name)),
  ];
}
