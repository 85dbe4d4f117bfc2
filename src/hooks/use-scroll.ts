import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

const scrollY = () => window.scrollY;
const serverZero = () => 0;

/** The page's vertical scroll offset in px. */
export function useScrollY(): number {
  return useSyncExternalStore(subscribe, scrollY, serverZero);
}

/** 0–1: how far down the page the visitor has scrolled (rounded to 0.1 % so it re-renders less). */
function progress(): number {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  if (max <= 0) return 0;
  return Math.round(Math.min(1, Math.max(0, window.scrollY / max)) * 1000) / 1000;
}

export function useScrollProgress(): number {
  return useSyncExternalStore(subscribe, progress, serverZero);
}

/** Smallest movement that counts as a change of direction (avoids flicker on tiny jitters). */
const DIRECTION_TOLERANCE_PX = 4;

/**
 * True while an element such as the header should be hidden: the visitor is scrolling down and is
 * past `threshold` px. Scrolling up (or returning above the threshold) shows it again.
 */
export function useHideOnScroll(threshold: number): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    last.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - last.current;
      if (y <= threshold) setHidden(false);
      else if (delta > DIRECTION_TOLERANCE_PX) setHidden(true);
      else if (delta < -DIRECTION_TOLERANCE_PX) setHidden(false);
      if (Math.abs(delta) > DIRECTION_TOLERANCE_PX || y <= threshold) last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
