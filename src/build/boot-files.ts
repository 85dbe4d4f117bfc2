/**
 * Build-time only: which chunks the app's start needs. The entry's stages (dynamic imports,
 * src/main.tsx) are part of it: index.html preloads them, and a route's preload need not repeat them.
 */
import { reachable } from './reachable.ts';

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
