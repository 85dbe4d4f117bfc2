import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';

// Every route is its own chunk: a visitor downloads only the page they open.
const HomeRoute = lazy(() => import('./routes/home'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

export function createRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        { path: '/', element: <HomeRoute /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
