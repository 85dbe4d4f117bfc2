import { describe, expect, it } from 'vitest';
import { autoFormatDate, formatFormDate, normaliseTime, parseFormDate } from './form-dates';

describe('parseFormDate', () => {
  it.each([
    ['05/03/2031', '2031-03-05'],
    ['5/3/2031', '2031-03-05'],
    ['05-03-2031', '2031-03-05'],
    ['05032031', '2031-03-05'],
    ['0503203', null],
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

describe('autoFormatDate (previous → typed)', () => {
  it.each([
    ['2', '20', '20/'],
    ['20/', '20/0', '20/0'],
    ['20/0', '20/06', '20/06/'],
    ['20/06/203', '20/06/2030', '20/06/2030'],
    ['20/', '20//', '20/'],
    ['5', '5/', '5/'],
    ['5/', '5/3', '5/3'],
    ['5/3', '5/3/', '5/3/'],
    ['5/03', '5/03', '5/03'],
    ['20/', '20', '20'],
    ['20/06/', '20/06', '20/06'],
    ['', '20-06', '20-06'],
    ['', '2006', '2006'],
  ])('%j → %j gives %j', (previous, next, expected) => {
    expect(autoFormatDate(previous, next)).toBe(expected);
  });
});
