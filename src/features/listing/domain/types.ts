import type { DateRange } from '@/features/events';

export type { DateRange };

export const HORARIOS = ['manana', 'tarde', 'noche'] as const;

export type Horario = Record<(typeof HORARIOS)[number], boolean>;

/** 'eu': in Basque; 'es': in Spanish. */
export type Idioma = 'eu' | 'es';

export interface Filters {
  search: string;
  categories: string[];
  townsAndNeighborhoods: string[];
  isFreeOnly: boolean;
  /** [min, max]; nulls mean no bound. */
  priceRange: [number | null, number | null];
  artist: string;
  venue: string;
  horario: Horario;
  dateRange: DateRange | null;
  /** One language or none (null: every event). */
  idioma: Idioma | null;
}
