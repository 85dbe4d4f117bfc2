// @vitest-environment node
/**
 * newsletter_preferences.language's check lists the languages as SQL literals: they must be
 * NEWSLETTER_LANGUAGES, the ones the form offers and send-newsletter writes an e-mail in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_DIR as MIGRATIONS_DIR } from '../../supabase/local/config.ts';
import {
  LANGUAGE_NAMES,
  LANGUAGES as NEWSLETTER_LANGUAGES,
} from '../../supabase/functions/_shared/languages.ts';

describe('newsletter language literals', () => {
  it('the check constraint allows exactly NEWSLETTER_LANGUAGES, and the form offers each', () => {
    const checks = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .flatMap((f) => [
        ...readFileSync(join(MIGRATIONS_DIR, f), 'utf8').matchAll(
          /constraint newsletter_language_valid check \(language in \(([^)]*)\)\)/g,
        ),
      ]);
    expect(checks).toHaveLength(1);
    const literals = [...checks[0]![1]!.matchAll(/'([a-z]+)'/g)].map((m) => m[1]);
    expect(literals).toEqual([...NEWSLETTER_LANGUAGES]);
    expect(Object.keys(LANGUAGE_NAMES)).toEqual([...NEWSLETTER_LANGUAGES]);
  });
});
