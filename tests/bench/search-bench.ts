/**
 * Search benchmark: the project's index against Fuse.js (defaults) and a naive per-word Levenshtein
 * scan, over the same corpus and queries. Reports figures; asserts nothing about time. It does check
 * exactness: the index and the naive scan (a literal reading of the rule) must return the same events.
 */
import { distance } from 'fastest-levenshtein';
import Fuse from 'fuse.js';
import { performance } from 'node:perf_hooks';
import { FUZZY_MIN_WORD_LENGTH, FUZZY_THRESHOLD } from '@/config/constants';
import type { EventItem } from '@/features/events/domain/types';
import { createSearchIndex } from '@/features/listing/domain/search-index';
import {
  normalizeSearchText,
  searchableFields,
  stripHtml,
  tokenize,
} from '@/features/listing/domain/search-text';
import { createBenchCorpus } from './corpus';

export interface QueryFigures {
  query: string;
  oursMs: number;
  fuseMs: number;
  naiveMs: number;
  matchCount: number;
  fuseCount: number;
  exact: boolean;
}

export interface SearchBenchResult {
  events: number;
  vocabularySize: number;
  indexBuildMs: number;
  /** Medians over the queries of each query's median time, in ms. */
  ours: number;
  fuse: number;
  naive: number;
  fuseRatio: number;
  naiveRatio: number;
  exact: boolean;
  perQuery: QueryFigures[];
}

export interface SearchBenchOptions {
  events?: number;
  oursRepetitions?: number;
  slowRepetitions?: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Per-query median time over `repetitions` runs, after one untimed warm-up pass over all queries. */
function timePerQuery(
  queries: readonly string[],
  repetitions: number,
  run: (query: string) => unknown,
): number[] {
  for (const query of queries) run(query);
  const samples = queries.map(() => [] as number[]);
  for (let r = 0; r < repetitions; r++) {
    queries.forEach((query, i) => {
      const start = performance.now();
      run(query);
      samples[i]?.push(performance.now() - start);
    });
  }
  return samples.map(median);
}

/**
 * The rule read literally, with no index: per event, the whole query as a substring of a field,
 * else every query word a substring of a field or, for words of 3+ characters, Levenshtein similarity
 * ≥ threshold against every word of every field. Fields are normalised and split once, outside the timing.
 */
function createNaiveSearch(events: readonly EventItem[]): (query: string) => number[] {
  const prepared = events.map((event) => {
    const fields = searchableFields(event).map(normalizeSearchText);
    return { fields, words: fields.flatMap(tokenize) };
  });
  return (query) => {
    const text = normalizeSearchText(query);
    const words = [...new Set(tokenize(text))];
    const found: number[] = [];
    prepared.forEach(({ fields, words: targets }, position) => {
      const hit =
        text === '' ||
        fields.some((field) => field.includes(text)) ||
        (words.length > 0 &&
          words.every(
            (word) =>
              fields.some((field) => field.includes(word)) ||
              (word.length >= FUZZY_MIN_WORD_LENGTH &&
                targets.some(
                  (target) =>
                    target.length >= FUZZY_MIN_WORD_LENGTH &&
                    1 - distance(word, target) / Math.max(word.length, target.length) >= FUZZY_THRESHOLD,
                )),
          ));
      if (hit) found.push(position);
    });
    return found;
  };
}

export function runSearchBench(options: SearchBenchOptions = {}): SearchBenchResult {
  const { events: count = 5_000, oursRepetitions = 25, slowRepetitions = 3 } = options;
  const { events, queries } = createBenchCorpus(count);

  // (a) The project's search. The index is built once, outside the timing, as the app does per list.
  const buildStart = performance.now();
  const index = createSearchIndex(events);
  const indexBuildMs = performance.now() - buildStart;

  // (b) Fuse.js with its default options over the same fields (description without its HTML).
  const fuse = new Fuse(
    events.map((event) => ({ ...event, description: stripHtml(event.description) })),
    { keys: ['title', 'description', 'venue', 'organizer', 'artist', 'address', 'tags'] },
  );

  // (c) Naive scan (see createNaiveSearch).
  const naive = createNaiveSearch(events);

  const oursTimes = timePerQuery(queries, oursRepetitions, (query) => index.search(query));
  const fuseTimes = timePerQuery(queries, slowRepetitions, (query) => fuse.search(query));
  const naiveTimes = timePerQuery(queries, slowRepetitions, naive);

  const perQuery = queries.map((query, i): QueryFigures => {
    const ours = index.search(query);
    const reference = naive(query);
    return {
      query,
      oursMs: oursTimes[i] ?? 0,
      fuseMs: fuseTimes[i] ?? 0,
      naiveMs: naiveTimes[i] ?? 0,
      matchCount: ours.length,
      fuseCount: fuse.search(query).length,
      exact: ours.length === reference.length && ours.every((position, k) => position === reference[k]),
    };
  });

  const ours = median(oursTimes);
  const fuseMedian = median(fuseTimes);
  const naiveMedian = median(naiveTimes);
  return {
    events: events.length,
    vocabularySize: index.vocabularySize,
    indexBuildMs,
    ours,
    fuse: fuseMedian,
    naive: naiveMedian,
    fuseRatio: fuseMedian / ours,
    naiveRatio: naiveMedian / ours,
    exact: perQuery.every((figures) => figures.exact),
    perQuery,
  };
}
