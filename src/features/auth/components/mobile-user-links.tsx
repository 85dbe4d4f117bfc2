import { Link } from 'react-router-dom';
import { useAuth } from '../api/auth-context';
import { useSignOut } from '../api/use-auth-mutations';
import { ACCOUNT_LINKS, JOIN_LABEL, SIGN_OUT_LABEL } from './account-links';
import { UserAvatar } from './user-avatar';

/** The account items of the mobile side menu; `onNavigate` closes the menu. */
export function MobileUserLinks({ itemClass, onNavigate }: { itemClass: string; onNavigate: () => void }) {
  const { user, loading } = useAuth();
  const signOut = useSignOut();
  if (loading) return null;
  if (!user) {
    return (
      <Link to="/auth" className={itemClass} onClick={onNavigate}>
        {JOIN_LABEL}
      </Link>
    );
  }
  return (
    <section aria-label="Tu cuenta" className="border-t border-gray-100 pt-2">
      <p className="flex items-center gap-3 px-3 py-2 text-sm text-gray-700">
        <UserAvatar email={user.email} />
        <span className="truncate">{user.email}</span>
      </p>
      {ACCOUNT_LINKS.map((link) => (
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
        {SIGN_OUT_LABEL}
      </button>
    </section>
  );
}
