import { levelProgress } from '../domain/level';

/** Level, a progress bar over the current level's 100 points, and the points still missing. */
export function LevelProgressBar({ totalPoints, levelId }: { totalPoints: number; levelId: number | null }) {
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
