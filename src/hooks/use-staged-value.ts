import { startTransition, useEffect, useState } from 'react';

/**
 * `value` one task late: a new value is rendered first by the rest of the page, then here, in a
 * render and commit of its own (a transition started from the next task). For a part of the page
 * that is not on screen yet, so that new data does not draw it in the same commit as the parts that
 * are: on the home page the listing's cards and the highlight rows arrived in one commit of some
 * 750 elements, one long task on a phone just after load (Total Blocking Time).
 */
export function useStagedValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const timer = setTimeout(() => startTransition(() => setShown(value)), 0);
    return () => clearTimeout(timer);
  }, [value, shown]);
  return shown;
}
