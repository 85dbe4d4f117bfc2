import { describe, expect, it } from 'vitest';
import { validateNewPassword, validateSignUp } from './validation';

describe('validateNewPassword', () => {
  it.each([
    ['secret', 'secret', null],
    ['secret1', 'secret2', 'Las contraseñas no coinciden'],
    ['12345', '12345', 'La contraseña debe tener al menos 6 caracteres'],
    ['', '', 'La contraseña debe tener al menos 6 caracteres'],
    ['123456', '123456', null],
    // Characters as a person counts them: three emoji are three.
    ['🎉🎉🎉', '🎉🎉🎉', 'La contraseña debe tener al menos 6 caracteres'],
    ['🎉🎉🎉🎉🎉🎉', '🎉🎉🎉🎉🎉🎉', null],
    ['      ', '      ', 'La contraseña no puede estar formada solo por espacios'],
    [
      '\u00a0\u3000\u00a0\u3000\u00a0\u3000',
      '\u00a0\u3000\u00a0\u3000\u00a0\u3000',
      'La contraseña no puede estar formada solo por espacios',
    ],
    [
      '\u0000'.repeat(6),
      '\u0000'.repeat(6),
      'La contraseña no puede contener tabuladores, saltos de línea ni otros caracteres de control',
    ],
    [
      'clave\tsegura',
      'clave\tsegura',
      'La contraseña no puede contener tabuladores, saltos de línea ni otros caracteres de control',
    ],
    [' con espacios ', ' con espacios ', null],
    ['contraseña', 'contraseña', null],
  ])('%j / %j → %j', (password, confirmPassword, expected) =>
    expect(validateNewPassword({ password, confirmPassword })).toBe(expected),
  );
});

describe("validateSignUp: every problem at once, in the form's order", () => {
  it.each([
    [
      { password: 'abc', confirmPassword: 'xyz', termsAccepted: false },
      [
        'La contraseña debe tener al menos 6 caracteres',
        'Las contraseñas no coinciden',
        'Debes aceptar las condiciones de uso',
      ],
    ],
    [
      { password: 'a', confirmPassword: 'b' },
      ['La contraseña debe tener al menos 6 caracteres', 'Las contraseñas no coinciden'],
    ],
    [
      { password: 'secret', confirmPassword: 'secret', termsAccepted: false },
      ['Debes aceptar las condiciones de uso'],
    ],
    [{ password: 'secret', confirmPassword: 'secret', termsAccepted: true }, []],
    [
      { password: '      ', confirmPassword: '      ', termsAccepted: true },
      ['La contraseña no puede estar formada solo por espacios'],
    ],
    // The terms are asked only when the form shows them.
    [{ password: 'secret', confirmPassword: 'secret' }, []],
  ])('%j → %j', (input, expected) => expect(validateSignUp(input)).toEqual(expected));
});
