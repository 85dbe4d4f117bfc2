/** Price text of the add-event form → number, and price display. */
import type { EventItem } from './types';

export type PriceTextReading = 'digits-only' | 'first-number';
/**
 * Two readings exist: the description says the submitted price is "reduced to its digits only",
 * which turns '10-20€' into 1020 and '12,50 €' into 1250. We read the first number instead
 * ('10-20€' → 10, '12,50 €' → 12.5): the lower bound of a range is what the price filter and
 * "price difference" scoring need, and a decimal comma is Spanish usage, not a typo.
 */
export const PRICE_TEXT_READING: PriceTextReading = 'first-number';

const FIRST_NUMBER_RE = /\d+(?:[.,]\d+)*/;

/**
 * Spanish number text → number: '.' groups thousands and ',' is the decimal mark ('1.250,50');
 * with a single separator, three digits after it mean thousands ('1.000'), otherwise decimals ('12.5').
 */
function parseSpanishNumber(token: string): number {
  const lastSep = Math.max(token.lastIndexOf('.'), token.lastIndexOf(','));
  if (lastSep < 0) return Number(token);
  const separators = new Set(token.replace(/\d/g, ''));
  const decimals = token.length - lastSep - 1;
  const isDecimal =
    separators.size > 1 || (token.indexOf(token[lastSep] ?? '') === lastSep && decimals !== 3);
  if (!isDecimal) return Number(token.replace(/[.,]/g, ''));
  return Number(`${token.slice(0, lastSep).replace(/[.,]/g, '')}.${token.slice(lastSep + 1)}`);
}

/** Number from free price text, or null when it holds no digits ('Gratis', ''). */
export function priceDigits(
  text: string | null | undefined,
  reading: PriceTextReading = PRICE_TEXT_READING,
): number | null {
  const s = text ?? '';
  if (reading === 'digits-only') {
    const digits = s.replace(/\D/g, '');
    return digits === '' ? null : Number(digits);
  }
  const token = FIRST_NUMBER_RE.exec(s)?.[0];
  if (token === undefined) return null;
  const value = parseSpanishNumber(token);
  return Number.isFinite(value) ? value : null;
}

/** Euros in Spanish style: '15', '12,50' (cents only when there are any). */
export function formatEuros(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', ',');
}

/** 'Gratis' for free events (or a price of 0), '15 €' style otherwise, null when unknown. */
export function formatPrice(e: Pick<EventItem, 'isFree' | 'price'>): string | null {
  if (e.isFree || e.price === 0) return 'Gratis';
  if (e.price === null || !Number.isFinite(e.price) || e.price < 0) return null;
  return `${formatEuros(e.price)} €`;
}
