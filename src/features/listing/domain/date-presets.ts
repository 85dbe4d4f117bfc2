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

/**
 * 'Esta noche': today, in the night slot only (20:00 to 06:00, NIGHT_MINUTES; the slot runs past
 * midnight). The other filters stay; any other time slot is replaced, since tonight is the night.
 */
export function tonight(filters: Filters, now: Date): Filters {
  return { ...filters, dateRange: todayRange(now), horario: { manana: false, tarde: false, noche: true } };
}

/**
 * Friday to Sunday: this weekend when today is Friday, Saturday or Sunday, else the next one.
 * The range keeps the whole weekend (from Friday) even on Saturday or Sunday: it labels "the weekend",
 * and the listing already hides events that have ended.
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
