import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Checkbox } from '@/components/ui/checkbox';
import { m } from '@/i18n/paraglide/messages.js';
import { toast } from '@/lib/toast';
import { AuthServiceError } from '../api/auth-api';
import { useSignInOrUp, type AuthMode } from '../api/use-auth-mutations';
import { pageSignInMessage, rateLimitMessage, signUpMessage } from '../domain/auth-messages';
import { validateSignUp } from '../domain/validation';
import { FormError, SubmitButton, TextField } from './form-fields';

/** Where a form sits: the favourites dialog or the /auth page; they word failures differently. */
type AuthVariant = 'dialog' | 'page';

function failure(mode: AuthMode, variant: AuthVariant, error: unknown): [string, string] {
  if (!(error instanceof AuthServiceError)) return [m.auth_error(), m.auth_unexpected_error()];
  if (mode === 'signup')
    return [
      variant === 'dialog' ? m.auth_signup_error_dialog() : m.auth_signup_error_page(),
      signUpMessage(error.message, error.code),
    ];
  return variant === 'dialog'
    ? [m.auth_signin_error_dialog(), rateLimitMessage(error.code) ?? error.message]
    : [m.auth_signin_error_page(), pageSignInMessage(error.message, error.code)];
}

/** With auto-confirm (a session came back) the account is ready and in use: say so, not "check your e-mail". */
function toastSignedUp(variant: AuthVariant, signedIn: boolean): void {
  if (variant === 'dialog')
    toast.success(m.auth_signup_success_title(), {
      description: signedIn
        ? m.auth_signup_success_signed_in_dialog()
        : m.auth_signup_success_confirm_dialog(),
    });
  else
    toast.success(signedIn ? m.auth_signup_success_signed_in_page() : m.auth_signup_success_confirm_page());
}

interface AuthFormProps {
  mode: AuthMode;
  variant: AuthVariant;
  /** After a sign-in or sign-up: the user's id when signed in, null when the e-mail must be confirmed first. */
  onDone?: (userId: string | null) => void;
  /** Kept by the parent when given (the /auth toggle keeps it). */
  email?: string;
  onEmailChange?: (email: string) => void;
}

export function AuthForm({ mode, variant, onDone, email: controlledEmail, onEmailChange }: AuthFormProps) {
  const [ownEmail, setOwnEmail] = useState('');
  const email = controlledEmail ?? ownEmail;
  const setEmail = onEmailChange ?? setOwnEmail;
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const send = useSignInOrUp();
  const signingUp = mode === 'signup';
  const asksTerms = signingUp && variant === 'page';
  const title = signingUp ? m.auth_create_account() : m.auth_sign_in();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (signingUp) {
      const termsAccepted = asksTerms ? terms : undefined;
      const invalid = validateSignUp({ password, confirmPassword, termsAccepted });
      // Said once, all together, beside the fields (a toast repeating them would say them twice).
      setProblems(invalid);
      if (invalid.length > 0) return;
    }
    send.mutate(
      { mode, email, password, fullName },
      {
        onSuccess: (userId) => {
          if (signingUp) toastSignedUp(variant, userId !== null);
          else toast.success(m.auth_welcome_back_title(), { description: m.auth_welcome_back_description() });
          onDone?.(userId);
        },
        onError: (error) => {
          const [heading, description] = failure(mode, variant, error);
          toast.error(heading, { description });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={title}>
      {signingUp && (
        <TextField
          label={m.auth_full_name()}
          autoComplete="name"
          required
          value={fullName}
          onValueChange={setFullName}
        />
      )}
      <TextField
        label={m.auth_email()}
        type="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
      />
      <TextField
        label={m.auth_password()}
        type="password"
        revealable
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        required
        value={password}
        onValueChange={setPassword}
      />
      {signingUp && (
        <TextField
          label={m.auth_confirm_password()}
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onValueChange={setConfirmPassword}
        />
      )}
      {asksTerms && (
        <Checkbox
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
          label={
            <>
              {m.auth_terms_before_link()}{' '}
              <Link to="/terminos" target="_blank" className="font-semibold text-primary underline">
                {m.auth_terms_link()}
              </Link>
            </>
          }
        />
      )}
      <FormError message={problems} />
      <SubmitButton
        pending={send.isPending}
        pendingText={signingUp ? m.auth_creating_account() : m.auth_signing_in()}
      >
        {title}
      </SubmitButton>
    </form>
  );
}
