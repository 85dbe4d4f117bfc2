import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledValue } from './use-settled-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSettledValue', () => {
  it('gives the first value at once', () => {
    const { result } = renderHook(() => useSettledValue('a', 300));
    expect(result.current).toBe('a');
  });

  it('follows a new value once it has stayed for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('b');
  });

  it('values replaced within the delay are skipped: only the last one is given', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const settled = useSettledValue(value, 300);
        if (seen.at(-1) !== settled) seen.push(settled);
        return settled;
      },
      { initialProps: { value: 'j' } },
    );
    for (const value of ['ja', 'jaz', 'jazz']) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(100));
    }
    act(() => vi.advanceTimersByTime(300));
    expect(seen).toEqual(['j', 'jazz']);
  });

  it('going back to the settled value cancels the pending change', () => {
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ value: 'a' });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('a');
  });
});
