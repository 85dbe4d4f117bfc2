import { useRef } from 'react';
import { useScrollFrame } from './use-scroll-frame';

export function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null);
  useScrollFrame(() => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const progress = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 0;
    if (bar.current) bar.current.style.transform = `scaleX(${progress})`;
  });
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
