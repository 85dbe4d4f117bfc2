/**
 * Build-time only: which chunks the app's start needs, read from the Rollup/Rolldown bundle.
 *
 * The entry (src/main.tsx) loads the app in stages, each a dynamic import evaluated in a task of its
 * own (main.tsx says why). Its stage chunks and their static imports are as much a part of the
 * start as the entry's own imports: index.html preloads them all (boot-after-paint.ts), and a
 * route's preload need not repeat them (route-preload.ts).
 */

import { reachable } from './reachable.ts';

/** Just what the plugins read of an output chunk. */
export interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

export function chunksOf(bundle: Record<string, ChunkLike>): ChunkLike[] {
  return Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
}

/** The chunk's file and those of its static imports, recursively, in the order they are first met. */
export function staticClosure(chunks: readonly ChunkLike[], start: ChunkLike): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  return reachable(start, (c) => (c.imports ?? []).flatMap((i) => byName.get(i) ?? [])).map(
    (c) => c.fileName,
  );
}

/**
 * Every file the start loads: each entry and its static imports, then each stage the entry imports
 * dynamically with its static imports, in stage order.
 */
export function bootFiles(chunks: readonly ChunkLike[]): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) {
    for (const f of staticClosure(chunks, entry)) files.add(f);
    for (const stage of entry.dynamicImports ?? []) {
      const chunk = byName.get(stage);
      if (chunk) for (const f of staticClosure(chunks, chunk)) files.add(f);
    }
  }
  return [...files];
}
