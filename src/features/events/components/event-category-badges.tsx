import { memo } from 'react';
import { Badge } from '@/components/ui/badge';
import { getCategoryName } from '@/config/categories';
import { cn } from '@/lib/cn';

export interface EventCategoryBadgesProps {
  categoryIds: readonly string[];
  /** Show this many, then '+N más'; all when omitted. */
  max?: number;
  isFree?: boolean;
  className?: string;
}

/** Category badges (names, first `max` then '+N más') and the 'Gratis' badge. */
export const EventCategoryBadges = memo(function EventCategoryBadges({
  categoryIds,
  max,
  isFree = false,
  className,
}: EventCategoryBadgesProps) {
  const shown = max === undefined ? categoryIds : categoryIds.slice(0, max);
  const hidden = categoryIds.length - shown.length;
  if (shown.length === 0 && !isFree) return null;
  return (
    <ul className={cn('flex flex-wrap items-center gap-1.5', className)} aria-label="Categorías">
      {/* Keyed by position: a card reused for another event changes the labels, not the elements. */}
      {shown.map((id, index) => (
        <li key={index} className="max-w-full">
          <Badge variant="primary">{getCategoryName(id)}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge variant="outline">+{hidden} más</Badge>
        </li>
      )}
      {isFree && (
        <li>
          <Badge variant="free">Gratis</Badge>
        </li>
      )}
    </ul>
  );
});
