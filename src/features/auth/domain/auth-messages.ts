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

/** /auth login failure text: the invalid-credentials message in Spanish, any other as received. */
export function pageSignInMessage(message: string): string {
  return message === INVALID_CREDENTIALS ? INVALID_CREDENTIALS_ES : message;
}

/**
 * Sign-up failure text, on /auth and in the dialog alike: "already registered" in the product's words
 * (the description gives no other Spanish text for it, and the service's English 'User already
 * registered' would be the only English on a Spanish site), any other as received.
 */
export function signUpMessage(message: string, code?: string | null): string {
  return isAlreadyRegistered(message, code) ? ALREADY_REGISTERED_ES : message;
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
