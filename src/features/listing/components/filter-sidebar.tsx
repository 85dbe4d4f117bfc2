import { lazy, Suspense } from 'react';
import { countActiveFilters } from '@/features/listing/domain/active';
import { m } from '@/i18n/paraglide/messages.js';
import type { FilterPanelProps } from './filter-panel';

// The panel is a chunk of its own (as in the phone's sheet): phones never load it for the sidebar.
const FilterPanel = lazy(() => import('./filter-panel').then((m) => ({ default: m.FilterPanel })));

/** Desktop (≥ 768 px): the panel as a sticky sidebar with its own scroll. */
export function FilterSidebar(props: FilterPanelProps) {
  const count = countActiveFilters(props.filters);
  return (
    <aside
      aria-labelledby="filtros-titulo"
      className="sticky top-20 max-h-[calc(100vh-6rem)] self-start overflow-y-auto overscroll-contain rounded-2xl border border-gray-200 bg-white p-4"
    >
      <h2 id="filtros-titulo" className="mb-4 flex items-center gap-2 text-lg font-bold">
        {m.listing_filters_title()}
        {count > 0 && (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-white">
            {count}
            <span className="sr-only">{m.listing_active_suffix({ count })}</span>
          </span>
        )}
      </h2>
      <Suspense>
        <FilterPanel {...props} />
      </Suspense>
    </aside>
  );
}
