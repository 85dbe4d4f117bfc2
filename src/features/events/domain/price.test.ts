import { describe, it, expect } from 'vitest';
import { formatPrice, priceDigits } from './price';

describe('priceDigits (chosen reading: first number)', () => {
  it.each([
    ['15 €', 15],
    ['15€', 15],
    ['10-20€', 10],
    ['Desde 8 euros', 8],
    ['12,50 €', 12.5],
    ['12.5', 12.5],
    ['1.000 €', 1000],
    ['1.250,50 €', 1250.5],
    ['Gratis', null],
    ['', null],
    [null, null],
  ])('%j → %j', (text, expected) => expect(priceDigits(text)).toBe(expected));
});

describe('formatPrice', () => {
  it.each([
    [{ isFree: true, price: null }, 'Gratis'],
    [{ isFree: true, price: 10 }, 'Gratis'],
    [{ isFree: false, price: 0 }, 'Gratis'],
    [{ isFree: false, price: 15 }, '15 €'],
    [{ isFree: false, price: 12.5 }, '12,50 €'],
    [{ isFree: false, price: null }, null],
  ])('%j → %j', (e, expected) => expect(formatPrice(e)).toBe(expected));
});
