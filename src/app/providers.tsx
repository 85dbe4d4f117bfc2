import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Toaster } from 'sonner';
import { CityProvider } from '@/features/city/components/city-provider';
import { createQueryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        <CityProvider>
          {children}
          <Toaster position="bottom-right" richColors closeButton />
        </CityProvider>
      </QueryClientProvider>
    </HelmetProvider>
  );
}
