/**
 * What a landing page's 'Suscríbete al calendario' block offers: the landing's own selection as feed
 * filters (a category, or the city's old town) and the sentence that names it. Date landings
 * (/fin-de-semana, /sabado) offer the whole city: a subscription outlives this weekend. Pure.
 */
import type { City } from '@/config/types';
import type { FeedFilters } from '@/features/feeds';
import { oldTownOf } from './old-town';
import type { LandingPreset } from './types';

export interface LandingFeed {
  filters?: FeedFilters;
  topic?: string;
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('es') + text.slice(1);

/** `resultsTitle` is the landing's results heading ('Conciertos y música en Bilbao'). */
export function landingFeed(preset: LandingPreset, city: City, resultsTitle: string): LandingFeed {
  switch (preset.kind) {
    case 'category':
      return { filters: { category: preset.categoryId }, topic: lowerFirst(resultsTitle) };
    case 'old-town':
      return { filters: { place: oldTownOf(city).id }, topic: lowerFirst(resultsTitle) };
    case 'date':
      return {};
  }
}
