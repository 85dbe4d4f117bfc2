import { BookmarkIcon } from '@/components/ui/icons';

const number = new Intl.NumberFormat('es-ES');

/** 'N personas lo han guardado' with the real count; nothing when nobody has (or it is unknown). */
export function savedCountText(count: number | undefined): string | null {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count === 1 ? '1 persona lo ha guardado' : `${number.format(count)} personas lo han guardado`;
}

export function EventSavedCount({ count }: { count: number | undefined }) {
  const text = savedCountText(count);
  if (!text) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs font-medium text-gray-700">
      <BookmarkIcon width={14} height={14} className="text-accent" />
      {text}
    </p>
  );
}
