/**
 * Search index: the rule of search.ts answered for a whole list at once. Built once per list: the
 * distinct words (vocabulary.ts) and, per word, the events containing it (postings). A query word
 * then costs one pass over the vocabulary plus a walk over the matching words' postings; an event
 * matches when every query word matched one of its words (rule 3, which implies rule 2).
 */
import type { EventItem } from '@/features/events';
import { FUZZY_THRESHOLD } from '@/config/constants';
import { compileQuery, matchesSearch } from './search';
import { searchableText, tokenize } from './search-text';
import { createVocabulary } from './vocabulary';

export interface SearchIndex {
  readonly events: readonly EventItem[];
  /** Number of distinct words in the indexed texts. */
  readonly vocabularySize: number;
  /** Positions (into `events`, ascending) of the events that match the query. */
  search(query: string): number[];
  /**
   * Predicate for one query: indexed events (same object) by a lookup, any other by matchesSearch (a
   * stale index is slow, never wrong). Handed to `list.filter`, it maps the list's positions to the
   * index once per list instead of per event on every keystroke.
   */
  matcher(query: string): EventMatcher;
}

/** Array.prototype.filter's callback: the event, and optionally where it sits in which list. */
export type EventMatcher = (event: EventItem, at?: number, list?: readonly EventItem[]) => boolean;

export function createSearchIndex(
  events: readonly EventItem[],
  threshold: number = FUZZY_THRESHOLD,
): SearchIndex {
  const texts = events.map(searchableText);
  const eventWords = texts.map((text) => new Set(tokenize(text)));
  const vocabulary = createVocabulary(
    eventWords.flatMap((words) => [...words]),
    threshold,
  );
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

  /** 1 at the position of each matching event. */
  function evaluate(query: string): Uint8Array {
    const result = new Uint8Array(events.length);
    const compiled = compileQuery(query);
    if (compiled.text === '') return result.fill(1);
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

  const positionOf = new Map<EventItem, number>();
  events.forEach((event, position) => positionOf.set(event, position));
  // Per list filtered (same array object), the index position of each of its events (-1: not indexed).
  const listPositions = new WeakMap<readonly EventItem[], Int32Array>();
  function positionsIn(list: readonly EventItem[]): Int32Array {
    let positions = listPositions.get(list);
    if (!positions) {
      positions = Int32Array.from(list, (event) => positionOf.get(event) ?? -1);
      listPositions.set(list, positions);
    }
    return positions;
  }

  return {
    events,
    vocabularySize: size,
    search(query) {
      const mask = evaluate(query);
      const positions: number[] = [];
      for (let position = 0; position < mask.length; position++)
        if (mask[position] === 1) positions.push(position);
      return positions;
    },
    matcher(query) {
      if (compileQuery(query).text === '') return () => true;
      const mask = evaluate(query);
      const byEvent = (event: EventItem) => {
        const position = positionOf.get(event);
        return position === undefined ? matchesSearch(event, query, threshold) : mask[position] === 1;
      };
      // The list being filtered, and its positions: looked up once per filter run, not per event.
      let current: readonly EventItem[] | undefined;
      let positions: Int32Array = new Int32Array(0);
      return (event, at, list) => {
        if (at === undefined || list === undefined) return byEvent(event);
        if (list !== current) {
          current = list;
          positions = positionsIn(list);
        }
        const position = positions[at] ?? -1;
        // The same object at that place (a list changed since is answered the slow way).
        return position >= 0 && events[position] === event ? mask[position] === 1 : byEvent(event);
      };
    },
  };
}

/**
 * The search index, built only when a search needs it or the visitor shows the intent to search
 * (`warm`): for a city's whole list it costs a few hundred milliseconds on a mid-range phone, which a
 * visitor who only scrolls never pays.
 */
export interface LazySearchIndex extends Pick<SearchIndex, 'matcher'> {
  readonly isBuilt: boolean;
  /** Builds the index now (idempotent). */
  warm(): void;
}

export function createLazySearchIndex(
  events: readonly EventItem[],
  threshold: number = FUZZY_THRESHOLD,
): LazySearchIndex {
  let built: SearchIndex | null = null;
  const index = (): SearchIndex => (built ??= createSearchIndex(events, threshold));
  return {
    get isBuilt() {
      return built !== null;
    },
    warm: index,
    // An empty query matches everything without an index.
    matcher: (query): EventMatcher => (compileQuery(query).text === '' ? () => true : index().matcher(query)),
  };
}
