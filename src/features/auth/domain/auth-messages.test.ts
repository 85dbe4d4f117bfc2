import { describe, expect, it } from 'vitest';
import {
  ALREADY_REGISTERED_ES,
  initialsOf,
  isAlreadyRegistered,
  pageSignInMessage,
  signUpMessage,
} from './auth-messages';

describe('auth messages', () => {
  it('translates only the invalid-credentials message on /auth login', () => {
    expect(pageSignInMessage('Invalid login credentials')).toBe(
      'Credenciales inválidas. Verifica tu email y contraseña.',
    );
    expect(pageSignInMessage('Email not confirmed')).toBe('Email not confirmed');
  });

  it.each([
    ['User already registered', null, true],
    ['A user with this email address has already been registered', null, true],
    ['anything', 'user_already_exists', true],
    ['Signup requires a valid password', null, false],
  ])('isAlreadyRegistered(%j, %j) → %j', (message, code, expected) =>
    expect(isAlreadyRegistered(message, code)).toBe(expected),
  );

  it("says the service's limits (429) in Spanish on sign-in and sign-up", () => {
    expect(pageSignInMessage('Request rate limit reached', 'over_request_rate_limit')).toBe(
      'Demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.',
    );
    expect(signUpMessage('Request rate limit reached', 'over_request_rate_limit')).toBe(
      'Demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.',
    );
    expect(
      signUpMessage(
        'For security purposes, you can only request this after 1 seconds.',
        'over_email_send_rate_limit',
      ),
    ).toBe('Ya te hemos enviado un correo hace muy poco. Espera unos minutos y vuelve a intentarlo.');
  });

  it('says "already registered" in the product words on sign-up', () => {
    expect(signUpMessage('User already registered')).toBe(ALREADY_REGISTERED_ES);
    expect(signUpMessage('Password is too weak')).toBe('Password is too weak');
  });

  it.each([
    ['ane@demo.agendanorte.es', 'AN'],
    ['j.doe@x.es', 'JD'],
    ['ñu@x.es', 'ÑU'],
    ['a@x.es', 'A'],
    ['', '?'],
    [null, '?'],
  ])('initialsOf(%j) → %j', (email, expected) => expect(initialsOf(email, 2)).toBe(expected));
});
