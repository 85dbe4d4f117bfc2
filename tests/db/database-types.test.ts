// @vitest-environment node
/**
 * The committed database types (supabase/functions/_shared/database.types.ts, which the app and the
 * edge functions both import) must be what the migrations give today: both clients are
 * typed by them, so a stale file would let code compile against columns or functions that no longer
 * exist. This regenerates them in memory (the migrations on a fresh in-memory database) and compares.
 */
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_DIR } from '../../supabase/local/config.ts';
import { expectedTypeFiles } from '../../supabase/local/gen-types.ts';
import { STACK_TIMEOUT } from './helpers.ts';

describe('generated database types', () => {
  let expected: Map<string, string>;
  beforeAll(async () => {
    expected = await expectedTypeFiles();
  }, STACK_TIMEOUT);

  it('are up to date with supabase/migrations (run npm run db:types)', () => {
    expect(expected.size).toBe(1);
    for (const [file, source] of expected) {
      const name = file.slice(REPO_DIR.length + 1);
      const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
      expect(current === source, `${name} is out of date: run npm run db:types`).toBe(true);
    }
  });

  it('describe the schema: tables with Row/Insert/Update, functions with their arguments', () => {
    const source = [...expected.values()][0]!;
    expect(source).toContain('export type Database = {');
    // Columns in name order; a nullable one is `| null`; one with a default is optional on insert.
    const at = source.indexOf('\n      events: {');
    const events = source.slice(at, source.indexOf('Relationships', at));
    expect(events).toMatch(/Row: \{[^}]*\bend_date: string \| null;[^}]*\bid: string;[^}]*\btitle: string;/);
    expect(events).toMatch(/Insert: \{[^}]*\bid\?: string;[^}]*\btitle: string;/);
    expect(events).toMatch(/Update: \{[^}]*\btitle\?: string;/);
    // An argument with a default is optional; a set-returning function returns an array of rows.
    expect(source).toMatch(
      /increment_page_view: \{\n\s+Args: \{\n\s+p_event_id\?: string;\n\s+p_page_path: string;/,
    );
    expect(source).toMatch(
      /get_event_favorite_counts: \{[^]*?Returns: \{\n\s+event_id: string;\n\s+favorite_count: number;\n\s+\}\[\];/,
    );
    // Trigger functions are not callable and are left out.
    expect(source).not.toContain('handle_new_user');
  });
});
