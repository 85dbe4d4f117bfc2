/** "Próximamente" block: events starting today through +5 days, soonest first. */
import { NEARBY_DAYS_AHEAD, NEARBY_MAX, NEARBY_MAX_SPAN_DAYS } from '@/config/constants';
import { daysBetween, eventEndDay, madridDay, parseEventDate } from './dates';
import { compareBySoonestStart } from './trending';
import type { EventItem } from './types';

/** Starts within [today, today + 5] and lasts at most 30 days (season-long runs would fill the block). */
export function isNearby(e: EventItem, now: Date): boolean {
  const start = parseEventDate(e.startDate);
  const end = eventEndDay(e);
  if (start === null || end === null) return false;
  const ahead = daysBetween(madridDay(now), start);
  return ahead >= 0 && ahead <= NEARBY_DAYS_AHEAD && daysBetween(start, end) <= NEARBY_MAX_SPAN_DAYS;
}

export function selectNearby(events: readonly EventItem[], now: Date, max: number = NEARBY_MAX): EventItem[] {
  return events
    .filter((e) => isNearby(e, now))
    .sort(compareBySoonestStart)
    .slice(0, max);
}
