// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validSubmission } from '../../supabase/functions/_shared/submission_corpus.ts';
import {
  client,
  FIRST_CALL_TIMEOUT,
  invoke,
  looksSpanish,
  madridToday,
  mailTo,
  query,
  rawPost,
  signUp,
  startStack,
} from './helpers.ts';
import type { Stack, TestUser } from './helpers.ts';

let s: Stack;
let moderator: TestUser;

beforeAll(async () => {
  s = await startStack();
  await rawPost(s, 'review-submission');
  moderator = await signUp(s, 'moderadora');
  await s.db.query('insert into public.moderators (user_id) values ($1)', [moderator.id]);
}, FIRST_CALL_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

/** A fresh pending submission, made through submit-event as the app does. */
async function submit(patch: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  await s.db.query(`update public.event_submissions set created_at = created_at - interval '2 hours'`);
  const email = `organiza-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const r = await invoke(client(s), 'submit-event', {
    ...validSubmission(madridToday()),
    submitted_by_email: email,
    ...patch,
  });
  if (r.status !== 201) throw new Error(`submit failed: ${JSON.stringify(r.body)}`);
  return { id: String(r.body.id), email };
}

const review = (u: TestUser, body: Record<string, unknown>) => invoke(u.client, 'review-submission', body);

describe('review-submission', () => {
  it('only moderators: anonymous 401, a normal user 403, and nothing changes', async () => {
    const { id } = await submit();
    const anon = await invoke(client(s), 'review-submission', { submission_id: id, decision: 'approve' });
    expect(anon.status).toBe(401);
    const user = await signUp(s, 'normal');
    const r = await review(user, { submission_id: id, decision: 'approve' });
    expect(r.status).toBe(403);
    expect(looksSpanish(r.body.error)).toBe(true);
    const [row] = await query<{ status: string }>(
      s,
      'select status from public.event_submissions where id = $1',
      [id],
    );
    expect(row!.status).toBe('pending');
  });

  it('approve: creates the event, links it, and e-mails the submitter a working link', async () => {
    const { id, email } = await submit({
      title: 'Concierto en el Kursaal',
      town: 'sansebastian',
      neighborhood: '',
      category_id: ['musica'],
      subcategory: ['jazz'],
      submitted_by_name: 'Maialen',
    });
    const r = await review(moderator, { submission_id: id, decision: 'approve' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ submission_id: id, status: 'approved', email_sent: true });
    const eventId = String(r.body.event_id);

    const [sub] = await query<{ status: string; event_id: string; reviewed_by: string }>(
      s,
      'select status, event_id, reviewed_by from public.event_submissions where id = $1',
      [id],
    );
    expect(sub).toMatchObject({ status: 'approved', event_id: eventId, reviewed_by: moderator.id });

    // The event is public: anyone reads it through the REST API.
    const { data: event, error } = await client(s).from('events').select('*').eq('id', eventId).single();
    expect(error).toBeNull();
    expect(event).toMatchObject({
      title: 'Concierto en el Kursaal',
      town: 'San Sebastián',
      category_id: ['musica'],
      subcategory: ['jazz'],
    });

    const [mail] = await mailTo(s, email);
    expect(mail?.subject).toBe(
      'Tu evento «Concierto en el Kursaal» ya está publicado · Agenda Norte San Sebastián',
    );
    expect(mail?.text).toContain('Hola, Maialen:');
    const link = /https?:\/\/\S+\/event\/\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe('http://sansebastian.localhost:5173');
    // Only the part before '--' identifies the event.
    const idFromLink = decodeURIComponent(url.pathname.replace('/event/', '').split('--')[0]!);
    expect(idFromLink).toBe(eventId);
    expect(url.pathname).toMatch(/--san-sebastian-musica-jazz-\d{4}-\d{2}-\d{2}-concierto-en-el-kursaal$/);
  });

  it('reject needs a reason; with one, the submitter is told why', async () => {
    const { id, email } = await submit({ title: 'Fiesta dudosa' });
    const noReason = await review(moderator, { submission_id: id, decision: 'reject' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toHaveProperty('reason');
    expect(looksSpanish(noReason.body.error)).toBe(true);
    const blank = await review(moderator, { submission_id: id, decision: 'reject', reason: '   ' });
    expect(blank.status).toBe(400);

    const r = await review(moderator, {
      submission_id: id,
      decision: 'reject',
      reason: 'La fecha no coincide con la web del organizador.',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'rejected', event_id: null, email_sent: true });
    const [row] = await query<{ status: string; rejection_reason: string }>(
      s,
      'select status, rejection_reason from public.event_submissions where id = $1',
      [id],
    );
    expect(row).toEqual({
      status: 'rejected',
      rejection_reason: 'La fecha no coincide con la web del organizador.',
    });
    const [mail] = await mailTo(s, email);
    expect(mail?.subject).toContain('no se ha publicado');
    expect(mail?.text).toContain('Motivo: La fecha no coincide con la web del organizador.');
  });

  it('a reviewed submission cannot be reviewed again (409); an unknown one is 404', async () => {
    const { id } = await submit();
    expect((await review(moderator, { submission_id: id, decision: 'approve' })).status).toBe(200);
    const again = await review(moderator, { submission_id: id, decision: 'reject', reason: 'x' });
    expect(again.status).toBe(409);
    expect(looksSpanish(again.body.error)).toBe(true);
    const unknown = await review(moderator, {
      submission_id: '00000000-0000-4000-8000-000000000000',
      decision: 'approve',
    });
    expect(unknown.status).toBe(404);
  });

  it('bad bodies are 400 in Spanish', async () => {
    const { id } = await submit();
    for (const body of [
      {},
      { submission_id: 'no-es-un-uuid', decision: 'approve' },
      { submission_id: id, decision: 'publicar' },
      { submission_id: id, decision: 'reject', reason: 42 },
      { submission_id: id, decision: 'reject', reason: 'x'.repeat(1001) },
    ]) {
      const r = await review(moderator, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(looksSpanish(r.body.error)).toBe(true);
    }
    const bad = await rawPost(s, 'review-submission', { token: moderator.token, body: 'no json' });
    expect(bad.status).toBe(400);
  });

  it('a submission without a contact e-mail is reviewed without sending mail', async () => {
    const { id } = await submit({ submitted_by_email: '' });
    const r = await review(moderator, { submission_id: id, decision: 'approve' });
    expect(r.body).toMatchObject({ status: 'approved', email_sent: false });
  });
});
