/**
 * The category taxonomy as the app shows it. Ids, names and parents are shared with the edge functions
 * (supabase/functions/_shared/categories.ts); icons, colours and artwork are the app's own.
 * 'conciertos' (trending scoring) has no definition, so it is not a category here.
 */
import type { Category } from '@/config/types';
import { getLocale } from '@/i18n/locale';
import LOOKS from '../content/category-looks.json';
import {
  categoryNameEu,
  SUBCATEGORIES as SHARED_SUBCATEGORIES,
  TOP_LEVEL_CATEGORY_ROWS,
  type SubcategoryId,
  type TopLevelCategoryId,
} from '../../supabase/functions/_shared/categories.ts';

/** Icon and default colour of each category (src/content), one for every id: the type check wants it. */
const { topLevel, subcategoryIcons } = LOOKS satisfies {
  topLevel: Record<TopLevelCategoryId, { icon: string; color: string }>;
  /** A subcategory's colour is its parent's. */
  subcategoryIcons: Record<SubcategoryId, string>;
};

/** The 16 top-level categories in the description's order ('exposiciones' too, under 'arte'). */
export const TOP_LEVEL_CATEGORIES: Category[] = TOP_LEVEL_CATEGORY_ROWS.map(([id, name, parentId]) => {
  const { icon, color } = topLevel[id];
  return {
    id,
    name,
    icon,
    defaultColor: color,
    ...(parentId ? { parentId } : {}),
    imagePath: `/images/categories/${id}.svg`,
  };
});

/** Grouped by parent, the parents in the description's order. */
const SUBCATEGORIES: Category[] = TOP_LEVEL_CATEGORIES.flatMap((parent) =>
  SHARED_SUBCATEGORIES.filter(([, , parentId]) => parentId === parent.id).map(([id, name]) => ({
    id,
    name,
    icon: subcategoryIcons[id as SubcategoryId],
    defaultColor: parent.defaultColor,
    parentId: parent.id,
  })),
);

export const CATEGORIES: Category[] = [...TOP_LEVEL_CATEGORIES, ...SUBCATEGORIES];

const BY_ID = new Map(CATEGORIES.map((category) => [category.id, category]));

export function getCategory(id: string): Category | undefined {
  return BY_ID.get(id);
}

/**
 * Display name in the page's language ('Teatro', on a Basque page 'Antzerkia'), or the id itself for
 * an unknown category (e.g. 'conciertos'). A category's `name` stays the Spanish one.
 */
export function getCategoryName(id: string): string {
  if (getLocale() === 'eu') return categoryNameEu(id);
  return BY_ID.get(id)?.name ?? id;
}

/** Children in the description's order; getChildCategories('arte') starts with 'exposiciones'. */
export function getChildCategories(parentId: string): Category[] {
  return CATEGORIES.filter((category) => category.parentId === parentId);
}

/** Artwork for any category: its own, else its parent's; undefined when the category is unknown. */
export function getCategoryImagePath(id: string): string | undefined {
  const category = BY_ID.get(id);
  if (!category) return undefined;
  if (category.imagePath) return category.imagePath;
  return category.parentId ? BY_ID.get(category.parentId)?.imagePath : undefined;
}
