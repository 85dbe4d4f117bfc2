// @vitest-environment node
/**
 * submit-event checks each value against the events table's limits as it will be stored
 * (EVENT_COLUMN_LIMITS in _shared/validation.ts), so that whatever it accepts, review_submission()
 * can insert. This reads the limits back from the migrations, so a migration that changes one, or adds
 * one on a column the approval fills, fails here until the validator follows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_COLUMN_LIMITS } from '../../supabase/functions/_shared/validation.ts';
import { REPO_DIR } from './run-deno-tests.ts';

const MIGRATIONS_DIR = join(REPO_DIR, 'supabase', 'migrations');
const migrations = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(join(MIGRATIONS_DIR, f), 'utf8'));

/** Each events constraint's limit per column: char_length(…) <= n, between … and n, cardinality(…) <= n. */
function eventColumnLimits(): Map<string, number> {
  const limits = new Map<string, number>();
  const keep = (column: string, n: number) =>
    limits.set(column, Math.min(n, limits.get(column) ?? Number.POSITIVE_INFINITY));
  for (const sql of migrations) {
    for (const m of sql.matchAll(/constraint\s+events_\w+\s+check\s*\((.*)\)\s*[,;]?\s*$/gim)) {
      const body = m[1]!;
      for (const c of body.matchAll(
        /char_length\((?:btrim\()?(\w+)\)?\)\s*(?:<=\s*(\d+)|between\s+\d+\s+and\s+(\d+))/gi,
      ))
        keep(c[1]!, Number(c[2] ?? c[3]));
      for (const c of body.matchAll(/cardinality\((\w+)\)\s*<=\s*(\d+)/gi)) keep(c[1]!, Number(c[2]));
    }
  }
  return limits;
}

/** The columns the latest public.review_submission() inserts into public.events. */
function approvedColumns(): string[] {
  const CREATE = 'create or replace function public.review_submission(';
  const last = migrations.filter((sql) => sql.includes(CREATE)).at(-1)!;
  const body = last.slice(last.lastIndexOf(CREATE));
  const list = /insert into public\.events \(([^)]*)\)/.exec(body)![1]!;
  return list.split(',').map((c) => c.trim());
}

describe('submission limits follow the events table', () => {
  const db = eventColumnLimits();

  it('each limit the validator checks on the stored value is the migration constraint', () => {
    for (const [column, limit] of Object.entries(EVENT_COLUMN_LIMITS)) {
      expect(db.get(column), column).toBe(limit);
    }
  });

  it('every limited column the approval fills from the payload is checked', () => {
    // image_url is the category's artwork, set by review_submission() itself; the add-event payload
    // carries no tags or artist, so those stay null.
    const notFromPayload = new Set(['image_url', 'tags', 'artist']);
    const unchecked = approvedColumns().filter(
      (c) => db.has(c) && !notFromPayload.has(c) && !(c in EVENT_COLUMN_LIMITS),
    );
    expect(unchecked).toEqual([]);
    expect(approvedColumns()).toContain('description');
  });
});
