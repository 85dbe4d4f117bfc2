import { describe, expect, it } from 'vitest';
import { describeSubmitFailure } from './submit-failure';

const GENERIC = 'Hubo un error al enviar tu evento. Por favor, inténtalo de nuevo más tarde.';

describe('describeSubmitFailure', () => {
  it.each<[string, Parameters<typeof describeSubmitFailure>[0], ReturnType<typeof describeSubmitFailure>]>([
    ['network', null, { message: GENERIC, detail: null, fields: {} }],
    [
      'server error',
      { status: 500, serverMessage: 'x', fields: {} },
      { message: GENERIC, detail: null, fields: {} },
    ],
    [
      'rate limit',
      { status: 429, serverMessage: 'Espera una hora', fields: {} },
      { message: 'Espera una hora', detail: null, fields: {} },
    ],
    [
      'rate limit without text',
      { status: 429, serverMessage: null, fields: {} },
      { message: GENERIC, detail: null, fields: {} },
    ],
    [
      'field errors',
      { status: 400, serverMessage: 'Fecha mal', fields: { start_date: 'Fecha mal', venue: 'Falta' } },
      { message: GENERIC, detail: 'Fecha mal', fields: { startDate: 'Fecha mal', address: 'Falta' } },
    ],
    [
      'form-level error',
      { status: 400, serverMessage: null, fields: { form_started_at: 'Demasiado rápido' } },
      { message: GENERIC, detail: 'Demasiado rápido', fields: {} },
    ],
  ])('%s', (_case, call, expected) => {
    expect(describeSubmitFailure(call)).toEqual(expected);
  });

  it('a typed town error goes beside the typed town', () => {
    const view = describeSubmitFailure(
      { status: 400, serverMessage: 'e', fields: { town: 'Mal' } },
      { customTown: true },
    );
    expect(view.fields).toEqual({ customTown: 'Mal' });
  });
});
