import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ResolvedConfig } from '../config.ts';
import type { Db, DbClient } from '../db/adapter.ts';
import type { FunctionInfo, SchemaCache, TableInfo } from '../db/schema-cache.ts';
import { SWITCHABLE_ROLES, bearerFrom, identify } from '../http/identity.ts';
import type { JwtClaims } from '../jwt.ts';
import { BodyTooLarge, header, readBody, sendBody, sendJson } from '../http/respond.ts';
import { RestError, fromPgError } from './errors.ts';
import { parseQuery } from './parse-params.ts';
import { parseAccept, parseJsonBody, parsePrefer, parseRange } from './request.ts';
import { callFunction, notFound, resolveFunction } from './rpc.ts';
import { deleteRows, insertRows, readTable, updateRows } from './table-ops.ts';
import type { OpResult } from './table-ops.ts';

export interface RestDeps {
  db: Db;
  cache: SchemaCache;
  cfg: ResolvedConfig;
}

const EXPOSED = 'public';

/**
 * PostgREST's per-request settings: role, claims, and the legacy request.jwt.claim.* keys; and the
 * statement_timeout the role carries (ALTER ROLE … SET, in this database or all), which PostgREST
 * applies for the role it switches to, since SET ROLE alone does not: anon 3 s and authenticated
 * 8 s, as hosted sets them (db/bootstrap.sql). A role without one keeps the session's.
 */
export async function setRequestContext(
  tx: DbClient,
  role: string,
  claims: JwtClaims,
  extra: { method: string; path: string; headers: Record<string, unknown> } | null,
  readOnly: boolean,
): Promise<void> {
  const str = (v: unknown): string => (typeof v === 'string' ? v : '');
  await tx.query(
    `select set_config('statement_timeout', coalesce((
        select substr(c, length('statement_timeout=') + 1)
        from pg_db_role_setting s, unnest(s.setconfig) c
        where s.setrole = (select oid from pg_roles where rolname::text = $1)
          and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
          and c like 'statement_timeout=%'
        order by s.setdatabase desc limit 1), current_setting('statement_timeout')), true),
      set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
      set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
      set_config('request.jwt.claim.email', $4, true), set_config('request.method', $5, true),
      set_config('request.path', $6, true), set_config('request.headers', $7, true),
      set_config('search_path', 'public, extensions', true),
      set_config('transaction_read_only', $8, true)`,
    [
      role,
      JSON.stringify(claims),
      str(claims.sub),
      str(claims.email),
      extra?.method ?? '',
      extra?.path ?? '',
      JSON.stringify(extra?.headers ?? {}),
      readOnly ? 'on' : 'off',
    ],
  );
}

function sendError(res: ServerResponse, e: RestError): void {
  sendJson(res, e.status, e.body(), e.headers);
}

export async function handleRest(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  deps: RestDeps,
): Promise<void> {
  let role = 'anon';
  try {
    const id = identify(bearerFrom(req, deps.cfg), deps.cfg);
    if (!id.ok) {
      const code = id.error.kind === 'expired' || id.error.kind === 'claims' ? 'PGRST303' : 'PGRST301';
      throw new RestError(401, code, id.error.message, null, null, {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${id.error.message}"`,
      });
    }
    role = id.role;
    if (!SWITCHABLE_ROLES.has(role)) {
      throw new RestError(401, '22023', `role "${role}" does not exist`);
    }
    const method = (req.method ?? 'GET').toUpperCase();
    const read = method === 'GET' || method === 'HEAD';
    const profile = header(req, read ? 'accept-profile' : 'content-profile');
    if (profile && profile !== EXPOSED) {
      throw new RestError(
        406,
        'PGRST106',
        `Invalid schema: ${profile}`,
        null,
        `Only the following schemas are exposed: ${EXPOSED}`,
      );
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const rel = decodeURIComponent(path.replace(/^\/+/, ''));
    if (rel === '') {
      const tables = deps.cache.allTables().map((t) => t.name);
      sendJson(res, 200, {
        swagger: '2.0',
        info: { title: 'local PostgREST', version: '12' },
        paths: Object.fromEntries(tables.map((t) => [`/${t}`, {}])),
      });
      return;
    }
    const accept = parseAccept(header(req, 'accept'));
    const prefer = parsePrefer(header(req, 'prefer'));
    let body: unknown;
    if (method === 'POST' || method === 'PATCH' || method === 'PUT') {
      const buf = await readBody(req, deps.cfg.maxBodyBytes);
      body = parseJsonBody(buf, rel.startsWith('rpc/'));
    } else if (method !== 'GET' && method !== 'HEAD' && method !== 'DELETE') {
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    // Schema lookups happen before the transaction: a cache reload must not wait on it.
    const target = await resolveTarget(deps, rel);
    const attempt = (): Promise<OpResult> =>
      deps.db
        .transaction(async (tx) => {
          // GET and HEAD run read-only, as in PostgREST.
          await setRequestContext(
            tx,
            role,
            id.claims,
            { method, path: url.pathname, headers: req.headers },
            read,
          );
          const out = await dispatch(
            tx,
            deps,
            target,
            method,
            url,
            body,
            accept,
            prefer,
            header(req, 'range'),
          );
          if (prefer.tx === 'rollback') throw new Rollback(out);
          return out;
        })
        .catch((e: unknown) => {
          if (e instanceof Rollback) return e.result;
          throw e;
        });
    let result: OpResult;
    try {
      result = await attempt();
    } catch (e) {
      // An unknown column may only mean the schema changed outside migrations: reload once.
      const code = e instanceof RestError ? e.code : '';
      if ((code === '42703' || code === 'PGRST204') && (await deps.cache.refreshOnMiss()))
        result = await attempt();
      else throw e;
    }
    sendBody(req, res, result.status, result.headers, result.body);
  } catch (e) {
    if (e instanceof BodyTooLarge) {
      sendJson(res, 413, {
        code: 'PGRST413',
        details: `The request body is larger than ${e.limit} bytes`,
        hint: null,
        message: 'Payload Too Large',
      });
      return;
    }
    sendError(res, fromPgError(e, role));
  }
}

class Rollback extends Error {
  constructor(readonly result: OpResult) {
    super('rollback');
  }
}

type Target = { kind: 'rpc'; name: string; fns: FunctionInfo[] } | { kind: 'table'; table: TableInfo };

async function resolveTarget(deps: RestDeps, rel: string): Promise<Target> {
  if (rel.startsWith('rpc/')) {
    const name = rel.slice(4);
    return { kind: 'rpc', name, fns: await deps.cache.functionsNamed(EXPOSED, name) };
  }
  if (rel.includes('/')) throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
  const table = await deps.cache.table(EXPOSED, rel);
  if (!table) {
    throw new RestError(404, 'PGRST205', `Could not find the table '${EXPOSED}.${rel}' in the schema cache`);
  }
  return { kind: 'table', table };
}

async function dispatch(
  tx: DbClient,
  deps: RestDeps,
  target: Target,
  method: string,
  url: URL,
  body: unknown,
  accept: ReturnType<typeof parseAccept>,
  prefer: ReturnType<typeof parsePrefer>,
  range: string | undefined,
): Promise<OpResult> {
  const head = method === 'HEAD';
  if (target.kind === 'rpc') {
    const { name, fns } = target;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      throw new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
    }
    const fromQuery = method !== 'POST';
    const allArgNames = new Set(fns.flatMap((f) => f.args.map((a) => a.name)));
    const q = parseQuery(url.searchParams, fromQuery ? allArgNames : new Set());
    let args: Record<string, unknown>;
    if (fromQuery) args = Object.fromEntries(q.rest);
    else if (body && typeof body === 'object' && !Array.isArray(body)) args = body as Record<string, unknown>;
    else if (Array.isArray(body))
      throw new RestError(400, 'PGRST102', 'Bulk RPC calls are not supported by the local stack');
    else throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    const picked = resolveFunction(fns, Object.keys(args), prefer.params === 'single-object');
    if (!picked) throw notFound(EXPOSED, name, Object.keys(args));
    return callFunction({
      tx,
      cache: deps.cache,
      fn: picked.fn,
      wholeBody: picked.wholeBody,
      args,
      fromQuery,
      q,
      prefer,
      accept,
      head,
    });
  }
  const { table } = target;
  const q = parseQuery(url.searchParams);
  const r = parseRange(range ?? undefined);
  if (r && method === 'GET') {
    if (q.offset === undefined) q.offset = r.offset;
    if (q.limit === undefined && r.limit !== undefined) q.limit = r.limit;
  }
  const ctx = { tx, cache: deps.cache, table, q, prefer, accept, head };
  switch (method) {
    case 'GET':
    case 'HEAD':
      return readTable(ctx);
    case 'POST':
      return insertRows(ctx, body);
    case 'PATCH':
      return updateRows(ctx, body);
    case 'DELETE':
      return deleteRows(ctx);
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
}
