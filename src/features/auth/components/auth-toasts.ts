import { toast } from '@/lib/toast';
import {
  pageSignInMessage,
  rateLimitMessage,
  SIGN_IN_SUCCESS,
  SIGN_UP_SUCCESS,
  signUpMessage,
  TITLES,
  UNEXPECTED_ERROR,
} from '../domain/auth-messages';
import { AuthServiceError } from '../api/auth-api';

/** Where a form sits: the favourites dialog or the /auth page; they word failures differently. */
export type AuthVariant = 'dialog' | 'page';

export function toastValidation(message: string): void {
  toast.error('Error', { description: message });
}

function toastUnexpected(): void {
  toast.error(TITLES.exception, { description: UNEXPECTED_ERROR });
}

export function toastSignInError(variant: AuthVariant, error: unknown): void {
  if (!(error instanceof AuthServiceError)) return toastUnexpected();
  if (variant === 'dialog')
    toast.error(TITLES.signInDialog, { description: rateLimitMessage(error.code) ?? error.message });
  else toast.error(TITLES.signInPage, { description: pageSignInMessage(error.message, error.code) });
}

export function toastSignUpError(variant: AuthVariant, error: unknown): void {
  if (!(error instanceof AuthServiceError)) return toastUnexpected();
  const description = signUpMessage(error.message, error.code);
  toast.error(variant === 'dialog' ? TITLES.signUpDialog : TITLES.signUpPage, { description });
}

export function toastSignedIn(): void {
  toast.success(SIGN_IN_SUCCESS.title, { description: SIGN_IN_SUCCESS.description });
}

/** With auto-confirm (a session came back) the account is ready and in use: say so, not "check your e-mail". */
export function toastSignedUp(variant: AuthVariant, signedIn: boolean): void {
  if (variant === 'dialog') {
    toast.success(SIGN_UP_SUCCESS.title, {
      description: signedIn ? SIGN_UP_SUCCESS.signedIn : SIGN_UP_SUCCESS.checkEmail,
    });
  } else {
    toast.success(signedIn ? SIGN_UP_SUCCESS.pageSignedIn : SIGN_UP_SUCCESS.pageCheckEmail);
  }
}
