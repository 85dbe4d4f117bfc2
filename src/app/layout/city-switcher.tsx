import { lazy, type ComponentProps } from 'react';
import type { City } from '@/config/types';
import { useCity } from '@/features/city';
import { cityNames } from '@/i18n/city-names';
import { ChevronDownIcon, MapPinIcon } from '@/components/ui/icons';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { m } from '@/i18n/paraglide/messages.js';

// Radix's menu is not needed for the first screen: its chunk loads once the header has rendered.
const CitySwitcherMenu = lazy(() => import('./city-switcher-menu'));

/** The switcher's trigger, for the stand-in and (as the Radix trigger's child) the real menu. */
export function CityTriggerButton({ city, ...props }: ComponentProps<'button'> & { city: City }) {
  return (
    <button
      type="button"
      aria-label={m.app_city_switcher_label({ city: cityNames(city).city })}
      className="inline-flex h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100"
      {...props}
    >
      <MapPinIcon className="text-primary" />
      <span>{cityNames(city).city}</span>
      <ChevronDownIcon width={16} height={16} />
    </button>
  );
}

/** Lists every city; each links to its own sub-domain root. */
export function CitySwitcher() {
  const { city } = useCity();
  return (
    <LazyMenu standIn={(props) => <CityTriggerButton city={city} {...props} />}>
      {(triggerRef) => <CitySwitcherMenu triggerRef={triggerRef} />}
    </LazyMenu>
  );
}
