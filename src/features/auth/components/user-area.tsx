import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { UserIcon } from '@/components/ui/icons';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { useAuth } from '../api/auth-context';
import { useSignOut } from '../api/use-auth-mutations';
import { m } from '@/i18n/paraglide/messages.js';
import { accountLinks } from './account-links';
import { UserAvatar, UserTriggerButton } from './user-trigger-button';

// Radix's menu is not needed for the first screen: its chunk loads once the avatar has rendered.
const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

/** The account items of the mobile side menu; `onNavigate` closes the menu. */
export function MobileUserLinks({ itemClass, onNavigate }: { itemClass: string; onNavigate: () => void }) {
  const { user, loading } = useAuth();
  const signOut = useSignOut();
  if (loading) return null;
  if (!user) {
    return (
      <Link to="/auth" className={itemClass} onClick={onNavigate}>
        {m.auth_join_community()}
      </Link>
    );
  }
  return (
    <section aria-label={m.auth_your_account_label()} className="border-t border-gray-100 pt-2">
      <p className="flex items-center gap-3 px-3 py-2 text-sm text-gray-700">
        <UserAvatar email={user.email} />
        <span className="truncate">{user.email}</span>
      </p>
      {accountLinks().map((link) => (
        <Link key={link.to} to={link.to} className={itemClass} onClick={onNavigate}>
          {link.label}
        </Link>
      ))}
      <button
        type="button"
        className={`${itemClass} w-full text-left`}
        onClick={() => {
          onNavigate();
          signOut.mutate();
        }}
      >
        {m.auth_sign_out()}
      </button>
    </section>
  );
}

/** Below lg, where the header is tight, 'Únete a la comunidad' is an icon with that accessible name. */
export function UserArea({ className }: { className?: string }) {
  const { user, loading } = useAuth();
  if (loading) return <span className="inline-block h-11 w-11" aria-hidden="true" />;
  return (
    <div className={className}>
      {user ? (
        <LazyMenu standIn={(props) => <UserTriggerButton email={user.email} {...props} />}>
          {(triggerRef) => <UserMenuDropdown triggerRef={triggerRef} />}
        </LazyMenu>
      ) : (
        <Link to="/auth" className={buttonClasses('outline', 'md', 'px-3')}>
          <UserIcon width={16} height={16} />
          <span className="sr-only lg:not-sr-only">{m.auth_join_community()}</span>
        </Link>
      )}
    </div>
  );
}
