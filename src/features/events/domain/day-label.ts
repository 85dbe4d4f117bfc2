import type { Day as WeekdayIndex, Month as MonthIndex } from 'date-fns';
import { es } from 'date-fns/locale/es';

/** A calendar day as [year, month 1–12, day] (calendar-day.ts's parseDay). */
type Day = readonly [number, number, number];

/** The label shapes cards, pages and filters use (date-fns patterns, Spanish). */
export type DayLabelPattern = 'EEE, d MMM' | 'd MMM' | 'd MMM yyyy';

interface SpanishNames {
  weekdays: readonly string[];
  months: readonly string[];
}

const names: Partial<Record<'short' | 'long', SpanishNames>> = {};

/**
 * date-fns's Spanish names of weekdays and months, read once: Sunday first (getUTCDay's order),
 * then January first; 'short' as 'sáb' and 'nov' (what `format` writes for 'EEE' and 'MMM'), 'long'
 * as 'sábado' and 'noviembre' ('EEEE', 'MMMM'). Read from the locale's names, not through `format`:
 * this module is in every page's first download, and `format` brought all of date-fns's
 * formatters (and its English locale) into it, evaluated before the first render.
 */
export function spanishNames(width: 'short' | 'long' = 'short'): SpanishNames {
  const options = { width: width === 'short' ? 'abbreviated' : 'wide' } as const;
  return (names[width] ??= {
    weekdays: Array.from({ length: 7 }, (_, i) => es.localize.day(i as WeekdayIndex, options)),
    months: Array.from({ length: 12 }, (_, i) => es.localize.month(i as MonthIndex, options)),
  });
}

/**
 * 'sáb, 22 nov', '22 nov' or '22 nov 2026' for a calendar day: the same text as date-fns's
 * `format` of that day in Madrid (its tests compare them), built from the day's numbers. A day
 * has no time zone, so none of format's Intl time-zone work is needed: that work, once per distinct
 * day, was most of the cost of drawing the cards a keystroke brings into the list.
 */
export function dayLabel([year, month, day]: Day, pattern: DayLabelPattern): string {
  const { weekdays, months } = spanishNames();
  const monthName = months[month - 1]!;
  if (pattern === 'd MMM') return `${day} ${monthName}`;
  if (pattern === 'd MMM yyyy') return `${day} ${monthName} ${String(year).padStart(4, '0')}`;
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  return `${weekday}, ${day} ${monthName}`;
}
