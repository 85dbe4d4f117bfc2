import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingStatus } from '@/components/ui/loading-status';
import { m } from '@/i18n/paraglide/messages.js';
import { useAuth } from '../api/auth-context';

/** Signed-in pages (/account, /points): anonymous visitors go to /auth once the session is known. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading)
    return (
      <LoadingStatus label={m.auth_loading_account()} className="mx-auto min-h-[50vh] max-w-5xl px-4 py-10" />
    );
  if (!user) return <Navigate to="/auth" replace />;
  return children;
}
