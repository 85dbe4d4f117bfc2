import { describe, expect, it } from 'vitest';
import { mapServerFieldErrors } from './submit-failure';

describe('mapServerFieldErrors', () => {
  it.each<[string, Record<string, string>, boolean, ReturnType<typeof mapServerFieldErrors>]>([
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
    expect(mapServerFieldErrors(server, { customTown })).toEqual(expected);
  });
});
