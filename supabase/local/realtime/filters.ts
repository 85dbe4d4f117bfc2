/**
 * Realtime's postgres_changes filter grammar: `col=op.value`, ops eq neq lt lte gt gte in like ilike
 * is match imatch isdistinct, optional `not.`, several filters joined by commas (ANDed).
 */
export interface ChangeFilter {
  column: string;
  op: string;
  negate: boolean;
  value: string | string[];
}

const OPS = new Set([
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
]);

function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur) out.push(cur);
  return out;
}

export function parseChangeFilter(raw: string | undefined | null): ChangeFilter[] {
  if (!raw) return [];
  return splitTop(raw).map((part) => {
    const m = /^([^=]+)=(not\.)?([a-z]+)\.(.*)$/s.exec(part.trim());
    if (!m?.[1] || !m[3] || !OPS.has(m[3])) throw new Error(`Invalid filter: ${part}`);
    const op = m[3];
    let value: string | string[] = m[4] ?? '';
    if (op === 'in') {
      const inner = value.replace(/^\(/, '').replace(/\)$/, '');
      value = inner === '' ? [] : inner.split(',').map((v) => v.trim().replace(/^"(.*)"$/, '$1'));
    }
    return { column: m[1].trim(), op, negate: !!m[2], value };
  });
}

function coerce(sample: unknown, v: string): unknown {
  if (typeof sample === 'number') return Number(v);
  if (typeof sample === 'boolean') return v === 'true' || v === 't';
  return v;
}

function likeRegex(pattern: string, flags: string): RegExp {
  const re = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[%*]/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${re}$`, flags);
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = typeof a === 'string' ? a : JSON.stringify(a);
  const y = typeof b === 'string' ? b : JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function test1(f: ChangeFilter, record: Record<string, unknown>): boolean {
  if (!(f.column in record)) return false;
  const actual = record[f.column];
  const v = f.value;
  const scalar = (x: unknown): string => (typeof x === 'string' ? x : JSON.stringify(x));
  switch (f.op) {
    case 'in':
      return (
        actual !== null &&
        (Array.isArray(v) ? v : [v]).some((item) => compare(actual, coerce(actual, item)) === 0)
      );
    case 'is': {
      const s = String(v).toLowerCase();
      if (s === 'null') return actual === null;
      if (s === 'not_null') return actual !== null;
      if (s === 'true') return actual === true;
      if (s === 'false') return actual === false;
      return actual === null;
    }
    case 'isdistinct':
      return actual === null ? String(v) !== 'null' : compare(actual, coerce(actual, String(v))) !== 0;
    default:
      break;
  }
  if (actual === null || actual === undefined) return false;
  const val = coerce(actual, String(v));
  switch (f.op) {
    case 'eq':
      return compare(actual, val) === 0;
    case 'neq':
      return compare(actual, val) !== 0;
    case 'lt':
      return compare(actual, val) < 0;
    case 'lte':
      return compare(actual, val) <= 0;
    case 'gt':
      return compare(actual, val) > 0;
    case 'gte':
      return compare(actual, val) >= 0;
    case 'like':
      return likeRegex(String(v), '').test(scalar(actual));
    case 'ilike':
      return likeRegex(String(v), 'i').test(scalar(actual));
    case 'match':
      return new RegExp(String(v)).test(scalar(actual));
    case 'imatch':
      return new RegExp(String(v), 'i').test(scalar(actual));
    default:
      return false;
  }
}

export function matchesFilters(filters: ChangeFilter[], record: Record<string, unknown> | null): boolean {
  if (filters.length === 0) return true;
  if (!record) return false;
  return filters.every((f) => {
    try {
      return test1(f, record) !== f.negate;
    } catch {
      return false;
    }
  });
}
