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
import { join } from 'node:path';
import { runnerImport, type AliasOptions, type Plugin } from 'vite';
import type * as FirstPaintEntry from './first-paint-entry.tsx';

export function firstPaintPlugin(): Plugin {
  let root = '';
  let alias: AliasOptions = [];
  return {
    name: 'agenda-norte:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    async transformIndexHtml() {
      // Loaded with the build's own aliases; the dependencies (React, the router…) from node_modules.
      const { module } = await runnerImport<typeof FirstPaintEntry>(
        join(root, 'src/build/first-paint-entry.tsx'),
        { root, resolve: { alias }, logLevel: 'error' },
      );
      // At the end of <body>: #root exists, and the app's scripts run only after it.
      return [{ tag: 'script', children: module.firstPaintScript(), injectTo: 'body' }];
    },
  };
}
