import { lazy, Suspense } from 'react';
import { useAuth } from '../api/auth-context';
import { UserTriggerButton } from './user-menu-trigger';

// Radix's menu is not needed for the first screen: its chunk loads once the avatar has rendered.
const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

/** The avatar (two letters of the e-mail) opening Mi cuenta, Mis puntos, Ranking and Cerrar sesión. */
export function UserMenu() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={<UserTriggerButton email={user.email} aria-haspopup="menu" aria-disabled />}>
      <UserMenuDropdown />
    </Suspense>
  );
}
