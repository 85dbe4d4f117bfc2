import { useEffect } from 'react';
import { listen } from '@/lib/listen';

/**
 * Calls `onFrame` at mount and at most once per frame while the window scrolls or resizes. Not a
 * store snapshot (useSyncExternalStore): React reads those on every commit, and reading the scroll
 * position while the page is being built forces a layout each time.
 */
export function useScrollFrame(onFrame: () => void): void {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          onFrame();
        });
    };
    schedule();
    const stop = listen(window, ['scroll', 'resize'], schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, [onFrame]);
}
