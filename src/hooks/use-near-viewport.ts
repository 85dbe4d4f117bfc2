import { useEffect, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`, e.g. one screen height), at any
 * time so far: once true it stays true. Returns a callback ref for the element (it may appear after
 * the first render). True from the start where IntersectionObserver is missing, so that content is
 * never held back for good.
 */
export function useNearViewport<T extends Element>(margin: string): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, margin, near]);
  return [setNode, near];
}
