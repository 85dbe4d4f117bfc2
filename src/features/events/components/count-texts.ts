/** Texts of the real counts shown on cards and the event page; null when 0 or unknown. */
import { m } from '@/i18n/paraglide/messages.js';
import { formatCount } from '@/lib/format-count';

const countText = (
  count: number | undefined,
  one: () => string,
  many: (inputs: { count: string }) => string,
): string | null => {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count === 1 ? one() : many({ count: formatCount(count) });
};

export const savedCountText = (count: number | undefined) =>
  countText(count, m.events_saved_one, m.events_saved_many);

export const visitsText = (count: number | undefined) =>
  countText(count, m.events_visits_one, m.events_visits_many);
