import { createContext, useContext } from 'react';
import type { City } from '@/config/types';

export interface CityContextValue {
  city: City;
  /** Origin of any city's site, e.g. cityUrl('pamplona') → 'https://pamplona.agendanorte.es'. */
  cityUrl: (cityId: string) => string;
  /** The active city's origin (cityUrl(city.id), worked out once: every listing card uses it). */
  origin: string;
}

export const CityContext = createContext<CityContextValue | null>(null);

export function useCity(): CityContextValue {
  const value = useContext(CityContext);
  if (!value) throw new Error('useCity must be used inside <CityProvider>');
  return value;
}
