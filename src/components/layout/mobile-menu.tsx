import { useDeferredPart } from '@/hooks/use-deferred-part';
import { preloadable } from '@/lib/preloadable';
import { MenuTriggerButton } from './mobile-menu-trigger';

const menuDialog = preloadable(() => import('./mobile-menu-dialog').then((m) => m.default));

/** Slide-in side menu for small screens: the header's items plus Home and the cities. Its code arrives after the first screen. */
export function MobileMenu() {
  const { Loaded, partProps, standInProps } = useDeferredPart(menuDialog);
  if (Loaded) return <Loaded {...partProps} />;
  return <MenuTriggerButton aria-haspopup="dialog" {...standInProps} />;
}
