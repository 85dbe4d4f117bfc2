/** The hero's per-city counters, computed from the loaded events. Pure. */
import type { EventItem } from '@/features/events/domain/types';
import { matchesDateRange } from '@/features/filters/domain/date-filter';
import { todayRange, weekendRange } from '@/features/filters/domain/date-presets';

export interface CityCounts {
  /** Events on today (started earlier and still running included). */
  today: number;
  /** Events on any day from Friday to Sunday of this (or the coming) weekend. */
  weekend: number;
  free: number;
}

export function countCityEvents(visible: readonly EventItem[], now: Date): CityCounts {
  const today = todayRange(now);
  const weekend = weekendRange(now);
  return {
    today: visible.filter((event) => matchesDateRange(event, today)).length,
    weekend: visible.filter((event) => matchesDateRange(event, weekend)).length,
    free: visible.filter((event) => event.isFree).length,
  };
}
