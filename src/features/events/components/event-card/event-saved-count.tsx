import { BookmarkIcon } from '@/components/ui/icons';
import { savedCountText } from '../count-texts';

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
