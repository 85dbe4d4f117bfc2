import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX, PAGE_SIZE_BREAKPOINT_PX } from '@/config/constants';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/** True while the media query matches; follows changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

/** Below 768 px: bottom sheet, floating buttons, progressive reveal. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
}

/** Below 640 px: the smaller page size. */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(`(max-width: ${PAGE_SIZE_BREAKPOINT_PX - 0.02}px)`);
}
