import { useEffect, useState, type RefObject } from 'react';
import { CAROUSEL_REVEAL_MARGIN } from '@/config/constants';

/**
 * Whether a carousel row shows all its cards yet. It starts with the first few (what a screen can
 * show) and reveals the rest for good when `reveal` is called (the row's pointerdown, focus and
 * keydown: should a new card make the row taller, that happens within the input's grace period,
 * which layout-shift scoring ignores) or when the returned sentinel, placed after the first cards,
 * scrolls near the row's visible end (CAROUSEL_REVEAL_MARGIN). Everything at once where
 * IntersectionObserver is missing.
 */
export function useRowReveal(row: RefObject<HTMLElement | null>) {
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (revealed || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setRevealed(true);
      },
      { root: row.current, rootMargin: CAROUSEL_REVEAL_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [revealed, sentinel, row]);

  return { revealed, reveal: () => setRevealed(true), sentinelRef: setSentinel };
}
