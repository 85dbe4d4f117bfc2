import { m } from '@/i18n/paraglide/messages.js';

/** The Spanish text of auth_already_registered, as signUpMessage says it on a Spanish page. */
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

/** A refusal by the service's limits (GoTrue's 429 codes) in the page's language; null for any other failure. */
export function rateLimitMessage(code?: string | null): string | null {
  if (code === 'over_request_rate_limit') return m.auth_rate_limit_requests();
  if (code === 'over_email_send_rate_limit') return m.auth_rate_limit_email();
  return null;
}

/** /auth login failure text: invalid credentials and the limits in the page's language, any other as received. */
export function pageSignInMessage(message: string, code?: string | null): string {
  const invalid = message === 'Invalid login credentials';
  return rateLimitMessage(code) ?? (invalid ? m.auth_invalid_credentials() : message);
}

/**
 * Sign-up failure text: "already registered" in the product's words (the service's English would be the
 * only English on the site), the limits too, any other as received.
 */
export function signUpMessage(message: string, code?: string | null): string {
  return (
    rateLimitMessage(code) ?? (isAlreadyRegistered(message, code) ? m.auth_already_registered() : message)
  );
}

/** The first letters of the e-mail, upper case: letters and digits of the local part (AVATAR_INITIALS). */
export function initialsOf(email: string | null | undefined, count: number): string {
  const local = (email ?? '').split('@')[0] ?? '';
  const chars = Array.from(local).filter((c) => /[\p{L}\p{N}]/u.test(c));
  const initials = chars.slice(0, count).join('').toUpperCase();
  return initials || '?';
}
