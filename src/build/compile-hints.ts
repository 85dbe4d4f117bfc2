/**
 * Build-time only: V8's compile hint (`//# allFunctionsCalledOnLoad`, first line) on the chunks holding
 * the given modules, so Chrome compiles them eagerly off the main thread while they download, not at
 * each function's first call. Only for code that really runs on load: eager compilation costs memory.
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
