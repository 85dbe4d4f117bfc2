import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/adapter.ts';
import { BodyTooLarge, readBody, sendJson, sendText } from '../http/respond.ts';
import { clearMail, listMail, sendMail } from './outbox.ts';
import { renderOutbox } from './page.ts';

/** Resend-compatible `POST /mail/emails`: edge functions send through it, the outbox keeps it. */
export async function handleMailApi(
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
  db: Db,
): Promise<void> {
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
): Promise<void> {
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
