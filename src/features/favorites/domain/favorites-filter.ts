/**
 * The favourites tab's list: expired ones marked; 'Solo eventos activos' hides them.
 *
 * Order: the favourites still to come (or on now) by the date they are shown at — a series at its next
 * date (EventItem.series), then the start time — so the list reads as the visitor's own agenda;
 * those without a usable date after them; the expired ones last, the one that ended most recently
 * first. Ties keep the order they came in.
 */
import { eventEndInstant, eventStartInstant, isExpired, type EventItem } from '@/features/events';

export interface FavoriteRow {
  event: EventItem;
  savedAt: string;
  expired: boolean;
}

interface Ranked extends FavoriteRow {
  /** Start (to come) or end (expired) in ms; null without a usable date. */
  at: number | null;
}

function compareRows(a: Ranked, b: Ranked): number {
  if (a.expired !== b.expired) return a.expired ? 1 : -1;
  if (a.at === null || b.at === null) return a.at === b.at ? 0 : a.at === null ? 1 : -1;
  return a.expired ? b.at - a.at : a.at - b.at;
}

export function favoriteRows(
  saved: ReadonlyArray<{ event: EventItem | null; createdAt: string }>,
  onlyActive: boolean,
  now: Date,
): FavoriteRow[] {
  const rows: Ranked[] = [];
  for (const item of saved) {
    if (!item.event) continue;
    const expired = isExpired(item.event, now);
    if (onlyActive && expired) continue;
    const instant = expired ? eventEndInstant(item.event) : eventStartInstant(item.event);
    rows.push({ event: item.event, savedAt: item.createdAt, expired, at: instant?.getTime() ?? null });
  }
  return rows.sort(compareRows).map(({ event, savedAt, expired }) => ({ event, savedAt, expired }));
}
