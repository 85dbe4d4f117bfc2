import { useState } from 'react';
import { CAROUSEL_REVEAL_MARGIN } from '@/config/tuning';
import { useNearViewport } from '@/hooks/use-near-viewport';

/** The sentinel is a child of the row it watches against. */
const rowOf = (sentinel: HTMLElement) => sentinel.parentElement;

/**
 * Whether a carousel row shows all its cards yet. It starts with the first few (what a screen can
 * show) and reveals the rest for good when `reveal` is called (the row's pointerdown, focus and
 * keydown: should a new card make the row taller, that happens within the input's grace period,
 * which layout-shift scoring ignores) or when the returned sentinel, placed after the first cards,
 * scrolls near the row's visible end (CAROUSEL_REVEAL_MARGIN). Everything at once where
 * IntersectionObserver is missing. Once all cards show, the sentinel goes and its watch with it.
 */
export function useRowReveal() {
  const [sentinelRef, nearEnd] = useNearViewport(CAROUSEL_REVEAL_MARGIN, rowOf);
  const [asked, setAsked] = useState(false);
  const reveal = () => setAsked(true);
  return { revealed: nearEnd || asked, reveal, sentinelRef };
}
