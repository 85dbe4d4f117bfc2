/** Texts of the real counts shown on cards and the event page (hidden when there is nothing to say). */
import { formatCount } from '@/lib/format-count';

const isPositive = (count: number | undefined): count is number =>
  count !== undefined && Number.isFinite(count) && count > 0;

/** 'N personas lo han guardado' ('1 persona lo ha guardado'); null when 0 or unknown. */
export function savedCountText(count: number | undefined): string | null {
  if (!isPositive(count)) return null;
  return count === 1 ? '1 persona lo ha guardado' : `${formatCount(count)} personas lo han guardado`;
}

/** 'N visitas' ('1 visita'); null when 0 or unknown. */
export function visitsText(count: number | undefined): string | null {
  if (!isPositive(count)) return null;
  return count === 1 ? '1 visita' : `${formatCount(count)} visitas`;
}
