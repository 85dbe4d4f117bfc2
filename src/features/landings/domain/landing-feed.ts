/**
 * A landing's calendar feed: its category or old town, and the sentence that names it. Date
 * landings offer the whole city: a subscription outlives this weekend.
 */
import type { City } from '@/config/types';
import type { FeedFilters } from '@/features/feeds';
import { oldTownOf } from './old-town';
import type { LandingPreset } from './types';

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('es') + text.slice(1);

/** `resultsTitle` is the landing's results heading ('Conciertos y música en Bilbao'). */
export function landingFeed(
  preset: LandingPreset,
  city: City,
  resultsTitle: string,
): { filters?: FeedFilters; topic?: string } {
  switch (preset.kind) {
    case 'category':
      return { filters: { category: preset.categoryId }, topic: lowerFirst(resultsTitle) };
    case 'old-town':
      return { filters: { place: oldTownOf(city).id }, topic: lowerFirst(resultsTitle) };
    case 'date':
      return {};
  }
}
