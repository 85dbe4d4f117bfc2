/**
 * Dates and times as the adapters read them: every item's days and clock times are Europe/Madrid wall
 * time ('YYYY-MM-DD', 'HH:MM'). Intl only, like madrid_time.ts, so any runtime runs it.
 */
import { addDays, calendarDay, madridStamp } from '../../madrid_time.ts';
import type { RawItem } from '../types.ts';

export { addDays };

/** A day, and its clock time when the source gives one. */
export interface WallDate {
  day: string;
  time?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(zone);
  if (cached) return cached;
  try {
    const f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
    return f;
  } catch {
    return null;
  }
}

/** True for a time zone that Intl knows ('Europe/Madrid', 'America/New_York', 'UTC'). */
export function isKnownZone(zone: string): boolean {
  return formatter(zone) !== null;
}

function zoneOffsetMs(instant: Date, zone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone)!.formatToParts(instant))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour! % 24,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant of a wall-clock time in a zone Intl knows; null for an unknown zone. A time that does
 * not exist there (the spring-forward hour) moves forward by the gap, as madridInstant does.
 */
export function zonedInstant(day: string, time: string, zone: string): Date | null {
  if (!isKnownZone(zone)) return null;
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = time.split(':').map(Number) as [number, number, number?];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const guess = zoneOffsetMs(new Date(wall), zone);
  return new Date(wall - zoneOffsetMs(new Date(wall - guess), zone));
}

/** The Madrid day and 'HH:MM' of an instant. */
export function madridWall(instant: Date): Required<WallDate> {
  const s = madridStamp(instant); // YYYYMMDDTHHMMSS
  return {
    day: `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`,
    time: `${s.slice(9, 11)}:${s.slice(11, 13)}`,
  };
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

export interface IsoOptions {
  /**
   * Read a trailing 'Z' as a label, not as UTC: the clock is already Madrid's (Kulturklik). An
   * explicit numeric offset is always honoured.
   */
  zIsWallClock?: boolean;
}

/**
 * Reads 'YYYY-MM-DD', 'YYYY-MM-DDTHH:MM[:SS[.sss]]' (or with a space), with an optional 'Z' or
 * ±HH[:MM] offset. With an offset the instant is converted to Madrid wall time; without one the clock
 * is taken as Madrid's already. Null when it is not a real day and time.
 */
export function parseIsoDate(value: unknown, options: IsoOptions = {}): WallDate | null {
  if (typeof value !== 'string') return null;
  const m = ISO.exec(value.trim());
  if (!m) return null;
  const day = calendarDay(`${m[1]}-${m[2]}-${m[3]}`);
  if (!day) return null;
  if (m[4] === undefined) return { day };
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6] ?? 0);
  if (hour > 23 || minute > 59 || second > 59) return null;
  const time = `${m[4]}:${m[5]}`;
  const offset = m[7]?.toUpperCase();
  if (offset === undefined || (offset === 'Z' && options.zIsWallClock)) return { day, time };
  let offsetMinutes = 0;
  if (offset !== 'Z') {
    const sign = offset[0] === '-' ? -1 : 1;
    const digits = offset.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0));
  }
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), hour, minute, second);
  return madridWall(new Date(utc - offsetMinutes * 60_000));
}

/**
 * Reads 'DD-MM-YYYY' or 'DD/MM/YYYY' (Spanish order, as the Bilbao agenda writes date-only values),
 * with an optional ' HH:MM[:SS]'. Null when it is not a real day and time.
 */
export function parseSpanishDate(value: unknown): WallDate | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!m) return null;
  const day = calendarDay(`${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`);
  if (!day) return null;
  if (m[4] === undefined) return { day };
  if (Number(m[4]) > 23 || Number(m[5]) > 59) return null;
  return { day, time: `${m[4].padStart(2, '0')}:${m[5]}` };
}

/**
 * For sources whose date-only values carry a placeholder clock: a start at 00:00, or an end at 00:00
 * or 23:59, means "no time given" (the hours, if any, are in the free text), so the time is dropped.
 * A real event at midnight is indistinguishable in these sources and loses its time.
 */
export function withoutPlaceholderTime(date: WallDate, end = false): WallDate {
  if (date.time === '00:00' || (end && date.time === '23:59')) return { day: date.day };
  return date;
}

/**
 * The item's span from a start and an optional end: endDate only when the end falls on a later day,
 * endTime only when the start has a time too (an end hour alone says little) and, on the same day,
 * comes after it. An end
 * before the start is a source error that says nothing reliable about the end, so it is left out and
 * the start kept.
 */
export function span(
  start: WallDate,
  end?: WallDate | null,
): Pick<RawItem, 'startDate' | 'startTime' | 'endDate' | 'endTime'> {
  const out: Pick<RawItem, 'startDate' | 'startTime' | 'endDate' | 'endTime'> = { startDate: start.day };
  if (start.time) out.startTime = start.time;
  if (!end || end.day < start.day) return out;
  if (end.day > start.day) {
    out.endDate = end.day;
    if (end.time && start.time) out.endTime = end.time;
  } else if (end.time && start.time && end.time > start.time) {
    out.endTime = end.time;
  }
  return out;
}
