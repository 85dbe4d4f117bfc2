/**
 * Text search rule, for single checks. The search index (search-index.ts) answers the
 * same question for a whole list faster; tests hold the two to the same answers.
 *
 * Semantics, on normalised text (accents and case removed, whitespace collapsed, HTML stripped):
 * 1. An empty query matches everything.
 * 2. The whole query as a substring of any searched field matches.
 * 3. Otherwise the query is split into words (runs of letters and digits) and EVERY query word must
 *    be found in the event — in any field, not necessarily the same one:
 *    - a word of at least 3 characters is found when it is a substring of some word of the event,
 *      or when it fuzzy-matches (fuzzy.ts) some event word of at least 3 characters;
 *    - a shorter word ('el', 'de', '3') must appear as a substring: fuzzy is never applied to it.
 *    "Every word" (AND) keeps multi-word queries narrowing as the visitor types, as a substring
 *    search does, while still forgiving a typo in each word.
 * 4. A query with no letters or digits at all (e.g. '¡!') matches only by rule 2.
 *
 * Note that rule 2 implies rule 3 whenever the query has a word: a query word only contains letters
 * and digits, so if the query occurs in a field each of its words lies inside one word of that field.
 * The index relies on this to skip the substring scan of whole texts.
 */
import type { EventItem } from '@/features/events';
import { FUZZY_THRESHOLD } from '@/config/constants';
import { fuzzyWordMatch } from './fuzzy';
import { normalizeSearchText, searchableText, tokenize } from './search-text';

// Re-exported so callers find the whole rule here; the index lives in search-index.ts.
export { fuzzyWordMatch };

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

/** Whether one query word is found among the words of a text (rule 3). */
export function wordFound(queryWord: string, targetWords: readonly string[], threshold: number): boolean {
  for (const target of targetWords) {
    if (target.includes(queryWord) || fuzzyWordMatch(queryWord, target, threshold)) return true;
  }
  return false;
}

/**
 * The rule on a normalised text: either one field, or several joined by FIELD_SEPARATOR.
 * `targetWords` may be passed when the caller already has the text's words.
 */
export function matchesNormalized(
  text: string,
  query: CompiledQuery,
  threshold: number = FUZZY_THRESHOLD,
  targetWords?: readonly string[],
): boolean {
  if (query.text === '') return true;
  if (text.includes(query.text)) return true;
  if (query.words.length === 0) return false;
  const words = targetWords ?? tokenize(text);
  return query.words.every((word) => wordFound(word, words, threshold));
}

/** Does the event match the free-text search? Fields: searchableFields (search-text.ts). */
export function matchesSearch(event: EventItem, query: string, threshold: number = FUZZY_THRESHOLD): boolean {
  const compiled = compileQuery(query);
  if (compiled.text === '') return true;
  return matchesNormalized(searchableText(event), compiled, threshold);
}

/**
 * The artist and venue filters: the same rule applied to that one field. Takes a compiled query so
 * a filter pass over many events normalises the query once.
 */
export function matchesFieldFuzzy(
  value: string,
  query: CompiledQuery,
  threshold: number = FUZZY_THRESHOLD,
): boolean {
  if (query.text === '') return true;
  return matchesNormalized(normalizeSearchText(value), query, threshold);
}
