export const ALREADY_REGISTERED_ES =
  'Este email ya forma parte de nuestra comunidad. ¿Quieres iniciar sesión?';

/** The service's ways of saying an e-mail already has an account (message or code). */
export function isAlreadyRegistered(message: string, code?: string | null): boolean {
  return (
    code === 'user_already_exists' ||
    code === 'email_exists' ||
    /already (been )?registered|already exists/i.test(message)
  );
}

/** A refusal by the service's limits (GoTrue's 429 codes) in Spanish; null for any other failure. */
export function rateLimitMessage(code?: string | null): string | null {
  if (code === 'over_request_rate_limit')
    return 'Demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.';
  if (code === 'over_email_send_rate_limit')
    return 'Ya te hemos enviado un correo hace muy poco. Espera unos minutos y vuelve a intentarlo.';
  return null;
}

/** /auth login failure text: invalid credentials and the limits in Spanish, any other as received. */
export function pageSignInMessage(message: string, code?: string | null): string {
  const invalid = message === 'Invalid login credentials';
  return (
    rateLimitMessage(code) ?? (invalid ? 'Credenciales inválidas. Verifica tu email y contraseña.' : message)
  );
}

/**
 * Sign-up failure text: "already registered" in the product's words (the service's English would be the
 * only English on the site), the limits too, any other as received.
 */
export function signUpMessage(message: string, code?: string | null): string {
  return rateLimitMessage(code) ?? (isAlreadyRegistered(message, code) ? ALREADY_REGISTERED_ES : message);
}

/** The first letters of the e-mail, upper case: letters and digits of the local part (AVATAR_INITIALS). */
export function initialsOf(email: string | null | undefined, count: number): string {
  const local = (email ?? '').split('@')[0] ?? '';
  const chars = Array.from(local).filter((c) => /[\p{L}\p{N}]/u.test(c));
  const initials = chars.slice(0, count).join('').toUpperCase();
  return initials || '?';
}
