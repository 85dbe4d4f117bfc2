/** Test-only helpers for the filter and home components (jsdom lacks a few browser APIs). */
import { useState } from 'react';
import { vi } from 'vitest';
import { CITIES } from '@/config/cities';
import type { City } from '@/config/types';
import { clearFilters } from '@/features/filters/domain/toggles';
import type { Filters } from '@/features/filters/domain/types';
import { ActiveFilterBar } from './active-filter-bar';
import { FilterSidebar } from './filter-sidebar';

/** ResizeObserver (Radix popper), scrollIntoView and scrollTo. */
export function installDomStubs(): void {
  if (!('ResizeObserver' in globalThis)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  }
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

/** A matchMedia that answers (max-width: N px) queries for a viewport `width` px wide. */
export function mockViewport(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    };
  });
}

export const bilbao = CITIES.find((city) => city.id === 'bilbao') as City;

/** The sidebar and the chip bar over one filter state, as the listing wires them. */
export function PanelHarness({ initial = clearFilters(), city = bilbao }: { initial?: Filters; city?: City }) {
  const [filters, setFilters] = useState(initial);
  const onChange = (update: (f: Filters) => Filters) => setFilters(update);
  return (
    <>
      <ActiveFilterBar filters={filters} city={city} onChange={onChange} onClear={() => setFilters(clearFilters())} />
      <FilterSidebar city={city} filters={filters} onChange={onChange} />
      <output data-testid="filters">{JSON.stringify(filters)}</output>
    </>
  );
}
