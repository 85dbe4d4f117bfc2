/**
 * `fn` at most once per `gapMs`: a call runs at once when the last run is at least `gapMs` old;
 * calls within the gap are folded into one run at its end. `cancel` drops a run not made yet.
 */
export function throttle(fn: () => void, gapMs: number): { call: () => void; cancel: () => void } {
  let lastRun = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    pending = null;
    lastRun = Date.now();
    fn();
  };
  return {
    call() {
      if (pending !== null) return;
      const wait = lastRun + gapMs - Date.now();
      if (wait <= 0) run();
      else pending = setTimeout(run, wait);
    },
    cancel() {
      if (pending !== null) clearTimeout(pending);
      pending = null;
    },
  };
}
