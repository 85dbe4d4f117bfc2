import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';
import { BACK_TO_TOP_AFTER_PX } from '@/config/constants';
import { cn } from '@/lib/cn';

/**
 * Whether the page is scrolled past `px`, checked once per frame while scrolling. Not a store
 * snapshot (useSyncExternalStore): React reads those on every commit, and reading scrollY while the
 * page is being built forces a layout each time. Re-renders only when the answer changes.
 */
function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > px);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
    };
  }, [px]);
  return past;
}

/** 'Volver arriba' once the page has scrolled more than 300 px. */
export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
      aria-label="Volver arriba"
      className={cn(
        'fixed right-4 bottom-20 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-white text-gray-900 shadow-lg ring-1 ring-gray-200 hover:text-primary md:bottom-6',
      )}
    >
      <ArrowUpIcon />
    </button>
  );
}
