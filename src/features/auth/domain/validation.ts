/** Client rules of sign-up and password change, with the product description's messages. */
import { PASSWORD_MIN_LENGTH } from '@/config/constants';

export const MESSAGES = {
  passwordMismatch: 'Las contraseñas no coinciden',
  passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  passwordControl:
    'La contraseña no puede contener tabuladores, saltos de línea ni otros caracteres de control',
  passwordBlank: 'La contraseña no puede estar formada solo por espacios',
  termsRequired: 'Debes aceptar las condiciones de uso',
} as const;

/** The first of the server's password rules it breaks, or null (control characters cannot be typed back). */
function passwordProblem(password: string): string | null {
  if (/\p{Cc}/u.test(password)) return MESSAGES.passwordControl;
  // Characters, not UTF-16 units: an emoji is one, as the local Auth counts them.
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (!/\S/u.test(password)) return MESSAGES.passwordBlank;
  return null;
}

interface NewPasswordInput {
  password: string;
  confirmPassword: string;
}

/** The new password and its confirmation: they must match, and the password follow passwordProblem. */
export function validateNewPassword({ password, confirmPassword }: NewPasswordInput): string | null {
  if (password !== confirmPassword) return MESSAGES.passwordMismatch;
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
  if (input.password !== input.confirmPassword) problems.push(MESSAGES.passwordMismatch);
  if (input.termsAccepted === false) problems.push(MESSAGES.termsRequired);
  return problems;
}
