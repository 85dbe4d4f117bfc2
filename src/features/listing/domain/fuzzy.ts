/** The product description's fuzzy word rule: edit-distance similarity against a threshold. */
import { distance } from 'fastest-levenshtein';
import { FUZZY_MIN_WORD_LENGTH, FUZZY_THRESHOLD } from '@/config/constants';

/**
 * Tolerance for floating-point rounding in `1 − d / max ≥ t`. Not a business number: it only makes
 * exact ratios such as 1 − 3/10 count as 0.7 when the threshold is 0.7. Far smaller than any real
 * step in similarity (1/max with words of a few dozen letters).
 */
const FLOAT_TOLERANCE = 1e-9;

/** 1 − levenshtein(a, b) / max(|a|, |b|); 1 for two empty strings. */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - distance(a, b) / longest;
}

/**
 * True when two normalised words match fuzzily: both have at least FUZZY_MIN_WORD_LENGTH characters
 * and their similarity reaches the threshold.
 */
export function fuzzyWordMatch(a: string, b: string, threshold: number = FUZZY_THRESHOLD): boolean {
  if (a.length < FUZZY_MIN_WORD_LENGTH || b.length < FUZZY_MIN_WORD_LENGTH) return false;
  if (a === b) return true;
  if (!lengthsCanMatch(a.length, b.length, threshold)) return false;
  return similarity(a, b) >= threshold - FLOAT_TOLERANCE;
}

/**
 * The largest edit distance two words of these lengths may have and still match: the biggest d with
 * 1 − d / max(la, lb) ≥ threshold (same formula and tolerance as fuzzyWordMatch). −1 when none.
 */
export function maxEditsFor(la: number, lb: number, threshold: number = FUZZY_THRESHOLD): number {
  const longest = Math.max(la, lb);
  let edits = -1;
  while (edits < longest && 1 - (edits + 1) / longest >= threshold - FLOAT_TOLERANCE) edits++;
  return longest === 0 ? 0 : edits;
}

/**
 * Necessary condition for a fuzzy match from the lengths alone: the edit distance is at least
 * |la − lb|, so if even that distance misses the threshold no pair of words of these lengths can
 * match. An exact prune: it never drops a match.
 */
export function lengthsCanMatch(la: number, lb: number, threshold: number = FUZZY_THRESHOLD): boolean {
  return Math.abs(la - lb) <= maxEditsFor(la, lb, threshold);
}
