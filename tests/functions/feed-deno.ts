/**
 * Deno tools for the feed tests: the independent parsers (ical.js, fast-xml-parser) are npm packages
 * that Deno fetches itself (the app does not depend on them), so the parsing happens in Deno:
 * supabase/functions/tests/*_test.ts (builder tests) and supabase/functions/tests/parse_feed.ts (reads
 * a feed the running stack served and prints JSON). Run outside the repo's package.json, with the
 * local stack's Deno cache.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DENO_DIR } from '../../supabase/local/config.ts';
import { DENO_BIN, REPO_DIR } from './run-deno-tests.ts';

export const FEED_TESTS_DIR = join(REPO_DIR, 'supabase', 'functions', 'tests');
const BASE_FLAGS = ['--no-config', '--node-modules-dir=none', '--no-lock'];

export interface DenoRun {
  status: number;
  stdout: string;
  stderr: string;
}

export function deno(args: string[]): DenoRun {
  const r = spawnSync(DENO_BIN, args, {
    cwd: REPO_DIR,
    env: {
      ...process.env,
      DENO_DIR,
      NO_COLOR: '1',
      DENO_NO_UPDATE_CHECK: '1',
      DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla',
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    status: r.status ?? 1,
    stdout: r.stdout ?? '',
    stderr: `${r.stderr ?? ''}${r.error ? String(r.error) : ''}`,
  };
}

/** `deno test` over supabase/functions/tests/ (the ICS and RSS builders read back by the parsers). */
export function runFeedParserTests(): DenoRun {
  return deno(['test', ...BASE_FLAGS, '--allow-env', FEED_TESTS_DIR]);
}

/** What ical.js (kind 'ics') or fast-xml-parser (kind 'rss') reads in a feed body. */
export function parseFeed<T = Record<string, unknown>>(kind: 'ics' | 'rss', body: string): T {
  const dir = mkdtempSync(join(tmpdir(), 'agenda-feed-'));
  try {
    const file = join(dir, `feed.${kind}`);
    writeFileSync(file, body);
    const r = deno([
      'run',
      ...BASE_FLAGS,
      `--allow-read=${dir}`,
      join(FEED_TESTS_DIR, 'parse_feed.ts'),
      kind,
      file,
    ]);
    if (r.status !== 0) throw new Error(`parse_feed.ts failed (${r.status}): ${r.stderr.slice(-2000)}`);
    return JSON.parse(r.stdout) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
