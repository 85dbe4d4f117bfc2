import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagedValue } from './use-staged-value';

describe('useStagedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first value at once', () => {
    const { result } = renderHook(({ value }) => useStagedValue(value), { initialProps: { value: 'a' } });
    expect(result.current).toBe('a');
  });

  it('shows a new value only from the next task, in a render of its own', () => {
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ value }) => {
        renders++;
        return useStagedValue(value);
      },
      { initialProps: { value: 'a' } },
    );
    rerender({ value: 'b' });
    expect(result.current).toBe('a');
    const before = renders;
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe('b');
    expect(renders).toBe(before + 1);
  });

  it('skips a value replaced before its task came', () => {
    const { result, rerender } = renderHook(({ value }) => useStagedValue(value), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    rerender({ value: 'c' });
    expect(result.current).toBe('a');
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe('c');
  });
});
