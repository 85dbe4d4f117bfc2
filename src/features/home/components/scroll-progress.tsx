import { useScrollProgress } from '@/hooks/use-scroll';

/** A thin bar at the top of the window showing how far down the page the visitor is. Decorative. */
export function ScrollProgress() {
  const progress = useScrollProgress();
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      <div
        className="h-full origin-left bg-accent transition-transform duration-100"
        style={{ transform: `scaleX(${progress})` }}
      />
    </div>
  );
}
