import { describe, it, expect } from 'vitest';
import type { EventItem } from './types';
import { makeEvent } from './event.fixture';
import { relatedScorer, selectRelated } from './related';

// Saturday 22 November 2025, 10:00 in Madrid.
const NOW = new Date('2025-11-22T09:00:00Z');
// Far from every candidate in time so only the field under test scores.
const current = makeEvent({ id: 'current', startDate: '2026-03-01' });
const far = { startDate: '2026-06-01' };

describe('relatedScorer: one rule at a time', () => {
  it.each<[string, Partial<EventItem>, Partial<EventItem>, number]>([
    ['nothing shared', {}, {}, 0],
    ['shared category', { categoryId: ['musica', 'arte'] }, { categoryId: ['arte'] }, 40],
    ['shared category, accents and case', { categoryId: ['Música'] }, { categoryId: ['musica'] }, 40],
    ['shared subcategory', { subcategory: ['jazz'] }, { subcategory: ['jazz'] }, 25],
    [
      "subcategory is the other one's category",
      { subcategory: ['exposiciones'] },
      { categoryId: ['exposiciones'] },
      25,
    ],
    ['same venue', { venue: 'Teatro Arriaga' }, { venue: 'teatro arriaga ' }, 25],
    ['same neighbourhood', { neighborhood: 'Begoña' }, { neighborhood: 'BEGONA' }, 20],
    ['same town', { town: 'Bilbao' }, { town: 'bilbao' }, 15],
    ['empty venues do not match', { venue: '' }, { venue: '' }, 0],
    ['one shared tag', { tags: ['jazz', 'noche'] }, { tags: ['Jazz'] }, 5],
    ['three shared tags', { tags: ['a', 'b', 'c'] }, { tags: ['a', 'b', 'c'] }, 15],
    [
      'five shared tags, capped at 15',
      { tags: ['a', 'b', 'c', 'd', 'e'] },
      { tags: ['a', 'b', 'c', 'd', 'e'] },
      15,
    ],
    ['same artist', { artist: 'Rosalía' }, { artist: 'rosalia' }, 10],
    ['same organiser', { organizer: 'Ayuntamiento' }, { organizer: 'ayuntamiento' }, 8],
    ['both free', { isFree: true }, { isFree: true }, 5],
    ['price difference 5 €', { price: 10 }, { price: 15 }, 5],
    ['price difference 15 €', { price: 10 }, { price: 25 }, 3],
    ['price difference 30 €', { price: 10 }, { price: 40 }, 1],
    ['price difference 31 €', { price: 10 }, { price: 41 }, 0],
    ['one price unknown', { price: 10 }, { price: null }, 0],
    ['free vs paid: no price points', { isFree: true, price: 0 }, { price: 3 }, 0],
  ])('%s → %i', (_label, a, b, expected) => {
    const event = makeEvent({ ...current, ...a });
    const candidate = makeEvent({ id: 'other', ...far, ...b });
    expect(relatedScorer(event, NOW)(candidate)).toBe(expected);
  });
});

describe('relatedScorer: start proximity', () => {
  it.each([
    ['2025-11-30', '2025-11-30', 10],
    ['2025-11-30', '2025-12-01', 10],
    ['2025-11-30', '2025-12-03', 7],
    ['2025-11-30', '2025-12-07', 5],
    ['2025-11-30', '2025-12-14', 2],
    ['2025-11-30', '2025-12-15', 0],
    ['2025-12-07', '2025-11-30', 5],
    // Already running: counts from today (22 Nov), so a start on 23 Nov is within 1 day.
    ['2025-11-23', '2025-10-01', 10],
  ])('%s vs %s → %i', (a, b, expected) => {
    const event = makeEvent({ id: 'a', startDate: a });
    const candidate = makeEvent({ id: 'b', startDate: b, endDate: '2025-12-31' });
    expect(relatedScorer(event, NOW)(candidate)).toBe(expected);
  });
});

describe('selectRelated', () => {
  const event = makeEvent({ id: 'x', categoryId: ['musica'], town: 'Bilbao', startDate: '2025-11-29' });
  const candidates = [
    event,
    makeEvent({ id: 'cat+town', categoryId: ['musica'], town: 'Bilbao', startDate: '2026-05-01' }),
    makeEvent({ id: 'cat', categoryId: ['musica'], startDate: '2026-05-01' }),
    makeEvent({ id: 'town-soon', town: 'bilbao', startDate: '2025-11-29' }),
    makeEvent({ id: 'town-late', town: 'bilbao', startDate: '2026-05-02' }),
    makeEvent({ id: 'none', categoryId: ['arte'], town: 'Getxo', startDate: '2026-05-01' }),
    makeEvent({ id: 'past', categoryId: ['musica'], town: 'Bilbao', startDate: '2025-11-01' }),
  ];

  it('scores > 0 only, best first, never itself nor ended events', () => {
    expect(selectRelated(event, candidates, NOW).map((e) => e.id)).toEqual([
      'cat+town', // 55
      'cat', // 40
      'town-soon', // 15 + 10
      'town-late', // 15
    ]);
  });

  it('defaults to at most 6', () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      makeEvent({ id: `m${i}`, categoryId: ['musica'], startDate: '2026-05-01' }),
    );
    expect(selectRelated(event, many, NOW)).toHaveLength(6);
  });

  it('equal scores: sooner day, then sooner time (a day without a time at its start), then id', () => {
    const tied = (id: string, startDate: string, startTime?: string) =>
      makeEvent({ id, categoryId: ['musica'], startDate, startTime, endDate: '2026-06-30' });
    const ids = selectRelated(
      event,
      [
        tied('b-may-21h', '2026-05-01', '21:00:00'),
        tied('a-may-21h', '2026-05-01', '21:00'),
        tied('may-no-time', '2026-05-01'),
        tied('may-9h', '2026-05-01', '09:30'),
        tied('april-23h', '2026-04-30', '23:30'),
      ],
      NOW,
    ).map((e) => e.id);
    expect(ids).toEqual(['april-23h', 'may-no-time', 'may-9h', 'a-may-21h', 'b-may-21h']);
  });
});
