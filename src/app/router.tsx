import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';

// Every route is its own chunk: a visitor downloads only the page they open.
const HomeRoute = lazy(() => import('./routes/home'));
const EventRoute = lazy(() => import('./routes/event'));
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
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
