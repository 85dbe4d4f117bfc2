import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getEnv } from '@/config/env';
import { EventCard, EventDescription, EventDetails, EventTextSection } from '@/features/events';
import {
  eventImagePublicUrl,
  isPendingImagePath,
} from '../../../../supabase/functions/_shared/event_image.ts';
import { useReviewSubmission } from '../api/mutations';
import {
  formatReviewDate,
  seriesListDay,
  seriesSummary,
  type Submission,
  submissionLinkWarnings,
  type SubmissionSeries,
  submissionSeries,
  submissionTitle,
  submissionToEvent,
  submitterText,
} from '../domain/submission';
import { RejectDialog } from './reject-dialog';
import { m } from '@/i18n/paraglide/messages.js';

const captionClass = 'text-xs font-semibold tracking-wide text-gray-600 uppercase';

/** A proposed series' rhythm and dates, or why its rule cannot be expanded. */
function SeriesDates({ series }: { series: SubmissionSeries }) {
  if (series.problem !== null)
    return (
      <div className="space-y-1 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-semibold">{m.moderation_series_invalid({ problem: series.problem })}</p>
        <p>
          {m.moderation_series_rule()} <code>{series.rule}</code>
        </p>
      </div>
    );
  return (
    <div className="space-y-2 rounded-xl bg-gray-50 p-4 text-sm text-gray-800">
      <p className="font-semibold">{seriesSummary(series)}</p>
      <details>
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary">
          {m.moderation_series_all_dates({ count: series.dates.length })}
        </summary>
        <ul
          aria-label={m.moderation_series_dates_list()}
          className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4"
        >
          {series.dates.map((day) => (
            <li key={day}>{seriesListDay(day)}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

export function SubmissionReview({ submission }: { submission: Submission }) {
  const title = submissionTitle(submission);
  const series = submissionSeries(submission);
  const warnings = submissionLinkWarnings(submission);
  const imagePath = submission.payload.image_path;
  const event = submissionToEvent(submission);
  const review = useReviewSubmission();
  const busy = review.isPending;
  return (
    <section
      aria-label={m.moderation_review_label({ title })}
      className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <header className="space-y-2">
        <h3 className="text-2xl font-bold text-gray-900">{title}</h3>
        <p className="text-sm text-gray-700">
          {m.moderation_submitted({
            date: formatReviewDate(submission.created_at),
            submitter: submitterText(submission.submitted_by_name, submission.submitted_by_email),
          })}
        </p>
        {submission.payload.wants_featured === true && (
          <Badge variant="accent">{m.moderation_wants_featured()}</Badge>
        )}
      </header>
      {/* The look-alike links come before the preview, so they are read before approving. */}
      {warnings.length > 0 && (
        <div
          role="note"
          aria-label={m.moderation_link_warnings()}
          className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          {warnings.map((w) => (
            <div key={w.host} className="space-y-1">
              <p className="font-semibold">{w.message}</p>
              <p>
                {m.moderation_link_warning_where({ places: w.places.join(', ') })} <code>{w.host}</code>
              </p>
            </div>
          ))}
        </div>
      )}
      {series && <SeriesDates series={series} />}
      {/* The picture sent with it, still in `pending/` (approval moves it). */}
      {isPendingImagePath(imagePath) && (
        <figure className="space-y-2">
          <figcaption className={captionClass}>{m.moderation_image_caption()}</figcaption>
          <img
            src={eventImagePublicUrl(getEnv().supabaseUrl, imagePath)}
            alt={m.moderation_image_alt({ title })}
            loading="lazy"
            className="max-h-80 max-w-full rounded-xl border border-gray-200 object-contain"
          />
        </figure>
      )}
      {/* As its card and page would show it (one preview at a time: the parts have fixed ids). */}
      <div className="grid gap-6 lg:grid-cols-[300px_minmax(0,1fr)]">
        <div className="space-y-2">
          <p className={captionClass}>{m.moderation_preview_card()}</p>
          <EventCard event={event} />
        </div>
        <div className="space-y-6">
          <p className={captionClass}>{m.moderation_preview_page()}</p>
          <EventDetails event={event} />
          <EventDescription description={{ text: event.description }} />
          <EventTextSection
            id="preview-how-to-get"
            title={m.moderation_preview_directions()}
            text={event.comoLlegar}
          />
          <EventTextSection
            id="preview-recommendations"
            title={m.moderation_preview_recommendations()}
            text={event.recomendaciones}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-5">
        <Button
          disabled={busy}
          onClick={() => review.mutate({ submissionId: submission.id, decision: 'approve' })}
        >
          {busy && review.variables?.decision === 'approve'
            ? m.moderation_approving()
            : m.moderation_approve()}
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
