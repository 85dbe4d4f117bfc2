import type { RouteObject } from 'react-router-dom';

/** '/a/b/' → ['a', 'b']; '//a' → ['', 'a'] (an empty segment matches nothing). */
function segmentsOf(path: string): string[] {
  return path.replace(/\/+$/, '').split('/').slice(1);
}

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = segmentsOf(pattern);
  return (
    parts.length === segments.length &&
    parts.every((part, i) => {
      const segment = segments[i]!;
      return part.startsWith(':') ? segment !== '' : part.toLowerCase() === segment.toLowerCase();
    })
  );
}

/**
 * The route of `routes` (flat: static segments, `:param` segments, and a last '*') that `pathname`
 * opens, as react-router's matching picks it for such routes: static segments compared without
 * case, a parameter taking one non-empty segment, trailing slashes ignored, the
 * first static match before any parametrised one, '*' for anything else.
 *
 * Why not react-router's `matchRoutes`: main.tsx asks this before the first render, in the task
 * that evaluates the app's modules, and `matchRoutes` (flattening and ranking every route, compiling
 * a pattern for each) took 3–6 ms there on a desktop CPU, ×4 on a mid-range phone. The router's own
 * matching then runs in the first render, which is sliced.
 */
export function pageRouteFor(routes: readonly RouteObject[], pathname: string): RouteObject | undefined {
  const segments = segmentsOf(pathname);
  const candidates = routes.filter((route) => route.path !== undefined && route.path !== '*');
  const isStatic = (route: RouteObject) => !route.path!.includes(':');
  return (
    candidates.find((route) => isStatic(route) && matches(route.path!, segments)) ??
    candidates.find((route) => !isStatic(route) && matches(route.path!, segments)) ??
    routes.find((route) => route.path === '*')
  );
}
