/**
 * The bench report: printed to the console, written as Markdown and JSON under bench/results/
 * (latest.* plus a dated copy) and summarised in docs/performance.md's "## Benchmarks" section.
 * A run of some sections (--only) keeps the other sections of the previous latest.json, each with
 * the date it was measured.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Row {
  metric: string;
  value: string;
  goal?: string;
  /** true = goal met, false = missed, undefined = informational. */
  met?: boolean;
}

/** A side-by-side table (e.g. one line per page, one column per figure). */
export interface Table {
  title: string;
  headers: string[];
  rows: string[][];
}

export interface SectionReport {
  rows: Row[];
  tables?: Table[];
  notes?: string[];
  /** false when a correctness check failed. */
  correct: boolean;
  /** The raw figures, kept in the JSON. */
  data?: unknown;
}

export interface SectionResult extends SectionReport {
  id: string;
  name: string;
  ranAt: string;
  seconds: number;
  /**
   * Where it was measured. A run of some sections keeps the others' figures from earlier runs,
   * possibly on another machine, so each section keeps its own (older reports: the report's).
   */
  machine?: Machine;
}

export interface Machine {
  cpus: number;
  cpuModel: string;
  node: string;
  platform: string;
  loadAverage?: number[];
}

export interface BenchReport {
  generatedAt: string;
  machine: Machine;
  command: string;
  sections: SectionResult[];
}

export const status = (met: boolean | undefined): string =>
  met === undefined ? '' : met ? '✓ met' : '✗ missed';

function printGrid(headers: string[], rows: string[][], indent = '  '): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    indent +
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(headers));
  console.log(indent + '─'.repeat(widths.reduce((a, b) => a + b + 2, -2)));
  for (const r of rows) console.log(line(r));
}

export function printSection(s: SectionReport): void {
  for (const t of s.tables ?? []) {
    console.log(`  ${t.title}`);
    printGrid(t.headers, t.rows);
    console.log('');
  }
  if (s.rows.length > 0)
    printGrid(
      ['Metric', 'Value', 'Goal', 'Status'],
      s.rows.map((r) => [r.metric, r.value, r.goal ?? '', status(r.met)]),
    );
  if (s.notes?.length) {
    console.log('');
    for (const n of s.notes) console.log(`    ${n}`);
  }
}

const esc = (cell: string) => cell.replace(/\|/g, '\\|');

function mdTable(headers: string[], rows: string[][]): string {
  const align = headers.map((_, i) => (i === 0 ? ':--' : '--:'));
  return [headers, align, ...rows].map((r) => `| ${r.map(esc).join(' | ')} |`).join('\n');
}

function mdRows(rows: Row[]): string {
  return mdTable(
    ['Metric', 'Value', 'Goal', 'Status'],
    rows.map((r) => [r.metric, r.value, r.goal ?? '', status(r.met)]),
  );
}

function describeMachine(m: Machine): string {
  const load = m.loadAverage
    ? `, load average ${m.loadAverage.map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min, at the end)`
    : '';
  return `${m.cpus} × ${m.cpuModel}, Node ${m.node}, ${m.platform}${load}`;
}

/**
 * The report's machine, or, when the sections were measured on different machines (a run of some
 * sections on another host), each machine with its sections: figures from different machines are
 * not to be compared with one another.
 */
function machineLine(r: BenchReport): string {
  const hosts = new Map<string, string[]>();
  for (const s of r.sections) {
    const m = s.machine ?? r.machine;
    const key = `${m.cpus} × ${m.cpuModel}, Node ${m.node}, ${m.platform}`;
    hosts.set(key, [...(hosts.get(key) ?? []), s.id]);
  }
  if (hosts.size <= 1) return describeMachine(r.machine);
  return `several machines: ${[...hosts].map(([m, ids]) => `${m} (${ids.join(', ')})`).join('; ')}; this run's load average ${(r.machine.loadAverage ?? []).map((l) => l.toFixed(1)).join(' / ')}`;
}

export function toMarkdown(r: BenchReport): string {
  const out = [
    '# Bench report',
    '',
    `Generated ${r.generatedAt} by \`${r.command}\` on ${machineLine(r)}.`,
    'Benchmarks report; they do not fail on time (machines differ). Each section says when it was measured.',
    '',
  ];
  for (const s of r.sections) {
    out.push(
      `## ${s.name}`,
      '',
      `_Measured ${s.ranAt} (${s.seconds.toFixed(0)} s) on ${describeMachine(s.machine ?? r.machine)}._`,
      '',
    );
    for (const t of s.tables ?? []) out.push(`**${t.title}**`, '', mdTable(t.headers, t.rows), '');
    if (s.rows.length > 0) out.push(mdRows(s.rows), '');
    if (s.notes?.length)
      out.push(
        '<details><summary>Notes</summary>',
        '',
        ...s.notes.map((n) => `- ${n}`),
        '',
        '</details>',
        '',
      );
  }
  return out.join('\n');
}

/** docs/performance.md's section: every goal row of every section, plus the side-by-side tables. */
export function benchmarksSection(r: BenchReport): string {
  const goals = r.sections.flatMap((s) =>
    s.rows.filter((row) => row.goal).map((row) => ({ ...row, section: s.name })),
  );
  const out = [
    '## Benchmarks',
    '',
    `Latest \`npm run bench\` (${r.generatedAt.slice(0, 10)}, ${machineLine(r)}); full report with notes: ` +
      '[bench/results/latest.md](../bench/results/latest.md) (JSON: `latest.json`, dated copies beside them). ' +
      `Run a part with \`npm run bench -- --only lighthouse,bundle\` (sections: ${r.sections.map((s) => s.id).join(', ')}).`,
    '',
    'How it runs: `vite build --mode test` into a temporary folder with `VITE_SUPABASE_URL` pointing at an isolated ' +
      'local stack (its own free port and data directory, migrations + seed), `vite preview` of that build, then ' +
      'the sections, then everything is stopped. Pages are loaded on `http://bilbao.localhost:<port>`. Lighthouse ' +
      'runs on the seed alone; the interaction (5,000) and data (1,000 / 10,000) sections add synthetic events to ' +
      "Bilbao's listing with seed:large's generator; the series section lists the same 5,000 twice, without and " +
      'with 500 of them weekly series for a year, goal: every step with series within 1.2× of it without. ' +
      'The import section starts a stack of its own (in-memory PGlite, migrations + seed) and imports a ' +
      "synthetic 20,000-item Kulturklik listing with the CLI's run in a process of its own, then the same file " +
      'again: goal, nothing written and ≤ 10 s. ' +
      "Keystrokes are typed on a desktop screen (the hero's box, then " +
      "the filter panel's with the listing in view) and on a phone's (Lighthouse's mobile device: the hero's box, " +
      "then the filter sheet's over the listing); the keystroke goal is read on the phone at 4× CPU, the slower of " +
      "its two boxes. Each keystroke starts from a quiet page (after the previous one's favourite-count request " +
      'and URL write); the same words typed in the hero with 150 ms pauses, where that work can land in a sample, ' +
      'are a second desktop figure. ' +
      'Figures depend on the machine and on what else runs on it ' +
      "(see the load average and Lighthouse's benchmarkIndex in the report); goals are targets, not tests.",
    '',
  ];
  for (const s of r.sections)
    for (const t of s.tables ?? []) out.push(`**${t.title}**`, '', mdTable(t.headers, t.rows), '');
  out.push(
    '**Goals**',
    '',
    mdTable(
      ['Section', 'Metric', 'Value', 'Goal', 'Status'],
      goals.map((g) => [g.section, g.metric, g.value, g.goal ?? '', status(g.met)]),
    ),
    '',
  );
  return out.join('\n');
}

/** Replaces a Markdown file's "## Benchmarks" section (up to the next "## " heading), or appends it. */
export function replaceBenchmarksSection(doc: string, section: string): string {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.trim() === '## Benchmarks');
  if (start < 0) return `${doc.replace(/\n*$/, '')}\n\n${section.replace(/\n*$/, '')}\n`;
  let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  if (end < 0) end = lines.length;
  const before = lines.slice(0, start).join('\n');
  const after = lines.slice(end).join('\n');
  return `${before}\n${section.replace(/\n*$/, '')}\n${after ? `\n${after}` : ''}`.replace(/\n*$/, '\n');
}

/** Merges the new sections into the previous latest.json (same order as `order`). */
export function mergeSections(
  previous: SectionResult[],
  fresh: SectionResult[],
  order: string[],
): SectionResult[] {
  const byId = new Map(previous.map((s) => [s.id, s]));
  for (const s of fresh) byId.set(s.id, s);
  return order.flatMap((id) => {
    const s = byId.get(id);
    return s ? [s] : [];
  });
}

export function writeReports(repoDir: string, report: BenchReport): string {
  const dir = join(repoDir, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const md = toMarkdown(report);
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const day = report.generatedAt.slice(0, 10);
  writeFileSync(join(dir, 'latest.md'), md);
  writeFileSync(join(dir, 'latest.json'), json);
  writeFileSync(join(dir, `${day}.md`), md);
  writeFileSync(join(dir, `${day}.json`), json);
  // The figures live in docs/performance.md, after its hand-written speed notes; README links to it.
  const docPath = join(repoDir, 'docs', 'performance.md');
  mkdirSync(join(repoDir, 'docs'), { recursive: true });
  const doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Performance\n';
  writeFileSync(docPath, replaceBenchmarksSection(doc, benchmarksSection(report)));
  return dir;
}

export function readPrevious(repoDir: string): SectionResult[] {
  const path = join(repoDir, 'bench', 'results', 'latest.json');
  if (!existsSync(path)) return [];
  try {
    const previous = JSON.parse(readFileSync(path, 'utf8')) as BenchReport;
    // Sections written before each kept its machine were measured on the report's.
    return (previous.sections ?? []).map((s) => ({ ...s, machine: s.machine ?? previous.machine }));
  } catch {
    return [];
  }
}
