import { RestError } from './errors.ts';

/** The parts of a REST request the operations need, parsed from headers once. */
export interface Prefer {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  params?: 'single-object';
  tx?: 'commit' | 'rollback';
}

export function parsePrefer(raw: string | undefined): Prefer {
  const out: Prefer = {};
  if (!raw) return out;
  for (const part of raw.split(',')) {
    const [k, v] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (!k || !v) continue;
    if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only')) out.return = v;
    else if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated')) out.count = v;
    else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates'))
      out.resolution = v;
    else if (k === 'missing' && (v === 'default' || v === 'null')) out.missing = v;
    else if (k === 'params' && v === 'single-object') out.params = v;
    else if (k === 'tx' && (v === 'commit' || v === 'rollback')) out.tx = v;
  }
  return out;
}

export interface AcceptInfo {
  single: boolean;
  stripNulls: boolean;
}

const OBJECT = 'application/vnd.pgrst.object+json';
const ARRAY = 'application/vnd.pgrst.array+json';

export function parseAccept(raw: string | undefined): AcceptInfo {
  if (!raw) return { single: false, stripNulls: false };
  const types = raw.split(',').map((t) => t.trim().toLowerCase());
  for (const t of types) {
    const [mt, ...params] = t.split(';').map((s) => s.trim());
    const stripNulls = params.includes('nulls=stripped');
    if (mt === OBJECT) return { single: true, stripNulls };
    if (mt === ARRAY) return { single: false, stripNulls };
    if (
      mt === 'application/json' ||
      mt === '*/*' ||
      mt === 'application/*' ||
      mt === 'application/vnd.pgrst.plan' ||
      !mt
    ) {
      return { single: false, stripNulls: false };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}

export function contentType(single: boolean): string {
  return single ? `${OBJECT}; charset=utf-8` : 'application/json; charset=utf-8';
}

export function singleError(n: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
    null,
  );
}

/** Parses a JSON request body; PostgREST answers PGRST102 for empty or invalid JSON. */
export function parseJsonBody(buf: Buffer, allowEmpty: boolean): unknown {
  const text = buf.toString('utf8');
  if (text.trim() === '') {
    if (allowEmpty) return {};
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

/** `Range: 0-9` (items) → offset/limit, as PostgREST accepts besides limit/offset. */
export function parseRange(raw: string | undefined): { offset: number; limit?: number } | null {
  if (!raw) return null;
  const m = /^(?:items=)?\s*(\d+)-(\d*)$/.exec(raw.trim());
  if (!m?.[1]) return null;
  const from = Number(m[1]);
  if (!m[2]) return { offset: from };
  const to = Number(m[2]);
  if (to < from) throw new RestError(416, 'PGRST103', 'Requested range not satisfiable');
  return { offset: from, limit: to - from + 1 };
}

export function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}
