import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { DATE_POPOVER_CLOSE_DELAY_MS } from '@/config/constants';
import { madridDay } from '@/features/events';
import { next7DaysRange, todayRange, weekendRange } from '@/features/listing/domain/date-presets';
import type { DateRange } from '@/features/listing/domain/types';
import { m } from '@/i18n/paraglide/messages.js';
import { DateTriggerButton } from './date-trigger';

export interface DatePopoverProps {
  range: DateRange | null;
  onChange: (range: DateRange | null) => void;
  /** After a complete range is chosen and the popover has closed (e.g. scroll to results). */
  onRangeComplete?: () => void;
  /** Sets 'Esta noche' (a time slot too, so only a page holding every filter offers it). */
  onTonight?: () => void;
  triggerClassName?: string;
}

const DateRangeCalendar = lazy(() => import('./date-range-calendar'));

/** The sticky header's height (4rem) and a gap: the panel stays below it. */
const HEADER_CLEARANCE_PX = 72;

/**
 * The date popover itself (Radix), a chunk of its own: see DatePopover. A first click gives a one-day
 * range, a second completes it; a complete range or a quick pick closes the popover after a moment.
 */
export default function DatePopoverPanel({
  range,
  onChange,
  onRangeComplete,
  onTonight,
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

  const complete = (apply: () => void) => {
    apply();
    openChange(true);
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
      complete(() => onChange(anchor <= day ? { from: anchor, to: day } : { from: day, to: anchor }));
    }
  };

  const setPreset = (preset: (now: Date) => DateRange) => () => onChange(preset(new Date()));
  // 'Esta noche' goes after 'Hoy': it is today's night.
  const picks = [
    { label: m.listing_date_today(), apply: setPreset(todayRange) },
    ...(onTonight ? [{ label: m.listing_date_tonight(), apply: onTonight }] : []),
    { label: m.listing_date_weekend(), apply: setPreset(weekendRange) },
    { label: m.listing_date_next_7_days(), apply: setPreset(next7DaysRange) },
  ];

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <DateTriggerButton range={range} className={triggerClassName} />
      </PopoverTrigger>
      {/* Below the sticky header and within the screen: when room is short only the calendar scrolls. */}
      <PopoverContent
        aria-label={m.listing_date_choose()}
        collisionPadding={{ top: HEADER_CLEARANCE_PX, bottom: 8, left: 8, right: 8 }}
        className="flex w-[21rem] flex-col"
      >
        <div className="flex shrink-0 flex-wrap gap-2" role="group" aria-label={m.listing_date_quick()}>
          {picks.map((pick) => (
            <button
              key={pick.label}
              type="button"
              onClick={() => complete(pick.apply)}
              className="min-h-11 rounded-full border border-gray-300 px-3 text-sm font-medium hover:border-primary hover:text-primary"
            >
              {pick.label}
            </button>
          ))}
        </div>
        <div className="mt-3 min-h-0 flex-[1_1_20rem] overflow-y-auto">
          <Suspense
            fallback={
              <p className="py-8 text-center text-sm text-gray-600">{m.listing_date_calendar_loading()}</p>
            }
          >
            <DateRangeCalendar
              from={anchor ?? range?.from ?? null}
              to={anchor ?? range?.to ?? null}
              today={madridDay(new Date())}
              onDayClick={pickDay}
            />
          </Suspense>
        </div>
        <div className="mt-2 flex shrink-0 items-center justify-between gap-2">
          <p className="text-xs text-gray-600" aria-live="polite">
            {anchor ? m.listing_date_pick_last() : m.listing_date_pick_hint()}
          </p>
          <button
            type="button"
            onClick={() => {
              setAnchor(null);
              onChange(null);
            }}
            disabled={!range && !anchor}
            className="min-h-11 shrink-0 rounded-full px-4 text-sm font-semibold text-primary hover:bg-primary/10 disabled:opacity-50"
          >
            {m.listing_date_clear()}
          </button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
