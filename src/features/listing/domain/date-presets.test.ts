import { describe, it, expect } from 'vitest';
import { clearFilters } from './toggles';
import { next7DaysRange, saturdayRange, tonight, todayRange, weekendRange } from './date-presets';

// Week of Monday 17 to Sunday 23 November 2025 (Madrid, UTC+1); clocks at 10:00 UTC.
const WEEK = [
  ['lunes', '2025-11-17'],
  ['martes', '2025-11-18'],
  ['miércoles', '2025-11-19'],
  ['jueves', '2025-11-20'],
  ['viernes', '2025-11-21'],
  ['sábado', '2025-11-22'],
  ['domingo', '2025-11-23'],
] as const;

const noonOf = (day: string) => new Date(`${day}T10:00:00Z`);

describe('todayRange', () => {
  it.each(WEEK)('%s %s → that day', (_name, day) =>
    expect(todayRange(noonOf(day))).toEqual({ from: day, to: day }),
  );
  it('23:30 UTC is already the next day in Madrid', () =>
    expect(todayRange(new Date('2025-11-21T23:30:00Z'))).toEqual({ from: '2025-11-22', to: '2025-11-22' }));
});

describe('weekendRange (Friday–Sunday; this one from Friday to Sunday, else the next)', () => {
  it.each([
    ['lunes', '2025-11-17', '2025-11-21', '2025-11-23'],
    ['martes', '2025-11-18', '2025-11-21', '2025-11-23'],
    ['miércoles', '2025-11-19', '2025-11-21', '2025-11-23'],
    ['jueves', '2025-11-20', '2025-11-21', '2025-11-23'],
    ['viernes', '2025-11-21', '2025-11-21', '2025-11-23'],
    ['sábado', '2025-11-22', '2025-11-21', '2025-11-23'],
    ['domingo', '2025-11-23', '2025-11-21', '2025-11-23'],
    ['jueves antes del cambio de hora de marzo', '2025-03-27', '2025-03-28', '2025-03-30'],
    ['domingo del cambio de hora de marzo', '2025-03-30', '2025-03-28', '2025-03-30'],
    ['domingo del cambio de hora de octubre', '2025-10-26', '2025-10-24', '2025-10-26'],
    ['jueves 31 de diciembre (cruza el año)', '2026-12-31', '2027-01-01', '2027-01-03'],
  ])('%s %s → %s … %s', (_name, day, from, to) => expect(weekendRange(noonOf(day))).toEqual({ from, to }));

  it.each([
    // Thursday 23:30 UTC is Friday 00:30 in Madrid: this weekend, not next.
    ['2025-11-20T23:30:00Z', '2025-11-21', '2025-11-23'],
    // Sunday 23:30 UTC is Monday 00:30 in Madrid: the next weekend.
    ['2025-11-23T23:30:00Z', '2025-11-28', '2025-11-30'],
    // Summer time (UTC+2): Sunday 22:30 UTC is already Monday.
    ['2025-06-29T22:30:00Z', '2025-07-04', '2025-07-06'],
  ])('at %s → %s … %s', (iso, from, to) => expect(weekendRange(new Date(iso))).toEqual({ from, to }));
});

describe('next7DaysRange (today … today+6)', () => {
  it.each([
    ['2025-11-17', '2025-11-23'],
    ['2025-11-22', '2025-11-28'],
    ['2025-03-27', '2025-04-02'], // across the March DST change
    ['2025-10-23', '2025-10-29'], // across the October DST change
    ['2025-12-28', '2026-01-03'],
  ])('%s → %s', (from, to) => expect(next7DaysRange(noonOf(from))).toEqual({ from, to }));
  it('starts on the Madrid day at 23:30 UTC', () =>
    expect(next7DaysRange(new Date('2025-11-21T23:30:00Z'))).toEqual({
      from: '2025-11-22',
      to: '2025-11-28',
    }));
});

describe('saturdayRange (next Saturday, today if Saturday)', () => {
  it.each([
    ['lunes', '2025-11-17', '2025-11-22'],
    ['martes', '2025-11-18', '2025-11-22'],
    ['miércoles', '2025-11-19', '2025-11-22'],
    ['jueves', '2025-11-20', '2025-11-22'],
    ['viernes', '2025-11-21', '2025-11-22'],
    ['sábado', '2025-11-22', '2025-11-22'],
    ['domingo', '2025-11-23', '2025-11-29'],
    ['viernes del cambio de hora de marzo', '2025-03-28', '2025-03-29'],
    ['domingo del cambio de hora de octubre', '2025-10-26', '2025-11-01'],
  ])('%s %s → %s', (_name, day, saturday) =>
    expect(saturdayRange(noonOf(day))).toEqual({ from: saturday, to: saturday }),
  );
  it('Friday 23:30 UTC is Saturday in Madrid', () =>
    expect(saturdayRange(new Date('2025-11-21T23:30:00Z'))).toEqual({
      from: '2025-11-22',
      to: '2025-11-22',
    }));
});

describe("tonight ('Esta noche'): today, in the night slot (20:00 to 06:00)", () => {
  it('sets today and only the night slot, and keeps the other filters', () => {
    const before = {
      ...clearFilters(),
      search: 'jazz',
      horario: { manana: true, tarde: true, noche: false },
    };
    expect(tonight(before, new Date('2025-11-21T23:30:00Z'))).toEqual({
      ...before,
      dateRange: { from: '2025-11-22', to: '2025-11-22' },
      horario: { manana: false, tarde: false, noche: true },
    });
  });
});
