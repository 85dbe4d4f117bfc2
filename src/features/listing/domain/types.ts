import type { DateRange } from '@/features/events';

export type { DateRange };

export interface Horario {
  manana: boolean;
  tarde: boolean;
  noche: boolean;
}

export const HORARIOS: ReadonlyArray<keyof Horario> = ['manana', 'tarde', 'noche'];

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
