import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DENO_DIR, REPO_DIR } from '../config.ts';
import { buildImportMap } from './import-map.ts';

const ROUTER = fileURLToPath(new URL('./router.js', import.meta.url));
export const DENO_BIN = join(REPO_DIR, 'node_modules', '.bin', 'deno');

/**
 * How the stack's Deno resolves imports: no deno.json of its own, npm packages from the global
 * cache in DENO_DIR, bare specifiers through the per-function import map. warm-cache.ts downloads
 * with the same flags, so what it caches is what the router loads.
 */
export const denoResolutionFlags = (importMapFile: string): string[] => [
  '--no-config',
  '--node-modules-dir=none',
  `--import-map=${importMapFile}`,
];

/** Reads supabase/functions/.env (KEY=VALUE lines, # comments, optional quotes). */
export function readDotEnv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (!m?.[1]) continue;
    let v = m[2] ?? '';
    if (/^(['"]).*\1$/.test(v)) v = v.slice(1, -1);
    else v = v.replace(/\s+#.*$/, '');
    out[m[1]] = v;
  }
  return out;
}

const PASS_THROUGH =
  /^(PATH|HOME|TMPDIR|TEMP|LANG|TZ|SSL_CERT_FILE|SSL_CERT_DIR|NODE_EXTRA_CA_CERTS|NPM_CONFIG_REGISTRY|npm_config_registry|DENO_CERT|DENO_TLS_CA_STORE|HTTPS?_PROXY|https?_proxy|NO_PROXY|no_proxy)$/;

/** The environment Deno runs with: proxies, CA and registry settings, the functions' .env. */
export function denoEnv(functionsDir: string, cacheDir: string): Record<string, string> {
  const base: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && PASS_THROUGH.test(k)) base[k] = v;
  return {
    ...base,
    ...readDotEnv(join(functionsDir, '.env')),
    DENO_DIR: cacheDir,
    DENO_NO_UPDATE_CHECK: '1',
    // Trust the machine's CA store too (TLS-intercepting proxies, private registries).
    DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla',
    NO_COLOR: '1',
  };
}

/**
 * One warm Deno process for all functions, started on the first call (stack start stays fast) and
 * restarted when the set of functions or their deno.json files change.
 */
export class DenoRuntime {
  private child: ChildProcess | null = null;
  private port: Promise<number> | null = null;
  private signature = '';

  constructor(
    private readonly functionsDir: string,
    private readonly env: () => Record<string, string>,
    private readonly log: (m: string) => void,
    private readonly cacheDir: string = DENO_DIR,
  ) {}

  /** The loopback port of the router, starting Deno if needed. */
  async ensure(): Promise<number> {
    const map = buildImportMap(this.functionsDir);
    const sig = JSON.stringify(map);
    if (this.port && sig !== this.signature) await this.stop();
    if (!this.port) {
      this.signature = sig;
      this.port = this.spawn(JSON.stringify(map, null, 2));
      this.port.catch(() => {
        this.port = null;
      });
    }
    return this.port;
  }

  private spawn(importMap: string): Promise<number> {
    mkdirSync(this.cacheDir, { recursive: true });
    const mapFile = join(
      this.cacheDir,
      `import-map-${process.pid}-${Math.random().toString(36).slice(2, 8)}.json`,
    );
    writeFileSync(mapFile, importMap);
    const env = {
      ...denoEnv(this.functionsDir, this.cacheDir),
      ...this.env(),
      DENO_DIR: this.cacheDir,
      LOCAL_FUNCTIONS_DIR: this.functionsDir,
    };
    const args = ['run', '--allow-all', '--no-prompt', ...denoResolutionFlags(mapFile), ROUTER];
    const child = spawn(DENO_BIN, args, {
      cwd: existsSync(this.functionsDir) ? this.functionsDir : REPO_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    return new Promise<number>((resolve, reject) => {
      let ready = false;
      const timer = setTimeout(() => {
        if (!ready) {
          child.kill('SIGKILL');
          reject(new Error('Deno did not start within 60 s'));
        }
      }, 60_000);
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const m = /^LOCAL_FUNCTIONS_LISTENING (\d+)$/.exec(line);
        if (m?.[1] && !ready) {
          ready = true;
          clearTimeout(timer);
          resolve(Number(m[1]));
        } else this.log(`[functions] ${line}`);
      });
      createInterface({ input: child.stderr! }).on('line', (line) => {
        // Deno's notice about request.signal semantics is noise for every project.
        if (!line.includes('legacy-abort') && !line.includes('request.signal aborts'))
          this.log(`[functions] ${line}`);
      });
      child.on('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        rmSync(mapFile, { force: true });
        if (this.child === child) {
          this.child = null;
          this.port = null;
        }
        if (!ready) reject(new Error(`Deno exited with code ${code} before listening`));
      });
    });
  }

  async stop(): Promise<void> {
    const c = this.child;
    this.child = null;
    this.port = null;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        c.kill('SIGKILL');
        resolve();
      }, 2000);
      c.once('exit', () => {
        clearTimeout(t);
        resolve();
      });
      c.kill('SIGTERM');
    });
  }
}
