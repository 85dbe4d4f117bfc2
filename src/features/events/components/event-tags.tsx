import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export interface EventTagsProps {
  tags: readonly string[];
  /** Show this many, then '+N'; all when omitted. */
  max?: number;
  className?: string;
}

/** Tag chips: the first `max`, then '+N'. */
export function EventTags({ tags, max, className }: EventTagsProps) {
  if (tags.length === 0) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Etiquetas">
      {shown.map((tag, index) => (
        <li key={index} className="max-w-full">
          <Badge variant="neutral">{tag}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge variant="outline" title={tags.slice(shown.length).join(', ')}>
            +{hidden}
          </Badge>
        </li>
      )}
    </ul>
  );
}
