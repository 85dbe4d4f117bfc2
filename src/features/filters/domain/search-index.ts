/**
 * Search index: the rule of search.ts answered for a whole list at once.
 *
 * Built once per list of events (outside any keystroke): every event's normalised text, the corpus's
 * distinct words (the vocabulary, ordered by length) and, per vocabulary word, the events that contain
 * it (postings). A query then costs, per query word, one pass over the vocabulary words whose length
 * allows a substring or fuzzy match — Levenshtein runs against each distinct word once, not once per
 * occurrence — plus a walk over the postings of the words that matched. An event matches when every
 * query word matched at least one of its words, which is exactly rule 3 of search.ts (and rule 2 is
 * implied by it; see there). The vocabulary is usually a few thousand words even for large lists.
 */
import type { EventItem } from '@/features/events/domain/types';
import { FUZZY_MIN_WORD_LENGTH, FUZZY_THRESHOLD } from '@/config/constants';
import { fuzzyWordMatch, lengthsCanMatch } from './fuzzy';
import { compileQuery, matchesSearch } from './search';
import { searchableText, tokenize } from './search-text';

export interface SearchIndex {
  readonly events: readonly EventItem[];
  /** Number of distinct words in the indexed texts. */
  readonly vocabularySize: number;
  /** Positions (into `events`, ascending) of the events that match the query. */
  search(query: string): number[];
  /**
   * Predicate for one query, computed once: indexed events (same object) are answered by a lookup,
   * any other event by matchesSearch, so a stale index is slow, never wrong.
   */
  matcher(query: string): (event: EventItem) => boolean;
}

export function createSearchIndex(events: readonly EventItem[], threshold: number = FUZZY_THRESHOLD): SearchIndex {
  const texts = events.map(searchableText);
  const firstSeen = new Map<string, number>();
  const eventWords = texts.map((text) => {
    const ids = new Set<number>();
    for (const word of tokenize(text)) {
      let id = firstSeen.get(word);
      if (id === undefined) firstSeen.set(word, (id = firstSeen.size));
      ids.add(id);
    }
    return ids;
  });

  // Renumber words by length so the words of one length form a contiguous id range.
  const bySeen = [...firstSeen.keys()];
  const order = bySeen.map((_, id) => id).sort((a, b) => (bySeen[a] ?? '').length - (bySeen[b] ?? '').length || a - b);
  const vocabulary = order.map((id) => bySeen[id] ?? '');
  const finalId = new Int32Array(order.length);
  order.forEach((oldId, newId) => (finalId[oldId] = newId));
  const maxLength = vocabulary.at(-1)?.length ?? 0;
  // lengthStart[L] = first id whose word has at least L characters (L = 0 … maxLength + 1).
  const lengthStart = new Int32Array(maxLength + 2).fill(vocabulary.length);
  for (let id = vocabulary.length - 1; id >= 0; id--) {
    const length = vocabulary[id]?.length ?? 0;
    for (let l = length; l >= 0 && (lengthStart[l] ?? 0) > id; l--) lengthStart[l] = id;
  }

  // Postings in one flat array: events of word w are postings[offsets[w] … offsets[w + 1]).
  const offsets = new Int32Array(vocabulary.length + 1);
  for (const ids of eventWords) for (const old of ids) offsets[(finalId[old] ?? 0) + 1]! += 1;
  for (let w = 0; w < vocabulary.length; w++) offsets[w + 1]! += offsets[w] ?? 0;
  const postings = new Int32Array(offsets[vocabulary.length] ?? 0);
  const cursor = offsets.slice(0, vocabulary.length);
  eventWords.forEach((ids, position) => {
    for (const old of ids) postings[cursor[finalId[old] ?? 0]!++] = position;
  });

  const startOfLength = (length: number): number =>
    length > maxLength ? vocabulary.length : (lengthStart[length] ?? vocabulary.length);

  /** Vocabulary ids that satisfy one query word: substring of the word, or fuzzy match. */
  function matchingWords(queryWord: string): number[] {
    const length = queryWord.length;
    let lo = length;
    let hi = length;
    if (length >= FUZZY_MIN_WORD_LENGTH) {
      // Lengths too far from the query word's cannot reach the threshold (exact prune, see fuzzy.ts).
      while (lo - 1 >= FUZZY_MIN_WORD_LENGTH && lengthsCanMatch(length, lo - 1, threshold)) lo--;
      while (hi + 1 <= maxLength && lengthsCanMatch(length, hi + 1, threshold)) hi++;
    }
    const found: number[] = [];
    for (let id = startOfLength(lo); id < vocabulary.length; id++) {
      const word = vocabulary[id] ?? '';
      if (word.length >= length && word.includes(queryWord)) found.push(id);
      else if (word.length <= hi && fuzzyWordMatch(queryWord, word, threshold)) found.push(id);
    }
    return found;
  }

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
      const ids = matchingWords(word);
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

  return {
    events,
    vocabularySize: vocabulary.length,
    search(query) {
      const mask = evaluate(query);
      const positions: number[] = [];
      for (let position = 0; position < mask.length; position++) if (mask[position] === 1) positions.push(position);
      return positions;
    },
    matcher(query) {
      if (compileQuery(query).text === '') return () => true;
      const mask = evaluate(query);
      return (event) => {
        const position = positionOf.get(event);
        return position === undefined ? matchesSearch(event, query, threshold) : mask[position] === 1;
      };
    },
  };
}
