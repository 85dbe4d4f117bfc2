/** Price text of the add-event form → number, and price display. */
import { m } from '@/i18n/paraglide/messages.js';
import type { EventItem } from './types';

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

/**
 * The first number of free price text ('10-20€' → 10, '12,50 €' → 12.5), not all its digits run
 * together: the price filter and scoring need a range's lower bound. Null without digits ('Gratis').
 */
export function priceDigits(text: string | null | undefined): number | null {
  const token = FIRST_NUMBER_RE.exec(text ?? '')?.[0];
  if (token === undefined) return null;
  const value = parseSpanishNumber(token);
  return Number.isFinite(value) ? value : null;
}

/** 'Gratis' ('Doan') for free events (or a price of 0), else '15 €' or '12,50 €', null when unknown. */
export function formatPrice(e: Pick<EventItem, 'isFree' | 'price'>): string | null {
  if (e.isFree || e.price === 0) return m.events_free();
  if (e.price === null || !Number.isFinite(e.price) || e.price < 0) return null;
  return `${Number.isInteger(e.price) ? e.price : e.price.toFixed(2).replace('.', ',')} €`;
}
