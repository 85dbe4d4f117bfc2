/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { robotsTxtPlugin } from './src/build/robots-txt.ts';
import { servedHeadPlugin } from './edge/vite-plugin.ts';
import { startChunkName } from './src/build/start-chunk.ts';
import { bootAfterPaintPlugin } from './src/build/boot-after-paint.ts';
import { compileHintsPlugin } from './src/build/compile-hints.ts';
import { heroPreloadPlugin } from './src/build/hero-preload.ts';
import { firstPaintPlugin } from './src/build/first-paint.ts';
import { SERVICE_WORKER } from './src/build/service-worker.ts';
import { webManifestPlugin } from './src/build/web-manifest.ts';
import { CITY_IDS } from './src/config/city-ids.ts';

// Every city lives on its own sub-domain; locally that is `<city>.localhost`, which Chromium
// and most systems resolve to the loopback address.
const allowedHosts = ['localhost', '.localhost', '127.0.0.1'];

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // React Compiler: components and hooks are memoised at build time, so the source needs no
    // hand-written memo/useMemo/useCallback.
    babel({ presets: [reactCompilerPreset()] }),
    tailwindcss(),
    // The message catalogues (project.inlang) compiled to one function per message, recompiled
    // when a catalogue changes. `npm run i18n` (run on install and before type checks) does the
    // same; tests use its output (the plugin's watcher would keep Vitest from exiting).
    process.env.VITEST
      ? []
      : paraglideVitePlugin({
          project: './project.inlang',
          outdir: './src/i18n/paraglide',
          strategy: ['globalVariable', 'baseLocale'],
          // A module per message (Paraglide's default): each goes into the chunk of the pages that
          // use it, so a page downloads only its own messages (a module per language would put every
          // message any page uses into the first chunk).
          outputStructure: 'message-modules',
          emitTsDeclarations: true,
        }),
    // dist/robots.txt = public/robots.txt + a Sitemap line per city (the `sitemap` edge function at VITE_SUPABASE_URL).
    robotsTxtPlugin({
      cityIds: CITY_IDS,
      rulesFile: fileURLToPath(new URL('./public/robots.txt', import.meta.url)),
    }),
    // Pages answered as in production (edge/handle-request.ts): each page's head in the HTML, share images, 404s.
    servedHeadPlugin(),
    // index.html starts the city's hero artwork (the LCP image) with the HTML, not after React renders.
    heroPreloadPlugin(),
    // The first screen of the pages visitors land on, rendered from the app's components at build
    // time (per city) and painted with the HTML, before the scripts have run.
    firstPaintPlugin(),
    // …and the app starts right after that first paint, not before it, with the opened page's route
    // chunk preloaded alongside the entry (no lazy-chunk waterfall).
    bootAfterPaintPlugin(),
    // React DOM is compiled eagerly, off the main thread, while it downloads (Chrome 136+).
    compileHintsPlugin(['react-dom/cjs/react-dom-client.production.js']),
    // Installable: a web app manifest and icons per city, linked for the host's city.
    webManifestPlugin(),
    // Offline: the service worker keeps the app shell, the last listing and the favourites
    // (src/build/service-worker.ts says what, and how it updates). Production builds only.
    VitePWA(SERVICE_WORKER),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package points every condition at its development build (warnings and
      // checks included); builds take the production one it ships beside it.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: { port: 5173, strictPort: true, allowedHosts },
  preview: { port: 4173, strictPort: true, allowedHosts },
  // The manifest maps each route module to its chunks: `npm run bench` reads it (tests/bench/bundle-bench.ts).
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // Feature modules only declare things (components, hooks, contexts, lazy parts): importing one
      // runs nothing else. Said here, a feature's public index.ts brings a page only the parts it uses.
      treeshake: { moduleSideEffects: [{ test: /\/src\/features\/.+\.tsx?$/, sideEffects: false }] },
      output: {
        // The app's start (src/main.tsx's second stage) in one chunk: src/build/start-chunk.ts.
        codeSplitting: {
          groups: [
            // React DOM (with React and the scheduler) in a chunk of its own, the first stage: the
            // bundler does not list a CommonJS require among a module's imports, so the start's
            // group below cannot tell React DOM's modules from its own.
            { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              debugName: 'start',
              // Its own members only: React DOM, which the start imports, stays the first stage's.
              includeDependenciesRecursively: false,
              name: startChunkName(
                'start',
                fileURLToPath(new URL('./src/start.tsx', import.meta.url)),
                fileURLToPath(new URL('./node_modules/react-dom/client.js', import.meta.url)),
              ),
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    // *.postgres.test.ts need a real PostgreSQL server (TEST_DATABASE_URL, set by the with-postgres.sh
    // scripts): without one they are not collected at all, rather than collected and skipped.
    exclude: [
      'e2e/**',
      'node_modules/**',
      ...(process.env.TEST_DATABASE_URL ? [] : ['tests/**/*.postgres.test.ts']),
    ],
    css: false,
    // Backend suites start their own local stack (PGlite) in beforeAll; on a busy 2-core machine
    // that can take a while, so hooks get a generous limit.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
}));
