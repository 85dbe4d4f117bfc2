import { parseError } from './errors.ts';
import {
  parseField,
  parseLogic,
  parseOpValue,
  parseSelect,
  splitTopLevel,
  unquoteIdent,
} from './parse-query.ts';
import type { FilterNode, OrderTerm, SelectItem } from './parse-query.ts';

/** Query parameters other than filters: order, limit/offset, columns, on_conflict, and the whole. */
export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((term) => {
    const t = term.trim();
    if (!t) throw parseError(`"failed to parse order (${raw})"`);
    if (t.includes('('))
      throw parseError(`Ordering by embedded resources is not supported by the local stack: "${t}"`);
    const parts = t.split('.');
    const modifiers: string[] = [];
    while (parts.length > 1 && /^(asc|desc|nullsfirst|nullslast)$/.test(parts[parts.length - 1] ?? '')) {
      modifiers.unshift(parts.pop() ?? '');
    }
    const out: OrderTerm = { field: parseField(parts.join('.')), desc: modifiers.includes('desc') };
    if (modifiers.includes('nullsfirst')) out.nulls = 'first';
    if (modifiers.includes('nullslast')) out.nulls = 'last';
    return out;
  });
}

export function parseNonNegativeInt(name: string, raw: string): number {
  if (!/^\d+$/.test(raw.trim()))
    throw parseError(
      `"failed to parse ${name} parameter (${raw})"`,
      `${name} must be a non-negative integer`,
    );
  return Number(raw.trim());
}

/** `columns="a","b"` or `columns=a,b`. */
export function parseColumns(raw: string): string[] {
  return splitTopLevel(raw).map((c) => {
    const name = unquoteIdent(c);
    if (!name) throw parseError(`"failed to parse columns parameter (${raw})"`);
    return name;
  });
}

export interface ParsedQuery {
  select: SelectItem[];
  filters: FilterNode[];
  /** Filters on embedded resources: `rel.col=eq.x`, keyed by the embed path. */
  embedFilters: Map<string, FilterNode[]>;
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
  /** Query params not understood as filters (RPC GET arguments). */
  rest: [string, string][];
}

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  'or',
  'and',
  'not.or',
  'not.and',
]);

/**
 * Parses a decoded query string. For RPC GET, names in `argNames` are arguments, not filters.
 */
export function parseQuery(params: URLSearchParams, argNames: Set<string> = new Set()): ParsedQuery {
  const q: ParsedQuery = {
    select: [{ kind: 'star' }],
    filters: [],
    embedFilters: new Map(),
    order: [],
    rest: [],
  };
  for (const [key, value] of params) {
    if (argNames.has(key)) {
      q.rest.push([key, value]);
      continue;
    }
    if (key === 'select') q.select = parseSelect(value);
    else if (key === 'order') q.order = parseOrder(value);
    else if (key === 'limit') q.limit = parseNonNegativeInt('limit', value);
    else if (key === 'offset') q.offset = parseNonNegativeInt('offset', value);
    else if (key === 'on_conflict') q.onConflict = parseColumns(value);
    else if (key === 'columns') q.columns = parseColumns(value);
    else if (key === 'apikey') continue;
    else if (RESERVED.has(key)) {
      const neg = key.startsWith('not.');
      q.filters.push(parseLogic(key.replace(/^not\./, '') as 'and' | 'or', neg, value));
    } else if (/\.(or|and|not\.or|not\.and)$/.test(key) || /\.(order|limit|offset)$/.test(key)) {
      throw parseError(`Embedded resource parameters are not supported by the local stack: "${key}"`);
    } else {
      const dot = key.startsWith('"') ? -1 : key.indexOf('.');
      if (dot > 0 && !key.includes('->')) {
        const path = key.slice(0, dot);
        const list = q.embedFilters.get(path) ?? [];
        list.push(parseOpValue(parseField(key.slice(dot + 1)), value));
        q.embedFilters.set(path, list);
      } else q.filters.push(parseOpValue(parseField(key), value));
    }
  }
  return q;
}
