import { getCategoryName } from '@/config/categories';
import type { City } from '@/config/types';
import content from '@/content/landings.json';
import { CONCERTS_DEFAULT_CATEGORY } from './concerts';
import { fillCopy } from './landings';
import type { LandingCopy } from './types';

/** `today` is the day's Spanish label ('miércoles 25 de noviembre'); {day} is it capitalised. */
export function concertsCopy(city: City, categoryId: string, today: string): LandingCopy {
  const category = getCategoryName(categoryId);
  return fillCopy(content.concerts[categoryId === CONCERTS_DEFAULT_CATEGORY ? 'music' : 'category'], {
    city: city.name,
    today,
    day: today.charAt(0).toLocaleUpperCase('es') + today.slice(1),
    category,
    lowerCategory: category.toLowerCase(),
  });
}
