/**
 * The fuzzy word rule: two normalised words of at least FUZZY_MIN_WORD_LENGTH characters match when
 * 1 − levenshtein / longer length reaches FUZZY_THRESHOLD.
 */
import { distance } from 'fastest-levenshtein';
import { FUZZY_MIN_WORD_LENGTH, FUZZY_THRESHOLD } from '@/config/constants';

/** Floating-point slack, so that an exact ratio such as 1 − 3/10 counts as 0.7. */
const FLOAT_TOLERANCE = 1e-9;

/** 1 − levenshtein(a, b) / max(|a|, |b|); 1 for two empty strings. */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - distance(a, b) / longest;
}

export function fuzzyWordMatch(a: string, b: string): boolean {
  if (a.length < FUZZY_MIN_WORD_LENGTH || b.length < FUZZY_MIN_WORD_LENGTH) return false;
  if (a === b) return true;
  // The distance is at least the difference in length: when that alone misses, skip Levenshtein.
  if (Math.abs(a.length - b.length) > maxEditsFor(a.length, b.length)) return false;
  return similarity(a, b) >= FUZZY_THRESHOLD - FLOAT_TOLERANCE;
}

/** The most edits two words of these lengths may differ by and still match; −1 when none. */
export function maxEditsFor(la: number, lb: number): number {
  const longest = Math.max(la, lb);
  let edits = -1;
  while (edits < longest && 1 - (edits + 1) / longest >= FUZZY_THRESHOLD - FLOAT_TOLERANCE) edits++;
  return longest === 0 ? 0 : edits;
}
