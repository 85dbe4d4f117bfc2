import { createContext, useContext } from 'react';
import { CITY_IDS } from '@/config/cities';
import { getEnv } from '@/config/env';
import type { City } from '@/config/types';
import { baseDomainFromHost } from './domain/city-origin';

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

/** The domain the city sites hang from: VITE_SITE_BASE_DOMAIN in production, else the current host's. */
export function siteBaseDomain(): string {
  return getEnv().siteBaseDomain || baseDomainFromHost(window.location.host, CITY_IDS);
}
