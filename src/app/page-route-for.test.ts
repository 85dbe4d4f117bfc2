import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageRouteFor } from '../../supabase/functions/_shared/routes.ts';
import { pageRoutes } from './router';

// Every route's own path (a parameter filled in), then the edge cases: case, trailing slashes,
// empty and extra segments, unknown paths.
const ROUTE_PATHS = pageRoutes
  .map((route) => route.path)
  .filter((path): path is string => path !== undefined && path !== '*')
  .map((path) => path.replace(/:[^/]+/g, 'guia-2'));

const PATHS = [
  ...ROUTE_PATHS,
  '',
  '/event/6f1c2d3e-1111-4222-8333-944455556666--concierto-de-jazz',
  '/event/6f1c2d3e-1111-4222-8333-944455556666/',
  '/event/',
  '/event/a/b',
  '/EDITORIAL/Guia-2',
  '/Add-Event/',
  '/MUSICA',
  '//musica',
  '/musica/extra',
  '/no-existe',
  '/eventos/extra',
];

describe('pageRouteFor', () => {
  it.each(PATHS)('opens the same page as react-router for %j', (path) => {
    const expected = matchRoutes(pageRoutes, path)?.at(-1)?.route;
    expect(expected).toBeDefined();
    expect(pageRouteFor(pageRoutes, path)).toBe(expected);
  });

  it('prefers a static path to a parametrised one, whatever their order', () => {
    const byId = { path: '/editorial/:articleId' };
    const fixed = { path: '/editorial/nuevo' };
    const notFound = { path: '*' };
    expect(pageRouteFor([byId, fixed, notFound], '/editorial/nuevo')).toBe(fixed);
    expect(pageRouteFor([byId, fixed, notFound], '/editorial/otro')).toBe(byId);
    expect(pageRouteFor([byId, fixed], '/nada')).toBeUndefined();
  });
});
