import { getCategory } from '@/config/categories';
import type { SortOption } from '@/config/constants';
import { isVisibleOnDay, madridDay, type EventItem } from '@/features/events';
import { categoryGroup, resolveCategoryParam, clearFilters, type Filters } from '@/features/listing';

export const CONCERTS_PATH = '/conciertos-hoy';
export const CONCERTS_DEFAULT_CATEGORY = 'musica';

export const CONCERTS_SORT_OPTIONS: readonly SortOption[] = ['endDate_asc', 'date_asc', 'price_asc'];

/**
 * The page's category: the one the `categoria` parameter names, else music. A subcategory
 * ('?categoria=jazz') stands for its parent, so the page stays "music" with jazz chosen inside it.
 */
export function concertsCategory(param: string | null): string {
  const id = resolveCategoryParam(param ?? '');
  if (!id) return CONCERTS_DEFAULT_CATEGORY;
  return getCategory(id)?.parentId ?? id;
}

/** The page's preset: that category with its subcategories (no date: "today" is the page itself). */
export function concertsPreset(categoryId: string): Filters {
  return { ...clearFilters(), categories: categoryGroup(categoryId) };
}

/** Runs today in Madrid: started on or before today and not ended before today's end. */
export function isOnToday(event: EventItem, now: Date): boolean {
  return isVisibleOnDay(event, madridDay(now));
}
