import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { moderationQueries } from '../api/moderation-queries';
import { formatReviewDate, type Submission, submissionTitle } from '../domain/submission';
import { SubmissionReview } from './submission-review';

function QueueList({
  items,
  selectedId,
  onSelect,
}: {
  items: Submission[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  return (
    <ol aria-label="Propuestas pendientes, de la más reciente a la más antigua" className="space-y-2">
      {items.map((item) => {
        const current = item.id === selectedId;
        return (
          <li key={item.id}>
            <button
              type="button"
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
              className={cn(
                'flex min-h-11 w-full flex-col items-start rounded-xl border px-3 py-2 text-left text-sm',
                current ? 'border-primary bg-primary/10' : 'border-gray-200 bg-white hover:bg-gray-50',
              )}
            >
              <span className="font-semibold text-gray-900">{submissionTitle(item)}</span>
              <span className="text-gray-600">{formatReviewDate(item.createdAt)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** The queue, newest first: a list to choose from and the chosen submission's review. */
export function PendingQueue() {
  const query = useQuery(moderationQueries.pending());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = query.data ?? [];
  const selected = items.find((s) => s.id === selectedId) ?? items[0];
  return (
    <section aria-labelledby="pending-title" className="space-y-4">
      <h2 id="pending-title" className="text-2xl font-bold text-gray-900">
        Pendientes de revisión{query.data ? ` (${items.length})` : ''}
      </h2>
      {query.isPending && <p role="status">Cargando propuestas...</p>}
      {query.isError && (
        <div role="alert" className="space-y-2 text-red-800">
          <p>Error cargando propuestas: {query.error.message}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </div>
      )}
      {query.isSuccess && items.length === 0 && (
        <p className="text-gray-700">No hay eventos pendientes de revisión.</p>
      )}
      {selected && (
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <QueueList items={items} selectedId={selected.id} onSelect={setSelectedId} />
          <SubmissionReview key={selected.id} submission={selected} />
        </div>
      )}
    </section>
  );
}
