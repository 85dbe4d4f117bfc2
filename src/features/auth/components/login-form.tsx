import { useState, type FormEvent } from 'react';
import { useSignIn } from '../api/use-auth-mutations';
import { toastSignedIn, toastSignInError, type AuthVariant } from './auth-toasts';
import { PasswordField, TextField, SubmitButton } from './form-fields';

export interface LoginFormProps {
  variant: AuthVariant;
  /** Called with the user's id after a successful sign-in. */
  onSignedIn?: (userId: string) => void;
  /** The e-mail can be kept by the parent (the /auth toggle keeps it). */
  email?: string;
  onEmailChange?: (email: string) => void;
}

/** Email and password; the password can be shown. */
export function LoginForm({ variant, onSignedIn, email: controlledEmail, onEmailChange }: LoginFormProps) {
  const [ownEmail, setOwnEmail] = useState('');
  const email = controlledEmail ?? ownEmail;
  const setEmail = onEmailChange ?? setOwnEmail;
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate(
      { email, password },
      {
        onSuccess: (user) => {
          toastSignedIn();
          onSignedIn?.(user.id);
        },
        onError: (error) => toastSignInError(variant, error),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Iniciar sesión">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
      />
      <PasswordField
        label="Contraseña"
        revealable
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
      />
      <SubmitButton pending={signIn.isPending} pendingText="Iniciando sesión…">
        Iniciar sesión
      </SubmitButton>
    </form>
  );
}
