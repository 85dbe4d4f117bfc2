/**
 * Headings for the date landings, in Madrid days; in Spanish: 'Sábado 28 de noviembre',
 * 'Del viernes 27 al domingo 29 de noviembre', 'Del viernes 30 de octubre al domingo 1 de noviembre'.
 */
import { parseDay, weekdayOf, spanishNames } from '@/features/events';
import type { DateRange } from '@/features/listing';
import { getLocale } from '@/i18n/locale';
import { dayRangeEu } from '../../../../supabase/functions/_shared/basque_text.ts';

function dayParts(day: string): { weekday: string; date: number; month: string; year: number } | null {
  const p = parseDay(day);
  if (!p) return null;
  const { weekdays, months } = spanishNames('long');
  return { weekday: weekdays[weekdayOf(day)]!, date: p[2], month: months[p[1] - 1]!, year: p[0] };
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** '' when a day is not a valid 'yyyy-MM-dd'. */
export function formatLandingDates(range: DateRange): string {
  const [first, last] = range.from <= range.to ? [range.from, range.to] : [range.to, range.from];
  const from = dayParts(first);
  const to = dayParts(last);
  if (!from || !to) return '';
  // In Basque: 'Azaroaren 28a, larunbata', 'Azaroaren 27tik 29ra'.
  if (getLocale() === 'eu') return capitalise(dayRangeEu(first, last));
  const end = `${to.weekday} ${to.date} de ${to.month}`;
  if (first === last) return capitalise(end);
  if (from.year !== to.year) {
    return `Del ${from.weekday} ${from.date} de ${from.month} de ${from.year} al ${end} de ${to.year}`;
  }
  const start = `${from.weekday} ${from.date}${from.month === to.month ? '' : ` de ${from.month}`}`;
  return `Del ${start} al ${end}`;
}
