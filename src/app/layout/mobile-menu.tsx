import { lazy, type ComponentProps } from 'react';
import { MenuIcon } from '@/components/ui/icons';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { m } from '@/i18n/paraglide/messages.js';

// Radix's dialog is not needed for the first screen: its chunk loads once the header has rendered.
const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog'));

/** The menu's trigger, for the stand-in and (as the Radix trigger's child) the real dialog. */
export function MenuTriggerButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={m.app_mobile_menu_open()}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 md:hidden"
      {...props}
    >
      <MenuIcon />
    </button>
  );
}

/** Slide-in side menu for small screens: the header's items plus Home and the cities. */
export function MobileMenu() {
  return (
    <LazyMenu popup="dialog" standIn={(props) => <MenuTriggerButton {...props} />}>
      {(triggerRef) => <MobileMenuDialog triggerRef={triggerRef} />}
    </LazyMenu>
  );
}
