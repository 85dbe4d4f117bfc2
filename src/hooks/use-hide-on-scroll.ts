import { useEffect, useRef, useState } from 'react';

/** Smallest movement that counts as a change of direction (avoids flicker on tiny jitters). */
const DIRECTION_TOLERANCE_PX = 4;

/** True while scrolling down past `threshold` px (to hide the header); up, or back above it, shows it. */
export function useHideOnScroll(threshold: number): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    // Read in the next frame: reading scrollY right after a commit forces a layout inside its task.
    const frame = requestAnimationFrame(() => (last.current = window.scrollY));
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - last.current;
      if (y <= threshold) setHidden(false);
      else if (delta > DIRECTION_TOLERANCE_PX) setHidden(true);
      else if (delta < -DIRECTION_TOLERANCE_PX) setHidden(false);
      if (Math.abs(delta) > DIRECTION_TOLERANCE_PX || y <= threshold) last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return hidden;
}
