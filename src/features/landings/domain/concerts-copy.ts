import { getCategoryName } from '@/config/categories';
import type { City } from '@/config/types';
import content from '@/content/landings.json';
import { CONCERTS_DEFAULT_CATEGORY } from './concerts';
import { fillCopy } from './landings';
import type { LandingCopy } from './types';

/**
 * `today` is the Spanish label of the day ('miércoles 25 de noviembre'); the hero says it
 * capitalised ({day}). {category} is the chosen category's name.
 */
export function concertsCopy(city: City, categoryId: string, today: string): Omit<LandingCopy, 'eyebrow'> {
  const category = getCategoryName(categoryId);
  return fillCopy(content.concerts[categoryId === CONCERTS_DEFAULT_CATEGORY ? 'music' : 'category'], {
    city: city.name,
    today,
    day: today.charAt(0).toLocaleUpperCase('es') + today.slice(1),
    category,
    lowerCategory: category.toLowerCase(),
  });
}
