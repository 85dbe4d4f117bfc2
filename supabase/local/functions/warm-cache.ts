/**
 * Downloads every edge function's npm:/jsr:/https: imports into the stack's DENO_DIR
 * (supabase/.local/deno-cache), with the same import map and flags as the warm Deno process
 * (deno-process.ts). Deno fetches a function's dependencies the first time it is imported, so
 * without this a machine that was online for `npm install` but is offline afterwards cannot start
 * any function. Run by `npm install` (postinstall, through warm-cache.mjs) and by
 * `npm run functions:cache`. With everything cached it only reads the cache (about a second).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FUNCTIONS_DIR, DENO_DIR, REPO_DIR } from '../config.ts';
import { DENO_BIN, denoEnv, denoResolutionFlags } from './deno-process.ts';
import { buildImportMap } from './import-map.ts';

export interface WarmResult {
  ok: boolean;
  /** The functions whose imports were cached (every <name>/index.ts the router would serve). */
  functions: string[];
  ms: number;
  /** Deno's output (its error when ok is false). */
  output: string;
}

export interface WarmOptions {
  functionsDir?: string;
  cacheDir?: string;
  /** Deno is stopped past this (a registry that never answers). Default 5 minutes. */
  timeoutMs?: number;
}

/** The functions the router serves: <name>/index.ts, names not starting with '_'. */
export function functionEntries(functionsDir: string): { name: string; file: string }[] {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter(
      (d) => d.isDirectory() && !d.name.startsWith('_') && existsSync(join(functionsDir, d.name, 'index.ts')),
    )
    .map((d) => ({ name: d.name, file: join(functionsDir, d.name, 'index.ts') }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function warmFunctionsCache(opts: WarmOptions = {}): Promise<WarmResult> {
  const functionsDir = opts.functionsDir ?? DEFAULT_FUNCTIONS_DIR;
  const cacheDir = opts.cacheDir ?? DENO_DIR;
  const entries = functionEntries(functionsDir);
  const t0 = performance.now();
  if (entries.length === 0) return { ok: true, functions: [], ms: 0, output: '' };
  if (!existsSync(DENO_BIN))
    return { ok: false, functions: [], ms: 0, output: `${relative(REPO_DIR, DENO_BIN)} not found` };
  mkdirSync(cacheDir, { recursive: true });
  const mapFile = join(cacheDir, `import-map-warm-${process.pid}.json`);
  writeFileSync(mapFile, JSON.stringify(buildImportMap(functionsDir), null, 2));
  try {
    const args = ['cache', '--quiet', ...denoResolutionFlags(mapFile), ...entries.map((e) => e.file)];
    const child = spawn(DENO_BIN, args, {
      cwd: functionsDir,
      env: denoEnv(functionsDir, cacheDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    const timer = setTimeout(() => {
      output += `\nstopped after ${Math.round((opts.timeoutMs ?? 300_000) / 1000)} s`;
      child.kill('SIGKILL');
    }, opts.timeoutMs ?? 300_000);
    const code = await new Promise<number | null>((resolve) => {
      child.on('error', (e) => {
        output += String(e);
        resolve(null);
      });
      child.on('exit', (c) => resolve(c));
    });
    clearTimeout(timer);
    return {
      ok: code === 0,
      functions: entries.map((e) => e.name),
      ms: Math.round(performance.now() - t0),
      output: output.trim(),
    };
  } finally {
    rmSync(mapFile, { force: true });
  }
}

/** `npm run functions:cache` (strict: exits 1 when a dependency could not be downloaded). */
async function main(): Promise<void> {
  const r = await warmFunctionsCache();
  const where = relative(REPO_DIR, DENO_DIR);
  if (r.ok) {
    console.log(
      `functions:cache: dependencies of ${r.functions.length} edge functions cached in ${where} (${r.ms} ms)`,
    );
    return;
  }
  console.error(
    `functions:cache: could not cache the edge functions' dependencies in ${where}:\n${r.output}`,
  );
  process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
