import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useTabParam } from '@/components/ui/use-tab-param';
import { MODERATION_HEAD } from '@/content/page-heads';
import { PageMeta } from '@/features/city';
import { buildEventPath } from '@/features/events';
import { cn } from '@/lib/cn';
import { moderationQueries } from '../api/moderation-queries';
import { formatReviewDate, reviewerLabel, submissionTitle, submissionToEvent } from '../domain/submission';
import { ImportSources } from './import-sources';
import { SubmissionReview } from './submission-review';
import { m } from '@/i18n/paraglide/messages.js';

/** The queue, newest first: a list to choose from and the chosen submission's review. */
function PendingQueue() {
  const query = useQuery(moderationQueries.pending());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = query.data ?? [];
  const selected = items.find((s) => s.id === selectedId) ?? items[0];
  return (
    <section aria-labelledby="pending-title" className="space-y-4">
      <h2 id="pending-title" className="text-2xl font-bold text-gray-900">
        {m.moderation_pending_title()}
        {query.data ? ` (${items.length})` : ''}
      </h2>
      {query.isPending && <p role="status">{m.moderation_pending_loading()}</p>}
      {query.isError && (
        <div role="alert" className="space-y-2 text-red-800">
          <p>{m.moderation_pending_error({ error: query.error.message })}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {m.moderation_retry()}
          </Button>
        </div>
      )}
      {query.isSuccess && items.length === 0 && (
        <p className="text-gray-700">{m.moderation_pending_empty()}</p>
      )}
      {selected && (
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <ol aria-label={m.moderation_pending_list()} className="space-y-2">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-current={item === selected ? 'true' : undefined}
                  onClick={() => setSelectedId(item.id)}
                  className={cn(
                    'flex min-h-11 w-full flex-col items-start rounded-xl border px-3 py-2 text-left text-sm',
                    item === selected
                      ? 'border-primary bg-primary/10'
                      : 'border-gray-200 bg-white hover:bg-gray-50',
                  )}
                >
                  <span className="font-semibold text-gray-900">{submissionTitle(item)}</span>
                  <span className="text-gray-600">{formatReviewDate(item.created_at)}</span>
                </button>
              </li>
            ))}
          </ol>
          <SubmissionReview key={selected.id} submission={selected} />
        </div>
      )}
    </section>
  );
}

function ReviewHistory({ currentUserId }: { currentUserId: string }) {
  const query = useQuery(moderationQueries.history());
  return (
    <section aria-labelledby="history-title" className="space-y-4">
      <h2 id="history-title" className="text-2xl font-bold text-gray-900">
        {m.moderation_history_title()}
      </h2>
      {query.isPending && <p role="status">{m.moderation_history_loading()}</p>}
      {query.isError && <p role="alert">{m.moderation_history_error({ error: query.error.message })}</p>}
      {query.isSuccess && query.data.length === 0 && (
        <p className="text-gray-700">{m.moderation_history_empty()}</p>
      )}
      {query.isSuccess && query.data.length > 0 && (
        <ul aria-label={m.moderation_history_list()} className="space-y-3">
          {query.data.map((item) => (
            <li key={item.id} className="space-y-1.5 rounded-xl border border-gray-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2">
                <Badge
                  variant={item.status === 'approved' ? 'free' : 'neutral'}
                  className={item.status === 'approved' ? undefined : 'bg-red-100 text-red-800'}
                >
                  {item.status === 'approved' ? m.moderation_approved() : m.moderation_rejected()}
                </Badge>
                <span className="font-semibold text-gray-900">{submissionTitle(item)}</span>
              </div>
              <p className="text-sm text-gray-700">
                {m.moderation_reviewed_by({
                  reviewer: reviewerLabel(item.reviewed_by, currentUserId),
                  date: formatReviewDate(item.reviewed_at),
                })}
              </p>
              {item.rejection_reason && (
                <p className="text-sm text-gray-700">
                  {m.moderation_reason({ reason: item.rejection_reason })}
                </p>
              )}
              {item.status === 'approved' && item.event_id && (
                <Link
                  to={buildEventPath(submissionToEvent(item))}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline"
                >
                  {m.moderation_see_published()}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const tabs = () =>
  [
    { value: 'propuestas', label: m.moderation_tab_submissions() },
    { value: 'fuentes', label: m.moderation_tab_sources() },
  ] as const;

/** /moderacion: 'Propuestas' (queue and history) and 'Fuentes' tabs, kept in `?tab=` for reloads and links. */
export function ModerationPage({ userId }: { userId: string }) {
  const items = tabs();
  const [tab, select] = useTabParam(items);
  const idBase = useId();
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 md:py-12">
      <PageMeta {...MODERATION_HEAD} />
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold text-gray-900 md:text-4xl">{m.moderation_title()}</h1>
        <p className="text-gray-700">
          {tab === 'propuestas' ? m.moderation_intro_submissions() : m.moderation_intro_sources()}
        </p>
      </header>
      <TabList
        idBase={idBase}
        label={m.moderation_tabs_label()}
        items={items}
        value={tab}
        onValueChange={select}
        className="max-w-md"
      />
      <TabPanel idBase={idBase} value={tab} className="space-y-12">
        {tab === 'propuestas' ? (
          <>
            <PendingQueue />
            <ReviewHistory currentUserId={userId} />
          </>
        ) : (
          <ImportSources />
        )}
      </TabPanel>
    </div>
  );
}
