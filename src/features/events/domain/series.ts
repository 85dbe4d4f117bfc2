/** How a series reads in the app: its rhythm and its dates from a given day. */
import {
  describeRecurrence,
  upcomingOccurrences,
} from '../../../../supabase/functions/_shared/series_view.ts';
import { describeRecurrenceEu } from '../../../../supabase/functions/_shared/basque_text.ts';
import { getLocale } from '@/i18n/locale';
import type { EventItem } from './types';

/** 'Cada jueves', 'Primer sábado de cada mes', 'Varias fechas'… ('Ostegunero'); null for a single event. */
export function seriesRhythm(e: Pick<EventItem, 'series'>): string | null {
  if (!e.series) return null;
  const describe = getLocale() === 'eu' ? describeRecurrenceEu : describeRecurrence;
  return describe(e.series.rule, e.series.exdates.length, e.series.dates.length);
}

export function upcomingDates(e: Pick<EventItem, 'series'>, today: string): string[] {
  return e.series ? upcomingOccurrences(e.series.dates, today) : [];
}

/** One date of a series as an event of its own (the series stays attached). */
export function occurrenceOn<T extends Pick<EventItem, 'startDate' | 'endDate'>>(e: T, day: string): T {
  return { ...e, startDate: day, endDate: '' };
}
