import { describe, expect, it } from 'vitest';
import { remember } from './remember';

describe('remember', () => {
  it('computes an answer once per key, null answers included', () => {
    const cache = new Map<string, number | null>();
    let calls = 0;
    const parse = (key: string) =>
      remember(cache, key, 10, () => {
        calls++;
        return key === 'bad' ? null : key.length;
      });
    expect([parse('abc'), parse('abc'), parse('bad'), parse('bad')]).toEqual([3, 3, null, null]);
    expect(calls).toBe(2);
  });

  it('starts again empty once it holds `max` answers', () => {
    const cache = new Map<number, number>();
    for (let i = 0; i < 3; i++) remember(cache, i, 3, () => i * 2);
    expect(cache.size).toBe(3);
    expect(remember(cache, 99, 3, () => 7)).toBe(7);
    expect([...cache.keys()]).toEqual([99]);
  });
});
