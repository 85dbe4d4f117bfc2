/**
 * The interface's message catalogues (project.inlang/settings.json lists them): one pair per area
 * (src/app, src/components, src/content, each feature), Spanish and Basque with the same keys, each key named
 * after its area, the same variables in both languages, and no message left empty.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const settings = JSON.parse(readFileSync(join(ROOT, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const patterns = settings['plugin.inlang.messageFormat'].pathPattern;

type Catalogue = Record<string, unknown>;
const read = (pattern: string, locale: string): Catalogue => {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(join(ROOT, pattern.replace('{locale}', locale)), 'utf8'),
  ) as Catalogue;
  return messages;
};

/** The message's variables: '{count}', and a plural's input. */
const variables = (message: unknown): string[] =>
  [
    ...new Set([...JSON.stringify(message).matchAll(/\{(\w+)\}|input (\w+)/g)].map((m) => m[1] ?? m[2]!)),
  ].sort();

/** The area a catalogue belongs to: src/app → app, src/content → content, src/features/x → x. */
const areaOf = (pattern: string) => /^\.\/src\/(?:features\/)?([^/]+)\/messages\//.exec(pattern)?.[1];

describe('message catalogues', () => {
  it('are Spanish (the default) and Basque', () => {
    expect(settings.baseLocale).toBe('es');
    expect(settings.locales).toEqual(['es', 'eu']);
  });

  it('list every area of the interface', () => {
    const features = readdirSync(join(ROOT, 'src/features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(patterns.map(areaOf).sort()).toEqual(['app', 'components', 'content', ...features].sort());
    for (const pattern of patterns)
      for (const locale of settings.locales)
        expect(existsSync(join(ROOT, pattern.replace('{locale}', locale))), pattern).toBe(true);
  });

  describe.each(patterns)('%s', (pattern) => {
    const es = read(pattern, 'es');
    const eu = read(pattern, 'eu');
    const area = areaOf(pattern)!.replace(/-/g, '_');

    it('has every message in Basque, and none Spanish lacks', () => {
      expect(Object.keys(eu).sort()).toEqual(Object.keys(es).sort());
    });

    it(`names each message after its area (${area}_…)`, () => {
      for (const key of Object.keys(es)) expect(key.startsWith(`${area}_`), key).toBe(true);
    });

    it('has the same variables in both languages, and no empty message', () => {
      for (const [key, message] of Object.entries(es)) {
        expect(variables(eu[key]), key).toEqual(variables(message));
        expect(JSON.stringify(eu[key]), key).not.toMatch(/^""$/);
        expect(JSON.stringify(message), key).not.toMatch(/^""$/);
      }
    });
  });
});
