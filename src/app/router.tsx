import { lazy } from 'react';
import { createBrowserRouter, redirect } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';

// Every route is its own chunk: a visitor downloads only the page they open.
const HomeRoute = lazy(() => import('./routes/home'));
const EventRoute = lazy(() => import('./routes/event'));
const EditorialRoute = lazy(() => import('./routes/editorial'));
const EditorialArticleRoute = lazy(() => import('./routes/editorial-article'));
const ContactRoute = lazy(() => import('./routes/contact'));
const TermsRoute = lazy(() => import('./routes/terms'));
// Accounts: the forms, the account and the ranking are chunks of their own.
const AuthRoute = lazy(() => import('./routes/auth'));
const AccountRoute = lazy(() => import('./routes/account'));
const PointsRoute = lazy(() => import('./routes/points'));
const RankingRoute = lazy(() => import('./routes/ranking'));
const ConfirmDeletionRoute = lazy(() => import('./routes/confirm-deletion'));
// Submissions and their review.
const AddEventRoute = lazy(() => import('./routes/add-event'));
const ModerationRoute = lazy(() => import('./routes/moderation'));
// Landing pages: one chunk for every preset landing, one for concerts today.
const LandingRoute = lazy(() => import('./routes/landing'));
const ConcertsTodayRoute = lazy(() => import('./routes/concerts-today'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

export function createRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
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
        // Landing pages (file 000 §2): /tardeos is the same page as /fiestas.
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
        // The editorial page links to /eventos?categoria=… (file 000 §2), a page the route list does not
        // show: it is the listing, so it redirects to the home listing with the same query.
        { path: '/eventos', loader: ({ request }) => redirect(`/${new URL(request.url).search}`) },
        // Keep last: any other path is the not-found page.
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
