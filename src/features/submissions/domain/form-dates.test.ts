import { describe, expect, it } from 'vitest';
import { formatFormDate, normaliseTime, parseFormDate } from './form-dates';

describe('parseFormDate', () => {
  it.each([
    ['05/03/2031', '2031-03-05'],
    ['5/3/2031', '2031-03-05'],
    ['05-03-2031', '2031-03-05'],
    [' 29/02/2028 ', '2028-02-29'],
    ['29/02/2027', null],
    ['31/04/2030', null],
    ['2031-03-05', null],
    ['05/13/2031', null],
    ['hoy', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseFormDate(text)).toBe(expected);
  });
});

describe('formatFormDate', () => {
  it.each([
    ['2031-03-05', '05/03/2031'],
    ['', ''],
    ['05/03/2031', ''],
  ])('%j → %j', (day, expected) => {
    expect(formatFormDate(day)).toBe(expected);
  });
});

describe('normaliseTime', () => {
  it.each([
    ['20:30', '20:30'],
    ['9:05', '09:05'],
    ['20:30:00', '20:30'],
    ['24:00', null],
    ['20:60', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(normaliseTime(text)).toBe(expected);
  });
});
