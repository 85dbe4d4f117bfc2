import type { EventItem } from '@/features/events';
import { createDateRangeMatcher, todayRange, weekendRange, createHorarioMatcher } from '@/features/listing';

export interface CityCounts {
  /** Events on today (started earlier and still running included). */
  today: number;
  /** Events on today in the night slot (20:00 to 06:00): what 'Esta noche' shows. */
  tonight: number;
  /** Events on any day from Friday to Sunday of this (or the coming) weekend. */
  weekend: number;
  free: number;
}

export function countCityEvents(visible: readonly EventItem[], now: Date): CityCounts {
  const night = createHorarioMatcher({ manana: false, tarde: false, noche: true });
  const onToday = visible.filter(createDateRangeMatcher(todayRange(now)));
  return {
    today: onToday.length,
    tonight: onToday.filter(night).length,
    weekend: visible.filter(createDateRangeMatcher(weekendRange(now))).length,
    free: visible.filter((event) => event.isFree).length,
  };
}
