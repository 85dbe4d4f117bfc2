import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { withSupabase } from '@/lib/supabase-effect';
import { ANONYMOUS, AuthContext, type AuthState } from './auth-context';
import { hasStoredSession } from './stored-session';
import { clearUserQueries } from './user-scope';

const INITIAL: AuthState = { user: null, session: null, loading: true };

/** With a stored session `loading` stays true until INITIAL_SESSION; SIGNED_OUT drops every user-scoped query. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() => (hasStoredSession() ? INITIAL : ANONYMOUS));

  useEffect(
    () =>
      withSupabase(
        (supabase) => {
          const { data } = supabase.auth.onAuthStateChange((event, session) => {
            // Only state here: calling other supabase methods inside this callback can dead-lock the client.
            setState((previous) => {
              const user = session?.user ?? null;
              if (!previous.loading && previous.session === session && previous.user?.id === user?.id)
                return previous;
              return { user, session, loading: false };
            });
            if (event === 'SIGNED_OUT') clearUserQueries(queryClient);
          });
          return () => data.subscription.unsubscribe();
        },
        // The client could not be loaded (offline): nobody is signed in for now, rather than a page
        // that waits for a session forever.
        () => setState((previous) => (previous.loading ? ANONYMOUS : previous)),
      ),
    [queryClient],
  );

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
