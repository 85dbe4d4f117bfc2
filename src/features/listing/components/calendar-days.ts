/** 'yyyy-MM-dd' days ↔ the local-midnight Date objects the calendar works with. Pure. */
import { format } from 'date-fns';

export function dayToDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

export function dateToDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
