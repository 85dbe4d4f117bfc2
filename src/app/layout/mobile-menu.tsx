import { lazy, Suspense } from 'react';
import { MenuTriggerButton } from '@/components/layout/mobile-menu-trigger';

// Radix's dialog is not needed for the first screen: its chunk loads once the header has rendered.
const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog'));

/** Slide-in side menu for small screens: the header's items plus Home and the cities. */
export function MobileMenu() {
  return (
    <Suspense fallback={<MenuTriggerButton aria-haspopup="dialog" aria-disabled />}>
      <MobileMenuDialog />
    </Suspense>
  );
}
