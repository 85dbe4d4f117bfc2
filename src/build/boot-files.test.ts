// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bootFiles, chunksOf, staticClosure, type ChunkLike } from './boot-files';

const chunk = (fileName: string, over: Partial<ChunkLike> = {}): ChunkLike => ({
  type: 'chunk',
  fileName,
  ...over,
});

/** A staged start: the entry imports React DOM, then the app, dynamically (src/main.tsx). */
const STAGED = {
  'assets/index.js': chunk('assets/index.js', {
    isEntry: true,
    imports: ['assets/runtime.js'],
    dynamicImports: ['assets/client.js', 'assets/start.js'],
  }),
  'assets/runtime.js': chunk('assets/runtime.js'),
  'assets/client.js': chunk('assets/client.js', { imports: ['assets/index.js', 'assets/react.js'] }),
  'assets/react.js': chunk('assets/react.js'),
  'assets/start.js': chunk('assets/start.js', {
    imports: ['assets/client.js', 'assets/router.js'],
    // A route is a lazy chunk of the app, not a stage of the entry: not part of the start.
    dynamicImports: ['assets/home.js'],
  }),
  'assets/router.js': chunk('assets/router.js', { imports: ['assets/react.js'] }),
  'assets/home.js': chunk('assets/home.js', { imports: ['assets/cards.js'] }),
  'assets/cards.js': chunk('assets/cards.js'),
  'assets/index.css': { type: 'asset' as const, fileName: 'assets/index.css' },
};

describe('boot files', () => {
  it('lists the chunks, not the assets', () => {
    expect(chunksOf(STAGED).map((c) => c.fileName)).not.toContain('assets/index.css');
    expect(chunksOf(STAGED)).toHaveLength(8);
  });

  it.each([
    ['assets/cards.js', ['assets/cards.js']],
    ['assets/home.js', ['assets/home.js', 'assets/cards.js']],
    ['assets/router.js', ['assets/router.js', 'assets/react.js']],
    // Cycles (a stage importing the entry's runtime helpers) end where a file was already met.
    ['assets/client.js', ['assets/client.js', 'assets/index.js', 'assets/runtime.js', 'assets/react.js']],
  ])('the static closure of %s', (file, expected) => {
    const chunks = chunksOf(STAGED);
    expect(
      staticClosure(
        chunks,
        chunks.find((c) => c.fileName === file)!,
      ),
    ).toEqual(expected);
  });

  it('takes the entry, its imports, then each stage with its imports, in stage order, once each', () => {
    expect(bootFiles(chunksOf(STAGED))).toEqual([
      'assets/index.js',
      'assets/runtime.js',
      'assets/client.js',
      'assets/react.js',
      'assets/start.js',
      'assets/router.js',
    ]);
  });

  it('is the entry and its static imports when the entry loads nothing dynamically', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
      'assets/react.js': chunk('assets/react.js'),
      'assets/home.js': chunk('assets/home.js'),
    };
    expect(bootFiles(chunksOf(bundle))).toEqual(['assets/index.js', 'assets/react.js']);
  });
});
