import { Button } from '@/components/ui/button';
import { StarIcon } from '@/components/ui/icons';
import type { EventItem } from '@/features/events';
import { cn } from '@/lib/cn';
import { useFavoriteToggle } from './favorite-toggle-context';
import { EnsureFavoriteToggle } from './favorite-toggle-provider';

type Target = Pick<EventItem, 'id' | 'title'>;

/** The event page's 'Favoritos' button: pressed (filled star) when saved. */
export function FavoriteEventButton({ event }: { event: Target }) {
  return (
    <EnsureFavoriteToggle>
      <EventPageStar event={event} />
    </EnsureFavoriteToggle>
  );
}

function EventPageStar({ event }: { event: Target }) {
  const { saved, toggle, pending } = useFavoriteToggle(event);
  return (
    <Button
      variant={saved ? 'secondary' : 'outline'}
      size="md"
      onClick={toggle}
      aria-busy={pending || undefined}
      aria-pressed={saved}
      title={saved ? 'Quitar de favoritos' : 'Guardar en favoritos'}
    >
      <StarIcon filled={saved} width={18} height={18} className={cn(!saved && 'text-accent')} />
      Favoritos
    </Button>
  );
}
