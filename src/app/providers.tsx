import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { AppToaster } from '@/components/ui/app-toaster';
import { AuthProvider } from '@/features/auth/api/auth-provider';
import { AuthDialogProvider } from '@/features/auth/components/auth-dialog-provider';
import { CityProvider } from '@/features/city/components/city-provider';
import { FavoritesRealtime } from '@/features/favorites/api/favorites-realtime';
import { createQueryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        <CityProvider>
          <AuthProvider>
            <FavoritesRealtime />
            <AuthDialogProvider>
              {children}
              <AppToaster position="bottom-right" richColors closeButton />
            </AuthDialogProvider>
          </AuthProvider>
        </CityProvider>
      </QueryClientProvider>
    </HelmetProvider>
  );
}
