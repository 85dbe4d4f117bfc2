/** Quick date picks of the date popover and the landings, in Madrid calendar days. */
import { addDaysToDay, madridDay, weekdayOf } from '@/features/events';
import type { DateRange, Filters } from './types';

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

export function todayRange(now: Date): DateRange {
  const today = madridDay(now);
  return { from: today, to: today };
}

/** 'Esta noche': today in the night slot only; the other filters stay. */
export function tonight(filters: Filters, now: Date): Filters {
  return { ...filters, dateRange: todayRange(now), horario: { manana: false, tarde: false, noche: true } };
}

/** This weekend, Friday to Sunday (from Friday even on a Sunday: ended events are hidden), else the next. */
export function weekendRange(now: Date): DateRange {
  const today = madridDay(now);
  const weekday = weekdayOf(today);
  const toFriday = weekday === SUNDAY ? -2 : FRIDAY - weekday;
  const friday = addDaysToDay(today, toFriday);
  return { from: friday, to: addDaysToDay(friday, 2) };
}

/** Today and the following six. */
export function next7DaysRange(now: Date): DateRange {
  const today = madridDay(now);
  return { from: today, to: addDaysToDay(today, 6) };
}

/** The coming Saturday, today when it is Saturday (a Sunday points to the next week's). */
export function saturdayRange(now: Date): DateRange {
  const today = madridDay(now);
  const saturday = addDaysToDay(today, (SATURDAY - weekdayOf(today) + 7) % 7);
  return { from: saturday, to: saturday };
}
