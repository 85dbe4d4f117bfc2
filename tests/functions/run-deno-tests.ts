/**
 * Runs the Deno unit tests of the edge functions' shared code (supabase/functions/_shared/*_test.ts)
 * with the Deno binary of the `deno` npm package. Usable on its own:
 *
 *   node_modules/.bin/tsx tests/functions/run-deno-tests.ts
 *
 * (the same as `node_modules/.bin/deno test --allow-env --no-lock supabase/functions/_shared/`), and
 * from Vitest through deno-unit.test.ts, so `npm test` runs them too.
 *
 * The tests have no deno.json: bare npm imports in _shared (rrule, through recurrence.ts) resolve
 * through the repository's package.json and node_modules, which Deno reads from the working
 * directory, at the version the app uses; the functions map the same version in their deno.json
 * (import-maps.test.ts checks they agree).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
export const SHARED_DIR = join(REPO_DIR, 'supabase', 'functions', '_shared');
export const DENO_BIN = join(
  REPO_DIR,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'deno.cmd' : 'deno',
);

export interface DenoTestRun {
  status: number;
  output: string;
}

export function runDenoTests(extraArgs: string[] = []): DenoTestRun {
  if (!existsSync(DENO_BIN))
    return { status: 127, output: `Deno not found at ${DENO_BIN} (npm ci installs it)` };
  const result = spawnSync(DENO_BIN, ['test', '--allow-env', '--no-lock', ...extraArgs, SHARED_DIR], {
    cwd: REPO_DIR,
    env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  return {
    status: result.status ?? 1,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`,
  };
}

// Run directly: print Deno's report and exit with its status.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const run = runDenoTests(process.argv.slice(2));
  process.stdout.write(run.output);
  process.exit(run.status);
}
