import { describe, expect, it } from 'vitest';
import { parseAccountTab } from './tabs';

describe('parseAccountTab', () => {
  it.each([
    ['points', 'points'],
    ['ranking', 'ranking'],
    ['favorites', 'favorites'],
    ['newsletter', 'newsletter'],
    ['account', 'account'],
    [null, 'account'],
    ['nope', 'account'],
    ['', 'account'],
  ])('%j → %j', (value, tab) => expect(parseAccountTab(value)).toBe(tab));
});
