import { Badge } from '@/components/ui/badge';
import { getLocale } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';

/**
 * Tag chips: the first `max` (all when omitted), then '+N'. Tags are the event's data, written in
 * Spanish: a Basque page says so (lang="es") for screen readers.
 */
export function EventTags({ tags, max }: { tags: readonly string[]; max?: number }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={m.events_tags()}>
      {shown.map((tag, index) => (
        <li key={index} className="max-w-full" lang={getLocale() === 'eu' ? 'es' : undefined}>
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
