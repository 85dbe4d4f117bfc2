import { Badge } from '@/components/ui/badge';
import { EyeIcon } from '@/components/ui/icons';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { getCategoryName } from '@/config/categories';
import { useCity } from '@/features/city';
import { useViewCount, eventViewPath } from '@/features/tracking';
import { eventPicture } from '../../domain/event-poster';
import type { EventItem } from '../../domain/types';
import { visitsText } from '../count-texts';
import { EventCategoryBadges } from '../event-category-badges';

function Visits({ eventId }: { eventId: string }) {
  const text = visitsText(useViewCount(eventViewPath(eventId), eventId));
  if (!text) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-gray-600">
      <EyeIcon width={16} height={16} />
      {text}
    </p>
  );
}

/** Picture (eventPicture), category badges, subcategories, 'Cancelado', the title (h1) and the visits. */
export function EventHero({ event }: { event: EventItem }) {
  const { city } = useCity();
  const picture = eventPicture(event, city.theme);
  return (
    // Tighter on phones, so 'Detalles' is in the first screen. The first paint puts the poster in
    // 'main .aspect-video'.
    <header className="space-y-3 md:space-y-4">
      <div className="aspect-video w-full overflow-hidden rounded-2xl bg-gray-100 md:aspect-[21/9]">
        <ImageWithFallback
          sources={picture.sources}
          alt={picture.alt}
          width={1280}
          height={720}
          fetchPriority="high"
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <EventCategoryBadges categoryIds={event.categoryId} isFree={event.isFree || event.price === 0} />
        {event.subcategory.map((id) => (
          <Badge key={id} variant="outline">
            {getCategoryName(id)}
          </Badge>
        ))}
      </div>
      {event.cancelled && (
        <p className="inline-block rounded-md bg-red-700 px-2.5 py-1 text-sm font-bold text-white">
          Cancelado
        </p>
      )}
      <h1 className="text-2xl leading-tight font-extrabold text-gray-900 sm:text-3xl md:text-4xl">
        {event.title || 'Evento sin título'}
      </h1>
      <Visits eventId={event.id} />
    </header>
  );
}
