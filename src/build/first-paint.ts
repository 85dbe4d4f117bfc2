/**
 * Build-time only (vite.config.ts): the first screen of the pages visitors land on, painted with
 * the HTML, before any of the app's JavaScript has run.
 *
 * The app renders once its scripts have downloaded and run, which on a mid-range phone is seconds
 * after the HTML arrived. So the build renders the app's own components with react-dom/server
 * (first-paint-entry.tsx, loaded through Vite's module runner), per city: the layout, and the first
 * screen of the home page, the landings whose hero holds only text, /add-event and /editorial's
 * heading and the event page's placeholder. index.html carries them all, and an inline script at
 * the end of <body> picks the active city as the app does (city-resolver-script.ts), applies its
 * theme colours, and puts the layout and the page into #root: the trust banner only for anonymous
 * visitors who have not dismissed it, the pending account area for a visitor with a stored session.
 * React replaces it on its first render (createRoot clears the container). Until then it is inert
 * and hidden from assistive technology: nothing on it can be clicked, focused or read twice.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build, runnerImport, type AliasOptions, type Plugin } from 'vite';
import { basePath } from './base-path.ts';
import type * as FirstPaintEntry from './first-paint-entry.tsx';

/**
 * src/event-picture.ts as one self-contained file: only an event page's first paint loads it, so it
 * shares no chunk with the app (whose start would then come along with it).
 */
async function bundleEventPicture(root: string, alias: AliasOptions): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: join(root, 'src/event-picture.ts'), formats: ['es'], fileName: 'event-picture' },
      // Only pure functions are used: what the modules it reaches do on their own is not needed.
      rolldownOptions: { treeshake: { moduleSideEffects: false } },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output.find((f) => f.type === 'chunk') : undefined;
  if (!chunk) throw new Error('first paint: src/event-picture.ts was not bundled');
  return chunk.code;
}

export function firstPaintPlugin(): Plugin {
  let root = '';
  let base = '/';
  let alias: AliasOptions = [];
  let eventPicture = '';
  return {
    name: 'agenda-norte:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = basePath(config.base);
      alias = config.resolve.alias;
    },
    async buildStart() {
      const code = await bundleEventPicture(root, alias);
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      eventPicture = `assets/event-picture-${hash}.js`;
      this.emitFile({ type: 'asset', fileName: eventPicture, source: code });
    },
    async transformIndexHtml() {
      // Loaded with the build's own aliases; the dependencies (React, the router…) from node_modules.
      const { module } = await runnerImport<typeof FirstPaintEntry>(
        join(root, 'src/build/first-paint-entry.tsx'),
        { root, resolve: { alias }, logLevel: 'error' },
      );
      // At the end of <body>: #root exists, and the app's scripts run only after it.
      const script = module.firstPaintScript(base + eventPicture);
      return [{ tag: 'script', children: script, injectTo: 'body' }];
    },
  };
}
