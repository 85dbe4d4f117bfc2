import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHideOnScroll } from './use-hide-on-scroll';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useHideOnScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    // [steps of scrollY, hidden after the last one]
    [[50], false], // still above the threshold
    [[300], true], // down past it
    [[300, 200], false], // back up
    [[300, 302], true], // a jitter of 2 px changes nothing
    [[300, 600, 60], false], // above the threshold again
  ])('after scrolling through %j: hidden = %s', (steps, hidden) => {
    const { result } = renderHook(() => useHideOnScroll(100));
    act(() => vi.advanceTimersToNextFrame());
    for (const y of steps) scrollTo(y);
    expect(result.current).toBe(hidden);
  });

  it('measures from where the page was when it mounted (a restored scroll position)', () => {
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    const { result } = renderHook(() => useHideOnScroll(100));
    act(() => vi.advanceTimersToNextFrame());
    // Moving up from 800 to 700 is scrolling up: the header stays visible.
    scrollTo(700);
    expect(result.current).toBe(false);
    scrollTo(900);
    expect(result.current).toBe(true);
  });
});
