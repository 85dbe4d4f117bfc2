/** Arithmetic on calendar days ('yyyy-MM-dd'), in UTC: a day has no zone, so DST never shifts a result. */
import { DAY_PARSE_CACHE_MAX } from '@/config/tuning';
import { remember } from '@/lib/remember';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

// Filters, cards and scores parse the same few hundred day strings thousands of times: answers are kept.
const parsedDays = new Map<string, readonly [number, number, number] | null>();

/** [year, month 1–12, day] of a valid day string; null for malformed or impossible dates ('2025-02-30'). */
export function parseDay(day: string): readonly [number, number, number] | null {
  return remember(parsedDays, day, DAY_PARSE_CACHE_MAX, () => parseDayUncached(day));
}

function parseDayUncached(day: string): readonly [number, number, number] | null {
  const m = DAY_RE.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return [y, mo, d];
}

function utcMs(day: string): number {
  const p = parseDay(day);
  if (!p) throw new RangeError(`Invalid day: ${day}`);
  return Date.UTC(p[0], p[1] - 1, p[2]);
}

/** `day` moved by `amount` calendar days. Throws on an invalid day (callers parse first). */
export function addDaysToDay(day: string, amount: number): string {
  return new Date(utcMs(day) + amount * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** Day of the week, 0 = Sunday … 6 = Saturday (as Date#getDay). */
export function weekdayOf(day: string): number {
  return new Date(utcMs(day)).getUTCDay();
}
