/**
 * The form's linked changes (file 001 §5): changing the city resets the neighbourhood and the custom
 * city; changing the categories resets the subcategory; ticking free clears the price. Pure.
 */
import { getChildCategories } from '@/config/categories';
import type { Category, Location } from '@/config/types';
import { OTHER_TOWN, type SubmissionFormValues } from './form-values';

type Values = SubmissionFormValues;

export function changeTown(values: Values, town: string): Values {
  return { ...values, town, neighborhood: '', customTown: '' };
}

/** Ticks or unticks one category. */
export function toggleCategory(values: Values, id: string): Values {
  const categories = values.categories.includes(id)
    ? values.categories.filter((c) => c !== id)
    : [...values.categories, id];
  return { ...values, categories, subcategory: '' };
}

/** The chip's remove button. */
export function removeCategory(values: Values, id: string): Values {
  if (!values.categories.includes(id)) return values;
  return { ...values, categories: values.categories.filter((c) => c !== id), subcategory: '' };
}

export function setFree(values: Values, isFree: boolean): Values {
  return isFree ? { ...values, isFree, price: '' } : { ...values, isFree };
}

/** Neighbourhoods offered: the chosen town's children (none for 'Otra, especificar'). */
export function neighborhoodOptions(locations: readonly Location[], town: string): Location[] {
  if (town === '' || town === OTHER_TOWN) return [];
  return locations.filter((location) => location.parentId === town);
}

/** Subcategories offered: the children of the chosen categories, each once, in the categories' order. */
export function subcategoryOptions(categories: readonly string[]): Category[] {
  const byId = new Map<string, Category>();
  for (const child of categories.flatMap((id) => getChildCategories(id))) {
    if (!byId.has(child.id)) byId.set(child.id, child);
  }
  return [...byId.values()];
}
