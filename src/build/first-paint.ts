/**
 * Build-time only: the first screen of the pages visitors land on, painted with the HTML, seconds
 * before a phone has run the app's scripts. The build renders the app's components per city
 * (first-paint-entry.tsx, through Vite's module runner); an inline script puts the active city's
 * into #root, inert and hidden from assistive technology until React's first render replaces it.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build, runnerImport, type AliasOptions, type Plugin } from 'vite';
import { basePath } from './base-path.ts';
import type * as FirstPaintEntry from './first-paint-entry.tsx';

/** src/event-picture.ts as one self-contained file: sharing a chunk with the app would bring its start. */
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
      // Only pure functions are used.
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
