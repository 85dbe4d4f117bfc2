import { useCallback, useState } from 'react';
import { CAROUSEL_REVEAL_MARGIN } from '@/config/constants';

/**
 * Whether a carousel row shows all its cards yet. It starts with the first few (what a screen can
 * show) and reveals the rest for good when `reveal` is called (the row's pointerdown, focus and
 * keydown: should a new card make the row taller, that happens within the input's grace period,
 * which layout-shift scoring ignores) or when the returned sentinel, placed after the first cards,
 * scrolls near the row's visible end (CAROUSEL_REVEAL_MARGIN). Everything at once where
 * IntersectionObserver is missing.
 *
 * The sentinel's ref starts the observer itself (see use-near-viewport.ts: a ref that sets state
 * makes React render again within its commit). The sentinel is a child of the row, which is the
 * observer's root: a child's ref runs before its parent's, so the row is taken from the sentinel.
 */
export function useRowReveal() {
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');
  const sentinelRef = useCallback(
    (sentinel: HTMLElement | null) => {
      if (revealed || !sentinel) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setRevealed(true);
        },
        { root: sentinel.parentElement, rootMargin: CAROUSEL_REVEAL_MARGIN },
      );
      observer.observe(sentinel);
      return () => observer.disconnect();
    },
    [revealed],
  );
  const reveal = useCallback(() => setRevealed(true), []);
  return { revealed, reveal, sentinelRef };
}
