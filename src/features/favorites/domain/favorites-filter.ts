/**
 * The favourites tab's list, read as the visitor's own agenda: those to come (or on now) by start, then
 * those without a usable date, then the expired ones, the most recently ended first. Ties keep their order.
 */
import { eventEndInstant, eventStartInstant, isExpired, type EventItem } from '@/features/events';

interface FavoriteRow {
  event: EventItem;
  expired: boolean;
  /** Start (to come) or end (expired) in ms; null without a usable date. */
  at: number | null;
}

function compareRows(a: FavoriteRow, b: FavoriteRow): number {
  if (a.expired !== b.expired) return a.expired ? 1 : -1;
  if (a.at === null || b.at === null) return a.at === b.at ? 0 : a.at === null ? 1 : -1;
  return a.expired ? b.at - a.at : a.at - b.at;
}

export function favoriteRows(
  saved: ReadonlyArray<{ event: EventItem | null }>,
  onlyActive: boolean,
  now: Date,
): FavoriteRow[] {
  const rows: FavoriteRow[] = [];
  for (const item of saved) {
    if (!item.event) continue;
    const expired = isExpired(item.event, now);
    if (onlyActive && expired) continue;
    const instant = expired ? eventEndInstant(item.event) : eventStartInstant(item.event);
    rows.push({ event: item.event, expired, at: instant?.getTime() ?? null });
  }
  return rows.sort(compareRows);
}
