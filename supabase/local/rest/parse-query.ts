import { RestError, parseError } from './errors.ts';

/** The PostgREST query-string grammar the app and ordinary apps use. */

export interface Field {
  name: string;
  /** JSON path: `data->a->>b` is [{arrow:'->',key:'a'},{arrow:'->>',key:'b'}]. */
  path: { arrow: '->' | '->>'; key: string }[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'col'; field: Field; alias?: string; cast?: string }
  | { kind: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; items: SelectItem[] };

export interface Condition {
  kind: 'cond';
  field: Field;
  negate: boolean;
  op: string;
  /** `any` / `all` for eq(any), or the language for fts(english). */
  modifier?: string;
  /** Raw value; for `in` already split into items. */
  value: string | string[];
}

export interface Group {
  kind: 'group';
  op: 'and' | 'or';
  negate: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | Group;

export interface OrderTerm {
  field: Field;
  desc: boolean;
  nulls?: 'first' | 'last';
}

export const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);

function readQuoted(s: string, i: number): [string, number] {
  // s[i] === '"'; backslash escapes \" and \\ as PostgREST accepts.
  let out = '';
  let j = i + 1;
  while (j < s.length) {
    const ch = s[j];
    if (ch === '\\' && j + 1 < s.length) {
      out += s[j + 1];
      j += 2;
    } else if (ch === '"') return [out, j + 1];
    else {
      out += ch;
      j++;
    }
  }
  throw parseError(`Unterminated quoted value in "${s}"`);
}

export function parseField(raw: string): Field {
  const s = raw.trim();
  if (!s) throw parseError('Empty column name');
  const parts = s.split(/(->>|->)/);
  const first = parts[0] ?? '';
  const name = unquoteIdent(first);
  if (!name) throw parseError(`Invalid column name "${raw}"`);
  const path: Field['path'] = [];
  for (let i = 1; i + 1 < parts.length; i += 2) {
    const arrow = parts[i] as '->' | '->>';
    const key = unquoteIdent(parts[i + 1] ?? '');
    if (!key) throw parseError(`Invalid JSON path in "${raw}"`);
    path.push({ arrow, key });
  }
  return { name, path };
}

export function unquoteIdent(s: string): string {
  const t = s.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) return t.slice(1, -1).replace(/""/g, '"');
  return t;
}

/** Splits on top-level commas, respecting parentheses and double quotes. */
export function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  let inQuote = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] ?? '';
    if (inQuote) {
      cur += ch;
      if (ch === '\\' && i + 1 < s.length) cur += s[++i];
      else if (ch === '"') inQuote = false;
      continue;
    }
    if (ch === '"') inQuote = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(`Unbalanced parentheses in "${s}"`);
    } else if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  if (inQuote) throw parseError(`Unterminated quote in "${s}"`);
  if (depth !== 0) throw parseError(`Unbalanced parentheses in "${s}"`);
  out.push(cur);
  return out;
}

export function parseSelect(raw: string): SelectItem[] {
  const s = raw.trim();
  if (s === '') return [{ kind: 'star' }];
  return splitTopLevel(s).map(parseSelectItem);
}

function parseSelectItem(rawItem: string): SelectItem {
  const item = rawItem.trim();
  if (!item) throw parseError('"failed to parse select parameter (' + rawItem + ')"', 'Empty item in select');
  if (item === '*') return { kind: 'star' };
  if (item.startsWith('...'))
    throw parseError(`Spread embedding "${item}" is not supported by the local stack`);
  const paren = item.indexOf('(');
  if (paren >= 0 && item.endsWith(')')) {
    const head = item.slice(0, paren);
    const inner = item.slice(paren + 1, -1);
    let alias: string | undefined;
    let rest = head;
    const colon = head.indexOf(':');
    if (colon >= 0 && head[colon + 1] !== ':') {
      alias = head.slice(0, colon).trim();
      rest = head.slice(colon + 1);
    }
    const [name, ...hints] = rest.split('!').map((x) => x.trim());
    if (!name) throw parseError(`"failed to parse select parameter (${item})"`);
    if (/^(count|sum|avg|min|max)$/.test(name) && inner === '') {
      throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    let inner_ = false;
    let hint: string | undefined;
    for (const h of hints) {
      if (h === 'inner') inner_ = true;
      else if (h === 'left') inner_ = false;
      else if (h) hint = h;
    }
    const e: SelectItem = {
      kind: 'embed',
      name: unquoteIdent(name),
      inner: inner_,
      items: parseSelect(inner),
    };
    if (alias) e.alias = alias;
    if (hint) e.hint = hint;
    return e;
  }
  if (paren >= 0) throw parseError(`"failed to parse select parameter (${item})"`);
  let alias: string | undefined;
  let rest = item;
  const m = /^([^:"]+|"[^"]*"):(?!:)/.exec(item);
  if (m?.[1]) {
    alias = unquoteIdent(m[1]);
    rest = item.slice(m[0].length);
  }
  let cast: string | undefined;
  const castAt = rest.indexOf('::');
  if (castAt >= 0) {
    cast = rest.slice(castAt + 2).trim();
    rest = rest.slice(0, castAt);
    // One type word only: it is spliced into SQL, so nothing else may pass.
    if (!/^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/.test(cast)) throw parseError(`Invalid cast "${cast}"`);
  }
  const out: SelectItem = { kind: 'col', field: parseField(rest) };
  if (alias) out.alias = alias;
  if (cast) out.cast = cast;
  return out;
}

/** `op.value`, `not.op.value`, `op(any).{a,b}`, `fts(english).word`. */
export function parseOpValue(field: Field, raw: string): Condition {
  let s = raw;
  let negate = false;
  if (s.startsWith('not.')) {
    negate = true;
    s = s.slice(4);
  }
  const m = /^([a-z]+)(?:\(([A-Za-z_]+)\))?\./.exec(s);
  if (!m?.[1] || !OPERATORS.has(m[1])) {
    throw parseError(
      `"failed to parse filter (${raw})" (line 1, column 1)`,
      `unexpected "${s.slice(0, 12)}" expecting operator`,
    );
  }
  const op = m[1];
  const value = s.slice(m[0].length);
  const cond: Condition = { kind: 'cond', field, negate, op, value };
  if (m[2]) cond.modifier = m[2];
  if (op === 'in') cond.value = parseInList(value);
  return cond;
}

/** `(a,"b,c",d)` → ['a','b,c','d']; unquoted items are taken raw (quote"d stays as is). */
export function parseInList(raw: string): string[] {
  const s = raw.trim();
  if (!s.startsWith('(') || !s.endsWith(')')) {
    throw parseError(`"failed to parse filter (in.${raw})"`, 'unexpected input, expecting "("');
  }
  const inner = s.slice(1, -1);
  const out: string[] = [];
  let i = 0;
  if (inner === '') return out;
  while (i <= inner.length) {
    if (inner[i] === '"') {
      const [v, j] = readQuoted(inner, i);
      out.push(v);
      i = j;
      if (i < inner.length && inner[i] !== ',') throw parseError(`"failed to parse filter (in.${raw})"`);
      i++;
    } else {
      const end = inner.indexOf(',', i);
      const stop = end < 0 ? inner.length : end;
      out.push(inner.slice(i, stop));
      i = stop + 1;
    }
    if (i > inner.length) break;
  }
  return out;
}

/** `(a.eq.1,or(b.gt.2,c.is.null),not.and(...))` as in `or=` / `and=` and nested groups. */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string): Group {
  const s = raw.trim();
  if (!s.startsWith('(') || !s.endsWith(')')) {
    throw parseError(
      `"failed to parse logic tree (${raw})" (line 1, column 1)`,
      'unexpected input, expecting "("',
    );
  }
  const children = splitTopLevel(s.slice(1, -1)).map((part) => parseLogicItem(part.trim(), raw));
  return { kind: 'group', op, negate, children };
}

function parseLogicItem(item: string, whole: string): FilterNode {
  const g = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (g?.[2] && g[3]) return parseLogic(g[2] as 'and' | 'or', !!g[1], g[3]);
  // col.op.value or col.not.op.value; the column ends at the first dot outside quotes.
  let colEnd: number;
  if (item.startsWith('"')) colEnd = item.indexOf('"', 1) + 1;
  else colEnd = item.indexOf('.');
  if (colEnd <= 0 || item[colEnd] !== '.') {
    throw parseError(`"failed to parse logic tree (${whole})" (line 1, column 1)`, `unexpected "${item}"`);
  }
  const field = parseField(item.slice(0, colEnd));
  const cond = parseOpValue(field, item.slice(colEnd + 1));
  if (typeof cond.value === 'string') {
    const v = cond.value;
    // Inside logic trees, a value may be double-quoted to carry reserved characters.
    if (v.startsWith('"') && v.length >= 2) {
      const [unq, end] = readQuoted(v, 0);
      if (end === v.length) cond.value = unq;
    }
  }
  return cond;
}
