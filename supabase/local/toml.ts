/**
 * A small TOML reader: enough for supabase/config.toml (tables, dotted table names, strings,
 * numbers, booleans, arrays of scalars, comments). It is not a full TOML implementation on purpose:
 * the stack only needs a handful of settings and must not pull in a dependency.
 */
export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export interface TomlTable {
  [key: string]: TomlValue;
}

function stripComment(line: string): string {
  let inStr: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (inStr) {
      if (ch === '\\' && inStr === '"') i++;
      else if (ch === inStr) inStr = null;
    } else if (ch === '"' || ch === "'") inStr = ch;
    else if (ch === '#') return line.slice(0, i);
  }
  return line;
}

function splitKey(key: string): string[] {
  return key
    .split('.')
    .map((k) => k.trim())
    .map((k) => (/^".*"$|^'.*'$/.test(k) ? k.slice(1, -1) : k));
}

function parseScalar(raw: string): TomlValue {
  const v = raw.trim();
  if (v.startsWith('"')) return JSON.parse(v) as string;
  if (v.startsWith("'")) return v.slice(1, -1);
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (v.startsWith('[')) {
    const inner = v.slice(1, -1);
    const items: TomlValue[] = [];
    let cur = '';
    let inStr: string | null = null;
    for (let i = 0; i < inner.length; i++) {
      const ch = inner[i] ?? '';
      if (inStr) {
        cur += ch;
        if (ch === '\\' && inStr === '"') cur += inner[++i] ?? '';
        else if (ch === inStr) inStr = null;
      } else if (ch === '"' || ch === "'") {
        inStr = ch;
        cur += ch;
      } else if (ch === ',') {
        if (cur.trim()) items.push(parseScalar(cur));
        cur = '';
      } else cur += ch;
    }
    if (cur.trim()) items.push(parseScalar(cur));
    return items;
  }
  const n = Number(v.replace(/_/g, ''));
  if (!Number.isNaN(n)) return n;
  return v;
}

function table(root: TomlTable, path: string[]): TomlTable {
  let cur = root;
  for (const p of path) {
    const next = cur[p];
    if (next && typeof next === 'object' && !Array.isArray(next)) cur = next;
    else {
      const t: TomlTable = {};
      cur[p] = t;
      cur = t;
    }
  }
  return cur;
}

export function parseToml(text: string): TomlTable {
  const root: TomlTable = {};
  let current = root;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    let line = stripComment(lines[i] ?? '').trim();
    if (!line) continue;
    const header = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (header?.[1]) {
      current = table(root, splitKey(header[1]));
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) continue;
    const key = line.slice(0, eq).trim();
    let value = line.slice(eq + 1).trim();
    // Multi-line arrays: keep reading until the brackets balance.
    if (value.startsWith('[')) {
      while (count(value, '[') > count(value, ']') && i + 1 < lines.length) {
        line = stripComment(lines[++i] ?? '').trim();
        value += ' ' + line;
      }
    }
    const parts = splitKey(key);
    const last = parts.pop();
    if (last === undefined) continue;
    table(current, parts)[last] = parseScalar(value);
  }
  return root;
}

function count(s: string, ch: string): number {
  let n = 0;
  for (const c of s) if (c === ch) n++;
  return n;
}
