import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useModeratorAccess } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useCancelOccurrence } from '../../api/use-event-moderation';
import { occurrenceLabel } from '../../domain/dates';

/** Dates listed before 'Ver todas las fechas': two months of a weekly series. */
const SERIES_DATES_SHOWN = 8;

const LIST_ID = 'event-series-dates';

export interface SeriesDatesProps {
  eventId: string;
  /** The series' dates on or after today, in order. */
  dates: string[];
  chosen: string;
  onChoose: (day: string) => void;
  today: string;
}

/**
 * A series' upcoming dates, each a toggle button: the one pressed is the date the calendar actions
 * add. The first SERIES_DATES_SHOWN are listed, the rest behind 'Ver todas las fechas'. A moderator
 * also gets 'Cancelar esta fecha' beside each date.
 */
export function SeriesDates({ eventId, dates, chosen, onChoose, today }: SeriesDatesProps) {
  const [showAll, setShowAll] = useState(false);
  const moderator = useModeratorAccess().status === 'allowed';
  const cancel = useCancelOccurrence();
  const shown = showAll ? dates : dates.slice(0, SERIES_DATES_SHOWN);

  const cancelDate = (day: string, label: string) => {
    if (!window.confirm(`¿Cancelar la fecha del ${label}? Dejará de aparecer en la agenda.`)) return;
    cancel.mutate({ eventId, day });
  };

  return (
    <div className="space-y-2">
      <p className="text-sm text-gray-700">Elige una fecha para añadirla a tu calendario.</p>
      {/* All the dates of a long series scroll inside the box, which stays beside the description. */}
      <ul
        id={LIST_ID}
        aria-label="Próximas fechas"
        className={cn('space-y-1.5', showAll && 'max-h-96 overflow-y-auto pr-1')}
      >
        {shown.map((day) => {
          const label = occurrenceLabel(day, today);
          const pressed = day === chosen;
          return (
            <li key={day} className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onChoose(day)}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-3.5 text-sm font-medium transition-colors',
                  pressed
                    ? 'border-primary bg-primary text-white hover:bg-primary/90'
                    : 'border-gray-300 bg-white text-gray-800 hover:border-gray-400 hover:bg-gray-50',
                )}
              >
                {label}
              </button>
              {moderator && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={cancel.isPending}
                  aria-label={`Cancelar esta fecha (${label})`}
                  onClick={() => cancelDate(day, label)}
                >
                  Cancelar esta fecha
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {dates.length > SERIES_DATES_SHOWN && (
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showAll}
          aria-controls={LIST_ID}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? 'Ver menos fechas' : 'Ver todas las fechas'}
        </Button>
      )}
    </div>
  );
}
