/** Which route chunk each path opens, for the route preload (route-preload.ts): the site's route table's pages visitors land on. */
import { routePattern, SITE_ROUTES } from '../../supabase/functions/_shared/routes.ts';
import type { RoutePreload } from './route-preload';

export const ROUTE_PRELOADS: RoutePreload[] = SITE_ROUTES.filter((r) => r.preload).map((r) => ({
  pattern: routePattern(r.path),
  module: `src/app/routes/${r.page}.tsx`,
}));
