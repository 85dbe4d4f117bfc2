/**
 * Test-only: the sidebar and the chip bar over one filter state, as the listing wires them, and the
 * titles of the `events` that pass the filters.
 */
import { useState } from 'react';
import { CITIES } from '@/config/cities';
import type { City } from '@/config/types';
import type { EventItem } from '@/features/events';
import { applyFilters } from '@/features/listing/domain/filters';
import { clearFilters } from '@/features/listing/domain/toggles';
import type { Filters } from '@/features/listing/domain/types';
import { ActiveFilterBar } from './active-filter-bar';
import { FilterSidebar } from './filter-sidebar';

const bilbao = CITIES.find((city) => city.id === 'bilbao') as City;

export function PanelHarness({
  initial = clearFilters(),
  city = bilbao,
  events = [],
}: {
  initial?: Filters;
  city?: City;
  events?: readonly EventItem[];
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
      <ul aria-label="Resultados">
        {applyFilters(events, filters, { city, provinceTowns: [] }).map((event) => (
          <li key={event.id}>{event.title}</li>
        ))}
      </ul>
    </>
  );
}
