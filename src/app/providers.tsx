import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppToaster } from '@/components/ui/app-toaster';
import { AuthProvider, AuthDialogProvider } from '@/features/auth';
import { CityProvider } from '@/features/city';
import { FavoritesRealtime } from '@/features/favorites';
import { createQueryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
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
  );
}
