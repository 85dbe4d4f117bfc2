import { startTransition, useEffect, useRef, useState } from 'react';
import { STAGED_VALUE_MAX_LAG_MS } from '@/config/constants';

/**
 * `value` one task late: a new value is rendered first by the rest of the page, then here, in a
 * render and commit of its own (a transition started from the next task). For a part of the page
 * that is not on screen yet, so that new data does not draw it in the same commit as the parts that
 * are: on the home page the listing's cards and the highlight rows arrived in one commit of some
 * 750 elements, one long task on a phone just after load (Total Blocking Time).
 *
 * A transition gives way to every other update, and starts again after it. When new values keep
 * coming faster than a slow phone renders this part (live updates on a busy page), it could wait
 * for seconds, the listing saying 'Cargando eventos…' with the data already there. So once it has
 * been behind for STAGED_VALUE_MAX_LAG_MS, the latest value is shown with an ordinary update.
 */
export function useStagedValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  /** When `shown` fell behind `value` (null: it is up to date). */
  const behindSince = useRef<number | null>(null);
  useEffect(() => {
    if (Object.is(shown, value)) {
      behindSince.current = null;
      return;
    }
    const now = performance.now();
    behindSince.current ??= now;
    const left = Math.max(0, behindSince.current + STAGED_VALUE_MAX_LAG_MS - now);
    const staged = setTimeout(() => startTransition(() => setShown(value)), 0);
    const overdue = setTimeout(() => setShown(value), left);
    return () => {
      clearTimeout(staged);
      clearTimeout(overdue);
    };
  }, [value, shown]);
  return shown;
}
