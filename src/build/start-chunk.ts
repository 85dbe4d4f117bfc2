/**
 * Build-time only (vite.config.ts): keeps the app's start in one chunk.
 *
 * src/main.tsx loads React DOM and then src/start.tsx as two stages. Left to the bundler, the
 * start's modules that a route also imports (icons, text helpers, the city context…) each become a
 * small chunk of their own: a dozen more requests before the first render, and ~5 kB more gzip
 * than the same code in one file. This group gathers the start's static imports that are not React
 * DOM's into the start's chunk, as they were in the entry's before the stages; routes import them
 * from there, and it is loaded before any route renders.
 */
import type { ModuleInfo } from 'rolldown';
import { reachable } from './reachable.ts';

type ModuleInfoOf = (id: string) => Pick<ModuleInfo, 'importedIds'> | null;

/** The module and every module it imports statically, recursively. */
export function staticModules(getModuleInfo: ModuleInfoOf, root: string): Set<string> {
  return new Set(reachable(root, (id) => getModuleInfo(id)?.importedIds ?? []));
}

/**
 * The group's name function: `name` for a module that `startId` imports statically and the first
 * stage (`firstStageId`) does not; null for any other. Ids are absolute paths, as the bundler's.
 */
export function startChunkName(name: string, startId: string, firstStageId: string) {
  let members: Set<string> | null = null;
  return (id: string, ctx: { getModuleInfo: ModuleInfoOf }): string | null => {
    if (!members) {
      // Called as a method: the bundler's context needs its `this`.
      const info: ModuleInfoOf = (m) => ctx.getModuleInfo(m);
      const before = staticModules(info, firstStageId);
      members = new Set([...staticModules(info, startId)].filter((m) => !before.has(m)));
    }
    return members.has(id) ? name : null;
  };
}
