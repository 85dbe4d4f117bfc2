import type { Day as WeekdayIndex, Month as MonthIndex } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { parseDay } from './calendar-day';

/** [year, month 1–12, day], as parseDay gives it. */
type Day = readonly [number, number, number];

export type DayLabelPattern = 'EEE, d MMM' | 'd MMM' | 'd MMM yyyy';

interface SpanishNames {
  weekdays: readonly string[];
  months: readonly string[];
}

const names: Partial<Record<'short' | 'long', SpanishNames>> = {};

/**
 * date-fns's Spanish weekday (Sunday first) and month names, 'sáb'/'nov' or 'sábado'/'noviembre', read
 * from the locale: `format` would bring all its formatters into the first download.
 */
export function spanishNames(width: 'short' | 'long' = 'short'): SpanishNames {
  const options = { width: width === 'short' ? 'abbreviated' : 'wide' } as const;
  return (names[width] ??= {
    weekdays: Array.from({ length: 7 }, (_, i) => es.localize.day(i as WeekdayIndex, options)),
    months: Array.from({ length: 12 }, (_, i) => es.localize.month(i as MonthIndex, options)),
  });
}

/** 'sáb, 22 nov', '22 nov' or '22 nov 2026': date-fns's `format` text, built from the numbers. */
export function dayLabel([year, month, day]: Day, pattern: DayLabelPattern): string {
  const { weekdays, months } = spanishNames();
  const monthName = months[month - 1]!;
  if (pattern === 'd MMM') return `${day} ${monthName}`;
  if (pattern === 'd MMM yyyy') return `${day} ${monthName} ${String(year).padStart(4, '0')}`;
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  return `${weekday}, ${day} ${monthName}`;
}

/** One date of a series: 'jue, 3 dic', with the year when it is not this year's ('jue, 7 ene 2027'). */
export function occurrenceLabel(day: string, today: string): string {
  const parts = parseDay(day);
  if (!parts) return day;
  const label = dayLabel(parts, 'EEE, d MMM');
  return day.slice(0, 4) === today.slice(0, 4) ? label : `${label} ${parts[0]}`;
}
