import { TrophyIcon } from '@/components/ui/icons';
import { usePointsSummary } from '../api/use-points';
import { levelProgress } from '../domain/level';
import { monthlyPointsNow } from '../domain/monthly-points';
import { LevelProgressBar } from './level-progress';

/** Total points, level and progress to the next level. */
export function PointsSummary() {
  const query = usePointsSummary();
  if (query.isPending) return <p role="status">Cargando tus puntos…</p>;
  if (query.isError) return <p role="alert">No se pudieron cargar tus puntos: {query.error.message}</p>;
  const { totalPoints, monthlyPoints, levelId, updatedAt } = query.data;
  // The stored figure is for the month of the last award; a new Madrid month starts at 0.
  const thisMonth = monthlyPointsNow(monthlyPoints, updatedAt, new Date());
  const { level } = levelProgress(totalPoints, levelId);
  return (
    <section
      aria-labelledby="points-summary-title"
      className="space-y-5 rounded-3xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="points-summary-title" className="sr-only">
        Resumen de puntos
      </h2>
      <div className="flex flex-wrap items-center gap-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent/15 text-accent">
            <TrophyIcon width={24} height={24} />
          </span>
          <p>
            <span className="block text-3xl font-extrabold text-gray-900" data-testid="total-points">
              {totalPoints} puntos
            </span>
            <span className="text-sm text-gray-700">
              Nivel {level} · {thisMonth} este mes
            </span>
          </p>
        </div>
      </div>
      <LevelProgressBar totalPoints={totalPoints} levelId={levelId} />
    </section>
  );
}
