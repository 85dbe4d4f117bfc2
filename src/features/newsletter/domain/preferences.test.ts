import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, earnsPoints, isFrequency, toggleValue } from './preferences';

describe('newsletter preferences', () => {
  it('toggles a value', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
  it.each(['daily', 'weekly', 'biweekly', 'disabled'])('%s is a frequency', (f) =>
    expect(isFrequency(f)).toBe(true),
  );
  it('rejects other frequencies', () => expect(isFrequency('monthly')).toBe(false));
  it('earns points only with an active subscription', () => {
    expect(earnsPoints(DEFAULT_PREFERENCES)).toBe(false);
    expect(earnsPoints({ ...DEFAULT_PREFERENCES, is_subscribed: true })).toBe(true);
    expect(earnsPoints({ ...DEFAULT_PREFERENCES, is_subscribed: true, frequency: 'disabled' })).toBe(false);
  });
});
