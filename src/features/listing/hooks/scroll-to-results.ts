import { useEffect, useRef } from 'react';
import { SCROLL_AFTER_PAGE_CHANGE_MS } from '@/config/constants';

/** Id of the results block: the target of 'Ver eventos', the date popover and page changes. */
export const RESULTS_ID = 'resultados';

/** Scrolls the top of the results into view (smoothly unless the visitor prefers less motion). */
export function scrollToResults(): void {
  const target = document.getElementById(RESULTS_ID);
  if (!target || typeof target.scrollIntoView !== 'function') return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

/** Scrolls to the results once a closing sheet or a new page has settled; a newer call replaces it. */
export function useScrollToResultsSoon(): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(scrollToResults, SCROLL_AFTER_PAGE_CHANGE_MS);
  };
}
