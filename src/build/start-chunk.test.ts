// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startChunkName, staticModules } from './start-chunk';

/** A module graph: each module's static imports. */
const GRAPH: Record<string, string[]> = {
  '/r/src/main.tsx': [],
  '/r/node_modules/react-dom/client.js': ['/r/node_modules/react-dom/cjs/client.js'],
  '/r/node_modules/react-dom/cjs/client.js': ['/r/node_modules/react/index.js'],
  '/r/node_modules/react/index.js': [],
  '/r/src/start.tsx': [
    '/r/node_modules/react-dom/client.js',
    '/r/src/app/app.tsx',
    '/r/node_modules/react/index.js',
  ],
  '/r/src/app/app.tsx': [
    '/r/src/lib/text.ts',
    '/r/src/app/router.tsx',
    '/r/src/features/city/index.ts',
    '/r/src/i18n/paraglide/messages.js',
  ],
  // The compiled messages: an entry re-exporting a module per message.
  '/r/src/i18n/paraglide/messages.js': [
    '/r/src/i18n/paraglide/messages/app_title.js',
    '/r/src/i18n/paraglide/messages/home_title.js',
  ],
  '/r/src/i18n/paraglide/messages/app_title.js': [],
  '/r/src/i18n/paraglide/messages/home_title.js': [],
  '/r/src/app/router.tsx': ['/r/src/app/app.tsx', '\0vite/preload-helper.js'],
  '\0vite/preload-helper.js': [],
  '/r/src/lib/text.ts': [],
  '/r/src/app/routes/home.tsx': ['/r/src/lib/text.ts', '/r/src/features/home/page.tsx'],
  '/r/src/features/home/page.tsx': [],
  '/r/src/features/city/index.ts': [
    '/r/src/features/city/city-context.ts',
    '/r/src/features/city/components/city-page.tsx',
  ],
  '/r/src/features/city/city-context.ts': [],
  '/r/src/features/city/components/city-page.tsx': [],
};
/** Module code, where the walk reads it: what is taken from a feature entry, and what the entry re-exports. */
const CODE: Record<string, string> = {
  '/r/src/app/app.tsx':
    'import { text } from "@/lib/text";\nimport { useCity as city } from "@/features/city";\n' +
    'import { m } from "@/i18n/paraglide/messages.js";\nconst title = m.app_title();',
  '/r/src/features/city/index.ts':
    'export { CityProvider, useCity } from "./city-context";\nexport { CityPage } from "./components/city-page";',
};
const ctx = {
  getModuleInfo(this: unknown, id: string) {
    // The bundler's context needs its `this`: a detached call would fail here too.
    if (this !== ctx) throw new Error('getModuleInfo called without its context');
    return id in GRAPH ? { importedIds: GRAPH[id]!, code: CODE[id] ?? '' } : null;
  },
};

describe('start chunk', () => {
  it('walks static imports recursively, through cycles, past unknown ids', () => {
    const info = (id: string) => ctx.getModuleInfo(id);
    expect([...staticModules(info, '/r/src/app/app.tsx')].sort()).toEqual([
      '\0vite/preload-helper.js',
      '/r/src/app/app.tsx',
      '/r/src/app/router.tsx',
      '/r/src/features/city/city-context.ts',
      '/r/src/features/city/index.ts',
      '/r/src/i18n/paraglide/messages.js',
      '/r/src/i18n/paraglide/messages/app_title.js',
      '/r/src/lib/text.ts',
    ]);
    expect([...staticModules(info, '/r/missing.ts')]).toEqual(['/r/missing.ts']);
  });

  it.each([
    ['/r/src/start.tsx', 'start'],
    ['/r/src/app/app.tsx', 'start'],
    ['/r/src/app/router.tsx', 'start'],
    // Shared with a route: in the start's chunk, which the route then imports.
    ['/r/src/lib/text.ts', 'start'],
    // React DOM and what it imports stay with the first stage.
    ['/r/node_modules/react-dom/client.js', null],
    ['/r/node_modules/react-dom/cjs/client.js', null],
    ['/r/node_modules/react/index.js', null],
    // The bundler's helpers stay with the entry, which imports them too.
    ['\0vite/preload-helper.js', null],
    // Modules the start does not import statically are left to the bundler.
    ['/r/src/app/routes/home.tsx', null],
    ['/r/src/features/home/page.tsx', null],
    ['/r/src/main.tsx', null],
    // Through a feature's entry, only the parts the start takes.
    ['/r/src/features/city/city-context.ts', 'start'],
    ['/r/src/features/city/components/city-page.tsx', null],
    // Through the messages' entry, only the messages the start shows.
    ['/r/src/i18n/paraglide/messages/app_title.js', 'start'],
    ['/r/src/i18n/paraglide/messages/home_title.js', null],
  ])('puts %s in %s', (id, expected) => {
    const name = startChunkName('start', '/r/src/start.tsx', '/r/node_modules/react-dom/client.js');
    expect(name(id, ctx)).toBe(expected);
  });
});
