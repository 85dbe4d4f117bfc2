import { useContext, useEffect, useState } from 'react';
import { AuthContext, ANONYMOUS } from './auth-context';
import { withSupabase } from '@/lib/supabase-effect';

export interface SessionUser {
  userId: string | null;
  /** True until the session is known. */
  loading: boolean;
}

/** The session read straight from supabase-js, for when no <AuthProvider> is mounted above. */
function useOwnSession(enabled: boolean): SessionUser {
  const [state, setState] = useState<SessionUser>({ userId: null, loading: enabled });
  useEffect(() => {
    if (!enabled) return;
    return withSupabase(
      (supabase) => {
        const { data } = supabase.auth.onAuthStateChange((_event, session) => {
          setState({ userId: session?.user.id ?? null, loading: false });
        });
        return () => data.subscription.unsubscribe();
      },
      () => setState({ userId: null, loading: false }),
    );
  }, [enabled]);
  return state;
}

/** The signed-in user's id: from the accounts feature's AuthProvider, or from supabase-js without one. */
export function useSessionUser(): SessionUser {
  const auth = useContext(AuthContext);
  const standalone = auth === ANONYMOUS;
  const own = useOwnSession(standalone);
  return standalone ? own : { userId: auth.user?.id ?? null, loading: auth.loading };
}
