/**
 * What each page downloads, compressed as a static host would serve it (gzip level 9 and brotli
 * quality 11 of node:zlib, i.e. pre-compressed assets).
 *
 * Two methods, both reported:
 *  - "before interactive" (the goal's figure): read dist/.vite/manifest.json (build.manifest) and take
 *    the entry (index.html), the stages it imports dynamically to start the app (src/main.tsx: React
 *    DOM, then src/start.tsx) and the route's lazy chunk (src/app/routes/<route>.tsx), each with all
 *    its static imports, recursively, and their CSS. That is what the browser must fetch and run
 *    before the route renders; dynamic imports started later (a dialog, the city's editorial data)
 *    are not in it.
 *  - "all on load": every script and stylesheet Chromium actually requested, recorded with Playwright
 *    (mobile viewport) until the network went idle; this includes the dynamic imports of the first render.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium.ts';
import type { BenchApp } from './app-env.ts';

export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBundle {
  name: string;
  path: string;
  route: string;
  js: Sizes;
  css: Sizes;
  /** Recorded in the browser (null when the app was not started for this run). */
  loaded: { js: Sizes; css: Sizes } | null;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The routes the bench measures and the lazy route module each one renders (src/app/router.tsx). */
export const BUNDLE_ROUTES = [
  { name: 'Home', path: '/', route: 'src/app/routes/home.tsx' },
  { name: 'Event page', path: '/event/…', route: 'src/app/routes/event.tsx' },
  { name: 'Landing /musica', path: '/musica', route: 'src/app/routes/landing.tsx' },
  { name: 'Add event', path: '/add-event', route: 'src/app/routes/add-event.tsx' },
  { name: 'Editorial', path: '/editorial', route: 'src/app/routes/editorial.tsx' },
] as const;

const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number }>();

function compressedSize(distDir: string, file: string): { raw: number; gzip: number; brotli: number } {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const buf = readFileSync(join(distDir, file));
  const out = {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
    }).length,
  };
  sizeCache.set(file, out);
  return out;
}

function total(distDir: string, files: Iterable<string>): Sizes {
  const sizes: Sizes = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = compressedSize(distDir, f);
    sizes.files += 1;
    sizes.raw += s.raw;
    sizes.gzip += s.gzip;
    sizes.brotli += s.brotli;
  }
  return sizes;
}

/** The chunk's file and those of all its static imports, recursively, plus their CSS. */
export function staticClosure(
  manifest: Manifest,
  keys: readonly string[],
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bench: ${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return { js, css };
}

async function recordLoads(
  app: BenchApp,
  paths: string[],
): Promise<Array<{ js: Set<string>; css: Set<string> }>> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const out: Array<{ js: Set<string>; css: Set<string> }> = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const js = new Set<string>();
      const css = new Set<string>();
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (!url.pathname.startsWith('/assets/')) return;
        const file = url.pathname.slice(1);
        if (file.endsWith('.js')) js.add(file);
        else if (file.endsWith('.css')) css.add(file);
      });
      await page.goto(app.pageUrl(path), { waitUntil: 'networkidle' });
      out.push({ js, css });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

/**
 * `eventPath`: the seeded event's page, recorded in the browser. With `record` false only the
 * manifest method runs (no stack, no preview needed).
 */
export async function runBundleBench(
  app: BenchApp,
  opts: { eventPath?: string; record: boolean },
): Promise<RouteBundle[]> {
  await app.build();
  const manifest = JSON.parse(readFileSync(join(app.distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('bench: no entry in the build manifest');
  // The entry's dynamic imports are the start's stages (src/main.tsx), not later loads.
  const start = [entry, ...(manifest[entry]?.dynamicImports ?? [])];
  const paths = BUNDLE_ROUTES.map((r) => (r.path === '/event/…' ? (opts.eventPath ?? '') : r.path));
  const recorded = opts.record ? await recordLoads(app, paths) : null;
  return BUNDLE_ROUTES.map((r, i) => {
    const closure = staticClosure(manifest, [...start, r.route]);
    const rec = recorded?.[i];
    return {
      name: r.name,
      path: paths[i] ?? r.path,
      route: r.route,
      js: total(app.distDir, closure.js),
      css: total(app.distDir, closure.css),
      loaded: rec ? { js: total(app.distDir, rec.js), css: total(app.distDir, rec.css) } : null,
    };
  });
}
