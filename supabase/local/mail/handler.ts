import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ResolvedConfig } from '../config.ts';
import type { Db } from '../db/adapter.ts';
import { BodyTooLarge, CORS_ALLOW_HEADERS, readBody, sendJson, sendText } from '../http/respond.ts';
import { clearMail, listMail, sendMail } from './outbox.ts';
import { renderOutbox } from './page.ts';

/** Where the outbox's answers may be read from: the stack itself and the app's local origins. */
export interface MailCors {
  cfg: ResolvedConfig;
  /** The stack's own URL (its page reads /_mail/messages). */
  url: () => string;
}

/**
 * The origins of the app as config.toml names them (site_url, additional_redirect_urls, whose `*`
 * stands for one host label) and of the stack itself.
 */
export function isAppOrigin(origin: string, c: MailCors): boolean {
  const self = new URL(c.url());
  const selfOrigins = [self.origin, `${self.protocol}//localhost:${self.port}`];
  if (selfOrigins.includes(origin)) return true;
  for (const u of [c.cfg.siteUrl, ...c.cfg.additionalRedirectUrls]) {
    const m = /^(https?:\/\/[^/?#]+)/i.exec(u.trim());
    if (!m?.[1]) continue;
    const pattern = m[1].toLowerCase();
    if (!pattern.includes('*')) {
      if (pattern === origin.toLowerCase()) return true;
      continue;
    }
    const re = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[a-z0-9-]+');
    if (new RegExp(`^${re}$`).test(origin.toLowerCase())) return true;
  }
  return false;
}

/**
 * The outbox holds sign-in and deletion links: a page of any other site open in the developer's
 * browser must not read it. The gateway's CORS (any origin, with credentials: right for the APIs, as
 * hosted Supabase answers) is taken back here for every other origin, and preflights are answered
 * here too. Returns true when the request was a preflight, now answered.
 */
function outboxCors(req: IncomingMessage, res: ServerResponse, c: MailCors): boolean {
  const origin = req.headers.origin;
  const allowed = typeof origin === 'string' && isAppOrigin(origin, c);
  res.setHeader('Vary', 'Origin');
  if (!allowed) {
    for (const h of [
      'Access-Control-Allow-Origin',
      'Access-Control-Allow-Credentials',
      'Access-Control-Expose-Headers',
    ])
      res.removeHeader(h);
  }
  if (req.method !== 'OPTIONS') return false;
  if (allowed) {
    res.setHeader('Access-Control-Allow-Headers', CORS_ALLOW_HEADERS);
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader('Access-Control-Max-Age', '3600');
  }
  res.writeHead(204).end();
  return true;
}

/** Resend-compatible `POST /mail/emails`: edge functions send through it, the outbox keeps it. */
export async function handleMailApi(
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
  db: Db,
  cors: MailCors,
): Promise<void> {
  if (outboxCors(req, res, cors)) return;
  if (rest !== '/emails' || req.method !== 'POST') {
    sendJson(res, 404, { statusCode: 404, name: 'not_found', message: 'Not found' });
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req, 5 * 1024 * 1024)).toString('utf8'));
  } catch (e) {
    if (e instanceof BodyTooLarge)
      sendJson(res, 413, { statusCode: 413, name: 'payload_too_large', message: e.message });
    else sendJson(res, 422, { statusCode: 422, name: 'validation_error', message: 'Invalid JSON body' });
    return;
  }
  const m = body as { from?: unknown; to?: unknown; subject?: unknown; html?: unknown; text?: unknown };
  const to =
    typeof m.to === 'string'
      ? [m.to]
      : Array.isArray(m.to)
        ? m.to.filter((x): x is string => typeof x === 'string')
        : [];
  if (
    to.length === 0 ||
    typeof m.subject !== 'string' ||
    (typeof m.html !== 'string' && typeof m.text !== 'string')
  ) {
    sendJson(res, 422, {
      statusCode: 422,
      name: 'validation_error',
      message: 'Fields `to`, `subject` and `html` or `text` are required',
    });
    return;
  }
  const id = await sendMail(db, {
    ...(typeof m.from === 'string' ? { from: m.from } : {}),
    to,
    subject: m.subject,
    html: typeof m.html === 'string' ? m.html : null,
    text: typeof m.text === 'string' ? m.text : null,
  });
  sendJson(res, 200, { id });
}

/** The outbox for people (`GET /_mail`) and tests (`/_mail/messages`). */
export async function handleOutbox(
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
  db: Db,
  cors: MailCors,
): Promise<void> {
  if (outboxCors(req, res, cors)) return;
  const method = req.method ?? 'GET';
  if (rest === '' || rest === '/') {
    if (method !== 'GET' && method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src * data:",
    );
    sendText(res, 200, renderOutbox(await listMail(db)), 'text/html; charset=utf-8');
    return;
  }
  if (rest === '/messages') {
    if (method === 'DELETE') {
      await clearMail(db);
      res.writeHead(204).end();
      return;
    }
    if (method === 'GET') {
      sendJson(res, 200, await listMail(db));
      return;
    }
    return sendText(res, 405, 'Method not allowed');
  }
  sendText(res, 404, 'Not found');
}
