import { Badge } from '@/components/ui/badge';
import { getCategoryName } from '@/config/categories';

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
      aria-label="Categorías"
    >
      {shown.map((id, index) => (
        <li key={index} className={oneLine ? 'min-w-0' : 'max-w-full'}>
          <Badge variant="primary">{getCategoryName(id)}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li className="shrink-0">
          <Badge variant="outline">+{hidden} más</Badge>
        </li>
      )}
      {isFree && (
        <li className="shrink-0">
          <Badge variant="free">Gratis</Badge>
        </li>
      )}
    </ul>
  );
}
