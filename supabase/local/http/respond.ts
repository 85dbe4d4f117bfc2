import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export const CORS_ALLOW_HEADERS =
  'authorization, apikey, x-client-info, content-type, prefer, accept-profile, content-profile, x-supabase-api-version, x-retry-count, x-region, range, range-unit, accept, x-upsert, cache-control';
export const CORS_EXPOSE_HEADERS =
  'Content-Range, Content-Type, X-Supabase-Api-Version, x-relay-error, Content-Location, Location, Preference-Applied, Range-Unit';

/** CORS for browser apps: any origin, echoed so credentials also work. */
export function setCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
}

export function preflight(req: IncomingMessage, res: ServerResponse): void {
  setCors(req, res);
  const requested = req.headers['access-control-request-headers'];
  res.setHeader(
    'Access-Control-Allow-Headers',
    requested ? `${CORS_ALLOW_HEADERS}, ${requested}` : CORS_ALLOW_HEADERS,
  );
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Max-Age', '3600');
  res.writeHead(204).end();
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  type = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, { 'Content-Type': type });
  res.end(text);
}

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
  }
}

/** Reads the whole body, stopping (and draining) past `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > limit) {
      req.resume();
      reject(new BodyTooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (c: Buffer) => {
      if (failed) return;
      size += c.length;
      if (size > limit) {
        failed = true;
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (e) => {
      if (!failed) reject(e);
    });
  });
}

/** Past this many unread bytes a body is not read to its end: the connection is closed instead. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * For an answer given before the whole request body was read (a function that refuses a body by its
 * Content-Length alone): the rest of the body is still on the client's connection, and a client
 * that keeps the connection alive sends its next request behind it. So the rest is read and dropped,
 * as Node does for a handler that never reads its body; a body larger than DRAIN_LIMIT (or without a
 * length) is not waited for: the answer says Connection: close and the connection ends with it.
 * Call before the answer's headers are written.
 */
export function discardUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) return;
  req.unpipe();
  const declared = Number(req.headers['content-length']);
  if (!Number.isFinite(declared) || declared > DRAIN_LIMIT) {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    res.once('finish', () => req.socket.destroySoon());
  }
  let left = DRAIN_LIMIT;
  req.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) req.socket.destroy();
  });
  req.resume();
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(', ') : v;
}

/** Smaller bodies are not worth compressing (the headers would eat the gain). */
const COMPRESS_MIN_BYTES = 1024;

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([coding]) => coding),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Ends a response with its body, compressed as hosted Supabase's gateway does when the client asks
 * for it: browsers always do, so the listing's JSON travels at a fraction of its size.
 */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: string | Buffer | null | undefined,
): void {
  const bytes = body === null || body === undefined ? null : Buffer.from(body);
  const encoding =
    bytes && bytes.length >= COMPRESS_MIN_BYTES ? negotiateEncoding(header(req, 'accept-encoding')) : null;
  if (!bytes || !encoding) {
    res.writeHead(status, headers);
    res.end(bytes ?? undefined);
    return;
  }
  const packed =
    encoding === 'br'
      ? brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(bytes, { level: 6 });
  res.writeHead(status, {
    ...headers,
    'Content-Encoding': encoding,
    'Content-Length': String(packed.length),
    Vary: 'Origin, Accept-Encoding',
  });
  res.end(req.method === 'HEAD' ? undefined : packed);
}
