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

/** Sign-up: the password rules, then the terms (on /auth). The first failing rule's message, or null. */
export function validateSignUp(input: SignUpInput): string | null {
  const passwordError = validateNewPassword(input);
  if (passwordError) return passwordError;
  if (input.termsAccepted === false) return MESSAGES.termsRequired;
  return null;
}
