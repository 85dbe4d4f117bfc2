/**
 * The search index, built only when a search needs it or the visitor shows the intent to search
 * (`warm`): for a city's whole list it costs a few hundred milliseconds on a mid-range phone, which a
 * visitor who only scrolls never pays.
 */
import type { EventItem } from '@/features/events';
import { FUZZY_THRESHOLD } from '@/config/constants';
import { compileQuery } from './search';
import { createSearchIndex } from './search-index';
import type { EventMatcher, SearchIndex } from './search-index';

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
