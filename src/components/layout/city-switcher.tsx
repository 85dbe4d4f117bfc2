import { useCity } from '@/features/city/city-context';
import { useDeferredPart } from '@/hooks/use-deferred-part';
import { preloadable } from '@/lib/preloadable';
import { CityTriggerButton } from './city-switcher-trigger';

const cityMenu = preloadable(() => import('./city-switcher-menu').then((m) => m.default));

/** Lists every city; each links to its own sub-domain root. The menu's code arrives after the first screen. */
export function CitySwitcher() {
  const { city } = useCity();
  const { Loaded, partProps, standInProps } = useDeferredPart(cityMenu);
  if (Loaded) return <Loaded {...partProps} />;
  return <CityTriggerButton city={city} aria-haspopup="menu" {...standInProps} />;
}
