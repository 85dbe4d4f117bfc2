import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppToaster } from '@/components/ui/app-toaster';
import { AuthProvider, AuthDialogProvider } from '@/features/auth';
import { CityProvider } from '@/features/city';
import { FavoritesRealtime } from '@/features/favorites';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CityProvider>
        <AuthProvider>
          <FavoritesRealtime />
          <AuthDialogProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <AppToaster position="bottom-right" richColors closeButton />
          </AuthDialogProvider>
        </AuthProvider>
      </CityProvider>
    </QueryClientProvider>
  );
}
