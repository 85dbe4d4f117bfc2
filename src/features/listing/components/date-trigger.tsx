import type { ComponentProps } from 'react';
import { CalendarIcon, ChevronDownIcon } from '@/components/ui/icons';
import { formatRangeLabel } from '@/features/events';
import type { DateRange } from '@/features/listing/domain/types';
import { m } from '@/i18n/paraglide/messages.js';
import { cn } from '@/lib/cn';

/** The date filter's trigger, for the stand-in and (as the Radix trigger's child) the real popover. */
export function DateTriggerButton({
  range,
  className,
  ...props
}: ComponentProps<'button'> & { range: DateRange | null }) {
  const label = range ? formatRangeLabel(range) : '';
  return (
    <button
      type="button"
      // The visible text starts the name (WCAG 2.5.3, label in name).
      aria-label={label ? m.listing_date_trigger_label_set({ label }) : m.listing_date_trigger_label_empty()}
      className={cn(
        'inline-flex h-11 items-center gap-2 rounded-xl border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:border-gray-400',
        className,
      )}
      {...props}
    >
      <CalendarIcon width={18} height={18} className="text-primary" />
      <span className="truncate">{label || m.listing_date_any()}</span>
      <ChevronDownIcon width={16} height={16} className="ml-auto shrink-0" />
    </button>
  );
}
