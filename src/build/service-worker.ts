/**
 * The service worker (vite-plugin-pwa with Workbox, vite.config.ts): the app opens and shows the last
 * listing without a connection, and a signed-in visitor can still read their favourites.
 *
 * - Registration: a deferred script that the plugin adds to the built index.html. Only production
 *   builds have it (`npm run build`, `npm run preview`, the end-to-end suite's build); `npm run dev`
 *   and Vitest never register a worker.
 * - Scope: '/', per origin. Every city is its own sub-domain, so each city has its own worker and
 *   caches; nothing is shared between cities.
 * - What it keeps: the app shell (index.html, the scripts and styles of this build, the artwork) is
 *   precached at install. Pages and the API's GET answers (the listing, an event, the favourites)
 *   are network-first: online, the network always answers (and the answer is kept); offline, the last
 *   kept answer does, and a page never opened falls back to the shell, which routes on the client.
 *   Only GET is cached: saving, signing in and the rest need the network.
 * - Updates: a new build's worker takes over at once (skipWaiting and clientsClaim) and drops the
 *   previous build's precache. As pages come from the network first, an open tab is never stuck on an
 *   old build; a tab that loaded before the update finishes on its own files, which stay cached until
 *   the new worker activates.
 * - Signing out deletes the kept API answers (OFFLINE_DATA_CACHE), so a shared device does not keep
 *   showing the previous person's favourites.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { OFFLINE_DATA_CACHE } from '../config/constants.ts';

export const SERVICE_WORKER: Partial<VitePWAOptions> = {
  injectRegister: 'script-defer',
  registerType: 'autoUpdate',
  // One manifest per city: web-manifest.ts.
  manifest: false,
  workbox: {
    globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'images/**/*.svg'],
    // Navigations are handled by the network-first route below, not answered from the precache.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'paginas',
          expiration: { maxEntries: 40 },
          precacheFallback: { fallbackURL: 'index.html' },
        },
      },
      {
        // The Supabase REST API, on its own origin. (Workbox copies this function into the worker as
        // source text: it may use nothing from outside itself.)
        urlPattern: ({ request, url }) => request.method === 'GET' && url.pathname.startsWith('/rest/v1/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: OFFLINE_DATA_CACHE,
          expiration: { maxEntries: 80 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
