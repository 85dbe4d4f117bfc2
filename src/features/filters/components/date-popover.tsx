import { useDeferredPart } from '@/hooks/use-deferred-part';
import type { DateRange } from '@/features/filters/domain/types';
import { preloadable } from '@/lib/preloadable';
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

const panel = preloadable(() => import('./date-popover-panel').then((m) => m.default));

/**
 * Date filter: quick picks (Hoy, Esta noche, Este fin de semana, Próximos 7 días) and a range calendar in
 * Spanish, in a popover whose code arrives after the first screen (the trigger shows the range).
 */
export function DatePopover(props: DatePopoverProps) {
  const { Loaded, partProps, standInProps } = useDeferredPart(panel);
  if (Loaded) return <Loaded {...props} {...partProps} />;
  return (
    <DateTriggerButton
      range={props.range}
      placeholder={props.placeholder}
      className={props.triggerClassName}
      aria-haspopup="dialog"
      {...standInProps}
    />
  );
}
