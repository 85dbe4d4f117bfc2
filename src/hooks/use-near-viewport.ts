import { useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (then stays true; at once without
 * IntersectionObserver), with a callback ref that starts the observer itself: the element put in state
 * would re-render during the commit, running every pending effect of the page in that same task.
 * `rootOf` picks the scroll container (default: the viewport) from the element, since a child's ref
 * runs before its parent's; pass a stable function (defined outside the component).
 */
export function useNearViewport<T extends Element>(
  margin: string,
  rootOf?: (node: T) => Element | null,
): [(node: T | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = (node: T | null) => {
    if (near || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { root: rootOf?.(node), rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  };
  return [ref, near];
}
