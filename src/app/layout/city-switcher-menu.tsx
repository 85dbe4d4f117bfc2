import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { Ref } from 'react';
import { CITIES } from '@/config/cities';
import { useCity } from '@/features/city';
import { cityNames } from '@/i18n/city-names';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { m } from '@/i18n/paraglide/messages.js';
import { CityTriggerButton } from './city-switcher';

/** The city menu itself (Radix), a chunk of its own: see CitySwitcher. */
export default function CitySwitcherMenu({ triggerRef }: { triggerRef: Ref<HTMLButtonElement> }) {
  const { city, cityUrl } = useCity();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <CityTriggerButton city={city} ref={triggerRef} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-52">
        <DropdownMenuLabel>{m.app_city_switcher_title()}</DropdownMenuLabel>
        {CITIES.map((c) => (
          <DropdownMenuPrimitive.Item key={c.id} asChild>
            <a
              href={cityUrl(c.id)}
              aria-current={c.id === city.id ? 'true' : undefined}
              className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-gray-900 data-[highlighted]:bg-gray-100"
            >
              {cityNames(c).city}
              {c.id === city.id && (
                <span className="text-xs text-gray-600">{m.app_city_switcher_current()}</span>
              )}
            </a>
          </DropdownMenuPrimitive.Item>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
