import { isValidElement } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';
import { lazyRoute } from './lazy-route';
import { pageRouteFor } from './page-route-for';

// Every route is its own chunk: a visitor downloads only the page they open.
const HomeRoute = lazyRoute(() => import('./routes/home'));
const EventRoute = lazyRoute(() => import('./routes/event'));
const EditorialRoute = lazyRoute(() => import('./routes/editorial'));
const EditorialArticleRoute = lazyRoute(() => import('./routes/editorial-article'));
const ContactRoute = lazyRoute(() => import('./routes/contact'));
const TermsRoute = lazyRoute(() => import('./routes/terms'));
// Accounts: the forms, the account and the ranking are chunks of their own.
const AuthRoute = lazyRoute(() => import('./routes/auth'));
const AccountRoute = lazyRoute(() => import('./routes/account'));
const PointsRoute = lazyRoute(() => import('./routes/points'));
const RankingRoute = lazyRoute(() => import('./routes/ranking'));
const ConfirmDeletionRoute = lazyRoute(() => import('./routes/confirm-deletion'));
// Submissions and their review.
const AddEventRoute = lazyRoute(() => import('./routes/add-event'));
const ModerationRoute = lazyRoute(() => import('./routes/moderation'));
// Landing pages: one chunk for every preset landing, one for concerts today.
const LandingRoute = lazyRoute(() => import('./routes/landing'));
const ConcertsTodayRoute = lazyRoute(() => import('./routes/concerts-today'));
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'));

/** The pages, all inside the layout. */
export const pageRoutes: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/event/:eventParam', element: <EventRoute /> },
  // Without an id the event page shows its own not-found screen ('Event ID is required').
  { path: '/event', element: <EventRoute /> },
  { path: '/editorial', element: <EditorialRoute /> },
  { path: '/editorial/:articleId', element: <EditorialArticleRoute /> },
  { path: '/contacto', element: <ContactRoute /> },
  { path: '/terminos', element: <TermsRoute /> },
  { path: '/auth', element: <AuthRoute /> },
  { path: '/account', element: <AccountRoute /> },
  { path: '/points', element: <PointsRoute /> },
  { path: '/ranking', element: <RankingRoute /> },
  { path: '/confirmar-baja', element: <ConfirmDeletionRoute /> },
  { path: '/add-event', element: <AddEventRoute /> },
  // Moderators only; the page shows the not-found screen to anyone else.
  { path: '/moderacion', element: <ModerationRoute /> },
  // Landing pages: /tardeos is the same page as /fiestas.
  { path: '/musica', element: <LandingRoute landing="musica" /> },
  { path: '/fiestas', element: <LandingRoute landing="fiestas" /> },
  { path: '/tardeos', element: <LandingRoute landing="fiestas" /> },
  { path: '/gastronomia', element: <LandingRoute landing="gastronomia" /> },
  { path: '/familia', element: <LandingRoute landing="familia" /> },
  { path: '/cultura', element: <LandingRoute landing="cultura" /> },
  { path: '/casco-viejo', element: <LandingRoute landing="casco-viejo" /> },
  { path: '/fin-de-semana', element: <LandingRoute landing="fin-de-semana" /> },
  { path: '/sabado', element: <LandingRoute landing="sabado" /> },
  { path: '/conciertos-hoy', element: <ConcertsTodayRoute /> },
  // The editorial page links to /eventos?categoria=…, a page the route list does not
  // show: it is the listing, so it redirects to the home listing with the same query.
  { path: '/eventos', element: <ToListing /> },
  // Keep last: any other path is the not-found page.
  { path: '*', element: <NotFoundRoute /> },
];

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

/**
 * Loads the chunk of the page at `pathname` (the not-found page's for an unknown one), so that the
 * first render shows the page itself instead of suspending on it.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = pageRouteFor(pageRoutes, pathname);
  const type: unknown = isValidElement(route?.element) ? route.element.type : null;
  const preload = (type as { preload?: () => Promise<void> } | null)?.preload;
  if (preload) await preload();
}
