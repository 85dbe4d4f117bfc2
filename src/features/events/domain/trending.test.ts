import { describe, it, expect } from 'vitest';
import { makeEvent } from './event.fixture';
import { isTrendingCandidate, selectTrending, trendingScore } from './trending';

// Saturday 22 November 2025, 10:00 in Madrid.
const NOW = new Date('2025-11-22T09:00:00Z');
// A plain event: paid, no bonus category, starting well after tomorrow.
const base = { startDate: '2025-11-30', categoryId: ['arte'] };

describe('trendingScore', () => {
  it.each([
    ['plain event', {}, 0, 0],
    ['featured, destacado 1: 300 + 50', { destacado: 1 }, 0, 350],
    ['featured, destacado 3: 300 + 150', { destacado: 3 }, 0, 450],
    ['4 favourites in the last 7 days', {}, 4, 400],
    ['starts today', { startDate: '2025-11-22' }, 0, 30],
    ['starts tomorrow', { startDate: '2025-11-23' }, 0, 30],
    ['starts the day after tomorrow', { startDate: '2025-11-24' }, 0, 0],
    ['ongoing since yesterday (not "starting")', { startDate: '2025-11-21', endDate: '2025-11-25' }, 0, 0],
    ['free', { isFree: true }, 0, 20],
    ['musica', { categoryId: ['musica'] }, 0, 15],
    ['fiestas as second category', { categoryId: ['gastronomia', 'fiestas'] }, 0, 15],
    ['conciertos, any case and accents', { categoryId: ['Conciertos'] }, 0, 15],
    ['two bonus categories count once', { categoryId: ['musica', 'fiestas'] }, 0, 15],
    [
      'everything',
      { destacado: 2, startDate: '2025-11-22', isFree: true, categoryId: ['música'] },
      2,
      400 + 200 + 30 + 20 + 15,
    ],
    ['negative count ignored', {}, -3, 0],
  ])('%s → %i', (_label, fields, favourites, expected) =>
    expect(trendingScore(makeEvent({ ...base, ...fields }), favourites, NOW)).toBe(expected),
  );

  it('"today" is the Madrid day: 23:30 UTC Friday is Saturday', () => {
    const e = makeEvent({ ...base, startDate: '2025-11-23' });
    expect(trendingScore(e, 0, new Date('2025-11-21T23:30:00Z'))).toBe(30);
    expect(trendingScore(e, 0, new Date('2025-11-21T22:30:00Z'))).toBe(0);
  });
});

describe('isTrendingCandidate (ongoing or starting within 14 days)', () => {
  it.each([
    ['starts today', '2025-11-22', '', true],
    ['starts in 14 days', '2025-12-06', '', true],
    ['starts in 15 days', '2025-12-07', '', false],
    ['ongoing', '2025-11-01', '2025-12-31', true],
    ['ended yesterday', '2025-11-01', '2025-11-21', false],
    ['past one-day event', '2025-11-21', '', false],
    ['no start date', '', '2025-11-30', false],
  ])('%s', (_label, startDate, endDate, expected) =>
    expect(isTrendingCandidate(makeEvent({ startDate, endDate }), NOW)).toBe(expected),
  );
});

describe('selectTrending', () => {
  const events = [
    makeEvent({ id: 'a', startDate: '2025-11-30' }),
    makeEvent({ id: 'b', startDate: '2025-11-29', destacado: 1 }),
    makeEvent({ id: 'c', startDate: '2025-11-28', isFree: true }),
    makeEvent({ id: 'd', startDate: '2025-11-27' }),
    makeEvent({ id: 'e', startDate: '2025-11-26', categoryId: ['musica'] }),
    makeEvent({ id: 'f', startDate: '2025-11-25' }),
    makeEvent({ id: 'past', startDate: '2025-11-20', destacado: 5 }),
    makeEvent({ id: 'far', startDate: '2026-01-10', destacado: 5 }),
  ];

  it('keeps candidates only, orders by score, ties by soonest start, max 5', () => {
    const ids = selectTrending(events, { a: 2, d: 1 }, NOW).map((e) => e.id);
    // b 350, a 200, d 100, c 20, e 15, then f 0 is cut off.
    expect(ids).toEqual(['b', 'a', 'd', 'c', 'e']);
  });

  it('uses real counts (no padding): without favourites the order is by score then date', () => {
    expect(selectTrending(events, {}, NOW).map((e) => e.id)).toEqual(['b', 'c', 'e', 'f', 'd']);
  });
});
