import { toast } from '@/lib/toast';
import { pageSignInMessage, rateLimitMessage, signUpMessage } from '../domain/auth-messages';
import { AuthServiceError } from '../api/auth-api';

/** Where a form sits: the favourites dialog or the /auth page; they word failures differently. */
export type AuthVariant = 'dialog' | 'page';

export function toastValidation(message: string): void {
  toast.error('Error', { description: message });
}

const toastUnexpected = () => toast.error('Error', { description: 'Ha ocurrido un error inesperado' });

export function toastSignInError(variant: AuthVariant, error: unknown): void {
  if (!(error instanceof AuthServiceError)) return void toastUnexpected();
  if (variant === 'dialog')
    toast.error('Error al iniciar sesión', { description: rateLimitMessage(error.code) ?? error.message });
  else
    toast.error('Error de inicio de sesión', { description: pageSignInMessage(error.message, error.code) });
}

export function toastSignUpError(variant: AuthVariant, error: unknown): void {
  if (!(error instanceof AuthServiceError)) return void toastUnexpected();
  const description = signUpMessage(error.message, error.code);
  toast.error(variant === 'dialog' ? 'Error al registrarse' : 'Error de registro', { description });
}

export function toastSignedIn(): void {
  toast.success('✨ ¡Bienvenida de vuelta!', { description: 'Nos alegra verte de nuevo por aquí' });
}

/** With auto-confirm (a session came back) the account is ready and in use: say so, not "check your e-mail". */
export function toastSignedUp(variant: AuthVariant, signedIn: boolean): void {
  if (variant === 'dialog')
    toast.success('Registro exitoso', {
      description: signedIn
        ? 'Tu cuenta está creada y ya has iniciado sesión.'
        : 'Revisa tu email para confirmar tu cuenta',
    });
  else
    toast.success(
      signedIn
        ? 'Tu cuenta ha sido creada y ya has iniciado sesión.'
        : 'Tu cuenta ha sido creada. Revisa tu email para confirmar tu cuenta.',
    );
}
