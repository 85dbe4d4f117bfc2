import { useEffect, useRef } from 'react';

/**
 * A thin bar at the top of the window showing how far down the page the visitor is. Decorative.
 * Drawn outside React, once per frame while scrolling: reading the page height forces a layout, and
 * as a store snapshot (useSyncExternalStore) it was read on every commit of the page while it loads.
 */
export function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const draw = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const progress = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 0;
      if (bar.current) bar.current.style.transform = `scaleX(${progress})`;
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(draw);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      <div
        ref={bar}
        className="h-full origin-left bg-accent transition-transform duration-100"
        style={{ transform: 'scaleX(0)' }}
      />
    </div>
  );
}
