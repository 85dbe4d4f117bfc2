/**
 * Build-time only (vite.config.ts): marks the chunks that hold the given modules with V8's explicit
 * compile hint, the magic comment `//# allFunctionsCalledOnLoad` on the file's first line.
 *
 * Why: V8 compiles a function lazily, on its first call, on the main thread. React DOM's functions
 * are nearly all called while the first page renders, so each was pre-parsed once when the file
 * loaded and fully parsed again at its first call, inside the start-up's tasks (~25 ms of the task
 * that evaluates React DOM on a desktop CPU, ×4 on a mid-range phone). With the hint, Chrome 136+
 * compiles the whole file eagerly and off the main thread while it is being downloaded; other
 * browsers ignore a comment. Only files whose functions really run on load are marked: eager
 * compilation of code that never runs would only cost memory.
 *
 * The comment is added once the files are named: a marked file keeps the name (hash) of its
 * unmarked content. The plugin marks the same files in every build, so a name still stands for one
 * content; only a copy cached from a build before this plugin lacks the hint, which is harmless.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Just what the plugin reads of a rendered chunk. */
interface RenderedChunkLike {
  moduleIds?: readonly string[];
  modules?: Record<string, unknown>;
}

/** Whether the chunk holds one of the modules (paths matched by their ending, `/` separators). */
export function holdsModule(chunk: RenderedChunkLike, modules: readonly string[]): boolean {
  const ids = chunk.moduleIds ?? Object.keys(chunk.modules ?? {});
  return ids.some((id) => {
    const normalized = id.replace(/\\/g, '/');
    return modules.some((m) => normalized.endsWith(`/${m}`));
  });
}

/** The code with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

export function compileHintsPlugin(modules: readonly string[]): Plugin {
  return {
    name: 'agenda-norte:compile-hints',
    apply: 'build',
    // Once the files are final: the minifier, which runs after renderChunk, would drop the comment.
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && holdsModule(file, modules)) file.code = withCompileHint(file.code);
      }
    },
  };
}
