// @vitest-environment node
import './node-env.ts';
import { describe, expect, it } from 'vitest';
import { runDenoTests } from './run-deno-tests.ts';

describe('edge functions: Deno unit tests (supabase/functions/_shared/*_test.ts)', () => {
  it('pass', { timeout: 180_000 }, () => {
    const run = runDenoTests();
    const summary = /(ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/.exec(run.output);
    expect(run.status, run.output.slice(-4000)).toBe(0);
    expect(summary, run.output.slice(-2000)).not.toBeNull();
    // validation (the corpus of ≥ 50 malformed submissions), sanitiser, points, site, e-mails, http helpers.
    expect(Number(summary![2])).toBeGreaterThan(150);
    expect(Number(summary![3])).toBe(0);
  });
});
