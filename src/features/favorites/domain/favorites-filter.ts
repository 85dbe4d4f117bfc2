/** The favourites tab's list: expired ones marked; 'Solo eventos activos' hides them. */
import { isExpired } from '@/features/events/domain/dates';
import type { EventItem } from '@/features/events/domain/types';

export interface FavoriteRow {
  event: EventItem;
  savedAt: string;
  expired: boolean;
}

export function favoriteRows(
  saved: ReadonlyArray<{ event: EventItem | null; createdAt: string }>,
  onlyActive: boolean,
  now: Date,
): FavoriteRow[] {
  const rows: FavoriteRow[] = [];
  for (const item of saved) {
    if (!item.event) continue;
    const expired = isExpired(item.event, now);
    if (onlyActive && expired) continue;
    rows.push({ event: item.event, savedAt: item.createdAt, expired });
  }
  return rows;
}
