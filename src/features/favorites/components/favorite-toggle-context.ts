import { createContext, useContext } from 'react';
import type { EventItem } from '@/features/events';

export type ToggleTarget = Pick<EventItem, 'id' | 'title'>;

export interface FavoriteToggleValue {
  savedIds: ReadonlySet<string>;
  /** Events with a save or a removal under way: one change at a time per event. */
  pendingIds: ReadonlySet<string>;
  toggle: (event: ToggleTarget) => void;
}

export const FavoriteToggleContext = createContext<FavoriteToggleValue | null>(null);

/** Saved, pending and toggle for one event; needs a provider above (EnsureFavoriteToggle). */
export function useFavoriteToggle(event: ToggleTarget) {
  const context = useContext(FavoriteToggleContext);
  if (!context) throw new Error('useFavoriteToggle needs a FavoriteToggleProvider above it');
  return {
    saved: context.savedIds.has(event.id),
    pending: context.pendingIds.has(event.id),
    toggle: () => context.toggle(event),
  };
}
