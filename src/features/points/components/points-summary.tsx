import { POINTS_PER_LEVEL, TRANSACTIONS_SHOWN } from '@/config/constants';
import { useUserQuery } from '@/features/auth';
import { pointsQueries } from '../api/points-queries';
import { formatMovementTime } from '../domain/movement-time';
import { levelProgress } from '../domain/level';
import { TrophyIcon } from '@/components/ui/icons';
import { monthlyPointsNow } from '../domain/monthly-points';
import { movementLabel } from '../domain/movement-label';
import { m } from '@/i18n/paraglide/messages.js';

function TransactionsList() {
  const query = useUserQuery(pointsQueries.transactions);
  return (
    <section aria-labelledby="transactions-title" className="space-y-3">
      <h2 id="transactions-title" className="text-xl font-bold text-gray-900">
        {m.points_recent_title()}
      </h2>
      <p className="text-sm text-gray-600">{m.points_recent_intro({ count: TRANSACTIONS_SHOWN })}</p>
      {query.isPending ? (
        <p role="status">{m.points_loading_movements()}</p>
      ) : query.isError ? (
        <p role="alert">{m.points_movements_failed({ error: query.error.message })}</p>
      ) : query.data.length === 0 ? (
        <p className="rounded-2xl bg-gray-50 p-4 text-gray-700">{m.points_no_movements()}</p>
      ) : (
        <ol
          className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white"
          aria-label={m.points_movements_label()}
        >
          {query.data.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium text-gray-900">{movementLabel(t)}</p>
                {t.event_title && <p className="truncate text-sm text-gray-700">{t.event_title}</p>}
                <p className="text-xs text-gray-600">
                  <time dateTime={t.created_at}>{formatMovementTime(t.created_at)}</time>
                </p>
              </div>
              <span className={t.points >= 0 ? 'font-bold text-green-800' : 'font-bold text-red-800'}>
                {t.points >= 0 ? `+${t.points}` : t.points}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function PointsOverview() {
  return (
    <div className="space-y-8">
      <PointsSummary />
      <TransactionsList />
    </div>
  );
}

export function PointsSummary() {
  const query = useUserQuery(pointsQueries.summary);
  if (query.isPending) return <p role="status">{m.points_loading()}</p>;
  if (query.isError) return <p role="alert">{m.points_failed({ error: query.error.message })}</p>;
  const { total_points, monthly_points, level_id, updated_at } = query.data;
  // The stored figure is for the month of the last award; a new Madrid month starts at 0.
  const thisMonth = monthlyPointsNow(monthly_points, updated_at, new Date());
  const { level, progress, pointsToNext, percent } = levelProgress(total_points, level_id);
  return (
    <section
      aria-labelledby="points-summary-title"
      className="space-y-5 rounded-3xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="points-summary-title" className="sr-only">
        {m.points_summary_title()}
      </h2>
      <div className="flex items-center gap-3">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent/15 text-accent">
          <TrophyIcon width={24} height={24} />
        </span>
        <p>
          <span className="block text-3xl font-extrabold text-gray-900" data-testid="total-points">
            {m.points_total({ count: total_points })}
          </span>
          <span className="text-sm text-gray-700">
            {m.points_level_this_month({ level, month: thisMonth })}
          </span>
        </p>
      </div>
      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-semibold text-gray-900">{m.points_level({ level })}</span>
          <span className="text-gray-700">
            {progress} / {POINTS_PER_LEVEL}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={m.points_level_progress({ level })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-3 overflow-hidden rounded-full bg-gray-200"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-sm text-gray-700">
          {m.points_to_next_before()} <strong>{pointsToNext}</strong>{' '}
          {m.points_to_next_after({ level: level + 1 })}
        </p>
      </div>
    </section>
  );
}
