import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Checkbox } from '@/components/ui/checkbox';
import type { SignUpResult } from '../api/auth-api';
import { useSignUp } from '../api/use-auth-mutations';
import { validateSignUp } from '../domain/validation';
import { toastSignedUp, toastSignUpError, type AuthVariant } from './auth-toasts';
import { FormError, PasswordField, TextField, SubmitButton } from './form-fields';

export interface SignUpFormProps {
  variant: AuthVariant;
  onSignedUp?: (result: SignUpResult) => void;
  email?: string;
  onEmailChange?: (email: string) => void;
}

/** Name, e-mail, password (can be shown), confirmation (never shown) and, on /auth, the terms. */
export function SignUpForm({ variant, onSignedUp, email: controlledEmail, onEmailChange }: SignUpFormProps) {
  const [ownEmail, setOwnEmail] = useState('');
  const email = controlledEmail ?? ownEmail;
  const setEmail = onEmailChange ?? setOwnEmail;
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const signUp = useSignUp();
  const asksTerms = variant === 'page';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateSignUp({
      password,
      confirmPassword,
      termsAccepted: asksTerms ? terms : undefined,
    });
    // Said once, all together, beside the fields (a toast repeating them would say them twice).
    setProblems(invalid);
    if (invalid.length > 0) return;
    signUp.mutate(
      { email, password, fullName },
      {
        onSuccess: (result) => {
          toastSignedUp(variant, result.signedIn);
          onSignedUp?.(result);
        },
        onError: (error) => toastSignUpError(variant, error),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Crear cuenta">
      <TextField
        label="Nombre completo"
        autoComplete="name"
        required
        value={fullName}
        onValueChange={setFullName}
      />
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
        autoComplete="new-password"
        required
        value={password}
        onValueChange={setPassword}
      />
      <PasswordField
        label="Confirmar contraseña"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onValueChange={setConfirmPassword}
      />
      {asksTerms && (
        <Checkbox
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
          label={
            <>
              Acepto las{' '}
              <Link to="/terminos" target="_blank" className="font-semibold text-primary underline">
                condiciones de uso
              </Link>
            </>
          }
        />
      )}
      <FormError message={problems} />
      <SubmitButton pending={signUp.isPending} pendingText="Creando cuenta…">
        Crear cuenta
      </SubmitButton>
    </form>
  );
}
