/**
 * E-mail through one Resend-compatible HTTP API: POST ${MAIL_API_URL}/emails with
 * Authorization: Bearer ${MAIL_API_KEY} and {from, to, subject, html, text, reply_to?, headers?}.
 * Locally the stack serves that endpoint and keeps an outbox (it ignores `headers`); in production
 * MAIL_API_URL is e.g. https://api.resend.com.
 */
import { DEFAULTS, missingEnv, optionalEnv, requireEnv } from './env.ts';

export const MAIL_ENV = ['MAIL_API_URL', 'MAIL_API_KEY'] as const;
export const MAIL_TIMEOUT_MS = 10_000;

export interface MailMessage {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  reply_to?: string;
  /** Extra headers (Resend's `headers`), e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailResult {
  ok: boolean;
  id?: string;
  status?: number;
  error?: string;
}

export function mailConfigured(): boolean {
  return missingEnv(MAIL_ENV).length === 0;
}

/** Sends one message. Never throws for a delivery failure: the result says whether it went out. */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  const env = requireEnv(MAIL_ENV);
  const from = optionalEnv('MAIL_FROM', DEFAULTS.MAIL_FROM);
  const url = `${env.MAIL_API_URL.replace(/\/+$/, '')}/emails`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from,
        to: Array.isArray(message.to) ? message.to : [message.to],
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.reply_to ? { reply_to: message.reply_to } : {}),
        ...(message.headers && Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
      }),
      signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
    });
    const body = await res.text();
    if (!res.ok) {
      console.error(`[mail] ${url} answered ${res.status}: ${body.slice(0, 300)}`);
      return { ok: false, status: res.status, error: body.slice(0, 300) };
    }
    let id: string | undefined;
    try {
      const parsed = JSON.parse(body);
      if (parsed && typeof parsed.id === 'string') id = parsed.id;
    } catch {
      // A 2xx without JSON still counts as sent.
    }
    return id ? { ok: true, status: res.status, id } : { ok: true, status: res.status };
  } catch (e) {
    console.error(`[mail] ${url} failed:`, e instanceof Error ? e.message : e);
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}
