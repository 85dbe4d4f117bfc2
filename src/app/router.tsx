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
        // The editorial page links to /eventos?categoria=… (file 000 §2), a page the route list does not
        // show: it is the listing, so it redirects to the home listing with the same query.
        { path: '/eventos', loader: ({ request }) => redirect(`/${new URL(request.url).search}`) },
        // Keep last: any other path is the not-found page.
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
