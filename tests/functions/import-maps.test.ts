// @vitest-environment node
/**
 * Each edge function is deployed with its own deno.json as its import map, so every bare import its
 * code reaches — type-only ones included, which `deno check` and the deploy bundler resolve too — must
 * be mapped there. The local stack merges all the maps and would hide a missing one; this reads the
 * import graph of each function from its index.ts instead (a missing file is left to `deno check`).
 * A package package.json pins to an exact version must be mapped at that version: the app, Vitest
 * and the Deno unit tests of _shared resolve it through node_modules, and all must run the same code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_DIR } from './run-deno-tests.ts';

const FUNCTIONS_DIR = join(REPO_DIR, 'supabase', 'functions');
const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const PACKAGE = JSON.parse(readFileSync(join(REPO_DIR, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const pinned = { ...PACKAGE.devDependencies, ...PACKAGE.dependencies };

/** Bare specifiers ('rrule', '@supabase/supabase-js') reached from a file, following relative imports. */
function bareImports(entry: string): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    for (const m of source.matchAll(IMPORT_RE)) {
      const spec = m[1] ?? m[2] ?? '';
      if (spec.startsWith('./') || spec.startsWith('../')) visit(resolve(dirname(file), spec));
      else if (!/^(npm|jsr|node|https?):/.test(spec) && !found.has(spec))
        found.set(spec, file.slice(REPO_DIR.length + 1));
    }
  };
  visit(entry);
  return found;
}

const functions = readdirSync(FUNCTIONS_DIR).filter((name) =>
  existsSync(join(FUNCTIONS_DIR, name, 'index.ts')),
);

describe('edge functions: import maps', () => {
  it.each(functions)(
    '%s maps every bare import it reaches, at any exact version package.json pins',
    (name) => {
      const config = JSON.parse(readFileSync(join(FUNCTIONS_DIR, name, 'deno.json'), 'utf8')) as {
        imports?: Record<string, string>;
      };
      const imports = config.imports ?? {};
      const missing = [...bareImports(join(FUNCTIONS_DIR, name, 'index.ts'))]
        .filter(([spec]) => !(spec in imports))
        .map(([spec, file]) => `${spec} (from ${file})`);
      expect(missing).toEqual([]);
      for (const [spec, target] of Object.entries(imports)) {
        const m = /^npm:(@?[^@]+)@(.+)$/.exec(target);
        const pin = pinned[spec] ?? '';
        if (m && m[1] === spec && /^\d+\.\d+\.\d+$/.test(pin))
          expect(`${spec}@${m[2]}`).toBe(`${spec}@${pin}`);
      }
    },
  );

  it('the graph reader sees the series library where it is used', () => {
    expect([...bareImports(join(FUNCTIONS_DIR, 'submit-event', 'index.ts')).keys()]).toContain('rrule');
    expect([...bareImports(join(FUNCTIONS_DIR, 'review-submission', 'index.ts')).keys()]).not.toContain(
      'rrule',
    );
  });
});
