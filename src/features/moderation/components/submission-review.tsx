import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getEnv } from '@/config/env';
import {
  eventImagePublicUrl,
  isPendingImagePath,
} from '../../../../supabase/functions/_shared/event_image.ts';
import { useReviewSubmission } from '../api/mutations';
import { submissionLinkWarnings } from '../domain/link-warnings';
import { formatReviewDate, submitterText } from '../domain/review-labels';
import { submissionTitle, wantsFeatured, type Submission } from '../domain/submission';
import { submissionSeries } from '../domain/submission-series';
import { submissionToEvent } from '../domain/submission-to-event';
import { LinkWarnings } from './link-warnings';
import { RejectDialog } from './reject-dialog';
import { SeriesDates } from './series-dates';
import { SubmissionPreview } from './submission-preview';

function Submitter({ submission }: { submission: Submission }) {
  return (
    <p className="text-sm text-gray-700">
      Enviado el {formatReviewDate(submission.createdAt)}{' '}
      {submitterText(submission.submittedByName, submission.submittedByEmail)}
    </p>
  );
}

/** The picture sent with the submission (still in `pending/`; approval moves it), if any. */
function SubmittedImage({ path, title }: { path: unknown; title: string }) {
  if (!isPendingImagePath(path)) return null;
  return (
    <figure className="space-y-2">
      <figcaption className="text-xs font-semibold tracking-wide text-gray-600 uppercase">
        Cartel enviado
      </figcaption>
      <img
        src={eventImagePublicUrl(getEnv().supabaseUrl, path)}
        alt={`Cartel enviado con «${title}»`}
        loading="lazy"
        className="max-h-80 max-w-full rounded-xl border border-gray-200 object-contain"
      />
    </figure>
  );
}

/** One pending submission: who sent it, its warnings, dates, picture and preview, and the decisions. */
export function SubmissionReview({ submission }: { submission: Submission }) {
  const title = submissionTitle(submission);
  const series = submissionSeries(submission);
  const review = useReviewSubmission();
  const busy = review.isPending;
  return (
    <section
      aria-label={`Propuesta: ${title}`}
      className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <header className="space-y-2">
        <h3 className="text-2xl font-bold text-gray-900">{title}</h3>
        <Submitter submission={submission} />
        {wantsFeatured(submission) && <Badge variant="accent">Quiere destacarlo (donativo)</Badge>}
      </header>
      <LinkWarnings warnings={submissionLinkWarnings(submission)} />
      {series && <SeriesDates series={series} />}
      <SubmittedImage path={submission.payload.image_path} title={title} />
      <SubmissionPreview event={submissionToEvent(submission)} />
      <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-5">
        <Button
          disabled={busy}
          onClick={() => review.mutate({ submissionId: submission.id, decision: 'approve' })}
        >
          {busy && review.variables?.decision === 'approve' ? 'Aprobando...' : 'Aprobar y publicar'}
        </Button>
        <RejectDialog
          title={title}
          busy={busy}
          onReject={(reason) =>
            review.mutateAsync({ submissionId: submission.id, decision: 'reject', reason })
          }
        />
      </div>
    </section>
  );
}
