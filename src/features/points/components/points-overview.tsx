import { TRANSACTIONS_SHOWN } from '@/config/constants';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { pointsQueries } from '../api/points-queries';
import { formatMovementTime } from '../domain/movement-time';
import { PointsSummary } from './points-summary';

/** The last 20 point movements, newest first. */
function TransactionsList() {
  const { user } = useAuth();
  const query = useQuery({ ...pointsQueries.transactions(user?.id ?? ''), enabled: !!user });
  return (
    <section aria-labelledby="transactions-title" className="space-y-3">
      <h2 id="transactions-title" className="text-xl font-bold text-gray-900">
        Últimos movimientos
      </h2>
      <p className="text-sm text-gray-600">Tus últimos {TRANSACTIONS_SHOWN} movimientos de puntos.</p>
      {query.isPending ? (
        <p role="status">Cargando movimientos…</p>
      ) : query.isError ? (
        <p role="alert">No se pudieron cargar tus movimientos: {query.error.message}</p>
      ) : query.data.length === 0 ? (
        <p className="rounded-2xl bg-gray-50 p-4 text-gray-700">Todavía no tienes movimientos de puntos.</p>
      ) : (
        <ol
          className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white"
          aria-label="Movimientos de puntos"
        >
          {query.data.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium text-gray-900">{t.description || t.actionType}</p>
                {t.eventTitle && <p className="truncate text-sm text-gray-700">{t.eventTitle}</p>}
                <p className="text-xs text-gray-600">
                  <time dateTime={t.createdAt}>{formatMovementTime(t.createdAt)}</time>
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

/** The points tab and the /points page: summary, level progress, last 20 movements. */
export function PointsOverview() {
  return (
    <div className="space-y-8">
      <PointsSummary />
      <TransactionsList />
    </div>
  );
}
