/**
 * The simplicity section: how much code the front end carries and how well its borders hold, beside
 * the speed figures (a change that wins speed with machinery shows here).
 *
 * - Lines of non-test TypeScript in src/ (blank and comment lines included).
 * - Timing primitives in that code: memo(, useCallback, useMemo, setTimeout, requestIdleCallback,
 *   requestAnimationFrame.
 * - Imports from one feature into another's internals, past its public index.ts.
 * - Import cycles in src/ and supabase/functions/ (madge, as `npm run lint` runs it).
 * - Code written twice across the runtimes: pairs of a src/ file and a supabase/functions/ file
 *   sharing a run of DUPLICATE_MIN_LINES identical lines (trimmed, blank lines skipped).
 * - The README's length, and files citing documents that are not in the repository.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Row, SectionReport } from './report';

export const TIMING_PRIMITIVES = [
  'memo(',
  'useCallback',
  'useMemo',
  'setTimeout',
  'requestIdleCallback',
  'requestAnimationFrame',
] as const;
export const DUPLICATE_MIN_LINES = 20;

const GOALS = { srcLines: 17_500, timing: 80, readmeLines: 150 } as const;

/** Test code and its helpers are not the product: test/spec files, test-* helpers, fixtures, set-ups. */
const NOT_PRODUCT = /\.(test|spec)\.|\/test-|fixture|test-utils|setup/;
// \u00a7 is the section sign: written escaped so this file does not match its own pattern.
const OUTSIDE_CITATION = /file 00[01]|ARCHITECTURE \u00a7/;

export function countOccurrences(text: string, needles: readonly string[]): number {
  return needles.reduce((n, needle) => n + text.split(needle).length - 1, 0);
}

/** Imports in src/features/<own>/… of another feature's internals (`@/features/<other>/…`). */
export function deepFeatureImports(path: string, text: string): number {
  const own = /^src\/features\/([^/]+)\//.exec(path)?.[1];
  if (!own) return 0;
  return [...text.matchAll(/from '@\/features\/([a-z0-9-]+)\/[^']+'/g)].filter(([, f]) => f !== own).length;
}

/** Every run of `min` consecutive lines of the text (trimmed, blank lines skipped). */
export function lineRuns(text: string, min = DUPLICATE_MIN_LINES): Set<string> {
  const ls = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return new Set(
    ls.slice(0, Math.max(0, ls.length - min + 1)).map((_, i) => ls.slice(i, i + min).join('\n')),
  );
}

/** Whether two files' runs (lineRuns) have one in common. */
export const shareRun = (a: Set<string>, b: Set<string>) => [...b].some((run) => a.has(run));

function gitFiles(repo: string, ...patterns: string[]): string[] {
  return execFileSync('git', ['ls-files', ...patterns], { cwd: repo, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}

function importCycles(repo: string): string[][] {
  const madge = join(repo, 'node_modules', 'madge', 'bin', 'cli.js');
  const args = [
    '--circular',
    '--json',
    '--no-spinner',
    '--extensions',
    'ts,tsx',
    '--ts-config',
    'tsconfig.json',
  ];
  // madge exits with 1 when it finds a cycle; its JSON is on stdout either way.
  try {
    return JSON.parse(
      execFileSync(process.execPath, [madge, ...args, 'src', 'supabase/functions'], {
        cwd: repo,
        encoding: 'utf8',
      }),
    ) as string[][];
  } catch (e) {
    const stdout = (e as { stdout?: string }).stdout;
    if (!stdout) throw e;
    return JSON.parse(stdout) as string[][];
  }
}

/** The figures of the checkout at `repo` (its git-tracked files). */
export function runSimplicityBench(repo: string): SectionReport {
  const read = (path: string) => readFileSync(join(repo, path), 'utf8');
  const src = gitFiles(repo, 'src').filter((f) => /\.tsx?$/.test(f) && !NOT_PRODUCT.test(f));
  const texts = new Map(src.map((f) => [f, read(f)]));
  const all = [...texts.values()];
  const srcLines = all.reduce((n, t) => n + t.split('\n').length - 1, 0);
  const timing = countOccurrences(all.join('\n'), TIMING_PRIMITIVES);
  const deep = src.reduce((n, f) => n + deepFeatureImports(f, texts.get(f)!), 0);
  const cycles = importCycles(repo);
  const functions = gitFiles(repo, 'supabase/functions').filter(
    (f) => /\.tsx?$/.test(f) && !NOT_PRODUCT.test(f),
  );
  // Each file's runs once: every src/ file is compared with every function file.
  const srcRuns = new Map(src.map((f) => [f, lineRuns(texts.get(f)!)]));
  const duplicates = functions.flatMap((fn) => {
    const runs = lineRuns(read(fn));
    return src.filter((f) => shareRun(srcRuns.get(f)!, runs)).map((f) => `${f} ↔ ${fn}`);
  });
  const readmeLines = read('README.md').split('\n').length - 1;
  const citing = gitFiles(repo, 'src', 'supabase', 'tests', 'e2e').filter((f) =>
    OUTSIDE_CITATION.test(read(f)),
  );
  const rows: Row[] = [
    {
      metric: 'Lines of non-test TypeScript in src/',
      value: srcLines.toLocaleString('en'),
      goal: `≤ ${GOALS.srcLines.toLocaleString('en')}`,
      met: srcLines <= GOALS.srcLines,
    },
    {
      metric: 'Timing primitives in that code',
      value: String(timing),
      goal: `≤ ${GOALS.timing}`,
      met: timing <= GOALS.timing,
    },
    { metric: "Imports into another feature's internals", value: String(deep), goal: '0', met: deep === 0 },
    {
      metric: 'Import cycles (src/, supabase/functions/)',
      value: String(cycles.length),
      goal: '0',
      met: cycles.length === 0,
    },
    {
      metric: `Code written twice across browser and Deno (file pairs sharing ≥ ${DUPLICATE_MIN_LINES} lines)`,
      value: String(duplicates.length),
      goal: '0',
      met: duplicates.length === 0,
    },
    {
      metric: 'README lines',
      value: String(readmeLines),
      goal: `< ${GOALS.readmeLines}`,
      met: readmeLines < GOALS.readmeLines,
    },
    {
      metric: 'Files citing documents outside the repository',
      value: String(citing.length),
      goal: '0',
      met: citing.length === 0,
    },
  ];
  const notes = [
    ...cycles.map((c) => `cycle: ${c.join(' → ')}`),
    ...duplicates.map((d) => `written twice: ${d}`),
    ...citing.map((f) => `cites an outside document: ${f}`),
  ];
  return {
    rows,
    notes,
    correct: true,
    data: { srcLines, timing, deep, cycles, duplicates, readmeLines, citing },
  };
}
