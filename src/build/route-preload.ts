/**
 * Build-time only: index.html preloads the opened page's lazy route chunk and its imports with the
 * entry, instead of the browser finding it once the entry has run (one more round trip).
 */
import { inlineJson } from './inline-json.ts';
import { routePattern, SITE_ROUTES } from '../../supabase/functions/_shared/routes.ts';
import { BASQUE_BASE } from '../../supabase/functions/_shared/languages.ts';
import { afterFirstPaint } from './after-first-paint.ts';
import { bootFiles, chunksOf, staticClosure, type ChunkLike } from './boot-files.ts';
import { modulePreloadsJs } from './module-preloads-js.ts';

/** From the site's route table: the route module (from the project root) each landing path pattern opens. */
export const ROUTE_PRELOADS = SITE_ROUTES.filter((r) => r.preload).map((r) => ({
  pattern: routePattern(r.path),
  module: `src/app/routes/${r.page}.tsx`,
}));

/** The chunk's file and those of its static imports, recursively, minus what the start loads anyway. */
export function routeFiles(bundle: Record<string, ChunkLike>, module: string): string[] {
  const chunks = chunksOf(bundle);
  const normalized = module.replace(/\\/g, '/');
  const route = chunks.find((c) => (c.facadeModuleId ?? '').replace(/\\/g, '/').endsWith(`/${normalized}`));
  if (!route) return [];
  const started = new Set(bootFiles(chunks));
  return staticClosure(chunks, route).filter((f) => !started.has(f));
}

/** The inline script: each file once (f), rows of [pattern, indices into f] (t), the current path's links. */
export function preloadScript(table: Array<[pattern: string, files: string[]]>, base: string): string {
  const files = [...new Set(table.flatMap(([, f]) => f))];
  const rows = table.map(([pattern, f]) => [pattern, f.map((file) => files.indexOf(file))]);
  return afterFirstPaint(
    `function(){var b=${inlineJson(base)},f=${inlineJson(files)},t=${inlineJson(rows)},p=location.pathname,` +
      // A Basque page opens the same route as its Spanish path ('/eu/musica' is '/musica').
      `e=${inlineJson(BASQUE_BASE)};if(p===e||p.indexOf(e+"/")===0)p=p.slice(e.length)||"/";` +
      'for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){' +
      `(${modulePreloadsJs()})(t[i][1].map(function(n){return b+f[n]}));break}}}`,
  );
}

/** The script for the built bundle: the routes whose chunk the start does not hold already. */
export function routePreloadScript(bundle: Record<string, ChunkLike>, base: string): string {
  const table = ROUTE_PRELOADS.map((r): [string, string[]] => [r.pattern, routeFiles(bundle, r.module)]);
  return preloadScript(
    table.filter(([, files]) => files.length > 0),
    base,
  );
}
