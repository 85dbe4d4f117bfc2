import type { ComponentProps } from 'react';
import { MenuIcon } from '@/components/ui/icons';

/** The mobile menu's trigger, for the stand-in and (as the Radix trigger's child) the real dialog. */
export function MenuTriggerButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label="Abrir menú"
      className="inline-flex h-11 w-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 md:hidden"
      {...props}
    >
      <MenuIcon />
    </button>
  );
}
