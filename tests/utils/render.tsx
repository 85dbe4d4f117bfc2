import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CityProvider } from '@/features/city/components/city-provider';
import { ANONYMOUS, AuthContext, type AuthState } from '@/features/auth/api/auth-context';

export interface RenderOptions {
  path?: string;
  /** The session state seen by the UI (anonymous by default); see `signedInAs`. */
  auth?: AuthState;
  queryClient?: QueryClient;
}

/** An auth state for a signed-in test user (only the fields the UI reads). */
export function signedInAs(
  email = 'ane@example.com',
  id = '00000000-0000-4000-8000-000000000001',
): AuthState {
  const user = { id, email, app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '' };
  return { user, session: { user } as unknown as AuthState['session'], loading: false } as AuthState;
}

/** Renders UI inside the app's providers (router at `path`, fresh query client, active city, auth state). */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', auth = ANONYMOUS, queryClient }: RenderOptions = {},
) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient: client,
    ...render(
      <QueryClientProvider client={client}>
        <CityProvider>
          <AuthContext.Provider value={auth}>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </AuthContext.Provider>
        </CityProvider>
      </QueryClientProvider>,
    ),
  };
}
