import { describe, expect, it } from 'vitest';
import {
  madridOffsetMinutes,
  madridParts,
  madridWallTime,
  offsetText,
  partsDay,
} from '../../supabase/functions/_shared/madrid_time.ts';

const HOUR_MS = 3_600_000;

// The reference: Intl's time-zone data (the IANA database), read with a formatter of its own.
const intl = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Madrid',
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

function intlParts(time: number) {
  const p = Object.fromEntries(intl.formatToParts(time).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hours: Number(p.hour),
    minutes: Number(p.minute),
    seconds: Number(p.second),
    weekday: WEEKDAYS.indexOf(p.weekday!),
  };
}

describe('madridOffsetMinutes', () => {
  it.each([
    ['winter', '2026-01-15T12:00:00Z', 60],
    ['summer', '2026-07-15T12:00:00Z', 120],
    ['just before the clocks go forward', '2026-03-29T00:59:59.999Z', 60],
    ['as the clocks go forward (01:00 UTC)', '2026-03-29T01:00:00Z', 120],
    ['just before the clocks go back', '2026-10-25T00:59:59.999Z', 120],
    ['as the clocks go back (01:00 UTC)', '2026-10-25T01:00:00Z', 60],
    ['last Sunday of March on the 31st', '2024-03-31T01:00:00Z', 120],
    ['the Saturday before', '2024-03-30T12:00:00Z', 60],
    ['New Year in UTC', '2026-12-31T23:30:00Z', 60],
  ])('%s', (_, iso, offset) => {
    expect(madridOffsetMinutes(Date.parse(iso))).toBe(offset);
  });
});

describe('madridParts', () => {
  const mismatches = (times: Iterable<number>) => {
    const wrong: string[] = [];
    for (const t of times) {
      const { offsetMinutes, ...parts } = madridParts(t);
      const expected = intlParts(t);
      if (JSON.stringify(parts) !== JSON.stringify(expected) || ![60, 120].includes(offsetMinutes)) {
        wrong.push(new Date(t).toISOString());
      }
    }
    return wrong;
  };

  it('agrees with Intl across the years 2020–2040 (every 7 h 7 min: every hour of the day, every weekday)', () => {
    function* sweep() {
      for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2040, 0, 1); t += 7 * HOUR_MS + 420_000) yield t;
    }
    expect(mismatches(sweep())).toEqual([]);
  });

  it('reads 23:30 UTC as the next Madrid day', () => {
    expect(partsDay(madridParts(Date.parse('2026-11-21T23:30:00Z')))).toBe('2026-11-22');
    expect(partsDay(madridParts(Date.parse('2026-07-21T22:30:00Z')))).toBe('2026-07-22');
  });

  it('throws a RangeError for an invalid instant', () => {
    expect(() => madridParts(new Date('nope'))).toThrow(RangeError);
  });
});

describe('madridWallTime', () => {
  // The same answers as TZDate (which the app used before) on the days the clocks change.
  it.each([
    ['winter', [2026, 1, 1, 0, 0], '2025-12-31T23:00:00.000Z'],
    ['summer', [2026, 7, 10, 21, 30], '2026-07-10T19:30:00.000Z'],
    ['just before the skipped hour', [2026, 3, 29, 1, 59], '2026-03-29T00:59:00.000Z'],
    [
      'the skipped hour moves on: 02:00 is 03:00 summer time',
      [2026, 3, 29, 2, 0],
      '2026-03-29T01:00:00.000Z',
    ],
    [
      'the skipped hour moves on: 02:30 is 03:30 summer time',
      [2026, 3, 29, 2, 30],
      '2026-03-29T01:30:00.000Z',
    ],
    ['just after the skipped hour', [2026, 3, 29, 3, 0], '2026-03-29T01:00:00.000Z'],
    ['before the repeated hour', [2026, 10, 25, 1, 59], '2026-10-24T23:59:00.000Z'],
    [
      'the repeated hour is its second time round (winter)',
      [2026, 10, 25, 2, 30],
      '2026-10-25T01:30:00.000Z',
    ],
    ['after the repeated hour', [2026, 10, 25, 3, 0], '2026-10-25T02:00:00.000Z'],
  ] as const)('%s', (_, [y, mo, d, h, mi], iso) => {
    expect(new Date(madridWallTime(y, mo, d, h, mi)).toISOString()).toBe(iso);
  });

  it('is the inverse of madridParts, except for the first time round of the repeated hour', () => {
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2032, 0, 1); t += HOUR_MS + 60_123) {
      const p = madridParts(t);
      const firstOfRepeated = p.offsetMinutes === 120 && madridOffsetMinutes(t + HOUR_MS) === 60;
      const back = madridWallTime(p.year, p.month, p.day, p.hours, p.minutes, p.seconds, t % 1000);
      expect(back).toBe(firstOfRepeated ? t + HOUR_MS : t);
    }
  });

  it('keeps the end of day to the millisecond', () => {
    expect(new Date(madridWallTime(2026, 11, 22, 23, 59, 59, 999)).toISOString()).toBe(
      '2026-11-22T22:59:59.999Z',
    );
  });

  it('gives NaN for impossible numbers', () => {
    expect(madridWallTime(2026, 11, 22, Number.NaN, 0)).toBeNaN();
  });
});

describe('texts', () => {
  it.each([
    [60, '+01:00'],
    [120, '+02:00'],
  ])('offsetText(%d) = %s', (minutes, text) => {
    expect(offsetText(minutes)).toBe(text);
  });

  it('pads the day', () => {
    expect(partsDay({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
  });
});
