import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';

const executablePath = findChromium();
// Ports can be moved (E2E_APP_PORT, E2E_STACK_PORT) so a run never collides with a dev session.
const PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const STACK_PORT = Number(process.env.E2E_STACK_PORT ?? 54321);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STACK_URL = `http://127.0.0.1:${STACK_PORT}`;
export const BASE_URL = `http://localhost:${PORT}`;
// Each app port keeps its own stack data, build and results, so two runs can share a checkout.
const SUFFIX = `-${PORT}`;
// The specs (run in worker processes that load this file too) reach the stack through this.
process.env.E2E_SUPABASE_URL = STACK_URL;
process.env.E2E_APP_PORT = String(PORT);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `./.results${SUFFIX}`,
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    // The production build registers a service worker (src/build/service-worker.ts); once it controls a
    // page, page.route() no longer sees the requests it answers. Specs run without it, except the
    // ones about it (offline.spec.ts), which allow it.
    serviceWorkers: 'block',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // The bottom sheet and the side menu exist below 768 px only: their tests run on the phone.
      grepInvert: /@phone-layout/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  // The end-to-end suite runs against the production build (in `test` mode, pointing at the local
  // stack) and a fresh local Supabase-compatible stack with the migrations and the seed.
  webServer: [
    {
      command:
        `rm -rf e2e/.stack${SUFFIX} && SUPABASE_LOCAL_DATA_DIR=e2e/.stack${SUFFIX} PORT=${STACK_PORT} ` +
        // Every browser request comes from 127.0.0.1: lift the per-IP submission and Auth limits, and
        // make the e-mailed links point at the preview server.
        `FN_SUBMIT_RATE_LIMIT_PER_HOUR=10000 GOTRUE_RATE_LIMIT_TOKEN_REFRESH=10000 GOTRUE_RATE_LIMIT_OTP=10000 ` +
        `GOTRUE_RATE_LIMIT_VERIFY=10000 FN_PUBLIC_SITE_URL=${BASE_URL} npx tsx supabase/local/cli.ts start`,
      cwd: ROOT,
      url: `${STACK_URL}/auth/v1/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // VITE_SUPABASE_URL from the environment wins over .env.test, so the build and the preview's
      // request handler (edge/vite-plugin.ts, which reads events for the served heads) talk to this stack.
      command:
        `export VITE_SUPABASE_URL=${STACK_URL} && npx vite build --mode test --outDir e2e/.dist${SUFFIX} && ` +
        `npx vite preview --mode test --outDir e2e/.dist${SUFFIX} --port ${PORT} --strictPort`,
      cwd: ROOT,
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
