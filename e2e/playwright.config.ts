import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';

const executablePath = findChromium();
const PORT = 4173;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './.results',
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
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  // The end-to-end suite runs against the production build (in `test` mode, pointing at the local
  // stack) and a fresh local Supabase-compatible stack with the migrations and the seed.
  webServer: [
    {
      command: 'rm -rf e2e/.stack && SUPABASE_LOCAL_DATA_DIR=e2e/.stack PORT=54321 ' +
        // Every browser request comes from 127.0.0.1: lift the per-IP submission limit, and make the
        // e-mailed links point at the preview server.
        `FN_SUBMIT_RATE_LIMIT_PER_HOUR=10000 FN_PUBLIC_SITE_URL=${BASE_URL} npx tsx supabase/local/cli.ts start`,
      cwd: ROOT,
      url: 'http://127.0.0.1:54321/auth/v1/health',
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite build --mode test && npx vite preview --mode test --port ${PORT} --strictPort`,
      cwd: ROOT,
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
