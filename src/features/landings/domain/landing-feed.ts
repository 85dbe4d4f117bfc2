/** A landing's calendar feed; date landings offer the whole city: a subscription outlives this weekend. */
import type { City } from '@/config/types';
import { getLocale } from '@/i18n/locale';
import { oldTownOf } from './old-town';
import type { LandingPreset } from './types';

/** `resultsTitle` is the landing's results heading ('Conciertos y música en Bilbao'). */
export function landingFeed(preset: LandingPreset, city: City, resultsTitle: string) {
  // A Basque title may start with the city ('Bilboko kontzertuak'): only a Spanish one is lowered.
  const topic =
    getLocale() === 'eu'
      ? resultsTitle
      : resultsTitle.charAt(0).toLocaleLowerCase('es') + resultsTitle.slice(1);
  switch (preset.kind) {
    case 'category':
      return { filters: { category: preset.categoryId }, topic };
    case 'old-town':
      return { filters: { place: oldTownOf(city).id }, topic };
    case 'date':
      return {};
  }
}
