/**
 * Recurring events: the supported RRULE subset, its days, and its rhythm in Spanish. Pure and free of
 * Deno APIs, so the browser (the add-event form, the event page) imports it too.
 *
 * A series is stored as `recurrence_rule` (an RFC 5545 RRULE value without the 'RRULE:' prefix) and
 * `recurrence_exdates` (days skipped); its first day is the event's start_date. Supported: FREQ
 * DAILY/WEEKLY/MONTHLY, INTERVAL, BYDAY (ordinals such as 1SA only when monthly), BYMONTHDAY, and
 * exactly one of COUNT or UNTIL, the last date at most a year (366 days) after the first. The rule is
 * read and expanded by the `rrule` library. The database applies the same subset in
 * public.recurrence_dates() (and keeps end_date and occurrence_dates from it); tests/db/recurrence.test.ts
 * holds the two expansions and their messages to each other.
 *
 * Days are Europe/Madrid calendar days ('yyyy-MM-dd'). The rule is expanded over "floating" days
 * (midnight UTC stands for the day): a series keeps its wall-clock time every day, so a 20:00 class
 * stays 20:00 across the daylight-saving change, and only the days need computing.
 */
import * as rruleModule from 'rrule';
import type { Language } from './languages.ts';

// `rrule` is CommonJS for Node and Deno (its classes on the default export) and an ES module for
// bundlers (its classes on the namespace).
const { RRule } = (
  'RRule' in rruleModule ? rruleModule : (rruleModule as unknown as { default: typeof rruleModule }).default
) as typeof rruleModule;

/** The longest a series may last: its last date at most this many days after its first. */
export const MAX_SERIES_DAYS = 366;

/** What the database says, word for word, for each way a rule can be wrong. */
export const RECURRENCE_MESSAGES = {
  noStart: 'Una serie necesita la fecha de su primer día.',
  empty: 'La regla de repetición está vacía.',
  unreadable: 'La regla de repetición no se entiende',
  repeated: 'La regla de repetición repite',
  freq: 'Solo se admiten series diarias, semanales o mensuales.',
  interval: 'El intervalo de la serie debe ser un número entero positivo.',
  count: 'El número de fechas de la serie debe ser un entero positivo.',
  until: 'La fecha final de la serie no es válida.',
  byday: 'Día de la semana no válido en la serie',
  bymonthday: 'Día del mes no válido en la serie',
  unsupported: 'que no se admite',
  noFreq: 'La regla de repetición debe decir su frecuencia (FREQ).',
  countOrUntil: 'Una serie necesita una fecha final o un número de fechas (solo uno de los dos).',
  tooLong: 'Una serie puede durar como mucho un año.',
  ordinalNotMonthly: 'Solo las series mensuales admiten días como «el primer sábado».',
  weeklyMonthday: 'Una serie semanal no admite días del mes.',
  startNotFirst: 'La fecha de inicio debe ser la primera fecha de la serie.',
  allExcluded: 'Todas las fechas de la serie están excluidas.',
} as const;

/**
 * The same messages in Basque, for the add-event form and the moderation review on Basque pages (the
 * database and the edge functions keep the Spanish ones).
 */
export const RECURRENCE_MESSAGES_EU: Record<keyof typeof RECURRENCE_MESSAGES, string> = {
  noStart: 'Serie batek bere lehen egunaren data behar du.',
  empty: 'Errepikapen-araua hutsik dago.',
  unreadable: 'Errepikapen-araua ez da ulertzen',
  repeated: 'Errepikapen-arauan behin baino gehiagotan agertzen da:',
  freq: 'Eguneko, asteko edo hileko serieak soilik onartzen dira.',
  interval: 'Seriearen tarteak zenbaki oso positiboa izan behar du.',
  count: 'Seriearen data kopuruak zenbaki oso positiboa izan behar du.',
  until: 'Seriearen amaiera-data ez da baliozkoa.',
  byday: 'Asteko egun baliogabea seriean',
  bymonthday: 'Hileko egun baliogabea seriean',
  unsupported: 'eta hori ez da onartzen',
  noFreq: 'Errepikapen-arauak bere maiztasuna (FREQ) adierazi behar du.',
  countOrUntil: 'Serie batek amaiera-data bat edo data kopuru bat behar du (bietako bat soilik).',
  tooLong: 'Serie batek urtebete iraun dezake gehienez.',
  ordinalNotMonthly: '«Hileko lehen larunbata» bezalako egunak hileko serieetan soilik onartzen dira.',
  weeklyMonthday: 'Asteko serie batek ez du hilabeteko egunik onartzen.',
  startNotFirst: 'Hasiera-datak seriearen lehen data izan behar du.',
  allExcluded: 'Seriearen data guztiak kanpoan utzi dira.',
};

/** The recurrence messages in a language (Spanish by default, as the database and edge functions say). */
export const recurrenceMessages = (
  language: Language = 'es',
): Record<keyof typeof RECURRENCE_MESSAGES, string> =>
  language === 'eu' ? RECURRENCE_MESSAGES_EU : RECURRENCE_MESSAGES;

/** A rule naming a part outside the subset: the Spanish sentence is the database's. */
const unsupportedMessage = (key: string, language: Language): string =>
  language === 'eu'
    ? `Errepikapen-arauak ${key} erabiltzen du, ${RECURRENCE_MESSAGES_EU.unsupported}.`
    : `La regla de repetición usa ${key}, ${RECURRENCE_MESSAGES.unsupported}.`;

export class RecurrenceError extends Error {
  override name = 'RecurrenceError';
}

const fail = (message: string): never => {
  throw new RecurrenceError(message);
};

const KEYS = ['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY'] as const;
const BYDAY_RE = /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** 'yyyy-MM-dd' → midnight UTC, or null when not a real calendar day. */
function dayToDate(day: string): Date | null {
  const m = DAY_RE.exec(day);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === day ? d : null;
}

const dateToDay = (d: Date) => d.toISOString().slice(0, 10);

/** The rule in its stored form: trimmed, upper-case, without an 'RRULE:' prefix. */
export function normalizeRule(rule: string): string {
  return rule
    .trim()
    .toUpperCase()
    .replace(/^RRULE:/, '');
}

/**
 * The key=value parts of a rule, checked against the supported subset the same way (and with the
 * same messages) as the database. The values themselves are read by the `rrule` library.
 */
function checkParts(rule: string, language: Language): Map<string, string> {
  const t = recurrenceMessages(language);
  if (rule === '') fail(t.empty);
  const parts = new Map<string, string>();
  for (const part of rule.split(';')) {
    if (!/^[A-Z]+=[^=]+$/.test(part)) fail(`${t.unreadable}: «${part}».`);
    const [key = '', value = ''] = part.split('=');
    if (parts.has(key)) fail(`${t.repeated} ${key}.`);
    if (!(KEYS as readonly string[]).includes(key)) fail(unsupportedMessage(key, language));
    parts.set(key, value);
  }
  const freq = parts.get('FREQ');
  if (freq !== undefined && !['DAILY', 'WEEKLY', 'MONTHLY'].includes(freq)) fail(t.freq);
  for (const [key, message] of [
    ['INTERVAL', t.interval],
    ['COUNT', t.count],
  ] as const) {
    const value = parts.get(key);
    if (value !== undefined && (!/^\d{1,3}$/.test(value) || Number(value) < 1)) fail(message);
  }
  const until = parts.get('UNTIL');
  if (until !== undefined) {
    const m = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(until);
    if (!m || !dayToDate(`${m[1]}-${m[2]}-${m[3]}`)) fail(t.until);
  }
  for (const item of parts.get('BYDAY')?.split(',') ?? [])
    if (!BYDAY_RE.test(item)) fail(`${t.byday}: «${item}».`);
  for (const item of parts.get('BYMONTHDAY')?.split(',') ?? [])
    if (!/^-?\d{1,2}$/.test(item) || Number(item) === 0 || Math.abs(Number(item)) > 31)
      fail(`${t.bymonthday}: «${item}».`);
  if (freq === undefined) fail(t.noFreq);
  if (parts.has('COUNT') === parts.has('UNTIL')) fail(t.countOrUntil);
  if (freq !== 'MONTHLY' && /(^|,)[+-]?\d/.test(parts.get('BYDAY') ?? '')) fail(t.ordinalNotMonthly);
  if (freq === 'WEEKLY' && parts.has('BYMONTHDAY')) fail(t.weeklyMonthday);
  return parts;
}

/**
 * Every day of a series, in order, without the exdates; throws a RecurrenceError with a message (in
 * Spanish unless `language` says otherwise) when the rule is outside the supported subset, its start
 * is not its first date, it lasts more than a year, or nothing is left.
 */
export function recurrenceDates(
  start: string,
  rule: string,
  exdates: readonly string[] = [],
  language: Language = 'es',
): string[] {
  const t = recurrenceMessages(language);
  const dtstart = dayToDate(start);
  if (!dtstart) return fail(t.noStart);
  const normalized = normalizeRule(rule);
  const parts = checkParts(normalized, language);
  const limit = new Date(dtstart.getTime() + MAX_SERIES_DAYS * DAY_MS);
  const options = RRule.parseString(normalized);
  if (options.until && options.until.getTime() >= limit.getTime() + DAY_MS) fail(t.tooLong);
  const count = parts.has('COUNT') ? Number(parts.get('COUNT')) : null;
  // Read as floating days: the UNTIL instant counts by its day.
  if (options.until)
    options.until = new Date(
      Date.UTC(options.until.getUTCFullYear(), options.until.getUTCMonth(), options.until.getUTCDate()),
    );
  const all = new RRule({ ...options, count: null, dtstart, wkst: RRule.MO }).all(
    (date, i) => date.getTime() <= limit.getTime() && (count === null || i < count),
  );
  const days = all.filter((d) => d.getTime() <= limit.getTime()).map(dateToDay);
  if (days[0] !== start) fail(t.startNotFirst);
  if (count !== null && days.length < count) fail(t.tooLong);
  const skipped = new Set(exdates);
  const out = days.filter((d) => !skipped.has(d));
  if (out.length === 0) fail(t.allExcluded);
  return out;
}

/** The same check as recurrenceDates, as a message (null when the series is valid). */
export function recurrenceProblem(
  start: string,
  rule: string,
  exdates: readonly string[] = [],
  language: Language = 'es',
): string | null {
  try {
    recurrenceDates(start, rule, exdates, language);
    return null;
  } catch (error) {
    if (error instanceof RecurrenceError) return error.message;
    throw error;
  }
}

// ── Writing rules from the form's choices ──────────────────────────────────────────────────────

export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** 'yyyy-MM-dd' → 'MO'…'SU'. */
export function weekdayCodeOf(day: string): WeekdayCode {
  const d = dayToDate(day);
  if (!d) throw new RangeError(`Not a day: ${day}`);
  return WEEKDAY_CODES[(d.getUTCDay() + 6) % 7] as WeekdayCode;
}

/** Which week of its month a day falls in: 1–4, or -1 when it is that weekday's last in the month (5th). */
export function weekOfMonth(day: string): number {
  const d = dayToDate(day);
  if (!d) throw new RangeError(`Not a day: ${day}`);
  const n = Math.ceil(d.getUTCDate() / 7);
  return n >= 5 ? -1 : n;
}

export type RepeatChoice =
  | { kind: 'weekly'; weekdays: readonly WeekdayCode[]; until: string }
  | { kind: 'monthly'; until: string }
  | { kind: 'dates'; dates: readonly string[] };

export interface SeriesDraft {
  startDate: string;
  rule: string;
  exdates: string[];
}

const untilValue = (day: string) => day.replace(/-/g, '');

/**
 * The stored series for a form's choice, from the first day the person picked:
 * weekly on the chosen weekdays until a day; monthly on the same weekday of the month as that first
 * day ('el primer sábado'); or a set of dates, written as a daily rule with the other days skipped.
 * The start moves to the first matching day (a weekly series on Thursdays picked from a Tuesday
 * starts on Thursday).
 */
export function seriesFromChoice(firstDay: string, choice: RepeatChoice): SeriesDraft {
  switch (choice.kind) {
    case 'weekly': {
      const order = (c: WeekdayCode) => WEEKDAY_CODES.indexOf(c);
      const weekdays = [...new Set(choice.weekdays)].sort((a, b) => order(a) - order(b));
      let start = firstDay;
      while (!weekdays.includes(weekdayCodeOf(start)) && start <= choice.until) start = addDays(start, 1);
      return {
        startDate: start,
        rule: `FREQ=WEEKLY;BYDAY=${weekdays.join(',')};UNTIL=${untilValue(choice.until)}`,
        exdates: [],
      };
    }
    case 'monthly':
      return {
        startDate: firstDay,
        rule: `FREQ=MONTHLY;BYDAY=${weekOfMonth(firstDay)}${weekdayCodeOf(firstDay)};UNTIL=${untilValue(choice.until)}`,
        exdates: [],
      };
    case 'dates': {
      const dates = [...new Set(choice.dates)].sort();
      const first = dates[0] ?? firstDay;
      const last = dates[dates.length - 1] ?? firstDay;
      const exdates: string[] = [];
      for (let d = first; d <= last; d = addDays(d, 1)) if (!dates.includes(d)) exdates.push(d);
      return { startDate: first, rule: `FREQ=DAILY;UNTIL=${untilValue(last)}`, exdates };
    }
  }
}

export function addDays(day: string, n: number): string {
  const d = dayToDate(day);
  if (!d) throw new RangeError(`Not a day: ${day}`);
  return dateToDay(new Date(d.getTime() + n * DAY_MS));
}
