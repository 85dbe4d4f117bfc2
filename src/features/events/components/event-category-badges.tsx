import { Badge } from '@/components/ui/badge';
import { getCategoryName } from '@/config/categories';
import { m } from '@/i18n/paraglide/messages.js';

/** Category badges (names, first `max` then '+N más') and the 'Gratis' badge. */
export function EventCategoryBadges(props: {
  categoryIds: readonly string[];
  max?: number;
  isFree?: boolean;
  /** A long name is cut ('…') so '+N más' and 'Gratis' stay beside it. */
  oneLine?: boolean;
}) {
  const { categoryIds, max, isFree = false, oneLine = false } = props;
  const shown = categoryIds.slice(0, max);
  const hidden = categoryIds.length - shown.length;
  if (shown.length === 0 && !isFree) return null;
  return (
    <ul
      className={`flex items-center gap-1.5 ${oneLine ? 'flex-nowrap' : 'flex-wrap'}`}
      aria-label={m.events_categories_label()}
    >
      {shown.map((id, index) => (
        <li key={index} className={oneLine ? 'min-w-0' : 'max-w-full'}>
          <Badge variant="primary">{getCategoryName(id)}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li className="shrink-0">
          <Badge variant="outline">{m.events_more_categories({ count: hidden })}</Badge>
        </li>
      )}
      {isFree && (
        <li className="shrink-0">
          <Badge variant="free">{m.events_free()}</Badge>
        </li>
      )}
    </ul>
  );
}
