import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (the first value at once). For work that may
 * lag behind what a visitor is doing, such as a request per page of search results: typing a word
 * asks once, for the results it settles on, and none of that work lands in a keystroke's frame.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
