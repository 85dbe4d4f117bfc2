/** What the /auth page and the dialog say about the authentication service's answers. */

export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const INVALID_CREDENTIALS_ES = 'Credenciales inválidas. Verifica tu email y contraseña.';
export const ALREADY_REGISTERED_ES =
  'Este email ya forma parte de nuestra comunidad. ¿Quieres iniciar sesión?';
export const UNEXPECTED_ERROR = 'Ha ocurrido un error inesperado';

export const TITLES = {
  signUpDialog: 'Error al registrarse',
  signInDialog: 'Error al iniciar sesión',
  signUpPage: 'Error de registro',
  signInPage: 'Error de inicio de sesión',
  exception: 'Error',
} as const;

/** The service's ways of saying an e-mail already has an account (message or code). */
export function isAlreadyRegistered(message: string, code?: string | null): boolean {
  return (
    code === 'user_already_exists' ||
    code === 'email_exists' ||
    /already (been )?registered|already exists/i.test(message)
  );
}

/** The service's limits (GoTrue's 429 codes): too many requests from this connection, or e-mails. */
export const RATE_LIMITED_ES = 'Demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.';
export const EMAIL_RATE_LIMITED_ES =
  'Ya te hemos enviado un correo hace muy poco. Espera unos minutos y vuelve a intentarlo.';

/** A refusal by the service's limits in Spanish; null for any other failure. */
export function rateLimitMessage(code?: string | null): string | null {
  if (code === 'over_request_rate_limit') return RATE_LIMITED_ES;
  if (code === 'over_email_send_rate_limit') return EMAIL_RATE_LIMITED_ES;
  return null;
}

/** /auth login failure text: invalid credentials and the limits in Spanish, any other as received. */
export function pageSignInMessage(message: string, code?: string | null): string {
  return rateLimitMessage(code) ?? (message === INVALID_CREDENTIALS ? INVALID_CREDENTIALS_ES : message);
}

/**
 * Sign-up failure text, on /auth and in the dialog alike: "already registered" in the product's words
 * (the description gives no other Spanish text for it, and the service's English 'User already
 * registered' would be the only English on a Spanish site), the limits too, any other as received.
 */
export function signUpMessage(message: string, code?: string | null): string {
  return rateLimitMessage(code) ?? (isAlreadyRegistered(message, code) ? ALREADY_REGISTERED_ES : message);
}

/** Sign-up successes. A session back means the service auto-confirmed the e-mail (the CLI default). */
export const SIGN_UP_SUCCESS = {
  title: 'Registro exitoso',
  checkEmail: 'Revisa tu email para confirmar tu cuenta',
  signedIn: 'Tu cuenta está creada y ya has iniciado sesión.',
  pageCheckEmail: 'Tu cuenta ha sido creada. Revisa tu email para confirmar tu cuenta.',
  pageSignedIn: 'Tu cuenta ha sido creada y ya has iniciado sesión.',
} as const;

export const SIGN_IN_SUCCESS = {
  title: '✨ ¡Bienvenida de vuelta!',
  description: 'Nos alegra verte de nuevo por aquí',
} as const;

/** The first letters of the e-mail, upper case: letters and digits of the local part (AVATAR_INITIALS). */
export function initialsOf(email: string | null | undefined, count: number): string {
  const local = (email ?? '').split('@')[0] ?? '';
  const chars = Array.from(local).filter((c) => /[\p{L}\p{N}]/u.test(c));
  const initials = chars.slice(0, count).join('').toUpperCase();
  return initials || '?';
}
