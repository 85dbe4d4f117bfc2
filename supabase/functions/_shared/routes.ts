/**
 * The site's pages: one table, read by the app's router (src/app/router.tsx), the route-chunk
 * preload and robots.txt of the build, the served heads (edge/handle-request.ts) and the sitemap.
 * Pure data without imports: the browser, vite.config.ts, the edge worker and Deno all load it.
 */

/** The page a route opens: src/app/routes/<page>.tsx ('eventos' is a redirect to the listing). */
export type RoutePage =
  | 'home'
  | 'event'
  | 'editorial'
  | 'editorial-article'
  | 'contact'
  | 'terms'
  | 'auth'
  | 'account'
  | 'points'
  | 'ranking'
  | 'confirm-deletion'
  | 'add-event'
  | 'moderation'
  | 'landing'
  | 'concerts-today'
  | 'eventos'
  | 'not-found';

export interface SiteRoute {
  /** As react-router reads it: static segments, one-segment ':param's, or '*' (kept last). */
  path: string;
  page: RoutePage;
  /** The landing a 'landing' page shows (/tardeos is the same page as /fiestas). */
  landing?: string;
  /** A page visitors land on: the HTML preloads its chunk. */
  preload?: true;
  /** Kept out of search engines: robots.txt disallows it, its head says noindex. */
  private?: true;
  /** In the sitemap: a page of the listing (dated by the newest event) or a content page. */
  sitemap?: 'listing' | 'content';
}

const landing = (id: string, alias = id): SiteRoute => ({
  path: `/${alias}`,
  page: 'landing',
  landing: id,
  preload: true,
  ...(alias === id ? { sitemap: 'listing' as const } : {}),
});

export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: '/', page: 'home', preload: true, sitemap: 'listing' },
  { path: '/event/:eventParam', page: 'event', preload: true },
  // Without an id the event page shows its own not-found screen.
  { path: '/event', page: 'event', preload: true },
  { path: '/editorial', page: 'editorial', preload: true, sitemap: 'content' },
  { path: '/editorial/:articleId', page: 'editorial-article', preload: true, sitemap: 'content' },
  { path: '/contacto', page: 'contact', preload: true, sitemap: 'content' },
  { path: '/terminos', page: 'terms', preload: true, sitemap: 'content' },
  { path: '/auth', page: 'auth', private: true },
  { path: '/account', page: 'account', private: true },
  { path: '/points', page: 'points', private: true },
  { path: '/ranking', page: 'ranking', preload: true, sitemap: 'content' },
  { path: '/confirmar-baja', page: 'confirm-deletion', private: true },
  { path: '/add-event', page: 'add-event', preload: true, sitemap: 'content' },
  // Moderators only; anyone else sees the not-found screen.
  { path: '/moderacion', page: 'moderation', private: true },
  landing('musica'),
  landing('fiestas'),
  landing('fiestas', 'tardeos'),
  landing('gastronomia'),
  landing('familia'),
  landing('cultura'),
  landing('casco-viejo'),
  landing('fin-de-semana'),
  landing('sabado'),
  { path: '/conciertos-hoy', page: 'concerts-today', preload: true, sitemap: 'listing' },
  // The editorial page links to /eventos?categoria=…: the listing, reached by a redirect to /?….
  { path: '/eventos', page: 'eventos' },
  { path: '*', page: 'not-found' },
];

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
 * case, a parameter taking one non-empty segment, trailing slashes ignored, the first static match
 * before any parametrised one, '*' for anything else.
 *
 * Why not react-router's `matchRoutes`: the app asks this before its first render, in the task
 * that evaluates its modules, and `matchRoutes` (flattening and ranking every route, compiling a
 * pattern for each) took 3–6 ms there on a desktop CPU, ×4 on a mid-range phone; the edge worker
 * has no react-router at all.
 */
export function pageRouteFor<R extends { path?: string }>(
  routes: readonly R[],
  pathname: string,
): R | undefined {
  const segments = segmentsOf(pathname);
  const candidates = routes.filter((route) => route.path !== undefined && route.path !== '*');
  const isStatic = (route: R) => !route.path!.includes(':');
  return (
    candidates.find((route) => isStatic(route) && matches(route.path!, segments)) ??
    candidates.find((route) => !isStatic(route) && matches(route.path!, segments)) ??
    routes.find((route) => route.path === '*')
  );
}

export interface RouteMatch {
  route: SiteRoute;
  /** The ':param' segments, decoded. */
  params: Record<string, string>;
}

/** The site route `pathname` opens, with its parameters (the '*' route for an unknown path). */
export function matchSiteRoute(pathname: string): RouteMatch {
  const route = pageRouteFor(SITE_ROUTES, pathname) ?? SITE_ROUTES[SITE_ROUTES.length - 1]!;
  const segments = segmentsOf(pathname);
  const params: Record<string, string> = {};
  segmentsOf(route.path).forEach((part, i) => {
    if (!part.startsWith(':')) return;
    try {
      params[part.slice(1)] = decodeURIComponent(segments[i] ?? '');
    } catch {
      params[part.slice(1)] = segments[i] ?? '';
    }
  });
  return { route, params };
}

/** A route's path as a regular expression (source) on location.pathname; trailing slash allowed. */
export function routePattern(path: string): string {
  if (path === '/') return '^/$';
  return `^${path.replace(/:[^/]+/g, '[^/]+')}/?$`;
}
