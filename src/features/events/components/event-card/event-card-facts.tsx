import { type ReactNode } from 'react';
import { CalendarIcon, ClockIcon, EuroIcon, MapPinIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useCity } from '@/features/city';
import { cardArea } from '../../domain/card-area';
import { formatEventDates, formatEventTimes } from '../../domain/dates';
import { formatPrice } from '../../domain/price';
import { seriesRhythm } from '../../domain/series';
import type { EventItem } from '../../domain/types';

export const NO_VENUE_LABEL = 'Lugar no especificado';
export const NO_AREA_LABEL = 'Zona no especificada';

function Fact(props: { icon: ReactNode; label: string; children: ReactNode; oneLine?: boolean }) {
  const { icon, label, children, oneLine = false } = props;
  return (
    <li className="flex items-start gap-2">
      {icon}
      <span className="sr-only">{label}: </span>
      <span className={oneLine ? 'min-w-0 truncate' : 'min-w-0'}>{children}</span>
    </li>
  );
}

const icon = { width: 16, height: 16, className: 'mt-0.5 shrink-0 text-primary' };
// Built once: React skips an element it is handed again unchanged, so the icons are not re-rendered.
const PIN = <MapPinIcon {...icon} />;
const CALENDAR = <CalendarIcon {...icon} />;
const CLOCK = <ClockIcon {...icon} />;
const EURO = <EuroIcon {...icon} />;

/** Venue and area (cardArea), dates, times and price (when known and not free). */
export function EventCardFacts({ event, compact = false }: { event: EventItem; compact?: boolean }) {
  const { city } = useCity();
  const free = event.isFree || event.price === 0;
  const price = free ? null : formatPrice(event);
  const rhythm = seriesRhythm(event);
  return (
    <ul className={cn('text-sm text-gray-800', compact ? 'space-y-1' : 'space-y-1.5')}>
      <Fact icon={PIN} label="Lugar" oneLine={compact}>
        <span className="font-medium">{event.venue || NO_VENUE_LABEL}</span>
        <span aria-hidden="true"> · </span>
        <span className="text-gray-600">{cardArea(event, city) ?? NO_AREA_LABEL}</span>
      </Fact>
      <Fact icon={CALENDAR} label="Fecha">
        {formatEventDates(event)}
        {rhythm && <span className="text-gray-600"> · {rhythm}</span>}
      </Fact>
      <Fact icon={CLOCK} label="Hora">
        {formatEventTimes(event)}
      </Fact>
      {price && (
        <Fact icon={EURO} label="Precio">
          {price}
        </Fact>
      )}
    </ul>
  );
}
