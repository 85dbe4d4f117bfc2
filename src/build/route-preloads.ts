/** The route chunk each landing path opens, from the site's route table (route-preload.ts). */
import { routePattern, SITE_ROUTES } from '../../supabase/functions/_shared/routes.ts';
import type { RoutePreload } from './route-preload';

export const ROUTE_PRELOADS: RoutePreload[] = SITE_ROUTES.filter((r) => r.preload).map((r) => ({
  pattern: routePattern(r.path),
  module: `src/app/routes/${r.page}.tsx`,
}));
