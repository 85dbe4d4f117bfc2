import type { Db } from '../db/adapter.ts';

/** The local mail outbox: every message the stack "sends" lands in _local.mail_outbox. */
export interface MailMessage {
  id: string;
  to: string[];
  from: string;
  subject: string;
  html: string | null;
  text: string | null;
  created_at: string;
}

export interface OutgoingMail {
  from?: string;
  to: string | string[];
  subject?: string;
  html?: string | null;
  text?: string | null;
}

export const DEFAULT_FROM = 'Agenda Norte <no-reply@agenda-norte.local>';

export async function sendMail(db: Db, m: OutgoingMail): Promise<string> {
  const to = Array.isArray(m.to) ? m.to : [m.to];
  const r = await db.query<{ id: string }>(
    `insert into _local.mail_outbox ("from", "to", subject, html, text) values ($1, $2::jsonb, $3, $4, $5) returning id::text`,
    [m.from ?? DEFAULT_FROM, JSON.stringify(to), m.subject ?? '', m.html ?? null, m.text ?? null],
  );
  return r.rows[0]?.id ?? '';
}

export async function listMail(db: Db): Promise<MailMessage[]> {
  const r = await db.query<{ j: string }>(
    `select coalesce(json_agg(json_build_object('id', id, 'to', "to", 'from', "from", 'subject', subject,
        'html', html, 'text', text, 'created_at', created_at) order by created_at desc, id), '[]')::text as j
     from _local.mail_outbox`,
  );
  return JSON.parse(r.rows[0]?.j ?? '[]') as MailMessage[];
}

export async function clearMail(db: Db): Promise<void> {
  await db.query('delete from _local.mail_outbox');
}
