import { POST_LOGIN_FAVORITE_DELAY_MS } from '@/config/constants';
import { useAuth } from '@/features/auth/api/auth-context';
import { useAuthDialog } from '@/features/auth/components/auth-dialog-context';
import type { EventItem } from '@/features/events/domain/types';
import { useRemoveFavorite, useSaveFavorite, useSavedIds } from '../api/use-favorites';

/**
 * The star's behaviour. A guest gets the login dialog; 500 ms after signing in there the event is
 * saved unless it already was. A signed-in user saves (points first) or removes (with 'Deshacer').
 */
export function useFavoriteToggle(event: Pick<EventItem, 'id' | 'title'>) {
  const { user, loading } = useAuth();
  const { ids } = useSavedIds();
  const save = useSaveFavorite();
  const remove = useRemoveFavorite();
  const { openAuthDialog } = useAuthDialog();
  const saved = ids.has(event.id);
  const target = { id: event.id, title: event.title };

  const pending = save.isPending || remove.isPending;
  const toggle = () => {
    if (loading || pending) return; // one change at a time; the session must be known
    if (!user) {
      openAuthDialog({
        onSignedIn: (userId) => {
          setTimeout(() => save.mutate({ userId, event: target }), POST_LOGIN_FAVORITE_DELAY_MS);
        },
      });
    } else if (saved) {
      remove.mutate({ userId: user.id, event: target });
    } else {
      save.mutate({ userId: user.id, event: target });
    }
  };

  return { saved, toggle, pending };
}
