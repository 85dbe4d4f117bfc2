import { act, renderHook } from '@testing-library/react';
import type * as ReactModule from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAGED_VALUE_MAX_LAG_MS } from '@/config/constants';
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
    act(() => vi.advanceTimersByTime(0));
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

describe('useStagedValue when its transitions never get to commit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.doUnmock('react');
    vi.resetModules();
  });

  /** The hook with transitions that are always interrupted: their updates never land. */
  async function starvedHook() {
    vi.resetModules();
    vi.doMock('react', async (importOriginal) => ({
      ...(await importOriginal<typeof ReactModule>()),
      startTransition: () => {},
    }));
    return (await import('./use-staged-value')).useStagedValue;
  }

  it(`shows the latest value with an ordinary update once it has been behind ${STAGED_VALUE_MAX_LAG_MS} ms`, async () => {
    const useStaged = await starvedHook();
    const { result, rerender } = renderHook(({ value }) => useStaged(value), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    // New values keep arriving: each restarts the staged task, not the deadline.
    for (const next of ['c', 'd', 'e']) {
      act(() => vi.advanceTimersByTime(STAGED_VALUE_MAX_LAG_MS / 4));
      rerender({ value: next });
      expect(result.current).toBe('a');
    }
    act(() => vi.advanceTimersByTime(STAGED_VALUE_MAX_LAG_MS / 4 - 1));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('e');
  });

  it('counts the wait again from the next time it falls behind', async () => {
    const useStaged = await starvedHook();
    const { result, rerender } = renderHook(({ value }) => useStaged(value), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    act(() => vi.advanceTimersByTime(STAGED_VALUE_MAX_LAG_MS));
    expect(result.current).toBe('b');
    act(() => vi.advanceTimersByTime(5 * STAGED_VALUE_MAX_LAG_MS));
    rerender({ value: 'c' });
    act(() => vi.advanceTimersByTime(STAGED_VALUE_MAX_LAG_MS - 1));
    expect(result.current).toBe('b');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('c');
  });
});
