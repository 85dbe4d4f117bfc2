import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Ref } from 'react';
import { CITIES } from '@/config/cities';
import { useCity } from '@/features/city';
import { CityTriggerButton } from './city-switcher';

/** The city menu itself (Radix), a chunk of its own: see CitySwitcher. */
export default function CitySwitcherMenu({ triggerRef }: { triggerRef: Ref<HTMLButtonElement> }) {
  const { city, cityUrl } = useCity();
  return (
    // Non-modal: a modal menu would aria-hide the page while its links stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <CityTriggerButton city={city} ref={triggerRef} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-52 rounded-xl border border-gray-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            Elige tu ciudad
          </DropdownMenu.Label>
          {CITIES.map((c) => (
            <DropdownMenu.Item key={c.id} asChild>
              <a
                href={cityUrl(c.id)}
                aria-current={c.id === city.id ? 'true' : undefined}
                className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-gray-900 data-[highlighted]:bg-gray-100"
              >
                {c.name}
                {c.id === city.id && <span className="text-xs text-gray-600">actual</span>}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
