import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { CityProvider } from '@/features/city/components/city-provider';

/** Renders UI inside the app's providers (router at `path`, fresh query client, active city). */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        <CityProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </CityProvider>
      </QueryClientProvider>
    </HelmetProvider>,
  );
}
