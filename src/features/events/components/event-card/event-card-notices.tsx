import type { EventItem } from '../../domain/types';
import { BASQUE_LABEL, CANCELLED_LABEL } from './notice-labels';

// Solid backgrounds: the badges sit on the picture, whatever its colours (contrast ≥ 4.5:1).
const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold shadow';

/**
 * 'Cancelado' and 'En euskera', laid over the picture's top-left corner: on the 16:9 box, they add
 * nothing to the card's height, so a card with them is as tall as one without. 'Cancelado' is hidden
 * from assistive technology because the title says it (see EventCard).
 */
export function EventCardNotices({ event }: { event: Pick<EventItem, 'cancelled' | 'language'> }) {
  // An event in both languages ({es,eu}) is in Basque too.
  const basque = event.language.includes('eu');
  if (!event.cancelled && !basque) return null;
  return (
    <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
      {event.cancelled && (
        <span aria-hidden="true" className={`${BADGE} bg-red-700 text-white`}>
          {CANCELLED_LABEL}
        </span>
      )}
      {basque && <span className={`${BADGE} bg-white text-gray-900`}>{BASQUE_LABEL}</span>}
    </div>
  );
}
