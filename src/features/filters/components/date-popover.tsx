import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { CalendarIcon, ChevronDownIcon } from '@/components/ui/icons';
import { DATE_POPOVER_CLOSE_DELAY_MS } from '@/config/constants';
import { formatRangeLabel, madridDay } from '@/features/events/domain/dates';
import { next7DaysRange, todayRange, weekendRange } from '@/features/filters/domain/date-presets';
import type { DateRange } from '@/features/filters/domain/types';
import { cn } from '@/lib/cn';

const DateRangeCalendar = lazy(() => import('./date-range-calendar'));

const QUICK_PICKS: ReadonlyArray<{ label: string; range: (now: Date) => DateRange }> = [
  { label: 'Hoy', range: todayRange },
  { label: 'Este fin de semana', range: weekendRange },
  { label: 'Próximos 7 días', range: next7DaysRange },
];

export interface DatePopoverProps {
  range: DateRange | null;
  onChange: (range: DateRange | null) => void;
  /** Called when a complete range has been chosen and the popover has closed (e.g. scroll to results). */
  onRangeComplete?: () => void;
  /** Text of the trigger when no range is set. */
  placeholder?: string;
  triggerClassName?: string;
}

const ordered = (a: string, b: string): DateRange => (a <= b ? { from: a, to: b } : { from: b, to: a });

/**
 * Date filter: quick picks (Hoy, Este fin de semana, Próximos 7 días) and a range calendar in Spanish.
 * A first click gives a one-day range; a second click completes the range. A complete range (or a
 * quick pick) closes the popover after 300 ms and then calls onRangeComplete. 'Borrar' clears it.
 */
export function DatePopover({
  range,
  onChange,
  onRangeComplete,
  placeholder = 'Cualquier fecha',
  triggerClassName,
}: DatePopoverProps) {
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const openChange = (next: boolean) => {
    clearTimeout(timer.current);
    setAnchor(null);
    setOpen(next);
  };

  const complete = (chosen: DateRange) => {
    onChange(chosen);
    setAnchor(null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOpen(false);
      onRangeComplete?.();
    }, DATE_POPOVER_CLOSE_DELAY_MS);
  };

  const pickDay = (day: string) => {
    if (anchor === null) {
      setAnchor(day);
      onChange({ from: day, to: day });
    } else {
      complete(ordered(anchor, day));
    }
  };

  const label = range ? formatRangeLabel(range) : '';
  const shownFrom = anchor ?? range?.from ?? null;
  const shownTo = anchor ?? range?.to ?? null;

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger
        aria-label={label ? `Fechas: ${label}. Cambiar fechas` : 'Elegir fechas'}
        className={cn(
          'inline-flex h-11 items-center gap-2 rounded-xl border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:border-gray-400',
          triggerClassName,
        )}
      >
        <CalendarIcon width={18} height={18} className="text-primary" />
        <span className="truncate">{label || placeholder}</span>
        <ChevronDownIcon width={16} height={16} className="ml-auto shrink-0" />
      </PopoverTrigger>
      <PopoverContent aria-label="Elegir fechas" className="w-[21rem]">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Fechas rápidas">
          {QUICK_PICKS.map((pick) => (
            <button
              key={pick.label}
              type="button"
              onClick={() => complete(pick.range(new Date()))}
              className="min-h-11 rounded-full border border-gray-300 px-3 text-sm font-medium hover:border-primary hover:text-primary"
            >
              {pick.label}
            </button>
          ))}
        </div>
        <div className="mt-3 min-h-[20rem]">
          <Suspense fallback={<p className="py-8 text-center text-sm text-gray-600">Cargando calendario…</p>}>
            <DateRangeCalendar
              from={shownFrom}
              to={shownTo}
              today={madridDay(new Date())}
              onDayClick={pickDay}
            />
          </Suspense>
        </div>
        <p className="mt-2 text-xs text-gray-600" aria-live="polite">
          {anchor
            ? 'Elige el último día, o cierra para quedarte con este día.'
            : 'Elige un día o un intervalo.'}
        </p>
        <div className="mt-3 flex justify-end">
          <button
            type="button"
            onClick={() => {
              setAnchor(null);
              onChange(null);
            }}
            disabled={!range && !anchor}
            className="min-h-11 rounded-full px-4 text-sm font-semibold text-primary hover:bg-primary/10 disabled:opacity-50"
          >
            Borrar
          </button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
