/** Client rules of sign-up and password change, with the product description's messages. */
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { m } from '@/i18n/paraglide/messages.js';

/** The first of the server's password rules it breaks, or null (control characters cannot be typed back). */
function passwordProblem(password: string): string | null {
  if (/\p{Cc}/u.test(password)) return m.auth_password_control();
  // Characters, not UTF-16 units: an emoji is one, as the local Auth counts them.
  if (Array.from(password).length < PASSWORD_MIN_LENGTH)
    return m.auth_password_too_short({ min: PASSWORD_MIN_LENGTH });
  if (!/\S/u.test(password)) return m.auth_password_blank();
  return null;
}

interface NewPasswordInput {
  password: string;
  confirmPassword: string;
}

/** The new password and its confirmation: they must match, and the password follow passwordProblem. */
export function validateNewPassword({ password, confirmPassword }: NewPasswordInput): string | null {
  if (password !== confirmPassword) return m.auth_password_mismatch();
  return passwordProblem(password);
}

interface SignUpInput extends NewPasswordInput {
  /** Only the /auth page asks for the terms; undefined means "not asked". */
  termsAccepted?: boolean;
}

/** Every rule the sign-up breaks, in the form's order, so the visitor fixes them all in one go. */
export function validateSignUp(input: SignUpInput): string[] {
  const problems: string[] = [];
  const passwordError = passwordProblem(input.password);
  if (passwordError) problems.push(passwordError);
  if (input.password !== input.confirmPassword) problems.push(m.auth_password_mismatch());
  if (input.termsAccepted === false) problems.push(m.auth_terms_required());
  return problems;
}
