import { createContext, useContext, useState, type ReactNode } from 'react';
import type { EventItem } from '@/features/events';
import { POST_LOGIN_FAVORITE_DELAY_MS } from '@/config/constants';
import { useAuth, useAuthDialog } from '@/features/auth';
import { useRemoveFavorite, useSaveFavorite, useSavedIds } from '../api/use-favorites';
import { Button } from '@/components/ui/button';
import { StarIcon } from '@/components/ui/icons';
import { m } from '@/i18n/paraglide/messages.js';
import { cn } from '@/lib/cn';

type ToggleTarget = Pick<EventItem, 'id'>;

interface FavoriteToggleValue {
  savedIds: ReadonlySet<string>;
  /** Events with a save or a removal under way: one change at a time per event. */
  pendingIds: ReadonlySet<string>;
  toggle: (event: ToggleTarget) => void;
}

const FavoriteToggleContext = createContext<FavoriteToggleValue | null>(null);

/**
 * The stars' behaviour, once for a whole page (a listing creates nine cards per keystroke). A guest gets
 * the login dialog, and the event is saved shortly after signing in there.
 */
export function FavoriteToggleProvider({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const savedIds = useSavedIds();
  // Stable functions (the mutation objects themselves change on every state change).
  const { mutateAsync: saveAsync } = useSaveFavorite();
  const { mutateAsync: removeAsync } = useRemoveFavorite();
  const { openAuthDialog } = useAuthDialog();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(() => new Set());

  // Errors are toasted by the mutations themselves; the promise only marks the end.
  const track = (id: string, run: () => Promise<unknown>) => {
    setPendingIds((current) => new Set(current).add(id));
    void run()
      .catch(() => undefined)
      .finally(() => setPendingIds((current) => new Set([...current].filter((other) => other !== id))));
  };
  const toggle = ({ id }: ToggleTarget) => {
    if (loading || pendingIds.has(id)) return; // the session must be known
    if (!user) {
      openAuthDialog((userId) => {
        setTimeout(() => track(id, () => saveAsync({ userId, eventId: id })), POST_LOGIN_FAVORITE_DELAY_MS);
      });
    } else if (savedIds.has(id)) {
      track(id, () => removeAsync({ userId: user.id, eventId: id }));
    } else {
      track(id, () => saveAsync({ userId: user.id, eventId: id }));
    }
  };
  const value: FavoriteToggleValue = { savedIds, pendingIds, toggle };

  return <FavoriteToggleContext.Provider value={value}>{children}</FavoriteToggleContext.Provider>;
}

interface StarProps {
  event: ToggleTarget;
  /** The event page's 'Favoritos' button instead of a card's 44 px star. */
  onEventPage?: boolean;
}

// Built once: a card re-rendered for another event leaves the icon alone.
const STAR = <StarIcon width={20} height={20} />;
const STAR_FILLED = <StarIcon filled width={20} height={20} />;

export function FavoriteButton({ event, onEventPage }: StarProps) {
  const context = useContext(FavoriteToggleContext);
  // A star outside any FavoriteToggleProvider brings its own (a lone button still works).
  if (!context)
    return (
      <FavoriteToggleProvider>
        <FavoriteButton event={event} onEventPage={onEventPage} />
      </FavoriteToggleProvider>
    );
  const saved = context.savedIds.has(event.id);
  const state = {
    onClick: () => context.toggle(event),
    'aria-busy': context.pendingIds.has(event.id) || undefined,
    'aria-pressed': saved,
    title: saved ? m.favorites_remove_title() : m.favorites_save(),
  };
  if (onEventPage)
    return (
      <Button variant={saved ? 'secondary' : 'outline'} size="md" {...state}>
        <StarIcon filled={saved} width={18} height={18} className={cn(!saved && 'text-accent')} />
        {m.favorites_button()}
      </Button>
    );
  return (
    <button
      type="button"
      {...state}
      aria-label={m.favorites_save()}
      className={cn(
        'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/95 shadow hover:bg-white',
        saved ? 'text-accent' : 'text-gray-900',
      )}
    >
      {saved ? STAR_FILLED : STAR}
    </button>
  );
}
