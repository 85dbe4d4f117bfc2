import { levelProgress } from '../domain/level';
import { TrophyIcon } from '@/components/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { pointsQueries } from '../api/points-queries';
import { monthlyPointsNow } from '../domain/monthly-points';

/** Level, a progress bar over the current level's 100 points, and the points still missing. */
function LevelProgressBar({ totalPoints, levelId }: { totalPoints: number; levelId: number | null }) {
  const { level, progress, pointsToNext, percent } = levelProgress(totalPoints, levelId);
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-gray-900">Nivel {level}</span>
        <span className="text-gray-700">{progress} / 100</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Progreso del nivel ${level}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-gray-700">
        Te faltan <strong>{pointsToNext}</strong> puntos para el nivel {level + 1}
      </p>
    </div>
  );
}

/** Total points, level and progress to the next level. */
export function PointsSummary() {
  const { user } = useAuth();
  const query = useQuery({ ...pointsQueries.summary(user?.id ?? ''), enabled: !!user });
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
