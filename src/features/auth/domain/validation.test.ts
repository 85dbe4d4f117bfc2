import { describe, expect, it } from 'vitest';
import { validateNewPassword, validateSignUp } from './validation';

describe('validateNewPassword', () => {
  it.each([
    ['secret', 'secret', null],
    ['secret1', 'secret2', 'Las contraseñas no coinciden'],
    ['12345', '12345', 'La contraseña debe tener al menos 6 caracteres'],
    ['', '', 'La contraseña debe tener al menos 6 caracteres'],
    ['123456', '123456', null],
  ])('%j / %j → %j', (password, confirmPassword, expected) =>
    expect(validateNewPassword({ password, confirmPassword })).toBe(expected),
  );
});

describe('validateSignUp', () => {
  it('checks the passwords before the terms', () => {
    expect(validateSignUp({ password: 'a', confirmPassword: 'b', termsAccepted: false })).toBe(
      'Las contraseñas no coinciden',
    );
  });
  it('asks for the terms only when the form shows them', () => {
    expect(validateSignUp({ password: 'secret', confirmPassword: 'secret', termsAccepted: false })).toBe(
      'Debes aceptar las condiciones de uso',
    );
    expect(validateSignUp({ password: 'secret', confirmPassword: 'secret', termsAccepted: true })).toBeNull();
    expect(validateSignUp({ password: 'secret', confirmPassword: 'secret' })).toBeNull();
  });
});
