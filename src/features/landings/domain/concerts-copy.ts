import type { City } from '@/config/types';
import { categoryLabel } from '@/features/listing';
import { m } from '@/i18n/paraglide/messages.js';
import { CONCERTS_DEFAULT_CATEGORY } from './concerts';
import { cityValues, fillCopy, type CityValues, type CopyMessages } from './landings';
import type { LandingCopy } from './types';

interface ConcertsValues extends CityValues {
  today: string;
  day: string;
  category: string;
  lowerCategory: string;
}

const MUSIC: CopyMessages<ConcertsValues> = {
  title: m.landings_concerts_music_title,
  description: m.landings_concerts_music_description,
  keywords: m.landings_concerts_music_keywords,
  heroTitle: m.landings_concerts_music_hero_title,
  heroText: m.landings_concerts_music_hero_text,
  resultsTitle: m.landings_concerts_music_results_title,
  emptyText: m.landings_concerts_music_empty_text,
};

const CATEGORY: CopyMessages<ConcertsValues> = {
  title: m.landings_concerts_category_title,
  description: m.landings_concerts_category_description,
  keywords: m.landings_concerts_category_keywords,
  heroTitle: m.landings_concerts_category_hero_title,
  heroText: m.landings_concerts_category_hero_text,
  resultsTitle: m.landings_concerts_category_results_title,
  emptyText: m.landings_concerts_category_empty_text,
};

/** `today` is the day's label in the page's language ('miércoles 25 de noviembre'); {day} is it capitalised. */
export function concertsCopy(city: City, categoryId: string, today: string): LandingCopy {
  const category = categoryLabel(categoryId);
  return fillCopy(categoryId === CONCERTS_DEFAULT_CATEGORY ? MUSIC : CATEGORY, {
    ...cityValues(city),
    today,
    day: today.charAt(0).toLocaleUpperCase('es') + today.slice(1),
    category,
    lowerCategory: category.toLowerCase(),
  });
}
