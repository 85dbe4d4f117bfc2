/** Levels: 100 points per level, starting at level 1. */
import { FIRST_LEVEL, POINTS_PER_LEVEL } from '@/config/constants';

const validPoints = (total: number) => (Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0);

/** Level the points alone reach: 0–99 → 1, 100–199 → 2, … */
export function levelForPoints(totalPoints: number): number {
  return FIRST_LEVEL + Math.floor(validPoints(totalPoints) / POINTS_PER_LEVEL);
}

/**
 * The stored level_id (the server decides it), else the level the points reach. Progress (points beyond
 * the 100 per previous level) is clamped to 0…100, so a lagging level_id never shows negative "to next".
 */
export function levelProgress(totalPoints: number, levelId?: number | null) {
  const points = validPoints(totalPoints);
  const level =
    typeof levelId === 'number' && Number.isInteger(levelId) && levelId >= FIRST_LEVEL
      ? levelId
      : levelForPoints(points);
  const beyond = points - (level - FIRST_LEVEL) * POINTS_PER_LEVEL;
  const progress = Math.min(Math.max(beyond, 0), POINTS_PER_LEVEL);
  return {
    level,
    progress,
    pointsToNext: POINTS_PER_LEVEL - progress,
    percent: Math.round((progress / POINTS_PER_LEVEL) * 100),
  };
}
