import { useContext, useState, type ReactNode } from 'react';
import { POST_LOGIN_FAVORITE_DELAY_MS } from '@/config/constants';
import { useAuth, useAuthDialog } from '@/features/auth';
import { useRemoveFavorite, useSaveFavorite, useSavedIds } from '../api/use-favorites';
import {
  FavoriteToggleContext,
  type FavoriteToggleValue,
  type ToggleTarget,
} from './favorite-toggle-context';

/**
 * The stars' behaviour, once for a whole page. A guest gets the login dialog; 500 ms after signing in
 * there the event is saved unless it already was. A signed-in user saves (points first) or removes
 * (with 'Deshacer'). Why one provider: each star used to hold its own saved-ids query observer and
 * three mutation observers, and a listing creates nine new cards per keystroke.
 */
export function FavoriteToggleProvider({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const { ids: savedIds } = useSavedIds();
  // Stable functions (the mutation objects themselves change on every state change).
  const { mutateAsync: saveAsync } = useSaveFavorite();
  const { mutateAsync: removeAsync } = useRemoveFavorite();
  const { openAuthDialog } = useAuthDialog();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(() => new Set());

  const editPending = (id: string, add: boolean) =>
    setPendingIds((current) => {
      const next = new Set(current);
      if (add) next.add(id);
      else next.delete(id);
      return next;
    });
  // Errors are toasted by the mutations themselves; the promise only marks the end.
  const track = (id: string, run: () => Promise<unknown>) => {
    editPending(id, true);
    void run()
      .catch(() => undefined)
      .finally(() => editPending(id, false));
  };
  const toggle = ({ id, title }: ToggleTarget) => {
    if (loading || pendingIds.has(id)) return; // the session must be known
    const event = { id, title };
    if (!user) {
      openAuthDialog({
        onSignedIn: (userId) => {
          setTimeout(() => track(id, () => saveAsync({ userId, event })), POST_LOGIN_FAVORITE_DELAY_MS);
        },
      });
    } else if (savedIds.has(id)) {
      track(id, () => removeAsync({ userId: user.id, event }));
    } else {
      track(id, () => saveAsync({ userId: user.id, event }));
    }
  };
  const value: FavoriteToggleValue = { savedIds, pendingIds, toggle };

  return <FavoriteToggleContext.Provider value={value}>{children}</FavoriteToggleContext.Provider>;
}

/** A star outside any FavoriteToggleProvider brings its own (a lone button still works). */
export function EnsureFavoriteToggle({ children }: { children: ReactNode }) {
  return useContext(FavoriteToggleContext) ? (
    children
  ) : (
    <FavoriteToggleProvider>{children}</FavoriteToggleProvider>
  );
}
