import { useAuth } from '../api/auth-context';
import { JoinCommunityButton } from './join-community-button';
import { UserMenu } from './user-menu';

/** The header's account corner: nothing while the session loads, the menu or 'Únete a la comunidad'. */
export function UserArea({ className }: { className?: string }) {
  const { user, loading } = useAuth();
  if (loading) return <span className="inline-block h-11 w-11" aria-hidden="true" />;
  return <div className={className}>{user ? <UserMenu /> : <JoinCommunityButton />}</div>;
}
