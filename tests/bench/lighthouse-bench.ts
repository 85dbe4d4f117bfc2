/**
 * Lighthouse (mobile profile, simulated throttling: Lighthouse's defaults) on the production build,
 * driving Debian's Chromium through chrome-launcher. Each page runs `runs` times; every figure is the
 * median of its own runs (so a slow outlier in one metric does not pick the others).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium.ts';
import type { BenchApp } from './app-env.ts';
import { seededEventPath } from './bench-city.ts';
import { median } from './stats.ts';

export interface PageFigures {
  name: string;
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Failing audits of the accessibility, best-practices and SEO categories (any run). */
  failing: string[];
  runs: number;
  /** Lighthouse's measure of this machine's speed (median); under ~1000 the simulation overstates CPU costs. */
  benchmarkIndex: number;
  /** The Lighthouse release that measured (its audits and weights change between major versions). */
  lighthouseVersion: string;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Lhr {
  lighthouseVersion?: string;
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    { numericValue?: number; score: number | null; title: string; scoreDisplayMode: string }
  >;
}

function failingAudits(lhr: Lhr): string[] {
  const out: string[] = [];
  for (const cat of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit && audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1)
        out.push(`${cat}: ${ref.id} (${audit.title})${ref.weight === 0 ? ' [not scored]' : ''}`);
    }
  }
  return out;
}

export async function runLighthouseBench(app: BenchApp, runs = 3): Promise<PageFigures[]> {
  await app.startApp();
  const pages: Array<{ name: string; path: string }> = [
    { name: 'Home', path: '/' },
    { name: 'Event page', path: await seededEventPath(app.admin()) },
    { name: 'Landing /musica', path: '/musica' },
    { name: 'Add event', path: '/add-event' },
    { name: 'Editorial', path: '/editorial' },
    // The same pages in Basque (/eu) answer to the same goals.
    { name: 'Home in Basque', path: '/eu' },
    { name: 'Landing /eu/musica', path: '/eu/musica' },
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    // A warm-up load, so the first measured run does not pay vite preview's first-request costs.
    await lighthouse(app.pageUrl('/'), {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const out: PageFigures[] = [];
    for (const page of pages) {
      const samples: Lhr[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(app.pageUrl(page.path), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`bench: Lighthouse returned nothing for ${page.path}`);
        samples.push(result.lhr as unknown as Lhr);
      }
      const score = (cat: string) =>
        median(samples.map((l) => Math.round((l.categories[cat]?.score ?? 0) * 100)));
      const metric = (id: string) => median(samples.map((l) => l.audits[id]?.numericValue ?? Number.NaN));
      out.push({
        name: page.name,
        path: page.path,
        performance: score('performance'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        failing: [...new Set(samples.flatMap(failingAudits))],
        runs,
        benchmarkIndex: median(samples.map((l) => l.environment?.benchmarkIndex ?? Number.NaN)),
        lighthouseVersion: samples[0]?.lighthouseVersion ?? 'unknown',
      });
    }
    return out;
  } finally {
    chrome.kill();
  }
}
