import { useMutation } from '@tanstack/react-query';
import { m } from '@/i18n/paraglide/messages.js';
import { toast } from '@/lib/toast';
import { rateLimitMessage } from '../domain/auth-messages';
import { AuthServiceError, signIn, signOut, signUp, updatePassword, type SignUpInput } from './auth-api';

export type AuthMode = 'login' | 'signup';

/** Resolves to the signed-in user's id, or null when the new account must confirm its e-mail first. */
export function useSignInOrUp() {
  return useMutation({
    mutationFn: async ({ mode, ...input }: SignUpInput & { mode: AuthMode }): Promise<string | null> =>
      mode === 'login' ? (await signIn(input.email, input.password)).id : signUp(input),
  });
}

export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onError: (error) => toast.error(m.auth_error(), { description: error.message }),
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (password: string) => updatePassword(password),
    onSuccess: () => toast.success(m.auth_password_updated()),
    onError: (error) =>
      toast.error(m.auth_error(), {
        description: (error instanceof AuthServiceError && rateLimitMessage(error.code)) || error.message,
      }),
  });
}
