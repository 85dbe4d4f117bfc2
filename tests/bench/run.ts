/**
 * `npm run bench`: runs every benchmark section and prints its figures next to the goals.
 * Benchmarks report; they do not fail on time (machines differ). A section may fail on correctness
 * (e.g. search results that differ from the reference): then the process exits with code 1.
 *
 * To add a section, append to SECTIONS a function returning rows (and notes) to print.
 */
import { runLocalStackBench } from '../local-stack/bench';
import { runSearchBench } from './search-bench';

interface Row {
  metric: string;
  value: string;
  goal?: string;
  /** true = goal met, false = missed, undefined = informational. */
  met?: boolean;
}

interface SectionReport {
  rows: Row[];
  notes?: string[];
  /** false when a correctness check failed. */
  correct: boolean;
}

interface Section {
  name: string;
  run: () => SectionReport | Promise<SectionReport>;
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
];

function printTable(rows: Row[]): void {
  const header: Row = { metric: 'Metric', value: 'Value', goal: 'Goal' };
  const width = (pick: (row: Row) => string) => Math.max(...[header, ...rows].map((row) => pick(row).length));
  const w = [width((r) => r.metric), width((r) => r.value), width((r) => r.goal ?? '')];
  const line = (row: Row, status: string) =>
    `  ${row.metric.padEnd(w[0] ?? 0)}  ${row.value.padStart(w[1] ?? 0)}  ${(row.goal ?? '').padEnd(w[2] ?? 0)}  ${status}`;
  console.log(line(header, 'Status'));
  console.log(`  ${'─'.repeat((w[0] ?? 0) + (w[1] ?? 0) + (w[2] ?? 0) + 14)}`);
  for (const row of rows) console.log(line(row, row.met === undefined ? '' : row.met ? '✓ met' : '✗ missed'));
}

async function main(): Promise<void> {
  let allCorrect = true;
  for (const section of SECTIONS) {
    console.log(`\n▶ ${section.name}`);
    const started = performance.now();
    const report = await section.run();
    printTable(report.rows);
    if (report.notes?.length) {
      console.log('\n  Per query (median of several repetitions, after a warm-up pass):');
      for (const note of report.notes) console.log(`    ${note}`);
    }
    console.log(`\n  (section took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    allCorrect &&= report.correct;
  }
  if (!allCorrect) {
    console.error('\n✗ A correctness check failed.');
    process.exitCode = 1;
  }
}

await main();
