import { describe, expect, it } from 'vitest';
import {
  countOccurrences,
  deepFeatureImports,
  lineRuns,
  shareRun,
  TIMING_PRIMITIVES,
} from './simplicity-bench';

const share = (a: string, b: string) => shareRun(lineRuns(a), lineRuns(b));

describe('countOccurrences', () => {
  it.each([
    ['const a = useMemo(() => 1, []);', 1],
    ['setTimeout(f); setTimeout(g); requestAnimationFrame(h);', 3],
    ['export default memo(Card); useCallback(x, [])', 2],
    ['// nothing timed here', 0],
  ])('%s → %i', (text, n) => expect(countOccurrences(text, TIMING_PRIMITIVES)).toBe(n));
});

describe('deepFeatureImports', () => {
  it.each([
    ['src/features/home/a.ts', "import { x } from '@/features/listing/domain/filters';", 1],
    ['src/features/home/a.ts', "import { x } from '@/features/listing';", 0],
    ['src/features/home/a.ts', "import { x } from '@/features/home/domain/rows';", 0],
    ['src/app/router.tsx', "import { x } from '@/features/listing/domain/filters';", 0],
    [
      'src/features/events/a.ts',
      "import { a } from '@/features/city/api/q';\nimport { b } from '@/features/auth/hooks/use-auth';",
      2,
    ],
  ])('%s: %s → %i', (path, text, n) => expect(deepFeatureImports(path, text)).toBe(n));
});

describe('lineRuns', () => {
  const block = Array.from({ length: 20 }, (_, i) => `const v${i} = ${i};`);
  it('finds 20 identical lines, whatever the indentation and blank lines around them', () => {
    const a = ['// browser', ...block, 'export {}'].join('\n');
    const b = ['// deno', '', ...block.map((l, i) => (i === 5 ? `\n    ${l}` : `  ${l}`)), ''].join('\n');
    expect(share(a, b)).toBe(true);
  });
  it('does not count 19 shared lines', () => {
    expect(share(block.slice(0, 19).join('\n'), block.slice(0, 19).join('\n'))).toBe(false);
  });
  it('does not count two runs of 10 split by a different line', () => {
    const b = [...block.slice(0, 10), 'const other = 1;', ...block.slice(10)].join('\n');
    expect(share(block.join('\n'), b)).toBe(false);
  });
});
