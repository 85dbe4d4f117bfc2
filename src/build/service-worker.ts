/**
 * The service worker (production builds, one per city sub-domain): the shell precached, pages and API
 * GETs network-first, so offline shows the last listing and favourites and online is never an old build.
 * Signing out empties OFFLINE_DATA_CACHE: a shared device must not show the previous person's favourites.
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
        // The Supabase REST API. Workbox copies this function into the worker as text: it may use
        // nothing from outside itself.
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
