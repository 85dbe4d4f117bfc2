import { describe, expect, it } from 'vitest';
import { missingFields, validateSubmissionForm } from './form-rules';
import { VALID_FORM } from './form-fixtures';
import { EMPTY_FORM, type SubmissionFormValues } from './form-values';
import { RECURRENCE_MESSAGES } from '../../../../supabase/functions/_shared/recurrence.ts';
import { MESSAGES } from '../../../../supabase/functions/_shared/submission_rules.ts';
import { FIELD_MESSAGES } from './messages';

const TODAY = '2030-06-15';
const VALID = VALID_FORM;
const PREFIX = 'Por favor, revisa los siguientes campos obligatorios: ';

describe('missing fields', () => {
  it.each<[string, Partial<SubmissionFormValues>, string]>([
    ['title', { title: '  ' }, 'Nombre del evento'],
    ['start date', { startDate: '' }, 'Fecha de inicio'],
    ['start time', { startTime: '' }, 'Hora de inicio'],
    ['town', { town: '' }, 'Localidad'],
    ['custom town left empty', { town: 'otro', customTown: ' ' }, 'Localidad'],
    ['categories', { categories: [] }, 'Categorías'],
    ['description', { description: '' }, 'Descripción (mínimo 15 caracteres)'],
    ['short description', { description: 'Muy corto aquí' }, 'Descripción (mínimo 15 caracteres)'],
    ['address', { address: '' }, 'Dirección'],
  ])('%s → its name in the message', (_case, change, name) => {
    expect(validateSubmissionForm({ ...VALID, ...change }, TODAY)?.message).toBe(`${PREFIX}${name}`);
  });

  it('lists every missing name in the description order, joined with ", "', () => {
    expect(validateSubmissionForm(EMPTY_FORM, TODAY)?.message).toBe(
      `${PREFIX}Nombre del evento, Fecha de inicio, Hora de inicio, Localidad, Categorías, Descripción (mínimo 15 caracteres), Dirección`,
    );
    expect(validateSubmissionForm({ ...VALID, title: '', address: '' }, TODAY)?.message).toBe(
      `${PREFIX}Nombre del evento, Dirección`,
    );
  });

  it('marks each missing field', () => {
    const fields = validateSubmissionForm(
      { ...EMPTY_FORM, town: 'otro', description: 'corto' },
      TODAY,
    )?.fields;
    expect(fields).toMatchObject({
      title: FIELD_MESSAGES.required,
      customTown: FIELD_MESSAGES.customTown,
      categories: FIELD_MESSAGES.categories,
      description: MESSAGES.descriptionTooShort,
      address: FIELD_MESSAGES.required,
    });
    expect(fields?.town).toBeUndefined();
  });

  it('a custom town counts as the town; optional fields are not required', () => {
    expect(missingFields({ ...VALID, town: 'otro', customTown: 'Sopela' })).toEqual([]);
    expect(validateSubmissionForm(VALID, TODAY)).toBeNull();
  });
});

describe('dates', () => {
  it.each<[string, Partial<SubmissionFormValues>, keyof SubmissionFormValues, string]>([
    ['start before today', { startDate: '14/06/2030' }, 'startDate', MESSAGES.startPast],
    ['end before today', { endDate: '14/06/2030' }, 'endDate', MESSAGES.endPast],
    ['end before start', { endDate: '19/06/2030' }, 'endDate', MESSAGES.endBeforeStart],
    ['start not a date', { startDate: '31/02/2030' }, 'startDate', FIELD_MESSAGES.date],
    ['end not a date', { endDate: 'mañana' }, 'endDate', FIELD_MESSAGES.date],
    ['time not a time', { startTime: '25:00' }, 'startTime', FIELD_MESSAGES.time],
  ])('%s', (_case, change, field, message) => {
    const result = validateSubmissionForm({ ...VALID, ...change }, TODAY);
    expect(result?.message).toBe(message);
    expect(result?.fields[field]).toBe(message);
  });

  it.each<[string, Partial<SubmissionFormValues>]>([
    ['start today', { startDate: '15/06/2030' }],
    ['end on the start day', { endDate: '20/06/2030' }],
    ['end after start', { endDate: '25/06/2030', endTime: '01:00' }],
  ])('%s is fine', (_case, change) => {
    expect(validateSubmissionForm({ ...VALID, ...change }, TODAY)).toBeNull();
  });

  it('missing fields lead the message; date errors still mark their fields', () => {
    const result = validateSubmissionForm({ ...VALID, title: '', startDate: '01/01/2030' }, TODAY);
    expect(result?.message).toBe(`${PREFIX}Nombre del evento`);
    expect(result?.fields.startDate).toBe(MESSAGES.startPast);
  });
});

describe('a series', () => {
  const weekly: Partial<SubmissionFormValues> = {
    repeat: 'weekly',
    repeatWeekdays: ['TH'],
    repeatUntil: '11/07/2030',
  };

  it('a valid series passes; its end date is not checked (it has none)', () => {
    expect(validateSubmissionForm({ ...VALID, ...weekly, endDate: 'mañana' }, TODAY)).toBeNull();
  });

  it('its problems mark the group’s fields and lead the message when nothing is missing', () => {
    const result = validateSubmissionForm({ ...VALID, ...weekly, repeatUntil: '01/07/2031' }, TODAY);
    expect(result?.message).toBe(RECURRENCE_MESSAGES.tooLong);
    expect(result?.fields).toEqual({ repeatUntil: RECURRENCE_MESSAGES.tooLong });
  });
});
