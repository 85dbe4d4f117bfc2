// @vitest-environment node
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadScript, ROUTE_PRELOADS, routeFiles } from './route-preload';
import { pageRouteFor, SITE_ROUTES } from '../../supabase/functions/_shared/routes.ts';

const ROOT = resolve(__dirname, '../..');

const chunk = (fileName: string, over: Record<string, unknown> = {}) => ({
  type: 'chunk' as const,
  fileName,
  ...over,
});
const BUNDLE = {
  'assets/index.js': chunk('assets/index.js', {
    isEntry: true,
    facadeModuleId: `${ROOT}/index.html`,
    imports: ['assets/react.js'],
  }),
  'assets/react.js': chunk('assets/react.js'),
  'assets/home.js': chunk('assets/home.js', {
    facadeModuleId: `${ROOT}/src/app/routes/home.tsx`,
    imports: ['assets/react.js', 'assets/cards.js'],
  }),
  'assets/cards.js': chunk('assets/cards.js', { imports: ['assets/dates.js'] }),
  'assets/dates.js': chunk('assets/dates.js'),
  'assets/logo.svg': { type: 'asset' as const, fileName: 'assets/logo.svg' },
};

/** Runs the inline script against a fake document; returns the hrefs it preloads. */
function preloadsFor(script: string, pathname: string): string[] {
  const added: Array<{ rel: string; href: string }> = [];
  runInNewContext(script, {
    window: {},
    location: { pathname },
    document: {
      // A hidden tab: the links are added at once rather than after the first frame.
      visibilityState: 'hidden',
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (l: { rel: string; href: string }) => added.push(l) },
    },
  });
  expect(added.every((l) => l.rel === 'modulepreload')).toBe(true);
  return added.map((l) => l.href);
}

describe('route preload', () => {
  it('takes the route chunk and its static imports, minus what the entry already loads', () => {
    expect(routeFiles(BUNDLE, 'src/app/routes/home.tsx')).toEqual([
      'assets/home.js',
      'assets/cards.js',
      'assets/dates.js',
    ]);
    expect(routeFiles(BUNDLE, 'src/app/routes/missing.tsx')).toEqual([]);
  });

  it("leaves out what the entry's stages load too (a staged start, src/main.tsx)", () => {
    const staged = {
      ...BUNDLE,
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        facadeModuleId: `${ROOT}/index.html`,
        dynamicImports: ['assets/start.js'],
      }),
      'assets/start.js': chunk('assets/start.js', {
        imports: ['assets/react.js', 'assets/dates.js'],
        dynamicImports: ['assets/home.js'],
      }),
    };
    expect(routeFiles(staged, 'src/app/routes/home.tsx')).toEqual(['assets/home.js', 'assets/cards.js']);
  });

  it('preloads the matching route’s files only', () => {
    const script = preloadScript(
      [
        ['^/$', ['assets/home.js', 'assets/cards.js']],
        ['^/event(/|$)', ['assets/event.js', 'assets/cards.js']],
      ],
      '/',
    );
    expect(preloadsFor(script, '/')).toEqual(['/assets/home.js', '/assets/cards.js']);
    expect(preloadsFor(script, '/event/abc--x')).toEqual(['/assets/event.js', '/assets/cards.js']);
    expect(preloadsFor(script, '/contacto')).toEqual([]);
    // A Basque page opens the route of its Spanish path.
    expect(preloadsFor(script, '/eu')).toEqual(['/assets/home.js', '/assets/cards.js']);
    expect(preloadsFor(script, '/eu/event/abc--x')).toEqual(['/assets/event.js', '/assets/cards.js']);
    expect(preloadsFor(script, '/euskal-jaiak')).toEqual([]);
    expect(script).not.toContain('</script');
  });

  it('lists existing route modules, each path going to the page the route table opens', () => {
    for (const r of ROUTE_PRELOADS) expect(existsSync(resolve(ROOT, r.module)), r.module).toBe(true);
    for (const { path } of SITE_ROUTES.filter((r) => r.path !== '*')) {
      const sample = path.replace(':eventParam', 'abc--x').replace(':articleId', '2');
      const hit = ROUTE_PRELOADS.find((r) => new RegExp(r.pattern).test(sample));
      if (hit) expect(hit.module, path).toBe(`src/app/routes/${pageRouteFor(SITE_ROUTES, sample)?.page}.tsx`);
    }
    for (const path of [
      '/',
      '/event/abc--x',
      '/musica',
      '/tardeos',
      '/editorial',
      '/editorial/1',
      '/add-event',
    ])
      expect(
        ROUTE_PRELOADS.some((r) => new RegExp(r.pattern).test(path)),
        path,
      ).toBe(true);
    expect(ROUTE_PRELOADS.some((r) => new RegExp(r.pattern).test('/account'))).toBe(false);
  });
});
