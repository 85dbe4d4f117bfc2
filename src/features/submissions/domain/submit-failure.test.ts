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
    const view = describeSubmitFailure({ status: 400, serverMessage: 'e', fields: { town: 'Mal' } }, true);
    expect(view.fields).toEqual({ customTown: 'Mal' });
  });
});

describe("describeSubmitFailure: the function's fields by form field", () => {
  it.each<[string, Record<string, string>, boolean, { fields: object; general: string[] }]>([
    ['venue → address', { venue: 'A' }, false, { fields: { address: 'A' }, general: [] }],
    [
      'both links → link, first wins',
      { info_url: 'A', ticket_url: 'B' },
      false,
      { fields: { link: 'A' }, general: [] },
    ],
    ['town', { town: 'T' }, false, { fields: { town: 'T' }, general: [] }],
    ['typed town', { town: 'T' }, true, { fields: { customTown: 'T' }, general: [] }],
    [
      'dates',
      { start_date: 'S', end_date: 'E' },
      false,
      { fields: { startDate: 'S', endDate: 'E' }, general: [] },
    ],
    [
      'a refused series → the ¿Se repite? group',
      { recurrence_rule: 'R' },
      false,
      { fields: { repeat: 'R' }, general: [] },
    ],
    ['e-mail', { submitted_by_email: 'M' }, false, { fields: { contactEmail: 'M' }, general: [] }],
    ['no field', { form_started_at: 'F', website: 'W' }, false, { fields: {}, general: ['F', 'W'] }],
  ])('%s', (_case, server, customTown, expected) => {
    const call = { status: 400, serverMessage: null, fields: server };
    expect(describeSubmitFailure(call, customTown)).toEqual({
      message: GENERIC,
      detail: expected.general[0] ?? null,
      fields: expected.fields,
    });
  });
});
