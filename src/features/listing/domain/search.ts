/**
 * Text search rule, on normalised text (accents and case removed, whitespace collapsed, HTML stripped):
 * 1. An empty query matches everything.
 * 2. The whole query as a substring of any searched field matches.
 * 3. Otherwise EVERY query word (run of letters and digits) must be found in some field: as a substring
 *    of an event word or, from 3 characters, fuzzily (fuzzy.ts); AND keeps a query narrowing as it grows.
 * 4. A query without letters or digits ('¡!') matches only by rule 2.
 * Rule 2 implies rule 3 whenever the query has a word: the search index (search-index.ts) relies on it.
 */
import type { EventItem } from '@/features/events';
import { fuzzyWordMatch } from './fuzzy';
import { normalizeSearchText, searchableText, tokenize } from './search-text';

export interface CompiledQuery {
  /** The normalised query; '' matches everything. */
  readonly text: string;
  readonly words: readonly string[];
}

export function compileQuery(query: string): CompiledQuery {
  const text = normalizeSearchText(query);
  return { text, words: [...new Set(tokenize(text))] };
}

/** The rule on a normalised text: one field, or several joined by FIELD_SEPARATOR. */
export function matchesNormalized(text: string, query: CompiledQuery): boolean {
  if (query.text === '' || text.includes(query.text)) return true;
  const words = tokenize(text);
  return (
    query.words.length > 0 &&
    query.words.every((word) => words.some((target) => target.includes(word) || fuzzyWordMatch(word, target)))
  );
}

/** Does the event match the free-text search? Fields: searchableFields (search-text.ts). */
export function matchesSearch(event: EventItem, query: string): boolean {
  return matchesNormalized(searchableText(event), compileQuery(query));
}

/** The artist and venue filters: the same rule on that one field, with the query compiled once. */
export function matchesFieldFuzzy(value: string, query: CompiledQuery): boolean {
  return matchesNormalized(normalizeSearchText(value), query);
}
