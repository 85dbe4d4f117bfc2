/**
 * The environment the browser sections of `npm run bench` measure: the production build, served by
 * `vite preview`, talking to an isolated local stack (its own port and data directory, migrations
 * and seed), all started on demand and stopped at the end.
 *
 * Why a build per bench: the app's Supabase URL is baked in at build time, and the isolated stack
 * runs on a free port (54321 may be taken by `npm run dev` or the end-to-end suite), so the bench
 * builds with VITE_SUPABASE_URL=http://127.0.0.1:<that port> (process env beats .env.test) into a
 * temporary folder, leaving dist/ alone.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { CITIES } from '../../src/config/cities.ts';
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';
import { clearLarge, generateEvents, withWeeklySeries } from '../../supabase/local/seed-large.ts';
import { BENCH_CITY_ID, benchCityTowns } from './bench-city.ts';

export const REPO_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const VITE = join(REPO_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
const CLI = join(REPO_DIR, 'supabase', 'local', 'cli.ts');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => done(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function waitFor(url: string, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`bench: ${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: REPO_DIR, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`bench: ${args.join(' ')} exited ${code}\n${err.slice(-2000)}`)),
    );
  });
}

/**
 * Runs `fn` again (up to 3 tries) when the connection failed: after long browser sections a kept-alive
 * socket the stack has closed may be reused once ('fetch failed').
 */
async function withRetry<T>(fn: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (e) {
      if (attempt >= 2 || !/fetch failed|other side closed|ECONNRESET/i.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

export class BenchApp {
  readonly root = mkdtempSync(join(tmpdir(), 'agenda-bench-'));
  readonly distDir = join(this.root, 'dist');
  readonly stackLogFile = join(this.root, 'stack.log');
  readonly anonKey = DEFAULT_ANON_KEY;
  readonly serviceRoleKey = DEFAULT_SERVICE_ROLE_KEY;
  private stackPort = 0;
  private previewPort = 0;
  private stack: ChildProcess | null = null;
  private preview: ChildProcess | null = null;
  private built: Promise<void> | null = null;
  private stackUp: Promise<void> | null = null;
  private previewUp: Promise<void> | null = null;
  /** Synthetic events currently in the city's listing, 'count/series' ('0/0' = only the seed). */
  private seeded = '0/0';

  get stackUrl(): string {
    return `http://127.0.0.1:${this.stackPort}`;
  }

  /** A page of the city's site: http://bilbao.localhost:<port><path>. */
  pageUrl(path: string, cityId = BENCH_CITY_ID): string {
    return `http://${cityId}.localhost:${this.previewPort}${path}`;
  }

  private async ports(): Promise<void> {
    if (this.stackPort === 0) this.stackPort = await freePort();
    if (this.previewPort === 0) this.previewPort = await freePort();
  }

  /** `vite build --mode test` into a temporary folder, pointed at the isolated stack's port. */
  build(): Promise<void> {
    this.built ??= (async () => {
      await this.ports();
      await run(
        [VITE, 'build', '--mode', 'test', '--outDir', this.distDir, '--emptyOutDir', '--logLevel', 'warn'],
        {
          ...process.env,
          VITE_SUPABASE_URL: this.stackUrl,
        },
      );
    })();
    return this.built;
  }

  /** The local stack (PGlite, migrations + seed) as a child process with its own data directory. */
  startStack(): Promise<void> {
    this.stackUp ??= (async () => {
      await this.ports();
      this.stack = spawn(process.execPath, ['--import', 'tsx', CLI, 'start'], {
        cwd: REPO_DIR,
        env: {
          ...process.env,
          PORT: String(this.stackPort),
          SUPABASE_LOCAL_DATA_DIR: join(this.root, 'db'),
          SUPABASE_DB_URL: '',
        },
        // Its output goes to a log file, quoted when something fails (stackLog()).
        stdio: ['ignore', openSync(this.stackLogFile, 'a'), openSync(this.stackLogFile, 'a')],
      });
      await waitFor(`${this.stackUrl}/auth/v1/health`, 180_000, 'the local stack');
    })();
    return this.stackUp;
  }

  /** Build, stack and `vite preview` of the build. */
  startApp(): Promise<void> {
    this.previewUp ??= (async () => {
      await Promise.all([this.build(), this.startStack()]);
      this.preview = spawn(
        process.execPath,
        [
          VITE,
          'preview',
          '--mode',
          'test',
          '--outDir',
          this.distDir,
          '--host',
          '127.0.0.1',
          '--port',
          String(this.previewPort),
          '--strictPort',
        ],
        // The served pages read the API as in production (edge/handle-request.ts): the same stack.
        { cwd: REPO_DIR, env: { ...process.env, VITE_SUPABASE_URL: this.stackUrl }, stdio: 'ignore' },
      );
      await waitFor(`http://127.0.0.1:${this.previewPort}/`, 60_000, 'vite preview');
    })();
    return this.previewUp;
  }

  /** The end of the stack's output, and whether it is still running (for error messages). */
  stackLog(lines = 20): string {
    let text = '';
    try {
      text = readFileSync(this.stackLogFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      text = '(no log)';
    }
    const state = this.stack
      ? this.stack.exitCode === null
        ? 'running'
        : `exited ${this.stack.exitCode}`
      : 'not started';
    return `local stack ${state}; last output:\n${text}`;
  }

  admin(): SupabaseClient {
    return createClient(this.stackUrl, this.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
    });
  }

  /**
   * Replaces the synthetic events with `count` events, all in the bench city's listing (seed:large's
   * generator, which spreads events evenly over the six cities, asked for six times as many and
   * filtered to the city's town set). Tagged 'seed-large' like `npm run seed:large`.
   * `series` of them (spread evenly) become weekly series for a year, the rest unchanged: the same
   * events with and without series, for the series comparison.
   */
  async seedCityEvents(count: number, opts: { series?: number } = {}): Promise<void> {
    await this.startStack();
    const series = opts.series ?? 0;
    const key = `${count}/${series}`;
    if (this.seeded === key) return;
    const conn = { url: this.stackUrl, serviceRoleKey: this.serviceRoleKey };
    await withRetry(() => clearLarge(conn));
    const towns = new Set(benchCityTowns());
    const city = generateEvents(count * CITIES.length + CITIES.length * 10)
      .filter((e) => towns.has(e.town))
      .slice(0, count);
    const rows = series > 0 ? withWeeklySeries(city, series) : city;
    const admin = this.admin();
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      await withRetry(async (attempt) => {
        const { error } = await admin.from('events').insert(batch);
        // A retried batch that had reached the database before the connection dropped is in already.
        if (error && !(attempt > 0 && /duplicate key/i.test(error.message)))
          throw new Error(`bench: seeding failed: ${error.message}\n${this.stackLog()}`);
      });
    }
    this.seeded = key;
  }

  async stop(): Promise<void> {
    await Promise.all([stopChild(this.preview), stopChild(this.stack)]);
    rmSync(this.root, { recursive: true, force: true });
  }
}
