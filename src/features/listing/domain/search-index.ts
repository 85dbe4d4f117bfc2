/**
 * Search index: the rule of search.ts for a whole list at once, from the distinct words (vocabulary.ts)
 * and, per word, the events containing it; an event matches when each query word matched a word of it.
 */
import type { EventItem } from '@/features/events';
import { compileQuery, matchesSearch, type CompiledQuery } from './search';
import { searchableText, tokenize } from './search-text';
import { createVocabulary } from './vocabulary';

export type EventMatcher = (event: EventItem) => boolean;

export interface SearchIndex {
  readonly vocabularySize: number;
  /** Positions (into `events`, ascending) of the events that match the query. */
  search(query: string): number[];
  /** Indexed events (same object) by a lookup, any other by matchesSearch: slow, never wrong. */
  matcher(query: string): EventMatcher;
}

export function createSearchIndex(events: readonly EventItem[]): SearchIndex {
  const texts = events.map(searchableText);
  const eventWords = texts.map((text) => new Set(tokenize(text)));
  const vocabulary = createVocabulary(eventWords.flatMap((words) => [...words]));
  const size = vocabulary.words.length;

  // Postings in one flat array: events of word w are postings[offsets[w] … offsets[w + 1]).
  const offsets = new Int32Array(size + 1);
  const eventIds = eventWords.map((words) =>
    Int32Array.from(words, (word) => vocabulary.idOf.get(word) ?? 0),
  );
  for (const ids of eventIds) for (const id of ids) offsets[id + 1]! += 1;
  for (let id = 0; id < size; id++) offsets[id + 1]! += offsets[id] ?? 0;
  const postings = new Int32Array(offsets[size] ?? 0);
  const cursor = offsets.slice(0, size);
  eventIds.forEach((ids, position) => {
    for (const id of ids) postings[cursor[id]!++] = position;
  });

  /** 1 at the position of each matching event (the query is not empty). */
  function evaluate(compiled: CompiledQuery): Uint8Array {
    const result = new Uint8Array(events.length);
    if (compiled.words.length === 0) {
      texts.forEach((text, position) => (result[position] = text.includes(compiled.text) ? 1 : 0));
      return result;
    }
    // hits[e] counts the query words event e satisfied; stamp[e] avoids counting a word twice.
    const hits = new Uint32Array(events.length);
    const stamp = new Uint32Array(events.length);
    let round = 0;
    for (const word of compiled.words) {
      round++;
      const ids = vocabulary.matching(word);
      if (ids.length === 0) return result; // A word nothing contains: no event can match.
      for (const id of ids) {
        const end = offsets[id + 1] ?? 0;
        for (let p = offsets[id] ?? 0; p < end; p++) {
          const position = postings[p] ?? 0;
          if (stamp[position] !== round) {
            stamp[position] = round;
            hits[position]! += 1;
          }
        }
      }
    }
    for (let position = 0; position < events.length; position++) {
      if (hits[position] === round) result[position] = 1;
    }
    return result;
  }

  const positionOf = new Map(events.map((event, position) => [event, position]));
  return {
    vocabularySize: size,
    search(query) {
      const compiled = compileQuery(query);
      if (compiled.text === '') return events.map((_, position) => position);
      const mask = evaluate(compiled);
      return events.flatMap((_, position) => (mask[position] === 1 ? [position] : []));
    },
    matcher(query) {
      const compiled = compileQuery(query);
      if (compiled.text === '') return () => true;
      const mask = evaluate(compiled);
      return (event) => {
        const position = positionOf.get(event);
        return position === undefined ? matchesSearch(event, query) : mask[position] === 1;
      };
    },
  };
}

/** The index, built only when a search needs it or on `warm` (a search box focused): scrolling is free. */
export function createLazySearchIndex(events: readonly EventItem[]) {
  let built: SearchIndex | null = null;
  const index = (): SearchIndex => (built ??= createSearchIndex(events));
  return {
    get isBuilt() {
      return built !== null;
    },
    warm: index,
    matcher: (query: string) => (compileQuery(query).text === '' ? () => true : index().matcher(query)),
  };
}
