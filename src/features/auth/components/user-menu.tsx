import { useDeferredPart } from '@/hooks/use-deferred-part';
import { preloadable } from '@/lib/preloadable';
import { useAuth } from '../api/auth-context';
import { UserTriggerButton } from './user-menu-trigger';

const userMenu = preloadable(() => import('./user-menu-dropdown').then((m) => m.default));

/**
 * The avatar (two letters of the e-mail) opening Mi cuenta, Mis puntos, Ranking and Cerrar sesión.
 * The menu's code arrives after the first screen.
 */
export function UserMenu() {
  const { user } = useAuth();
  const { Loaded, partProps, standInProps } = useDeferredPart(userMenu);
  if (!user) return null;
  if (Loaded) return <Loaded {...partProps} />;
  return <UserTriggerButton email={user.email} aria-haspopup="menu" {...standInProps} />;
}
