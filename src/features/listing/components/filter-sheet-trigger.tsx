import type { ComponentProps } from 'react';
import { FilterIcon } from '@/components/ui/icons';
import { m } from '@/i18n/paraglide/messages.js';

/** The floating 'Filtros' button, for the stand-in and (as the Radix trigger's child) the real sheet. */
export function FilterTriggerButton({ count, ...props }: ComponentProps<'button'> & { count: number }) {
  return (
    <button
      type="button"
      // The visible 'Filtros 2' starts the name (WCAG 2.5.3); the space keeps it from reading 'Filtros2'.
      aria-label={count === 0 ? m.listing_filters_title() : m.listing_filters_active_count({ count })}
      className="fixed bottom-4 left-1/2 z-30 inline-flex h-12 -translate-x-1/2 items-center gap-2 rounded-full bg-primary px-5 text-sm font-bold text-white shadow-lg"
      {...props}
    >
      <FilterIcon />
      {m.listing_filters_title()}{' '}
      {count > 0 && (
        <span aria-hidden="true" className="rounded-full bg-white px-2 py-0.5 text-xs font-bold text-primary">
          {count}
        </span>
      )}
    </button>
  );
}
