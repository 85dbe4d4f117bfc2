/**
 * review-submission — a moderator approves or rejects a submitted event.
 *
 * Request (signed-in moderator): POST {submission_id, decision: 'approve' | 'reject', reason?}.
 *   Approval creates the event from the payload and links it (public.review_submission, called as the
 *   caller, so reviewed_by is the moderator); rejection needs a reason. The submitter, when an e-mail was
 *   given, is told by e-mail (with the event's link on approval, the reason on rejection).
 *   A submission's picture (payload.image_path, checked by submit-event) moves to
 *   `events/<event id>.<ext>` on approval and the event's image_url points at its public URL; on
 *   rejection it is removed.
 * Response 200 {submission_id, status: 'approved' | 'rejected', event_id, email_sent, image_url}.
 * Errors: 400 bad body / missing reason, 401 not signed in, 403 not a moderator, 404 unknown submission,
 *   409 already reviewed.
 */
import { requireCaller } from '../_shared/auth.ts';
import { cityFromOrigin, cityName, getCity } from '../_shared/cities.ts';
import { approvedEmail, rejectedEmail } from '../_shared/emails.ts';
import { checkEnvAtStartup, DEFAULTS, optionalEnv, requireEnv } from '../_shared/env.ts';
import { HttpError, json } from '../_shared/errors.ts';
import { createHandler, isUuid, readJsonObject } from '../_shared/http.ts';
import { discardPendingImage, publishEventImage } from '../_shared/event_image_storage.ts';
import { sendMail } from '../_shared/mail.ts';
import { eventPath, pickSiteOrigin } from '../_shared/site.ts';
import { createServiceClient, createUserClient } from '../_shared/supabase.ts';

const NAME = 'review-submission';
const REQUIRED_ENV = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'MAIL_API_URL',
  'MAIL_API_KEY',
] as const;
checkEnvAtStartup(NAME, REQUIRED_ENV);

export const MAX_REASON_LENGTH = 1000;
// deno-lint-ignore no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export const MESSAGES = {
  notModerator: 'Solo el equipo de moderación puede revisar eventos.',
  badId: 'Indica una propuesta de evento válida.',
  badDecision: 'La decisión debe ser «approve» (publicar) o «reject» (rechazar).',
  reasonRequired: 'Indica el motivo del rechazo: se lo enviaremos a quien propuso el evento.',
  reasonTooLong: `El motivo admite como máximo ${MAX_REASON_LENGTH} caracteres.`,
  notFound: 'No existe esa propuesta de evento.',
  alreadyReviewed: 'Esta propuesta ya se ha revisado.',
  invalid: 'La propuesta no se puede publicar tal como está.',
} as const;

interface SubmissionRow {
  id: string;
  payload: Record<string, unknown>;
  submitted_by_email: string | null;
  submitted_by_name: string | null;
}

interface EventRow {
  id: string;
  title: string;
  town: string | null;
  category_id: string[] | null;
  subcategory: string[] | null;
  start_date: string | null;
}

export const handler = createHandler(NAME, async (req) => {
  requireEnv(REQUIRED_ENV);
  const caller = await requireCaller(req);
  const asCaller = createUserClient(caller.jwt);

  const { data: isModerator, error: modError } = await asCaller.rpc('is_moderator');
  if (modError) throw new Error(`is_moderator: ${modError.message}`);
  if (isModerator !== true) throw new HttpError(403, MESSAGES.notModerator);

  const body = await readJsonObject(req);
  const fields: Record<string, string> = {};
  const submissionId = body.submission_id;
  if (!isUuid(submissionId)) fields.submission_id = MESSAGES.badId;
  const decision = typeof body.decision === 'string' ? body.decision.trim().toLowerCase() : '';
  if (decision !== 'approve' && decision !== 'reject') fields.decision = MESSAGES.badDecision;
  let reason: string | null = null;
  if (body.reason !== undefined && body.reason !== null) {
    if (typeof body.reason !== 'string') fields.reason = MESSAGES.reasonRequired;
    else {
      reason = body.reason.normalize('NFC').replace(CONTROL, '').trim() || null;
      if (reason && Array.from(reason).length > MAX_REASON_LENGTH) fields.reason = MESSAGES.reasonTooLong;
    }
  }
  if (decision === 'reject' && !reason && !fields.reason) fields.reason = MESSAGES.reasonRequired;
  if (Object.keys(fields).length > 0) throw new HttpError(400, Object.values(fields)[0]!, fields);

  const { data: reviewed, error: reviewError } = await asCaller
    .rpc('review_submission', {
      // A uuid: checked above (a bad one ends in a 400 before this).
      p_submission_id: submissionId as string,
      p_decision: decision,
      // Left out when approving: the argument's default is null.
      p_reason: decision === 'reject' ? (reason ?? undefined) : undefined,
    })
    .single();
  if (reviewError) {
    const code = (reviewError as { code?: string }).code;
    if (code === '42501') throw new HttpError(403, MESSAGES.notModerator);
    if (code === 'P0002') throw new HttpError(404, MESSAGES.notFound);
    if (code === '55000') throw new HttpError(409, MESSAGES.alreadyReviewed);
    if (code === '22023' || code === '22007' || code === '22008' || code === '23514') {
      throw new HttpError(400, MESSAGES.invalid, undefined, { detail: reviewError.message });
    }
    throw new Error(`review_submission: ${reviewError.message}`);
  }
  const result = reviewed as { submission_id: string; status: string; event_id: string | null };

  // Tell the submitter.
  const service = createServiceClient();
  const { data: subData } = await service
    .from('event_submissions')
    .select('id, payload, submitted_by_email, submitted_by_name')
    .eq('id', result.submission_id)
    .maybeSingle();
  const submission = subData as SubmissionRow | null;

  // The picture: to its public place on approval, away on rejection (done here, not by the browser).
  const imagePath = submission?.payload?.image_path;
  let imageUrl: string | null = null;
  if (result.status === 'approved' && result.event_id) {
    imageUrl = await publishEventImage(service, imagePath, result.event_id);
  } else if (result.status === 'rejected' && typeof imagePath === 'string') {
    await discardPendingImage(service, imagePath);
  }

  let emailSent = false;
  if (submission?.submitted_by_email) {
    const payload = submission.payload ?? {};
    const city = getCity(payload.city_id) ?? cityFromOrigin(req.headers.get('origin')) ?? undefined;
    const name = city ? cityName(city.id) : null;
    const title = typeof payload.title === 'string' ? payload.title : 'tu evento';
    let content;
    if (result.status === 'approved' && result.event_id) {
      const { data: ev } = await service
        .from('events')
        .select('id, title, town, category_id, subcategory, start_date')
        .eq('id', result.event_id)
        .maybeSingle();
      const event = (ev as EventRow | null) ?? {
        id: result.event_id,
        title,
        town: null,
        category_id: [],
        subcategory: [],
        start_date: null,
      };
      const origin = pickSiteOrigin(optionalEnv('PUBLIC_SITE_URL', DEFAULTS.PUBLIC_SITE_URL), [], city?.id);
      const url = `${origin}${eventPath({
        id: event.id,
        town: event.town,
        category: event.category_id?.[0] ?? null,
        subcategory: event.subcategory?.[0] ?? null,
        start_date: event.start_date,
        title: event.title,
      })}`;
      content = approvedEmail({
        name: submission.submitted_by_name,
        title: event.title,
        cityName: name,
        eventUrl: url,
      });
    } else {
      content = rejectedEmail({
        name: submission.submitted_by_name,
        title,
        cityName: name,
        reason: reason ?? '',
      });
    }
    const sent = await sendMail({ to: submission.submitted_by_email, ...content });
    emailSent = sent.ok;
  }

  return json({
    submission_id: result.submission_id,
    status: result.status,
    event_id: result.event_id,
    email_sent: emailSent,
    image_url: imageUrl,
  });
});
