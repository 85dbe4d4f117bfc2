/**
 * The distinct words of an indexed corpus, and which of them contain or fuzzy-match a query word.
 * Two exact prunes (neither drops a match) spare most Levenshtein runs: words are ordered by length,
 * and lengths whose difference alone exceeds the allowed edits are skipped; each word has a 32-bit
 * mask of its characters, and each character missing from the other word costs an edit.
 */
import { FUZZY_MIN_WORD_LENGTH } from '@/config/constants';
import { fuzzyWordMatch, maxEditsFor } from './fuzzy';

export interface Vocabulary {
  /** Distinct words, shortest first; a word's id is its position here. */
  readonly words: readonly string[];
  readonly idOf: ReadonlyMap<string, number>;
  /** Ids of the words that contain `queryWord` or fuzzy-match it, ascending. */
  matching(queryWord: string): number[];
}

/** a–z on bits 0–25; every other character folded onto bits 26–31. */
function characterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    mask |= 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));
  }
  return mask;
}

function popcount(value: number): number {
  let x = value - ((value >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function createVocabulary(distinctWords: Iterable<string>): Vocabulary {
  const words = [...new Set(distinctWords)].sort(
    (a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0),
  );
  const idOf = new Map(words.map((word, id) => [word, id] as const));
  const lengths = Uint16Array.from(words, (word) => Math.min(word.length, 0xffff));
  const masks = Int32Array.from(words, characterMask);
  const maxLength = words.at(-1)?.length ?? 0;
  // firstOfLength[L] = id of the first word with at least L characters (L = 0 … maxLength + 1).
  const firstOfLength = new Int32Array(maxLength + 2).fill(words.length);
  for (let id = words.length - 1; id >= 0; id--) firstOfLength[lengths[id] ?? 0] = id;
  for (let l = maxLength; l >= 0; l--)
    firstOfLength[l] = Math.min(firstOfLength[l] ?? 0, firstOfLength[l + 1] ?? 0);

  function matching(queryWord: string): number[] {
    const length = queryWord.length;
    const queryMask = characterMask(queryWord);
    // Fuzzy window [lo, hi] of candidate lengths, with the edits allowed at each length.
    let lo = length;
    let hi = length - 1; // empty window: short query words are never fuzzy-matched
    const allowed: number[] = [];
    if (length >= FUZZY_MIN_WORD_LENGTH) {
      while (lo - 1 >= FUZZY_MIN_WORD_LENGTH && length - (lo - 1) <= maxEditsFor(length, lo - 1)) lo--;
      hi = length;
      while (hi + 1 <= maxLength && hi + 1 - length <= maxEditsFor(length, hi + 1)) hi++;
      for (let l = lo; l <= hi; l++) allowed.push(maxEditsFor(length, l));
    }
    const found: number[] = [];
    const start = firstOfLength[Math.min(lo, length, maxLength + 1)] ?? words.length;
    for (let id = start; id < words.length; id++) {
      const wordLength = lengths[id] ?? 0;
      const wordMask = masks[id] ?? 0;
      const missing = popcount(queryMask & ~wordMask);
      const word = words[id] ?? '';
      if (missing === 0 && wordLength >= length && word.includes(queryWord)) {
        found.push(id);
        continue;
      }
      if (wordLength > hi) continue; // past the fuzzy window: only substrings were possible
      const edits = allowed[wordLength - lo] ?? -1;
      if (missing > edits || popcount(wordMask & ~queryMask) > edits) continue;
      if (fuzzyWordMatch(queryWord, word)) found.push(id);
    }
    return found;
  }

  return { words, idOf, matching };
}
