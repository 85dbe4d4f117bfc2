import { useCallback, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`, e.g. one screen height), at any
 * time so far: once true it stays true. Returns a callback ref for the element (it may appear after
 * the first render). True from the start where IntersectionObserver is missing, so that content is
 * never held back for good.
 *
 * The ref starts the observer itself (and its cleanup stops it) instead of putting the element in
 * state: a state update from a ref is made during React's commit, so React renders again at once,
 * and first runs every pending effect of the page in that same task. On the home page's first
 * render (four carousels) that made the start's longest task.
 *
 * `rootOf` picks the scroll container to watch against (default: the viewport). It receives the
 * element itself, since a child's ref runs before its parent's; pass a function that keeps its
 * identity (defined once, outside the component).
 */
export function useNearViewport<T extends Element>(
  margin: string,
  rootOf?: (node: T) => Element | null,
): [(node: T | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: T | null) => {
      if (near || !node) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { root: rootOf?.(node), rootMargin: margin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [margin, near, rootOf],
  );
  return [ref, near];
}
