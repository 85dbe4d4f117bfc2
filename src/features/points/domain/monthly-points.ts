import { madridParts } from '../../../../supabase/functions/_shared/madrid_time.ts';

/** Months since year 0 of an instant's Europe/Madrid calendar month, for comparing months. */
function madridMonthIndex(time: number): number {
  const { year, month } = madridParts(time);
  return year * 12 + (month - 1);
}

/**
 * The server rewrites monthly_points (and updated_at) only on an award, so once the Madrid month of
 * updated_at is over nothing was earned this month. A later month is a device clock behind the server's.
 */
export function monthlyPointsNow(stored: number, updatedAt: string | null | undefined, now: Date): number {
  const updated = Date.parse(updatedAt ?? '');
  if (Number.isNaN(updated) || Number.isNaN(now.getTime())) return 0;
  return madridMonthIndex(updated) < madridMonthIndex(now.getTime()) ? 0 : stored;
}
