/**
 * Europe/Madrid wall-clock time by the EU summer-time rule, without Intl.
 *
 * Why not Intl (TZDate, date-fns's `in: tz(…)`): the first Intl date or number formatter a page
 * creates loads the browser's ICU data, 15–60 ms on a fast machine and four times that on a
 * mid-range phone, in one task while the home page is starting. Madrid follows one published rule
 * (CET, UTC+1; CEST, UTC+2 from 01:00 UTC on the last Sunday of March until 01:00 UTC on the last
 * Sunday of October, in force in Spain since 1996), so a few lines of arithmetic give the same
 * answers; the tests compare them with Intl's time-zone data hour by hour over decades.
 * Dates before 1996 are never event dates; they get the same rule.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const WINTER_OFFSET_MIN = 60;
const SUMMER_OFFSET_MIN = 120;

/** 01:00 UTC on the last Sunday of a month (1–12) of a year: when summer time starts or ends. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month, 0); // day 0 of the next month
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/** Minutes Madrid is ahead of UTC at an instant: 60 in winter, 120 in summer. */
export function madridOffsetMinutes(time: number): number {
  const year = new Date(time).getUTCFullYear();
  return time >= lastSundayAt1Utc(year, 3) && time < lastSundayAt1Utc(year, 10)
    ? SUMMER_OFFSET_MIN
    : WINTER_OFFSET_MIN;
}

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
  /** Minutes ahead of UTC at that instant. */
  offsetMinutes: number;
}

/** The Madrid calendar and clock of an instant. Throws a RangeError for an invalid instant. */
export function madridParts(instant: Date | number): MadridParts {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid time value');
  const offsetMinutes = madridOffsetMinutes(time);
  const wall = new Date(time + offsetMinutes * MINUTE_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hours: wall.getUTCHours(),
    minutes: wall.getUTCMinutes(),
    seconds: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
    offsetMinutes,
  };
}

/**
 * The instant (ms since epoch) of a Madrid wall-clock time; month 1–12. As TZDate does: a time
 * repeated when the clocks go back is its second occurrence (winter time), and a time skipped
 * when they go forward is read with the winter offset (02:30 → 03:30 summer time).
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
  const winter = wall - WINTER_OFFSET_MIN * MINUTE_MS;
  if (madridOffsetMinutes(winter) === WINTER_OFFSET_MIN) return winter;
  const summer = wall - SUMMER_OFFSET_MIN * MINUTE_MS;
  if (madridOffsetMinutes(summer) === SUMMER_OFFSET_MIN) return summer;
  return winter;
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' of the parts' calendar day. */
export const partsDay = (p: Pick<MadridParts, 'year' | 'month' | 'day'>) =>
  `${String(p.year).padStart(4, '0')}-${pad2(p.month)}-${pad2(p.day)}`;

/** '+01:00' or '+02:00'. */
export const offsetText = (offsetMinutes: number) =>
  `+${pad2(Math.floor(offsetMinutes / 60))}:${pad2(offsetMinutes % 60)}`;
