import type { City } from '@/config/types';

export type LandingId =
  'musica' | 'fiestas' | 'gastronomia' | 'familia' | 'cultura' | 'casco-viejo' | 'fin-de-semana' | 'sabado';

export type DatePresetId = 'weekend' | 'saturday';

/** What a landing shows before the visitor's own filters. */
export type LandingPreset =
  { kind: 'category'; categoryId: string } | { kind: 'old-town' } | { kind: 'date'; range: DatePresetId };

export interface LandingCopy {
  title: string;
  description: string;
  keywords: string[];
  heroTitle: string;
  heroText: string;
  resultsTitle: string;
  emptyText: string;
}

export interface LandingDefinition {
  id: LandingId;
  path: string;
  /** Other paths that show this same page (/tardeos). */
  aliases: readonly string[];
  preset: LandingPreset;
  copy: (city: City) => LandingCopy;
}
