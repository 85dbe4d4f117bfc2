/** Test-only: the sidebar and the chip bar over one filter state, as the listing wires them. */
import { useState } from 'react';
import { CITIES } from '@/config/cities';
import type { City } from '@/config/types';
import { clearFilters } from '@/features/filters/domain/toggles';
import type { Filters } from '@/features/filters/domain/types';
import { ActiveFilterBar } from './active-filter-bar';
import { FilterSidebar } from './filter-sidebar';

const bilbao = CITIES.find((city) => city.id === 'bilbao') as City;

export function PanelHarness({
  initial = clearFilters(),
  city = bilbao,
}: {
  initial?: Filters;
  city?: City;
}) {
  const [filters, setFilters] = useState(initial);
  const onChange = (update: (f: Filters) => Filters) => setFilters(update);
  return (
    <>
      <ActiveFilterBar
        filters={filters}
        city={city}
        onChange={onChange}
        onClear={() => setFilters(clearFilters())}
      />
      <FilterSidebar city={city} filters={filters} onChange={onChange} />
      <output data-testid="filters">{JSON.stringify(filters)}</output>
    </>
  );
}
