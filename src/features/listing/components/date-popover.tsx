import { lazy, Suspense } from 'react';
import type { DateRange } from '@/features/listing/domain/types';
import { DateTriggerButton } from './date-trigger';

export interface DatePopoverProps {
  range: DateRange | null;
  onChange: (range: DateRange | null) => void;
  /** Called when a complete range has been chosen and the popover has closed (e.g. scroll to results). */
  onRangeComplete?: () => void;
  /**
   * Sets 'Esta noche' (today in the night slot: date-presets' tonight). A time slot is not a date,
   * so only a page that holds the whole filter state can offer it; without it the pick is not shown.
   */
  onTonight?: () => void;
  /** Text of the trigger when no range is set ('Cualquier fecha' by default). */
  placeholder?: string;
  triggerClassName?: string;
}

// Radix's popover is not needed for the first screen: its chunk loads once the trigger has rendered.
const DatePopoverPanel = lazy(() => import('./date-popover-panel'));

/**
 * Date filter: quick picks (Hoy, Esta noche, Este fin de semana, Próximos 7 días) and a range calendar in
 * Spanish, in a popover (the trigger shows the range).
 */
export function DatePopover(props: DatePopoverProps) {
  return (
    <Suspense
      fallback={
        <DateTriggerButton
          range={props.range}
          placeholder={props.placeholder}
          className={props.triggerClassName}
          aria-haspopup="dialog"
          aria-disabled
        />
      }
    >
      <DatePopoverPanel {...props} />
    </Suspense>
  );
}
