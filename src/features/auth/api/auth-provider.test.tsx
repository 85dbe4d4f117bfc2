import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { USER_SCOPED } from './user-scope';

type Listener = (event: string, session: unknown) => void;
const { state } = vi.hoisted(() => ({ state: { listener: null as Listener | null, unsubscribe: vi.fn() } }));
vi.mock('@/lib/supabase', () => ({
  getSupabase: () => ({
    auth: {
      onAuthStateChange: (listener: Listener) => {
        state.listener = listener;
        return { data: { subscription: { unsubscribe: state.unsubscribe } } };
      },
    },
  }),
}));

function Probe() {
  const { user, loading } = useAuth();
  return <p>{loading ? 'cargando' : (user?.email ?? 'anónimo')}</p>;
}

describe('AuthProvider', () => {
  it('is loading until INITIAL_SESSION, follows sign-in, and clears user queries on SIGNED_OUT', async () => {
    // A stored session: supabase-js must say whether it is still valid.
    window.localStorage.setItem('sb-127-auth-token', '{}');
    const client = new QueryClient();
    await client.prefetchQuery({
      queryKey: ['favorites', 'u1', 'ids'],
      queryFn: () => ['e1'],
      meta: USER_SCOPED,
    });
    await client.prefetchQuery({ queryKey: ['events', 'list'], queryFn: () => [] });
    expect(client.getQueryData(['favorites', 'u1', 'ids'])).toEqual(['e1']);
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('cargando')).toBeInTheDocument();
    // The client loads asynchronously; still loading meanwhile.
    await act(async () => {});
    expect(screen.getByText('cargando')).toBeInTheDocument();
    act(() => state.listener!('INITIAL_SESSION', null));
    expect(screen.getByText('anónimo')).toBeInTheDocument();
    const session = { user: { id: 'u1', email: 'ane@example.com' } };
    act(() => state.listener!('SIGNED_IN', session));
    expect(screen.getByText('ane@example.com')).toBeInTheDocument();
    act(() => state.listener!('SIGNED_OUT', null));
    expect(screen.getByText('anónimo')).toBeInTheDocument();
    expect(client.getQueryData(['favorites', 'u1', 'ids'])).toBeUndefined();
    expect(client.getQueryData(['events', 'list'])).toEqual([]);
    unmount();
    expect(state.unsubscribe).toHaveBeenCalled();
  });

  it('is anonymous from the first render without a stored session (nothing shifts afterwards)', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('anónimo')).toBeInTheDocument();
    await act(async () => {});
    act(() => state.listener!('INITIAL_SESSION', null));
    expect(screen.getByText('anónimo')).toBeInTheDocument();
  });
});
