/**
 * `npm run bench`: runs the benchmark sections, prints each one's figures next to the goals, and
 * writes the report (bench/results/latest.md and .json, a dated copy, docs/performance.md's "## Benchmarks").
 * Benchmarks report; they do not fail on time (machines differ). A section may fail on correctness
 * (e.g. search results that differ from the reference): then the process exits with code 1.
 *
 *   npm run bench                               # everything (~10–15 min on 2 cores)
 *   npm run bench -- --only search,lighthouse   # some sections; the others keep their last figures
 *
 * The browser sections share one environment (tests/bench/app-env.ts): `vite build --mode test` into
 * a temporary folder with VITE_SUPABASE_URL pointing at an isolated local stack on a free port, that
 * stack (migrations + seed, own data directory), and `vite preview` of the build; all stopped at the end.
 * Lighthouse runs on the seed alone; interaction, data and series then add synthetic events
 * (seed:large's generator) to the bench city, so the section order matters and is fixed here.
 *
 * To add a section, append to SECTIONS a function returning rows (and tables, notes) to print.
 */
import { cpus, loadavg } from 'node:os';
import { runLocalStackBench } from '../local-stack/bench';
import { bundleReport, dataReport, interactionReport, lighthouseReport, seriesReport } from './app-sections';
import { BenchApp, REPO_DIR } from './app-env';
import { seededEventPath } from './bench-city';
import { runBundleBench } from './bundle-bench';
import { runDataBench } from './data-bench';
import { importReport, runImportBench } from './import-bench';
import { runInteractionBench } from './interaction-bench';
import { runLighthouseBench } from './lighthouse-bench';
import { mergeSections, printSection, readPrevious, writeReports } from './report';
import type { BenchReport, Row, SectionReport, SectionResult } from './report';
import { runSearchBench } from './search-bench';
import { runSeriesBench } from './series-bench';
import { runSimplicityBench } from './simplicity-bench';

interface Context {
  /** Started on first use by the sections that need the built app or the isolated stack. */
  app: () => BenchApp;
  /** A seeded event's page (taken before any synthetic event is added). */
  eventPath: () => Promise<string>;
}

interface Section {
  id: string;
  name: string;
  run: (ctx: Context) => SectionReport | Promise<SectionReport>;
}

const ms = (value: number): string => `${value.toFixed(3)} ms`;
const times = (value: number): string => `${value.toFixed(0)}×`;

/** Goals of the search section (they are not product constants, hence here). */
const SEARCH_GOAL_MEDIAN_MS = 2;
const SEARCH_GOAL_FUSE_RATIO = 20;

/** Goals of the local-stack section (issue: REST ≤ 1.5× direct SQL, realtime ≤ 50 ms, cold start ≤ 3 s). */
const REST_GOAL_RATIO = 1.5;
const REALTIME_GOAL_MS = 50;
const COLD_START_GOAL_MS = 3000;

const SECTIONS: Section[] = [
  {
    id: 'lighthouse',
    name: 'Lighthouse (production build, local stack with its seed)',
    run: async (ctx) => lighthouseReport(await runLighthouseBench(ctx.app())),
  },
  {
    id: 'bundle',
    name: 'Bundle: JS and CSS per page',
    run: async (ctx) => {
      const app = ctx.app();
      await app.startApp();
      return bundleReport(await runBundleBench(app, { eventPath: await ctx.eventPath(), record: true }));
    },
  },
  {
    id: 'interaction',
    name: 'Interaction: search keystroke and filter click (5,000 events)',
    run: async (ctx) =>
      interactionReport(await runInteractionBench(ctx.app(), { events: 5000, rates: [1, 4] })),
  },
  {
    id: 'data',
    name: 'Data: the city listing with 1,000 and 10,000 events',
    run: async (ctx) => dataReport(await runDataBench(ctx.app(), [1000, 10_000])),
  },
  {
    id: 'series',
    name: 'Series: the listing with 5,000 events, without and with 500 weekly series for a year',
    run: async (ctx) => seriesReport(await runSeriesBench(ctx.app())),
  },
  {
    id: 'search',
    name: "Search (5,000 events, 20 typo'd queries)",
    run: () => {
      const r = runSearchBench();
      const rows: Row[] = [
        {
          metric: 'Median per query (project index)',
          value: ms(r.ours),
          goal: `≤ ${SEARCH_GOAL_MEDIAN_MS} ms`,
          met: r.ours <= SEARCH_GOAL_MEDIAN_MS,
        },
        { metric: 'Median per query (Fuse.js, default options)', value: ms(r.fuse) },
        { metric: 'Median per query (naive Levenshtein scan)', value: ms(r.naive) },
        {
          metric: 'Speed-up over Fuse.js',
          value: times(r.fuseRatio),
          goal: `≥ ${SEARCH_GOAL_FUSE_RATIO}×`,
          met: r.fuseRatio >= SEARCH_GOAL_FUSE_RATIO,
        },
        { metric: 'Speed-up over the naive scan', value: times(r.naiveRatio) },
        {
          metric: 'Same results as the naive scan',
          value: r.exact
            ? `yes, ${r.perQuery.length}/${r.perQuery.length}`
            : `NO (${r.perQuery.filter((q) => !q.exact).length} differ)`,
          goal: 'exact',
          met: r.exact,
        },
        { metric: 'Index build (once, not timed per query)', value: ms(r.indexBuildMs) },
        { metric: 'Vocabulary (distinct words)', value: String(r.vocabularySize) },
      ];
      const notes = r.perQuery.map(
        (q) =>
          `${q.exact ? '✓' : '✗'} ${q.query.padEnd(24)} ours ${ms(q.oursMs).padStart(10)}  fuse ${ms(q.fuseMs).padStart(11)}  ` +
          `naive ${ms(q.naiveMs).padStart(10)}  matches ${String(q.matchCount).padStart(4)} (fuse ${q.fuseCount})`,
      );
      return { rows, notes, correct: r.exact };
    },
  },
  {
    id: 'stack',
    name: 'Local Supabase-compatible stack (PGlite)',
    run: async () => {
      const r = await runLocalStackBench();
      const ratio = r.restSelect1000.apiMedianMs / r.restSelect1000.sqlMedianMs;
      const rows: Row[] = [
        {
          metric: `REST select of ${r.restSelect1000.rows} events (town in …, by start_date)`,
          value: ms(r.restSelect1000.apiMedianMs),
        },
        { metric: 'Same SQL run directly on the database', value: ms(r.restSelect1000.sqlMedianMs) },
        {
          metric: 'REST time / direct SQL time',
          value: `${ratio.toFixed(2)}×`,
          goal: `≤ ${REST_GOAL_RATIO}×`,
          met: ratio <= REST_GOAL_RATIO,
        },
        {
          metric: 'Realtime: committed insert → callback (median)',
          value: ms(r.realtimeInsertToCallback.medianMs),
          goal: `≤ ${REALTIME_GOAL_MS} ms`,
          met: r.realtimeInsertToCallback.medianMs <= REALTIME_GOAL_MS,
        },
        { metric: 'Realtime p95', value: ms(r.realtimeInsertToCallback.p95Ms) },
        {
          metric: 'Cold start of supabase:local on an existing database',
          value: ms(r.cliColdStartMs),
          goal: `≤ ${COLD_START_GOAL_MS} ms`,
          met: r.cliColdStartMs <= COLD_START_GOAL_MS,
        },
      ];
      return { rows, correct: true };
    },
  },
  {
    id: 'import',
    name: 'Import: a 20,000-item Kulturklik listing into a fresh local stack, then the same file again',
    run: async () => importReport(await runImportBench(20_000)),
  },
  {
    id: 'simplicity',
    name: 'Simplicity: code size, timing machinery and borders of the front end',
    run: () => runSimplicityBench(REPO_DIR),
  },
];

/** `--only a,b` (or `--only=a,b`): the chosen section ids; all when absent. */
function selectedSections(argv: readonly string[]): Section[] {
  const i = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (i < 0) return SECTIONS;
  const arg = argv[i] ?? '';
  const list = (arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[i + 1] ?? ''))
    .split(',')
    .map((s) => s.trim());
  const unknown = list.filter((id) => !SECTIONS.some((s) => s.id === id));
  if (unknown.length > 0 || list.length === 0 || list[0] === '')
    throw new Error(
      `unknown section(s) ${unknown.join(', ')}; choose among: ${SECTIONS.map((s) => s.id).join(', ')}`,
    );
  return SECTIONS.filter((s) => list.includes(s.id));
}

async function main(): Promise<void> {
  const chosen = selectedSections(process.argv.slice(2));
  let app: BenchApp | null = null;
  let eventPath: Promise<string> | null = null;
  const ctx: Context = {
    app: () => (app ??= new BenchApp()),
    eventPath: () =>
      (eventPath ??= (async () => {
        const a = ctx.app();
        await a.startStack();
        return seededEventPath(a.admin());
      })()),
  };
  const stopApp = async () => {
    const a = app;
    app = null;
    if (a) await a.stop();
  };
  const onSignal = () => void stopApp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const machine = (): BenchReport['machine'] => ({
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    // Other work on the machine slows every browser figure down; the load says how busy it was.
    loadAverage: loadavg(),
  });
  const started = performance.now();
  const results: SectionResult[] = [];
  let allCorrect = true;
  try {
    // The seeded event's page is read before interaction/data add synthetic events.
    if (chosen.some((s) => s.id === 'lighthouse' || s.id === 'bundle')) await ctx.eventPath();
    for (const section of chosen) {
      console.log(`\n▶ ${section.name}`);
      const t = performance.now();
      let report: SectionReport;
      try {
        report = await section.run(ctx);
      } catch (e) {
        // One broken section must not lose the others' figures: it is reported as failed.
        const message = e instanceof Error ? e.message : String(e);
        console.error(`  ✗ ${section.id} failed: ${message}`);
        report = {
          rows: [{ metric: 'Section failed', value: message.split('\n')[0] ?? message }],
          notes: message.split('\n'),
          correct: false,
        };
      }
      const seconds = (performance.now() - t) / 1000;
      printSection(report);
      console.log(`\n  (section took ${seconds.toFixed(1)} s)`);
      results.push({
        ...report,
        id: section.id,
        name: section.name,
        ranAt: new Date().toISOString(),
        seconds,
        machine: machine(),
      });
      allCorrect &&= report.correct;
    }
  } finally {
    await stopApp();
  }

  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    machine: machine(),
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    sections: mergeSections(
      readPrevious(REPO_DIR),
      results,
      SECTIONS.map((s) => s.id),
    ),
  };
  const dir = writeReports(REPO_DIR, report);
  console.log(`\nReport: ${dir}/latest.md (and .json); docs/performance.md "## Benchmarks" updated.`);
  console.log(`Total ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  if (!allCorrect) {
    console.error('\n✗ A correctness check failed.');
    process.exitCode = 1;
  }
}

await main();
