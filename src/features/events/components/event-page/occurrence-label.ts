import { parseDay } from '../../domain/dates';
import { dayLabel } from '../../domain/day-label';

/** One date of a series: 'jue, 3 dic', with the year when it is not this year's ('jue, 7 ene 2027'). */
export function occurrenceLabel(day: string, today: string): string {
  const parts = parseDay(day);
  if (!parts) return day;
  const label = dayLabel(parts, 'EEE, d MMM');
  return day.slice(0, 4) === today.slice(0, 4) ? label : `${label} ${parts[0]}`;
}
