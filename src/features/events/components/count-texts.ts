/** Texts of the real counts shown on cards and the event page; null when 0 or unknown. */
import { formatCount } from '@/lib/format-count';

const countText = (count: number | undefined, one: string, many: string): string | null => {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count === 1 ? `1 ${one}` : `${formatCount(count)} ${many}`;
};

export const savedCountText = (count: number | undefined) =>
  countText(count, 'persona lo ha guardado', 'personas lo han guardado');

export const visitsText = (count: number | undefined) => countText(count, 'visita', 'visitas');
