import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Deno uses one import map per process, but each function has its own deno.json (as deployed).
 * The map gives every function directory its own scope; the top-level imports merge all of them
 * (first wins) so code in _shared/ resolves bare specifiers too.
 */
export interface ImportMap {
  imports: Record<string, string>;
  scopes: Record<string, Record<string, string>>;
}

function readImports(file: string): Record<string, string> {
  try {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { imports?: Record<string, unknown> };
    const base = pathToFileURL(file).href;
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw.imports ?? {})) {
      if (typeof v !== 'string') continue;
      out[k] = v.startsWith('./') || v.startsWith('../') ? new URL(v, base).href : v;
    }
    return out;
  } catch {
    return {};
  }
}

function configOf(dir: string): string | null {
  for (const f of ['deno.json', 'deno.jsonc', 'import_map.json']) {
    const p = join(dir, f);
    if (existsSync(p)) return p;
  }
  return null;
}

export function buildImportMap(functionsDir: string): ImportMap {
  const map: ImportMap = { imports: {}, scopes: {} };
  const root = configOf(functionsDir);
  if (root) Object.assign(map.imports, readImports(root));
  if (!existsSync(functionsDir)) return map;
  for (const name of readdirSync(functionsDir).sort()) {
    const dir = join(functionsDir, name);
    const cfg = configOf(dir);
    if (!cfg) continue;
    const imports = readImports(cfg);
    map.scopes[pathToFileURL(dir).href + '/'] = imports;
    for (const [k, v] of Object.entries(imports)) if (!(k in map.imports)) map.imports[k] = v;
  }
  return map;
}

/** Changes when a function is added or a deno.json changes: the Deno process restarts then. */
export function importMapSignature(functionsDir: string): string {
  return JSON.stringify(buildImportMap(functionsDir));
}
