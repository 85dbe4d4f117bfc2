import { isPgError } from '../db/adapter.ts';

/** A PostgREST-shaped error: the body always carries the four keys. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): { code: string; details: string | null; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null): RestError =>
  new RestError(400, 'PGRST100', message, details);

/** SQLSTATE → HTTP status, PostgREST's table, but no 5xx for anything a client can cause. */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '40001') return 409;
  // statement_timeout: a client-caused slow query; 5xx would make supabase-js retry.
  if (code === '57014') return 408;
  if (code.startsWith('54')) return 413;
  if (code.startsWith('28')) return 403;
  if (code === 'P0001') return 400;
  const pt = /^PT(\d\d\d)$/.exec(code);
  if (pt?.[1]) {
    const s = Number(pt[1]);
    if (s >= 400 && s < 600) return s;
  }
  return 400;
}

export function fromPgError(e: unknown, role: string): RestError {
  if (e instanceof RestError) return e;
  if (isPgError(e)) {
    const code = e.code ?? 'XX000';
    return new RestError(statusForSqlState(code, role), code, e.message, e.detail ?? null, e.hint ?? null);
  }
  const msg = e instanceof Error ? e.message : String(e);
  return new RestError(400, 'PGRST000', msg);
}
