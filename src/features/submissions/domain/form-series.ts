/** The form's '¿Se repite?' choice. Pure; the server's recurrence code, so the form shows the same dates. */
import { parseDay, dayLabel } from '@/features/events';
import { getLocale } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';
import {
  describeRecurrenceEu,
  MONTHS_EU,
  WEEKDAYS_EU,
} from '../../../../supabase/functions/_shared/basque_text.ts';
import { WEEKDAYS_ES } from '../../../../supabase/functions/_shared/madrid_time.ts';
import {
  addDays,
  MAX_SERIES_DAYS,
  recurrenceDates,
  recurrenceMessages,
  recurrenceProblem,
  seriesFromChoice,
  WEEKDAY_CODES,
  type RepeatChoice,
  type SeriesDraft,
} from '../../../../supabase/functions/_shared/recurrence.ts';
import { describeRecurrence } from '../../../../supabase/functions/_shared/series_view.ts';
import { parseFormDate } from './form-dates';
import type { FieldErrors, SubmissionFormValues } from './form-values';
import { FIELD_MESSAGES, SERIES_MESSAGES } from './messages';

export type SeriesValues = Pick<
  SubmissionFormValues,
  'startDate' | 'repeat' | 'repeatWeekdays' | 'repeatUntil' | 'repeatDates'
>;

/** The weekday checkboxes, Monday first: 'Lunes' … 'Domingo' ('Astelehena' … 'Igandea' in Basque). */
export const WEEKDAY_OPTIONS = WEEKDAY_CODES.map((code, i) => ({
  code,
  get label() {
    const name = (getLocale() === 'eu' ? WEEKDAYS_EU : WEEKDAYS_ES)[i]!;
    return name.charAt(0).toUpperCase() + name.slice(1);
  },
}));

/** The 'Varias fechas' dates besides the start date, each once, in order. */
function otherDates(values: SeriesValues, start: string | null): string[] {
  return [...new Set(values.repeatDates)].filter((d) => d !== start).sort();
}

/** The choice the form stands for; null for a single event or while a part is missing. */
function repeatChoice(values: SeriesValues, start: string): RepeatChoice | null {
  const until = parseFormDate(values.repeatUntil);
  const others = otherDates(values, start);
  if (values.repeat === 'weekly' && until && values.repeatWeekdays.length > 0)
    return { kind: 'weekly', weekdays: values.repeatWeekdays, until };
  if (values.repeat === 'monthly' && until) return { kind: 'monthly', until };
  if (values.repeat === 'dates' && others.length > 0) return { kind: 'dates', dates: [start, ...others] };
  return null;
}

/** The series to send (start, rule, skipped days); null for a single event or an incomplete choice. */
export function formSeries(values: SeriesValues): SeriesDraft | null {
  const start = parseFormDate(values.startDate);
  const choice = start ? repeatChoice(values, start) : null;
  return start && choice ? seriesFromChoice(start, choice) : null;
}

/** Every date of the series, or null: a single event, an incomplete choice or a series the rules refuse. */
export function formSeriesDates(values: SeriesValues): string[] | null {
  const series = formSeries(values);
  if (!series || recurrenceProblem(series.startDate, series.rule, series.exdates)) return null;
  return recurrenceDates(series.startDate, series.rule, series.exdates);
}

/** The group's own checks ('Hasta', weekdays, other dates), then the shared rules on the whole group. */
export function seriesErrors(values: SeriesValues): FieldErrors {
  if (values.repeat === 'none') return {};
  const errors: FieldErrors = {};
  const start = parseFormDate(values.startDate);
  const lastAllowed = start ? addDays(start, MAX_SERIES_DAYS) : null;
  const until = parseFormDate(values.repeatUntil);
  if (values.repeat === 'weekly' && values.repeatWeekdays.length === 0)
    errors.repeatWeekdays = SERIES_MESSAGES.noWeekday;
  if (values.repeat === 'weekly' || values.repeat === 'monthly') {
    if (values.repeatUntil.trim() === '') errors.repeatUntil = SERIES_MESSAGES.noUntil;
    else if (until === null) errors.repeatUntil = FIELD_MESSAGES.date;
    else if (start && until < start) errors.repeatUntil = SERIES_MESSAGES.untilBeforeStart;
    else if (lastAllowed && until > lastAllowed) errors.repeatUntil = recurrenceMessages(getLocale()).tooLong;
  }
  if (values.repeat === 'dates') {
    const others = otherDates(values, start);
    if (others.length === 0) errors.repeatDates = SERIES_MESSAGES.noDates;
    else if (start && others.some((d) => d < start)) errors.repeatDates = SERIES_MESSAGES.datesBeforeStart;
    else if (lastAllowed && others.some((d) => d > lastAllowed))
      errors.repeatDates = recurrenceMessages(getLocale()).tooLong;
  }
  const series = formSeries(values);
  if (Object.keys(errors).length > 0 || !series) return errors;
  // A weekly series starts on its first ticked weekday: there may be none before 'Hasta'.
  if (values.repeat === 'weekly' && until && series.startDate > until)
    return { repeatUntil: SERIES_MESSAGES.noDayInRange };
  const problem = recurrenceProblem(series.startDate, series.rule, series.exdates, getLocale());
  return problem ? { repeat: problem } : {};
}

/** Basque short weekday names as CLDR writes them, Sunday first (as Date#getUTCDay counts). */
const WEEKDAYS_EU_SHORT = ['ig.', 'al.', 'ar.', 'az.', 'og.', 'or.', 'lr.'] as const;

/**
 * 'jue 3 dic': dayLabel's 'jue, 3 dic' without its comma, which would blur a comma-separated list; in
 * Basque 'abe. 3 (og.)' (the month's first three letters, as CLDR abbreviates them).
 */
export function seriesDayLabel(day: string): string {
  const parsed = parseDay(day);
  if (!parsed) return day;
  if (getLocale() === 'eu') {
    const [year, month, date] = parsed;
    const weekday = WEEKDAYS_EU_SHORT[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]!;
    return `${MONTHS_EU[month - 1]!.slice(0, 3)}. ${date} (${weekday})`;
  }
  return dayLabel(parsed, 'EEE, d MMM').replace(',', '');
}

export function dateCount(count: number): string {
  return m.submissions_date_count({ count });
}

/** 'jue 3 dic, jue 10 dic, …': the first five dates, then '…' when more follow. */
export function firstDatesText(days: readonly string[]): string {
  const labels = days.slice(0, 5).map(seriesDayLabel).join(', ');
  return days.length > 5 ? `${labels}, …` : labels;
}

export function publishPreview(days: readonly string[]): string {
  return m.submissions_publish_preview({ dates: firstDatesText(days), count: dateCount(days.length) });
}

/**
 * 'el primer sábado de cada mes' ('hilabete bakoitzeko lehen larunbata'): the monthly rhythm a first
 * day gives; null without a day.
 */
export function monthlyRhythm(start: string | null): string | null {
  if (!start) return null;
  const rule = seriesFromChoice(start, { kind: 'monthly', until: start }).rule;
  if (getLocale() === 'eu') {
    const text = describeRecurrenceEu(rule);
    return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  }
  const text = describeRecurrence(rule);
  return `el ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
