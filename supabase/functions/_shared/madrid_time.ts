/**
 * Europe/Madrid wall-clock time ↔ instants, ISO weeks and Spanish date words, with Intl's time-zone
 * data (no date library), for the functions and the app alike. Events store Madrid local dates and
 * times; pages, feeds and e-mails need the instants (DST-aware) and the calendar arithmetic.
 */
import { addDays, madridToday, TIME_ZONE } from './dates.ts';

export { addDays, madridToday, TIME_ZONE };

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface MadridParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** 0 = Sunday … 6 = Saturday (getDay's order). */
  weekday: number;
  /** Minutes ahead of UTC at that instant: 60 in winter (CET), 120 in summer (CEST). */
  offsetMinutes: number;
}

/** The Madrid calendar and clock of an instant. Throws a RangeError for an invalid instant. */
export function madridParts(instant: Date | number): MadridParts {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const p: Record<string, string> = {};
  for (const part of PARTS.formatToParts(time)) p[part.type] = part.value;
  const [year, month, day, hours, minutes, seconds] = [
    p.year,
    p.month,
    p.day,
    p.hour,
    p.minute,
    p.second,
  ].map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hours % 24, minutes, seconds);
  return {
    year,
    month,
    day,
    hours: hours % 24,
    minutes,
    seconds,
    weekday: WEEKDAYS.indexOf(p.weekday!),
    offsetMinutes: Math.round((wall - Math.floor(time / 1000) * 1000) / 60_000),
  };
}

/** Madrid's offset from UTC at an instant, in minutes: 60 in winter (CET), 120 in summer (CEST). */
export function madridOffsetMinutes(instant: Date | number): number {
  return madridParts(instant).offsetMinutes;
}

const WINTER_OFFSET_MIN = 60;
const SUMMER_OFFSET_MIN = 120;

/**
 * The instant (ms since epoch) of a Madrid wall-clock time; month 1–12; NaN for impossible numbers.
 * A time repeated when the clocks go back is its second occurrence (winter time), and a time skipped
 * when they go forward is read with the winter offset (02:30 → 03:30 summer time), as TZDate does.
 */
export function madridWallTime(
  year: number,
  month: number,
  day: number,
  hours = 0,
  minutes = 0,
  seconds = 0,
  milliseconds = 0,
): number {
  const wall = Date.UTC(year, month - 1, day, hours, minutes, seconds, milliseconds);
  if (!Number.isFinite(wall)) return Number.NaN;
  const winter = wall - WINTER_OFFSET_MIN * 60_000;
  if (madridOffsetMinutes(winter) === WINTER_OFFSET_MIN) return winter;
  const summer = wall - SUMMER_OFFSET_MIN * 60_000;
  return madridOffsetMinutes(summer) === SUMMER_OFFSET_MIN ? summer : winter;
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' of the parts' calendar day. */
export const partsDay = (p: Pick<MadridParts, 'year' | 'month' | 'day'>) =>
  `${String(p.year).padStart(4, '0')}-${pad2(p.month)}-${pad2(p.day)}`;

/** '+01:00' or '+02:00'. */
export const offsetText = (offsetMinutes: number) =>
  `+${pad2(Math.floor(offsetMinutes / 60))}:${pad2(offsetMinutes % 60)}`;

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'HH:MM' from a stored time ('20:00:00', '9:30'); null when empty or not a clock time. */
export function clockTime(value: string | null | undefined): string | null {
  const m = TIME.exec((value ?? '').trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

/** 'YYYY-MM-DD' when the value is a real calendar day (the date part of a timestamp is accepted). */
export function calendarDay(value: string | null | undefined): string | null {
  const s = (value ?? '').trim().slice(0, 10);
  const m = DAY.exec(s);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s ? s : null;
}

/**
 * The instant of a Madrid wall-clock time ('2027-03-28', '20:00'). A time that does not exist (the
 * spring-forward hour) moves forward by the gap; a repeated one (autumn) is its winter-time occurrence.
 */
export function madridInstant(day: string, time = '00:00'): Date {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(madridWallTime(y, mo, d, h, mi));
}

/** 'YYYYMMDDTHHMMSS' in Madrid local time (iCalendar DATE-TIME with TZID). */
export function madridStamp(instant: Date): string {
  const w = madridParts(instant);
  return `${partsDay(w).replaceAll('-', '')}T${pad2(w.hours)}${pad2(w.minutes)}${pad2(w.seconds)}`;
}

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return wd === 0 ? 7 : wd;
}

/** The Monday of the ISO week of a day. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/** ISO 8601 week of a day: the week-numbering year and week (the week of its Thursday). */
export function isoWeek(day: string): { year: number; week: number } {
  const thursday = addDays(day, 4 - isoWeekday(day));
  const year = Number(thursday.slice(0, 4));
  const jan1 = Date.UTC(year, 0, 1);
  const [y, m, d] = thursday.split('-').map(Number) as [number, number, number];
  const week = Math.floor((Date.UTC(y, m - 1, d) - jan1) / 86_400_000 / 7) + 1;
  return { year, week };
}

/** '2026-W48'. */
export function isoWeekLabel(day: string): string {
  const { year, week } = isoWeek(day);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Whole days from `a` to `b` ('YYYY-MM-DD'). */
export function daysBetween(a: string, b: string): number {
  const t = (s: string) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((t(b) - t(a)) / 86_400_000);
}

export const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

export const WEEKDAYS_ES = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
] as const;

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** 'lunes 23 de noviembre' (with ' de 2027' when `withYear`). */
export function longDayEs(day: string, withYear = false): string {
  const [y, m, d] = parts(day);
  return `${WEEKDAYS_ES[isoWeekday(day) - 1]} ${d} de ${MONTHS_ES[m - 1]}${withYear ? ` de ${y}` : ''}`;
}

/** 'del 23 al 29 de noviembre', 'del 30 de noviembre al 6 de diciembre', years only when they differ. */
export function dayRangeEs(from: string, to: string): string {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  if (from === to) return longDayEs(from);
  if (fy !== ty)
    return `del ${fd} de ${MONTHS_ES[fm - 1]} de ${fy} al ${td} de ${MONTHS_ES[tm - 1]} de ${ty}`;
  if (fm !== tm) return `del ${fd} de ${MONTHS_ES[fm - 1]} al ${td} de ${MONTHS_ES[tm - 1]}`;
  return `del ${fd} al ${td} de ${MONTHS_ES[tm - 1]}`;
}
