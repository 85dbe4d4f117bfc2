import { describe, expect, it } from 'vitest';
import { fuzzyWordMatch, maxEditsFor } from './fuzzy';
import { createVocabulary } from './vocabulary';

const WORDS = [
  'de',
  'el',
  'jazz',
  'jaz',
  'concierto',
  'conciertos',
  'concerto',
  'teatro',
  'teatros',
  'tetro',
  'clasica',
  'clasico',
  'musica',
  'musical',
  'musicales',
  'navideno',
  'navidad',
  'begona',
  'straße',
  'x²',
  '48005',
  '48015',
  'euskalduna',
  'antzokia',
  'danza',
  'dnza',
  'a',
  'abcdefghijklmnopqrstuvwxyz',
  '2025',
];

describe('createVocabulary().matching agrees with a brute-force scan', () => {
  it('at FUZZY_THRESHOLD', () => {
    const vocabulary = createVocabulary(WORDS);
    const queries = [
      ...WORDS,
      'concirto',
      'teatr',
      'musca',
      'ta',
      'z',
      'strase',
      '4800',
      'euskaldna',
      'nadivad',
    ];
    for (const query of queries) {
      const expected = vocabulary.words
        .map((word, id) => ({ word, id }))
        .filter(({ word }) => word.includes(query) || fuzzyWordMatch(query, word))
        .map(({ id }) => id);
      expect(vocabulary.matching(query), query).toEqual(expected);
    }
  });

  it('orders words by length and deduplicates them', () => {
    const vocabulary = createVocabulary(['teatro', 'de', 'teatro', 'jazz']);
    expect(vocabulary.words).toEqual(['de', 'jazz', 'teatro']);
    expect(vocabulary.idOf.get('jazz')).toBe(1);
  });
});

describe('maxEditsFor (the edits allowed between two lengths)', () => {
  it.each([
    [5, 5, 1],
    [4, 5, 1],
    [10, 10, 2],
    [4, 4, 0],
    [3, 3, 0],
  ])('lengths %i and %i → %i', (a, b, edits) => {
    expect(maxEditsFor(a, b)).toBe(edits);
  });
});
