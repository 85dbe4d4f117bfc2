import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { buildEventPath } from '@/features/events';
import { moderationQueries } from '../api/moderation-queries';
import {
  formatReviewDate,
  reviewerLabel,
  STATUS_LABELS,
  type Submission,
  submissionTitle,
  submissionToEvent,
} from '../domain/submission';

function HistoryItem({ item, currentUserId }: { item: Submission; currentUserId: string }) {
  const approved = item.status === 'approved';
  return (
    <li className="space-y-1.5 rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge
          variant={approved ? 'free' : 'neutral'}
          className={approved ? undefined : 'bg-red-100 text-red-800'}
        >
          {STATUS_LABELS[item.status]}
        </Badge>
        <span className="font-semibold text-gray-900">{submissionTitle(item)}</span>
      </div>
      <p className="text-sm text-gray-700">
        Revisado por {reviewerLabel(item.reviewedBy, currentUserId)} el {formatReviewDate(item.reviewedAt)}
      </p>
      {item.rejectionReason && <p className="text-sm text-gray-700">Motivo: {item.rejectionReason}</p>}
      {approved && item.eventId && (
        <Link
          to={buildEventPath(submissionToEvent(item))}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline"
        >
          Ver el evento publicado
        </Link>
      )}
    </li>
  );
}

/** Decisions taken (approved and rejected), latest first. */
export function ReviewHistory({ currentUserId }: { currentUserId: string }) {
  const query = useQuery(moderationQueries.history());
  return (
    <section aria-labelledby="history-title" className="space-y-4">
      <h2 id="history-title" className="text-2xl font-bold text-gray-900">
        Historial de decisiones
      </h2>
      {query.isPending && <p role="status">Cargando historial...</p>}
      {query.isError && <p role="alert">Error cargando el historial: {query.error.message}</p>}
      {query.isSuccess && query.data.length === 0 && <p className="text-gray-700">Aún no hay decisiones.</p>}
      {query.isSuccess && query.data.length > 0 && (
        <ul aria-label="Decisiones" className="space-y-3">
          {query.data.map((item) => (
            <HistoryItem key={item.id} item={item} currentUserId={currentUserId} />
          ))}
        </ul>
      )}
    </section>
  );
}
