/** Request plumbing shared by every function: method checks, JSON bodies, error handling, client IP. */
import { preflightResponse } from './cors.ts';
import { errorResponse, HttpError, MESSAGES } from './errors.ts';

/** The caller's address for the limits: CF-Connecting-IP only (client_ip.ts says why). */
export { CLIENT_IP_HEADER, clientIp, UNKNOWN_CLIENT } from './client_ip.ts';

export type Handler = (req: Request) => Promise<Response>;

/**
 * Wraps a POST handler: answers OPTIONS preflights, refuses other methods with 405, turns an HttpError
 * into its JSON error and anything unexpected into a logged 500.
 */
export function createHandler(name: string, handle: Handler): Handler {
  return async (req: Request) => {
    if (req.method === 'OPTIONS') return preflightResponse();
    if (req.method !== 'POST') {
      return errorResponse(405, MESSAGES.methodNotAllowed, undefined, {});
    }
    try {
      return await handle(req);
    } catch (e) {
      if (e instanceof HttpError) return errorResponse(e.status, e.message, e.fields, e.extra);
      console.error(`[${name}] unexpected error`, e);
      return errorResponse(500, MESSAGES.unexpected);
    }
  };
}

export const MAX_BODY_BYTES = 64 * 1024;

/** The body as a JSON object; 400 for anything else (invalid JSON, an array, a string…), 413 when too large. */
export async function readJsonObject(
  req: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, MESSAGES.bodyTooLarge);
  let text: string;
  try {
    const buf = await req.arrayBuffer();
    if (buf.byteLength > maxBytes) throw new HttpError(413, MESSAGES.bodyTooLarge);
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw new HttpError(400, MESSAGES.invalidJson);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, MESSAGES.invalidJson);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new HttpError(400, MESSAGES.invalidJson);
  return data as Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A body field that names a row by its uuid (any case). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
