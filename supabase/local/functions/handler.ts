import { existsSync } from 'node:fs';
import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResolvedConfig } from '../config.ts';
import { bearerFrom } from '../http/identity.ts';
import { discardUnreadBody, sendJson, sendText } from '../http/respond.ts';
import { verifyJwt } from '../jwt.ts';
import { bootErrorAnswer, DEFAULT_CORS_HEADERS } from './boot-error.ts';
import type { DenoRuntime } from './deno-process.ts';

/** Hosted Supabase's wall-clock limit for one invocation. */
const TIMEOUT_MS = 150_000;

/** /functions/v1/<name>[/…]: verify_jwt at the gateway, then proxy to the warm Deno router. */
export async function handleFunctions(
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
  cfg: ResolvedConfig,
  deno: DenoRuntime,
): Promise<void> {
  const m = /^\/([^/?]+)(\/[^?]*)?$/.exec(rest);
  const name = m?.[1] ? decodeURIComponent(m[1]) : '';
  if (
    !name ||
    name.startsWith('_') ||
    name.includes('..') ||
    !existsSync(join(cfg.functionsDir, name, 'index.ts'))
  ) {
    sendText(res, 404, 'Function not found');
    return;
  }
  if (req.method !== 'OPTIONS' && cfg.verifyJwt(name)) {
    const token = bearerFrom(req, cfg);
    let ok = false;
    try {
      if (token) {
        verifyJwt(token, cfg.jwtSecret);
        ok = true;
      }
    } catch {
      ok = false;
    }
    if (!ok) {
      sendJson(res, 401, { msg: 'Invalid JWT' });
      return;
    }
  }
  let port: number;
  try {
    port = await deno.ensure();
  } catch (e) {
    // Deno itself did not start: as for a function that fails to boot (boot-error.ts).
    const why = new Error(`Deno no se ha iniciado: ${e instanceof Error ? e.message : String(e)}`);
    const answer = bootErrorAnswer(name, why, req.method, await functionsCors(cfg.functionsDir));
    res.writeHead(answer.status, answer.headers).end(answer.body ?? undefined);
    return;
  }
  const query = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?')) : '';
  const headers = { ...req.headers };
  headers['x-forwarded-host'] = req.headers.host ?? `127.0.0.1:${cfg.port}`;
  headers['x-forwarded-proto'] = 'http';
  // CF-Connecting-IP and X-Forwarded-For are the gateway's (server.ts, stampClientAddress).
  await new Promise<void>((resolve) => {
    const up = request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: `/${encodeURIComponent(name)}${m?.[2] ?? ''}${query}`,
        headers,
        timeout: TIMEOUT_MS,
      },
      (upRes) => {
        // The function may answer (413, 400…) before it has read the whole body.
        discardUnreadBody(req, res);
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
        upRes.on('end', resolve);
        upRes.on('error', () => {
          res.destroy();
          resolve();
        });
      },
    );
    up.on('timeout', () => up.destroy(new Error('timeout')));
    up.on('error', (e) => {
      discardUnreadBody(req, res);
      if (!res.headersSent)
        sendJson(res, 502, { msg: `Edge runtime error: ${e.message}` }, { 'x-relay-error': 'true' });
      else res.destroy();
      resolve();
    });
    req.pipe(up);
  });
}

/** The functions' own CORS headers (_shared/cors.ts), as router.js reads them inside Deno. */
async function functionsCors(functionsDir: string): Promise<Record<string, string>> {
  const file = join(functionsDir, '_shared', 'cors.ts');
  try {
    if (existsSync(file)) {
      const m = (await import(pathToFileURL(file).href)) as { corsHeaders?: unknown };
      if (m.corsHeaders && typeof m.corsHeaders === 'object') return m.corsHeaders as Record<string, string>;
    }
  } catch {
    // It does not load in Node either: the defaults.
  }
  return DEFAULT_CORS_HEADERS;
}
