import { StarIcon } from '@/components/ui/icons';
import type { EventItem } from '@/features/events';
import { cn } from '@/lib/cn';
import { useFavoriteToggle } from './favorite-toggle-context';
import { EnsureFavoriteToggle } from './favorite-toggle-provider';

interface FavoriteButtonProps {
  event: Pick<EventItem, 'id' | 'title'>;
  className?: string;
}

// Built once: a card re-rendered for another event leaves the icon alone.
const STAR = <StarIcon width={20} height={20} />;
const STAR_FILLED = <StarIcon filled width={20} height={20} />;

/** The star on an event card (44 px): filled when saved; a guest's click opens the login dialog. */
export function FavoriteButton(props: FavoriteButtonProps) {
  return (
    <EnsureFavoriteToggle>
      <Star {...props} />
    </EnsureFavoriteToggle>
  );
}

function Star({ event, className }: FavoriteButtonProps) {
  const { saved, toggle, pending } = useFavoriteToggle(event);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-busy={pending || undefined}
      aria-pressed={saved}
      aria-label="Guardar en favoritos"
      title={saved ? 'Quitar de favoritos' : 'Guardar en favoritos'}
      className={cn(
        'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/95 shadow hover:bg-white',
        saved ? 'text-accent' : 'text-gray-900',
        className,
      )}
    >
      {saved ? STAR_FILLED : STAR}
    </button>
  );
}
