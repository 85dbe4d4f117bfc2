import { madridParts } from '../../../../supabase/functions/_shared/madrid_time.ts';

/** Months since year 0 of an instant's Europe/Madrid calendar month, for comparing months. */
function madridMonthIndex(time: number): number {
  const { year, month } = madridParts(time);
  return year * 12 + (month - 1);
}

/**
 * The "this month" figure to show from user_points.monthly_points.
 *
 * Why: the server (public.award_points) recomputes monthly_points, for the Europe/Madrid calendar
 * month, only when it runs for an award, and that same update sets updated_at. Nothing resets the
 * column when a new month starts, so the stored figure belongs to the Madrid month containing
 * updated_at: once that month is over, the user has earned nothing this month yet (any award
 * would have rewritten the row) and the figure is 0. The ranking does not need this; its RPCs
 * recompute the month from point_transactions.
 *
 * An updated_at in a later month than `now` means the device clock is behind the server's (an
 * award just after midnight on the 1st); the stored figure is then the current one and is kept.
 * A missing or unreadable updated_at cannot be placed in a month: 0.
 */
export function monthlyPointsNow(stored: number, updatedAt: string | null | undefined, now: Date): number {
  const updated = Date.parse(updatedAt ?? '');
  if (Number.isNaN(updated) || Number.isNaN(now.getTime())) return 0;
  return madridMonthIndex(updated) < madridMonthIndex(now.getTime()) ? 0 : stored;
}
