import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageRouteFor } from './page-route-for';
import { pageRoutes } from './router';

const PATHS = [
  '/',
  '',
  '/event/6f1c2d3e-1111-4222-8333-944455556666',
  '/event/6f1c2d3e-1111-4222-8333-944455556666--concierto-de-jazz',
  '/event/6f1c2d3e-1111-4222-8333-944455556666/',
  '/event',
  '/event/',
  '/event/a/b',
  '/editorial',
  '/editorial/guia-2',
  '/EDITORIAL/Guia-2',
  '/contacto',
  '/terminos',
  '/auth',
  '/account',
  '/points',
  '/ranking',
  '/confirmar-baja',
  '/add-event',
  '/Add-Event/',
  '/moderacion',
  '/musica',
  '/MUSICA',
  '/fiestas',
  '/tardeos',
  '/gastronomia',
  '/familia',
  '/cultura',
  '/casco-viejo',
  '/fin-de-semana',
  '/sabado',
  '/conciertos-hoy',
  '/eventos',
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
