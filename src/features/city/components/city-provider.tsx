import { useEffect, useState, type ReactNode } from 'react';
import { CITY_IDS, getCityOrGeneric } from '@/config/cities';
import { ACTIVE_CITY_STORAGE_KEY } from '@/config/constants';
import { getEnv } from '@/config/env';
import { listen } from '@/lib/listen';
import { readStored } from '@/lib/safe-storage';
import { CityContext, siteBaseDomain } from '../city-context';
import { cityOriginUrl } from '../domain/city-origin';
import { resolveActiveCity } from '../domain/resolve-city';
import { themeVariables } from '../domain/theme';

function currentCityId(): string {
  return resolveActiveCity({
    hostname: window.location.hostname,
    storedCityId: readStored('local', ACTIVE_CITY_STORAGE_KEY),
    cityIds: CITY_IDS,
  });
}

/** Re-evaluated on history navigation and on storage changes (another tab choosing a city). */
export function CityProvider({ children }: { children: ReactNode }) {
  const [cityId, setCityId] = useState(currentCityId);

  useEffect(() => listen(window, ['popstate', 'storage'], () => setCityId(currentCityId())), []);

  const city = getCityOrGeneric(cityId);

  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeVariables(city.theme)))
      root.style.setProperty(name, value);
  }, [city]);

  const cityUrl = (id: string) =>
    cityOriginUrl(id, siteBaseDomain(), getEnv().siteBaseDomain ? 'https:' : window.location.protocol);

  const value = { city, cityUrl, origin: cityUrl(city.id) };
  return <CityContext.Provider value={value}>{children}</CityContext.Provider>;
}
