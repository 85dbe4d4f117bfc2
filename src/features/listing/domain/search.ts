/**
 * Text search rule, on normalised text (accents and case removed, whitespace collapsed, HTML stripped):
 * 1. An empty query matches everything.
 * 2. The whole query as a substring of any searched field matches.
 * 3. Otherwise EVERY query word (run of letters and digits) must be found in some field: a word of 3
 *    or more characters as a substring of an event word or fuzzily (fuzzy.ts) against one; a shorter
 *    word only as a substring. AND keeps a multi-word query narrowing as the visitor types, while
 *    still forgiving a typo in each word.
 * 4. A query without letters or digits ('¡!') matches only by rule 2.
 * Rule 2 implies rule 3 whenever the query has a word (each query word then lies inside one word of
 * the field): the search index (search-index.ts) relies on it and answers the same for a whole list.
 */
import type { EventItem } from '@/features/events';
import { fuzzyWordMatch } from './fuzzy';
import { normalizeSearchText, searchableText, tokenize } from './search-text';

export interface CompiledQuery {
  /** The normalised query; '' means "match everything". */
  readonly text: string;
  /** Its distinct words. */
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
