import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppToaster } from '@/components/ui/app-toaster';
import { AuthProvider, AuthDialogProvider } from '@/features/auth';
import { CityProvider } from '@/features/city';
import { FavoritesRealtime } from '@/features/favorites';
import { createQueryClient } from '@/lib/query-client';
import { BASQUE_BASE, getLocale } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CityProvider>
        <AuthProvider>
          <FavoritesRealtime />
          <AuthDialogProvider>
            {/* Basque pages are the same routes under /eu (src/i18n/locale.ts). */}
            <BrowserRouter basename={getLocale() === 'eu' ? BASQUE_BASE : undefined}>
              <AppRoutes />
            </BrowserRouter>
            <AppToaster
              position="bottom-right"
              richColors
              closeButton
              containerAriaLabel={m.app_notifications()}
              toastOptions={{ closeButtonAriaLabel: m.app_close_notification() }}
            />
          </AuthDialogProvider>
        </AuthProvider>
      </CityProvider>
    </QueryClientProvider>
  );
}
