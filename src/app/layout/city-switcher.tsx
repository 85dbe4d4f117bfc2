import { lazy, Suspense } from 'react';
import { useCity } from '@/features/city';
import { CityTriggerButton } from '@/components/layout/city-switcher-trigger';

// Radix's menu is not needed for the first screen: its chunk loads once the header has rendered.
const CitySwitcherMenu = lazy(() => import('./city-switcher-menu'));

/** Lists every city; each links to its own sub-domain root. */
export function CitySwitcher() {
  const { city } = useCity();
  return (
    <Suspense fallback={<CityTriggerButton city={city} aria-haspopup="menu" aria-disabled />}>
      <CitySwitcherMenu />
    </Suspense>
  );
}
