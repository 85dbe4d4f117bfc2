/** Client rules of sign-up and password change, with the product description's messages. */
import { PASSWORD_MIN_LENGTH } from '@/config/constants';

export const MESSAGES = {
  passwordMismatch: 'Las contraseñas no coinciden',
  passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  termsRequired: 'Debes aceptar las condiciones de uso',
} as const;

export interface NewPasswordInput {
  password: string;
  confirmPassword: string;
}

/** The new password and its confirmation: they must match and have at least 6 characters. */
export function validateNewPassword({ password, confirmPassword }: NewPasswordInput): string | null {
  if (password !== confirmPassword) return MESSAGES.passwordMismatch;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  return null;
}

export interface SignUpInput extends NewPasswordInput {
  /** Only the /auth page asks for the terms; undefined means "not asked". */
  termsAccepted?: boolean;
}

/**
 * Every rule the sign-up breaks, in the order of the form's fields (password length, confirmation,
 * terms on /auth), so the visitor fixes them all in one go instead of discovering them one submit at
 * a time. Empty when the sign-up may be sent.
 */
export function validateSignUp(input: SignUpInput): string[] {
  const problems: string[] = [];
  if (input.password.length < PASSWORD_MIN_LENGTH) problems.push(MESSAGES.passwordTooShort);
  if (input.password !== input.confirmPassword) problems.push(MESSAGES.passwordMismatch);
  if (input.termsAccepted === false) problems.push(MESSAGES.termsRequired);
  return problems;
}
