import type { Session, User } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** True until the first session result (INITIAL_SESSION) arrives. */
  loading: boolean;
}

/** Outside <AuthProvider> (isolated component tests) everyone is an anonymous visitor. */
export const ANONYMOUS: AuthState = { user: null, session: null, loading: false };

export const AuthContext = createContext<AuthState>(ANONYMOUS);

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
