/**
 * Type-checks the edge functions with Deno (`npm run test:deno`, part of `npm test`, runs it after
 * `deno lint --config=supabase/functions/deno.lint.jsonc`):
 *
 * - `deno check` of every supabase/functions/<name>/index.ts with that function's own deno.json
 *   (`--config`), its import map as deployed: a bare import the map lacks fails here, as it would on
 *   deploy. Functions whose deno.json are the same (and map nothing relative to their folder) are
 *   checked in one call, which type-checks the shared code once for all of them.
 *
 * npm packages download into the local stack's Deno cache (supabase/.local/deno-cache, gitignored)
 * and stay there; `--no-lock` keeps deno.lock files out of the function folders, and
 * `--node-modules-dir=none` resolves npm: imports from that cache, not from the app's node_modules,
 * as the deployed functions do. Every function is checked even when one fails; the exit code is 1
 * when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DENO_DIR } from '../../supabase/local/config.ts';
import { DENO_BIN, REPO_DIR } from './run-deno-tests.ts';

const FUNCTIONS_DIR = join(REPO_DIR, 'supabase', 'functions');

const rel = (path: string) => relative(REPO_DIR, path);

function deno(args: string[]): { status: number; output: string } {
  const r = spawnSync(DENO_BIN, args, {
    cwd: REPO_DIR,
    env: {
      ...process.env,
      DENO_DIR,
      NO_COLOR: '1',
      DENO_NO_UPDATE_CHECK: '1',
      // Trust the machine's CA store too (TLS-intercepting proxies, private registries).
      DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla',
    },
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  return {
    status: r.status ?? 1,
    output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`,
  };
}

/** The functions (folders with an index.ts), grouped by the import map they are checked with. */
function functionGroups(failures: string[]): { config: string; names: string[] }[] {
  const groups = new Map<string, { config: string; names: string[] }>();
  const names = readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(FUNCTIONS_DIR, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
  for (const name of names) {
    const config = join(FUNCTIONS_DIR, name, 'deno.json');
    if (!existsSync(config)) {
      failures.push(`${name}: no deno.json (each function is deployed with its own import map)`);
      continue;
    }
    let parsed: { imports?: Record<string, string> };
    try {
      parsed = JSON.parse(readFileSync(config, 'utf8')) as typeof parsed;
    } catch (e) {
      failures.push(`${rel(config)}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
      continue;
    }
    // A relative target resolves against the config's own folder: such a config is never shared.
    const relativeTargets = Object.values(parsed.imports ?? {}).some((t) => /^\.{1,2}\//.test(t));
    const key = relativeTargets ? `dir:${name}` : JSON.stringify(parsed);
    const group = groups.get(key) ?? { config, names: [] };
    group.names.push(name);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function main(): number {
  if (!existsSync(DENO_BIN)) {
    console.error(
      `test:deno: Deno not found at ${rel(DENO_BIN)}: run npm ci (the deno package installs it).`,
    );
    return 1;
  }
  const failures: string[] = [];

  for (const { config, names } of functionGroups(failures)) {
    const started = Date.now();
    const entries = names.map((name) => join(FUNCTIONS_DIR, name, 'index.ts'));
    const check = deno(['check', '--no-lock', '--node-modules-dir=none', `--config=${config}`, ...entries]);
    const label = `deno check ${names.join(', ')} (${rel(config)})`;
    if (check.status === 0) console.log(`${label}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    else {
      process.stderr.write(check.output);
      failures.push(label);
    }
  }

  if (failures.length > 0) {
    console.error(`\ntest:deno failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    return 1;
  }
  return 0;
}

process.exit(main());
