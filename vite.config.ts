/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { robotsTxtPlugin } from './src/build/robots-txt.ts';
import { bootAfterPaintPlugin } from './src/build/boot-after-paint.ts';
import { eventPrefetchPlugin } from './src/build/event-prefetch.ts';
import { heroPreloadPlugin } from './src/build/hero-preload.ts';
import { homeShellPlugin } from './src/build/home-shell.ts';
import { HOME_SHELL } from './src/build/home-shell-options.ts';
import { HERO_PRELOAD } from './src/build/hero-preloads.ts';
import { routePreloadPlugin } from './src/build/route-preload.ts';
import { ROUTE_PRELOADS } from './src/build/route-preloads.ts';
import { CITY_IDS } from './src/config/city-ids.ts';

// Every city lives on its own sub-domain; locally that is `<city>.localhost`, which Chromium
// and most systems resolve to the loopback address.
const allowedHosts = ['localhost', '.localhost', '127.0.0.1'];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // dist/robots.txt = public/robots.txt + a Sitemap line per city (the `sitemap` edge function at VITE_SUPABASE_URL).
    robotsTxtPlugin({
      cityIds: CITY_IDS,
      rulesFile: fileURLToPath(new URL('./public/robots.txt', import.meta.url)),
    }),
    // index.html preloads the opened page's route chunk alongside the entry (no lazy-chunk waterfall).
    routePreloadPlugin(ROUTE_PRELOADS),
    // index.html starts the city's hero artwork (the LCP image) with the HTML, not after React renders.
    heroPreloadPlugin(HERO_PRELOAD),
    // An event page's row is requested with the HTML, not after the scripts and the client have loaded.
    eventPrefetchPlugin(),
    // The home page's first screen as HTML (per city), painted before the scripts have run.
    homeShellPlugin(HOME_SHELL),
    // …and the app starts right after that first paint, not before it.
    bootAfterPaintPlugin(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true, allowedHosts },
  preview: { port: 4173, strictPort: true, allowedHosts },
  // The manifest maps each route module to its chunks: `npm run bench` reads it (tests/bench/bundle-bench.ts).
  build: { target: 'es2022', sourcemap: false, manifest: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['e2e/**', 'node_modules/**'],
    css: false,
    // Backend suites start their own local stack (PGlite) in beforeAll; on a busy 2-core machine
    // that can take a while, so hooks get a generous limit.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
