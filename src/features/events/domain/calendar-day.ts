/**
 * Arithmetic on calendar days ('yyyy-MM-dd' strings). Done in UTC on purpose: a calendar day has no
 * zone, so a DST change can never shift a result. Pure, no "now".
 */

import { DAY_PARSE_CACHE_MAX } from '@/config/tuning';
import { remember } from '@/lib/remember';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

// Every date filter, card and score parses the same few hundred day strings thousands of times (a
// city's listing, related events): answers are kept, up to DAY_PARSE_CACHE_MAX strings.
const parsedDays = new Map<string, readonly [number, number, number] | null>();

/** [year, month 1–12, day] of a valid day string; null for malformed or impossible dates ('2025-02-30'). */
export function parseDay(day: string): readonly [number, number, number] | null {
  return remember(parsedDays, day, DAY_PARSE_CACHE_MAX, () => parseDayUncached(day));
}

function parseDayUncached(day: string): readonly [number, number, number] | null {
  const m = DAY_RE.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Round-trip so impossible dates are rejected instead of rolling over into the next month.
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return [y, mo, d];
}

function utcMs(day: string): number {
  const p = parseDay(day);
  if (!p) throw new RangeError(`Invalid day: ${day}`);
  return Date.UTC(p[0], p[1] - 1, p[2]);
}

export function isDay(value: string): boolean {
  return parseDay(value) !== null;
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
