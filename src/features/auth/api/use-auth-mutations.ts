import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { rateLimitMessage } from '../domain/auth-messages';
import { AuthServiceError, signIn, signOut, signUp, updatePassword, type SignUpInput } from './auth-api';

/** Sign-in and sign-up: the forms word the failures themselves (dialog and /auth differ). */
export function useSignIn() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => signIn(email, password),
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: (input: SignUpInput) => signUp(input) });
}

export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onError: (error) => toast.error('Error', { description: error.message }),
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (password: string) => updatePassword(password),
    onSuccess: () => toast.success('Contraseña actualizada'),
    onError: (error) =>
      toast.error('Error', {
        description: (error instanceof AuthServiceError && rateLimitMessage(error.code)) || error.message,
      }),
  });
}
