/**
 * Which route chunk each path opens, for the route preload (route-preload.ts). Mirrors
 * src/app/router.tsx for the pages visitors land on; route-preloads.test.ts checks it against the
 * router. A path left out only loses its preload.
 */
import type { RoutePreload } from './route-preload';

const LANDINGS = [
  'musica',
  'fiestas',
  'tardeos',
  'gastronomia',
  'familia',
  'cultura',
  'casco-viejo',
  'fin-de-semana',
  'sabado',
];

export const ROUTE_PRELOADS: RoutePreload[] = [
  { pattern: '^/$', module: 'src/app/routes/home.tsx' },
  { pattern: '^/event(/|$)', module: 'src/app/routes/event.tsx' },
  { pattern: `^/(${LANDINGS.join('|')})/?$`, module: 'src/app/routes/landing.tsx' },
  { pattern: '^/conciertos-hoy/?$', module: 'src/app/routes/concerts-today.tsx' },
  { pattern: '^/editorial/?$', module: 'src/app/routes/editorial.tsx' },
  { pattern: '^/editorial/[^/]+/?$', module: 'src/app/routes/editorial-article.tsx' },
  { pattern: '^/add-event/?$', module: 'src/app/routes/add-event.tsx' },
  { pattern: '^/contacto/?$', module: 'src/app/routes/contact.tsx' },
  { pattern: '^/terminos/?$', module: 'src/app/routes/terms.tsx' },
  { pattern: '^/ranking/?$', module: 'src/app/routes/ranking.tsx' },
];
