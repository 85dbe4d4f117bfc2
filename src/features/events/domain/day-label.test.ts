import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '@/config/constants';
import { dayLabel, spanishNames, type DayLabelPattern } from './dates';

/** What the labels were before: date-fns's format of the day at noon in Madrid. */
const viaDateFns = ([y, m, d]: [number, number, number], pattern: DayLabelPattern) =>
  format(new TZDate(y, m - 1, d, 12, TIME_ZONE), pattern, { locale: es });

const PATTERNS: DayLabelPattern[] = ['EEE, d MMM', 'd MMM', 'd MMM yyyy'];

describe('dayLabel', () => {
  it.each([
    [[2026, 11, 22], 'EEE, d MMM', 'dom, 22 nov'],
    [[2026, 11, 28], 'EEE, d MMM', 'sáb, 28 nov'],
    [[2026, 9, 2], 'd MMM', '2 sep'],
    [[2027, 1, 1], 'd MMM yyyy', '1 ene 2027'],
    [[2028, 2, 29], 'EEE, d MMM', 'mar, 29 feb'],
  ] as const)('%j as %s is %s', (day, pattern, label) => {
    expect(dayLabel(day, pattern)).toBe(label);
  });

  it('matches date-fns in Madrid for every day of 2025–2028, in every pattern', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
      const date = new Date(t);
      const day: [number, number, number] = [
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
      ];
      for (const pattern of PATTERNS) {
        const expected = viaDateFns(day, pattern);
        if (dayLabel(day, pattern) !== expected) mismatches.push(`${day.join('-')} ${pattern}: ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('spanishNames', () => {
  // 1 January 2023 was a Sunday.
  const week = Array.from({ length: 7 }, (_, i) => new Date(2023, 0, 1 + i, 12));
  const year = Array.from({ length: 12 }, (_, i) => new Date(2023, i, 1, 12));

  it.each([
    ['short', 'EEE', 'MMM'],
    ['long', 'EEEE', 'MMMM'],
  ] as const)('%s names are what format writes for %s and %s', (width, weekday, month) => {
    const names = spanishNames(width);
    expect(names.weekdays).toEqual(week.map((date) => format(date, weekday, { locale: es })));
    expect(names.months).toEqual(year.map((date) => format(date, month, { locale: es })));
  });

  it('starts on Sunday and January', () => {
    expect(spanishNames('long').weekdays[0]).toBe('domingo');
    expect(spanishNames('short').months[0]).toBe('ene');
  });
});
