import { describe, it, expect } from 'vitest';
import { addDaysToDay, daysBetween, parseDay, weekdayOf } from './dates';

describe('calendar days', () => {
  it.each([
    ['2025-11-22', 1, '2025-11-23'],
    ['2025-11-30', 1, '2025-12-01'],
    ['2025-03-29', 2, '2025-03-31'], // across DST: still whole days
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
  ])('addDaysToDay(%s, %i) → %s', (day, n, expected) => expect(addDaysToDay(day, n)).toBe(expected));

  it.each([
    ['2025-11-22', '2025-11-22', 0],
    ['2025-11-22', '2025-12-22', 30],
    ['2025-10-25', '2025-10-27', 2],
    ['2025-11-24', '2025-11-22', -2],
  ])('daysBetween(%s, %s) → %i', (a, b, expected) => expect(daysBetween(a, b)).toBe(expected));

  it.each([
    ['2025-11-17', 1],
    ['2025-11-22', 6],
    ['2025-11-23', 0],
  ])('weekdayOf(%s) → %i', (day, expected) => expect(weekdayOf(day)).toBe(expected));

  it.each([
    ['2025-11-22', true],
    ['2025-02-29', false],
    ['2025-11-2', false],
    ['', false],
  ])('parseDay(%j) is a day: %s', (day, expected) => expect(parseDay(day) !== null).toBe(expected));

  it('parseDay gives [y, m, d] and throws nowhere', () => {
    expect(parseDay('2025-11-22')).toEqual([2025, 11, 22]);
    expect(() => addDaysToDay('x', 1)).toThrow(RangeError);
  });
});
