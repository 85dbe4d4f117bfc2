/** "Tendencias" block; favourite counts are the real ones, from an aggregate RPC. */
import {
  TRENDING_BONUS_CATEGORIES,
  TRENDING_CATEGORY_BONUS,
  TRENDING_FEATURED_BASE,
  TRENDING_FREE_BONUS,
  TRENDING_MAX,
  TRENDING_PER_DESTACADO,
  TRENDING_PER_RECENT_FAVORITE,
  TRENDING_SOON_BONUS,
  TRENDING_WINDOW_DAYS,
} from '@/config/constants';
import { normalizeText } from '@/lib/text';
import { addDaysToDay, eventEndDay, eventStartInstant, madridDay, parseEventDate } from './dates';
import type { EventItem } from './types';

const BONUS_CATEGORIES = new Set(TRENDING_BONUS_CATEGORIES.map(normalizeText));

export function trendingScore(e: EventItem, recentFavoriteCount: number, now: Date): number {
  let score = 0;
  if (e.destacado > 0) score += TRENDING_FEATURED_BASE + TRENDING_PER_DESTACADO * e.destacado;
  const favourites = Number.isFinite(recentFavoriteCount) ? Math.max(0, recentFavoriteCount) : 0;
  score += TRENDING_PER_RECENT_FAVORITE * favourites;
  const today = madridDay(now);
  const start = parseEventDate(e.startDate);
  if (start === today || start === addDaysToDay(today, 1)) score += TRENDING_SOON_BONUS;
  if (e.isFree) score += TRENDING_FREE_BONUS;
  if (e.categoryId.some((c) => BONUS_CATEGORIES.has(normalizeText(c.trim()))))
    score += TRENDING_CATEGORY_BONUS;
  return score;
}

/** Ongoing (started, not yet ended) or starting within the next 14 days, in Madrid days. */
export function isTrendingCandidate(e: EventItem, now: Date): boolean {
  const today = madridDay(now);
  const start = parseEventDate(e.startDate);
  const end = eventEndDay(e);
  return start !== null && end !== null && end >= today && start <= addDaysToDay(today, TRENDING_WINDOW_DAYS);
}

/** Sooner start first, then id, so equal scores always come out in the same order. */
export function compareBySoonestStart(a: EventItem, b: EventItem): number {
  const ta = eventStartInstant(a)?.getTime() ?? Number.POSITIVE_INFINITY;
  const tb = eventStartInstant(b)?.getTime() ?? Number.POSITIVE_INFINITY;
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Top events by score (max 5); `favCounts` maps event id → favourites of the last 7 days. */
export function selectTrending(
  events: readonly EventItem[],
  favCounts: Readonly<Record<string, number>>,
  now: Date,
  max: number = TRENDING_MAX,
): EventItem[] {
  return events
    .filter((e) => isTrendingCandidate(e, now))
    .map((e) => ({ e, score: trendingScore(e, favCounts[e.id] ?? 0, now) }))
    .sort((a, b) => b.score - a.score || compareBySoonestStart(a.e, b.e))
    .slice(0, max)
    .map(({ e }) => e);
}
