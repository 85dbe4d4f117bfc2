import { lazy, Suspense } from 'react';
import type { DatePopoverProps } from './date-popover-panel';
import { DateTriggerButton } from './date-trigger';

// Radix's popover is not needed for the first screen: its chunk loads once the trigger has rendered.
const DatePopoverPanel = lazy(() => import('./date-popover-panel'));

/** Date filter: quick picks and a range calendar in a popover whose trigger shows the range. */
export function DatePopover(props: DatePopoverProps) {
  return (
    <Suspense
      fallback={
        <DateTriggerButton
          range={props.range}
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
