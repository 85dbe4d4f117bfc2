import { toFunctionCallError } from '@/features/submissions';
import { getSupabase } from '@/lib/supabase';

export type ReviewDecision = 'approve' | 'reject';

export interface ReviewRequest {
  submissionId: string;
  decision: ReviewDecision;
  /** Required to reject: it is e-mailed to the submitter. */
  reason?: string;
}

export interface ReviewResult {
  submission_id: string;
  status: 'approved' | 'rejected';
  event_id: string | null;
  email_sent: boolean;
}

/** POST review-submission as the signed-in moderator. */
export async function reviewSubmission({
  submissionId,
  decision,
  reason,
}: ReviewRequest): Promise<ReviewResult> {
  const body: Record<string, unknown> = { submission_id: submissionId, decision };
  if (decision === 'reject') body.reason = reason ?? '';
  const { data, error } = await (
    await getSupabase()
  ).functions.invoke<ReviewResult>('review-submission', { body });
  if (error) throw await toFunctionCallError(error);
  if (!data) throw new Error('review-submission: respuesta vacía');
  return data;
}
