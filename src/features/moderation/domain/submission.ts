/** A row of event_submissions (migration 20261122000700) as the moderation screens use it. Pure. */
import type { Tables } from '../../../../supabase/functions/_shared/database.types.ts';

export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

/** A row of SUBMISSION_COLUMNS. `payload` is the body the submit-event function validated. */
export type SubmissionRow = Omit<Tables<'event_submissions'>, 'submitter_ip_hash'>;

export interface Submission {
  id: string;
  payload: Readonly<Record<string, unknown>>;
  status: SubmissionStatus;
  submittedByEmail: string | null;
  submittedByName: string | null;
  createdAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  rejectionReason: string | null;
  /** The event created on approval. */
  eventId: string | null;
}

export const SUBMISSION_COLUMNS =
  'id, payload, status, submitted_by_email, submitted_by_name, created_at, reviewed_at, reviewed_by, rejection_reason, event_id';

const STATUSES: readonly SubmissionStatus[] = ['pending', 'approved', 'rejected'];

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function mapSubmissionRow(row: SubmissionRow): Submission {
  return {
    id: row.id,
    payload: asRecord(row.payload),
    status: STATUSES.find((s) => s === row.status) ?? 'pending',
    submittedByEmail: row.submitted_by_email,
    submittedByName: row.submitted_by_name,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    reviewedBy: row.reviewed_by,
    rejectionReason: row.rejection_reason,
    eventId: row.event_id,
  };
}

/** The payload's title, or a stand-in. */
export function submissionTitle(submission: Pick<Submission, 'payload'>): string {
  const title = submission.payload.title;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : 'Evento sin título';
}

/** The payload's wish to be featured (by donation; the team gets in touch). */
export function wantsFeatured(submission: Pick<Submission, 'payload'>): boolean {
  return submission.payload.wants_featured === true;
}
