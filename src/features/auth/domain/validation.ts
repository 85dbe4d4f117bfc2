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

/** Characters, not UTF-16 units: an emoji such as 🎉 is one (as the local Auth counts them). */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

/**
 * The password on its own, with the server's rules (the local Auth refuses the same): no control
 * characters (a tab, a line break or a NUL cannot be typed back reliably), at least 6 characters,
 * not only spaces. The first rule it breaks, or null.
 */
export function passwordProblem(password: string): string | null {
  if (/\p{Cc}/u.test(password)) return MESSAGES.passwordControl;
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (!/\S/u.test(password)) return MESSAGES.passwordBlank;
  return null;
}

export interface NewPasswordInput {
  password: string;
  confirmPassword: string;
}

/** The new password and its confirmation: they must match, and the password follow passwordProblem. */
export function validateNewPassword({ password, confirmPassword }: NewPasswordInput): string | null {
  if (password !== confirmPassword) return MESSAGES.passwordMismatch;
  return passwordProblem(password);
}

export interface SignUpInput extends NewPasswordInput {
  /** Only the /auth page asks for the terms; undefined means "not asked". */
  termsAccepted?: boolean;
}

/**
 * Every rule the sign-up breaks, in the order of the form's fields (the password, confirmation,
 * terms on /auth), so the visitor fixes them all in one go instead of discovering them one submit at
 * a time. Empty when the sign-up may be sent.
 */
export function validateSignUp(input: SignUpInput): string[] {
  const problems: string[] = [];
  const passwordError = passwordProblem(input.password);
  if (passwordError) problems.push(passwordError);
  if (input.password !== input.confirmPassword) problems.push(MESSAGES.passwordMismatch);
  if (input.termsAccepted === false) problems.push(MESSAGES.termsRequired);
  return problems;
}
