/** Quick date picks of the date popover and the landings, in Madrid calendar days. */
import { addDaysToDay, madridDay, weekdayOf } from '@/features/events';
import type { DateRange, Filters } from './types';

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;
/** Today and the following six: the same weekday never appears twice. */
const NEXT_DAYS_SPAN = 7;

export function todayRange(now: Date): DateRange {
  const today = madridDay(now);
  return { from: today, to: today };
}

/** 'Esta noche': today in the night slot only; the other filters stay. */
export function tonight(filters: Filters, now: Date): Filters {
  return { ...filters, dateRange: todayRange(now), horario: { manana: false, tarde: false, noche: true } };
}

/**
 * Friday to Sunday: this weekend from Friday to Sunday (still from Friday: it labels "the weekend",
 * and ended events are hidden anyway), else the next one.
 */
export function weekendRange(now: Date): DateRange {
  const today = madridDay(now);
  const weekday = weekdayOf(today);
  // Days back (inside a weekend) or forward (Mon–Thu) to that weekend's Friday.
  const toFriday = weekday === SUNDAY ? -2 : FRIDAY - weekday;
  const friday = addDaysToDay(today, toFriday);
  return { from: friday, to: addDaysToDay(friday, 2) };
}

export function next7DaysRange(now: Date): DateRange {
  const today = madridDay(now);
  return { from: today, to: addDaysToDay(today, NEXT_DAYS_SPAN - 1) };
}

/** The coming Saturday, today when it is Saturday (a Sunday points to the next week's). */
export function saturdayRange(now: Date): DateRange {
  const today = madridDay(now);
  const saturday = addDaysToDay(today, (SATURDAY - weekdayOf(today) + 7) % 7);
  return { from: saturday, to: saturday };
}
