/**
 * A submission's series, expanded with the shared recurrence code (as the database does on approval),
 * so the moderator reviews exactly the dates that will be published. Pure.
 */
import { dateCount, firstDatesText, seriesDayLabel } from '@/features/submissions';
import {
  normalizeRule,
  recurrenceDates,
  RecurrenceError,
} from '../../../../supabase/functions/_shared/recurrence.ts';
import { describeRecurrence } from '../../../../supabase/functions/_shared/series_view.ts';
import type { Submission } from './submission';

export interface SubmissionSeries {
  /** Normalised: trimmed, upper-case, without 'RRULE:'. */
  rule: string;
  exdates: string[];
  /** [] when the rule cannot be expanded; `problem` then says why. */
  dates: string[];
  /** 'Cada jueves', 'Varias fechas'… */
  rhythm: string;
  problem: string | null;
}

const days = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The payload's series; null for a single event (no rule). */
export function submissionSeries(submission: Pick<Submission, 'payload'>): SubmissionSeries | null {
  const p = submission.payload;
  const rule = typeof p.recurrence_rule === 'string' ? normalizeRule(p.recurrence_rule) : '';
  if (rule === '') return null;
  const exdates = days(p.recurrence_exdates);
  const start = typeof p.start_date === 'string' ? p.start_date : '';
  let dates: string[] = [];
  let problem: string | null = null;
  try {
    dates = recurrenceDates(start, rule, exdates);
  } catch (error) {
    if (!(error instanceof RecurrenceError)) throw error;
    problem = error.message;
  }
  return { rule, exdates, dates, rhythm: describeRecurrence(rule, exdates.length, dates.length), problem };
}

/** 'Cada jueves · 12 fechas: jue 3 dic, jue 10 dic, jue 17 dic, jue 24 dic, jue 31 dic, …'. */
export function seriesSummary(series: Pick<SubmissionSeries, 'rhythm' | 'dates'>): string {
  return `${series.rhythm} · ${dateCount(series.dates.length)}: ${firstDatesText(series.dates)}`;
}

/** One date of the full list, with its year (a series may run into the next one): 'jue 3 dic 2030'. */
export function seriesListDay(day: string): string {
  return `${seriesDayLabel(day)} ${day.slice(0, 4)}`;
}
