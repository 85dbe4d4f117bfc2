/**
 * Build-time only: the landing pages' first screen, painted with the HTML seconds before a phone runs the
 * app (first-paint-entry.tsx via Vite's module runner); phone listings go to a per-city file for the edge.
 */
import { join } from 'node:path';
import { runnerImport, type AliasOptions, type Plugin } from 'vite';
import { phoneListingsFile } from '../features/events/domain/early-event-global.ts';
import type * as FirstPaintEntry from './first-paint-entry.tsx';

export function firstPaintPlugin(): Plugin {
  let root = '';
  let alias: AliasOptions = [];
  let entry: Promise<typeof FirstPaintEntry> | null = null;
  // Loaded with the build's own aliases; the dependencies (React, the router…) from node_modules.
  const load = () =>
    (entry ??= runnerImport<typeof FirstPaintEntry>(join(root, 'src/build/first-paint-entry.tsx'), {
      root,
      resolve: { alias },
      logLevel: 'error',
    }).then((loaded) => loaded.module));
  return {
    name: 'agenda-norte:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    async transformIndexHtml() {
      // At the end of <body>: #root exists, and the app's scripts run only after it.
      const script = (await load()).firstPaintScript();
      return [{ tag: 'script', children: script, injectTo: 'body' }];
    },
    async generateBundle() {
      for (const [cityId, listings] of Object.entries((await load()).phoneListings()))
        this.emitFile({
          type: 'asset',
          fileName: phoneListingsFile(cityId),
          source: JSON.stringify(listings),
        });
    },
  };
}
