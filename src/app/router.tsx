import { isValidElement } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { LandingId } from '@/features/landings';
import { pageRouteFor, SITE_ROUTES, type RoutePage } from '../../supabase/functions/_shared/routes.ts';
import { AppLayout } from './layout/app-layout';
import { lazyRoute, type LazyRoute } from './lazy-route';

const LandingRoute = lazyRoute(() => import('./routes/landing'));

// Every page is its own chunk: a visitor downloads only the page they open.
const PAGES: Record<Exclude<RoutePage, 'eventos' | 'landing'>, LazyRoute<object>> = {
  home: lazyRoute(() => import('./routes/home')),
  event: lazyRoute(() => import('./routes/event')),
  editorial: lazyRoute(() => import('./routes/editorial')),
  'editorial-article': lazyRoute(() => import('./routes/editorial-article')),
  contact: lazyRoute(() => import('./routes/contact')),
  terms: lazyRoute(() => import('./routes/terms')),
  auth: lazyRoute(() => import('./routes/auth')),
  account: lazyRoute(() => import('./routes/account')),
  points: lazyRoute(() => import('./routes/points')),
  ranking: lazyRoute(() => import('./routes/ranking')),
  'confirm-deletion': lazyRoute(() => import('./routes/confirm-deletion')),
  'add-event': lazyRoute(() => import('./routes/add-event')),
  moderation: lazyRoute(() => import('./routes/moderation')),
  'concerts-today': lazyRoute(() => import('./routes/concerts-today')),
  'not-found': lazyRoute(() => import('./routes/not-found')),
};

/** The pages of the site's route table, all inside the layout. */
export const pageRoutes: RouteObject[] = SITE_ROUTES.map(({ path, page, landing }) => {
  if (page === 'eventos') return { path, element: <ToListing /> };
  if (page === 'landing') return { path, element: <LandingRoute landing={landing as LandingId} /> };
  const Page = PAGES[page];
  return { path, element: <Page /> };
});

const routes: RouteObject[] = [{ element: <AppLayout />, children: pageRoutes }];

/** /eventos?… → /?… (same query), replacing the history entry as a server redirect would. */
function ToListing() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}

/**
 * The app's pages. A declarative router (inside <BrowserRouter>): the app uses no loaders or
 * actions, and react-router's data-router code would add some 16 kB gzip to every page.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the chunk of the page at `pathname` (or the not-found page's), so the first render shows it. */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = pageRouteFor(pageRoutes, pathname);
  const type: unknown = isValidElement(route?.element) ? route.element.type : null;
  const preload = (type as { preload?: () => Promise<void> } | null)?.preload;
  if (preload) await preload();
}
