/**
 * Build-time only: keeps the app's start (src/start.tsx's static imports, React DOM's excepted) in one
 * chunk. Left to the bundler, each module a route also imports gets its own: a dozen more requests first.
 */
import { dirname, join } from 'node:path';
import type { ModuleInfo } from 'rolldown';
import { reachable } from './reachable.ts';

type ModuleInfoOf = (id: string) => (Pick<ModuleInfo, 'importedIds'> & { code?: string | null }) | null;

/** A feature's public entry, src/features/<name>/index.ts: nothing but re-exports. */
const FEATURE_ENTRY = /\/src\/features\/([^/]+)\/index\.ts$/;

/** The names `code` imports from `@/features/<feature>`; null when it is not clear (a namespace import). */
function namesImported(code: string, feature: string): string[] | null {
  const from = new RegExp(`import\\s*([^;]*?)\\s*from\\s*["']@/features/${feature}["']`, 'g');
  const names: string[] = [];
  for (const [, clause = ''] of code.matchAll(from)) {
    const braces = /\{([^}]*)\}/.exec(clause);
    if (!braces || clause.includes('*')) return null;
    for (const part of braces[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .replace(/^type\s+/, '');
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * The modules behind the names an importer takes from a feature entry: following all of an entry's
 * re-exports would put the whole feature in the start's chunk. Unclear cases follow every re-export.
 */
function usedThroughEntry(
  importerCode: string | null | undefined,
  feature: string,
  entry: string,
  getModuleInfo: ModuleInfoOf,
): string[] {
  const info = getModuleInfo(entry);
  if (!info) return [];
  const names = importerCode ? namesImported(importerCode, feature) : null;
  if (!names || !info.code) return info.importedIds;
  const wanted = new Set<string>();
  for (const [, list = '', spec = ''] of info.code.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    const exported = list.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    );
    if (exported.some((name) => names.includes(name))) wanted.add(join(dirname(entry), spec));
  }
  return info.importedIds.filter((id) => wanted.has(id.replace(/(\/index)?\.[cm]?[jt]sx?$/, '')));
}

/** The compiled messages' entry (src/i18n/paraglide/messages.js): it re-exports every message. */
const MESSAGES_ENTRY = /\/i18n\/paraglide\/messages\.js$/;

/** The message modules behind the `m.<key>(…)` calls of `importerCode` (a module per message, beside the entry). */
function messagesUsed(importerCode: string | null | undefined, entry: string, getModuleInfo: ModuleInfoOf) {
  const keys = new Set([...(importerCode ?? '').matchAll(/\bm\.(\w+)\(/g)].map((match) => match[1]!));
  const modules = [...keys].map((key) => join(dirname(entry), 'messages', `${key}.js`));
  return modules.filter((id) => getModuleInfo(id) !== null);
}

/**
 * The module and every module it imports statically, recursively; through a feature entry or the
 * messages' entry, only what is used.
 */
export function staticModules(getModuleInfo: ModuleInfoOf, root: string): Set<string> {
  return new Set(
    reachable(root, (id) => {
      if (FEATURE_ENTRY.test(id) || MESSAGES_ENTRY.test(id)) return [];
      const info = getModuleInfo(id);
      return (info?.importedIds ?? []).flatMap((dep) => {
        if (MESSAGES_ENTRY.test(dep)) return [dep, ...messagesUsed(info?.code, dep, getModuleInfo)];
        const feature = FEATURE_ENTRY.exec(dep)?.[1];
        return feature ? [dep, ...usedThroughEntry(info?.code, feature, dep, getModuleInfo)] : [dep];
      });
    }),
  );
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
    // Never the bundler's own helpers (`\0vite/preload-helper`): the entry imports them, and would
    // then import, and run, the whole start with itself.
    return members.has(id) && !id.startsWith('\0') ? name : null;
  };
}
