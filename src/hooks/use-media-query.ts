import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY, PAGE_SIZE_BREAKPOINT_PX } from '@/config/constants';

/** One MediaQueryList per query: React reads the snapshot on every render of every user. */
const lists = new Map<string, MediaQueryList>();
/** The matchMedia the lists came from (tests replace it to change the viewport). */
let listsFrom: typeof window.matchMedia | null = null;

function listFor(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  if (listsFrom !== window.matchMedia) {
    lists.clear();
    listsFrom = window.matchMedia;
  }
  const list = lists.get(query) ?? window.matchMedia(query);
  lists.set(query, list);
  return list;
}

function useMediaQuery(query: string): boolean {
  const subscribe = (onChange: () => void) => {
    const list = listFor(query);
    list?.addEventListener('change', onChange);
    return () => list?.removeEventListener('change', onChange);
  };
  // Rendered ahead of the browser (the build's first paint), a page takes the phone layout: both
  // queries here are max-width ones, and most visitors are on phones.
  return useSyncExternalStore(
    subscribe,
    () => listFor(query)?.matches ?? false,
    () => true,
  );
}

/** Below 768 px: bottom sheet, floating buttons, progressive reveal. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}

/** Below 640 px: the smaller page size. */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(`(max-width: ${PAGE_SIZE_BREAKPOINT_PX - 0.02}px)`);
}
