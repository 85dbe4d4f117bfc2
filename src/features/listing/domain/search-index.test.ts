import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { BENCH_QUERIES, createRandom, generateEvents } from '../../../../tests/bench/corpus';
import { matchesSearch } from './search';
import { createSearchIndex } from './search-index';

const events = [
  makeEvent({ id: 'a', title: 'Música en el Casco Viejo', tags: ['Begoña'] }),
  makeEvent({ id: 'b', title: 'Concierto de jazz', description: '<p>Con <em>Kepa</em> Junkera</p>' }),
  makeEvent({ id: 'c', title: 'Teatro clásico', venue: 'Teatro Arriaga', address: 'Plaza Arriaga 1, 48005' }),
  makeEvent({
    id: 'd',
    title: 'Mercadillo navideño',
    organizer: 'Ayuntamiento',
    tags: ['navidad', 'familia'],
  }),
  makeEvent({
    id: 'e',
    title: 'Danza',
    artist: 'Compañía Kukai',
    description: 'Entrada 10 € ¡gratis para niños!',
  }),
  makeEvent({ id: 'f', title: '' }),
];

const ids = (query: string): string[] =>
  createSearchIndex(events)
    .search(query)
    .map((position) => events[position]?.id ?? '?');

describe('createSearchIndex', () => {
  it.each([
    ['', ['a', 'b', 'c', 'd', 'e', 'f']],
    ['musica', ['a']],
    ['concirto jaz', ['b']],
    ['teatr clasico', ['c']],
    ['mercadillo navideno', ['d']],
    ['begona', ['a']],
    ['junkera', ['b']],
    ['de', ['b', 'd']], // 2-character word, substring only: 'de' and 'navi-de-no'; no fuzzy
    ['48005', ['c']],
    ['dnza', ['e']], // 1 − 1/5 = 0.8, on the threshold
    ['€', ['e']], // no words: plain substring
    ['¡!', []],
    ['arriaga teatro', ['c']],
    ['zzzz', []],
  ])('%j → %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('agrees with matchesSearch on every case of the table above', () => {
    for (const query of ['', 'musica', 'concirto jaz', 'de', '€', '¡!', 'dnza', 'kukai', 'kukia', 'niño']) {
      const expected = events.filter((event) => matchesSearch(event, query)).map((event) => event.id);
      expect(ids(query), query).toEqual(expected);
    }
  });

  it('agrees with matchesSearch on a generated corpus and mutated queries', () => {
    const corpus = generateEvents(400, 7);
    const index = createSearchIndex(corpus);
    const random = createRandom(11);
    const mutate = (word: string): string => {
      const at = Math.floor(random() * word.length);
      const roll = random();
      if (roll < 0.33) return word.slice(0, at) + word.slice(at + 1); // missing letter
      if (roll < 0.66) return word.slice(0, at) + 'x' + word.slice(at + 1); // changed letter
      return word.slice(0, at) + word.charAt(at) + word.slice(at); // doubled letter
    };
    const words = corpus.flatMap((event) => event.title.split(' ')).filter(Boolean);
    const queries = [...BENCH_QUERIES];
    for (let i = 0; i < 60; i++) {
      const count = 1 + Math.floor(random() * 3);
      queries.push(
        Array.from({ length: count }, () => mutate(words[Math.floor(random() * words.length)] ?? '')).join(
          ' ',
        ),
      );
    }
    for (const query of queries) {
      const expected = corpus.flatMap((event, position) => (matchesSearch(event, query) ? [position] : []));
      expect(index.search(query), query).toEqual(expected);
    }
  });

  it('matcher answers indexed events from the index and any other event by matchesSearch', () => {
    const index = createSearchIndex(events);
    const matches = index.matcher('kepa');
    expect(events.filter(matches).map((event) => event.id)).toEqual(['b']);
    expect(matches(makeEvent({ id: 'new', artist: 'Kepa Junkera' }))).toBe(true);
    expect(matches(makeEvent({ id: 'b' }))).toBe(false); // same id, different object: not trusted
    expect(index.matcher('  ')(makeEvent())).toBe(true);
  });

  it.each(['kepa', 'teatro', 'de', 'navidad', 'zzz'])(
    'matcher handed to filter on another ordering of the events (plus events not indexed) answers as matchesSearch: %s',
    (query) => {
      const index = createSearchIndex(events);
      const extra = makeEvent({ id: 'new', title: 'Teatro de Kepa en Navidad' });
      const list = [...events].reverse().concat(extra);
      const expected = list.filter((event) => matchesSearch(event, query)).map((event) => event.id);
      const matches = index.matcher(query);
      expect(list.filter(matches).map((event) => event.id)).toEqual(expected);
      // Filtered again, same answer.
      expect(list.filter(matches).map((event) => event.id)).toEqual(expected);
      // Another list with two events swapped.
      const swapped = [list[1]!, list[0]!, ...list.slice(2)];
      expect(swapped.filter(matches).map((event) => event.id)).toEqual(
        swapped.filter((event) => matchesSearch(event, query)).map((event) => event.id),
      );
      // The same list object changed in place.
      list.reverse();
      expect(list.filter(matches).map((event) => event.id)).toEqual(
        list.filter((event) => matchesSearch(event, query)).map((event) => event.id),
      );
    },
  );

  it('reports the vocabulary size', () => {
    expect(createSearchIndex([makeEvent({ title: 'Jazz jazz JAZZ en el puerto' })]).vocabularySize).toBe(4);
  });
});
