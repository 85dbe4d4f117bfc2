import { describe, expect, it } from 'vitest';
import { buildSubmissionPayload } from './build-payload';
import { EMPTY_FORM, type SubmissionFormValues } from './form-values';

const BASE: SubmissionFormValues = {
  ...EMPTY_FORM,
  title: ' Concierto ',
  startDate: '20/06/2030',
  startTime: '20:00',
  town: 'bilbao',
  categories: ['musica', 'fiestas'],
  description: ' Un concierto al aire libre. ',
  address: ' Plaza Nueva 1 ',
};
const CTX = { formStartedAt: 1_000, cityId: 'bilbao' };

describe('buildSubmissionPayload', () => {
  it('sends the description payload with nulls for empty optional fields', () => {
    expect(buildSubmissionPayload(BASE, CTX)).toEqual({
      title: 'Concierto',
      category_id: ['musica', 'fiestas'],
      subcategory: [],
      description: 'Un concierto al aire libre.',
      start_date: '2030-06-20',
      end_date: null,
      start_time: '20:00',
      end_time: null,
      venue: 'Plaza Nueva 1',
      town: 'bilbao',
      recomendaciones: null,
      neighborhood: null,
      price: null,
      is_free: false,
      organizer: null,
      info_url: null,
      ticket_url: null,
      como_llegar: null,
      wants_featured: false,
      submitted_by_name: null,
      submitted_by_email: null,
      website: '',
      form_started_at: 1_000,
      city_id: 'bilbao',
    });
  });

  it.each<[string, Partial<SubmissionFormValues>, Record<string, unknown>]>([
    ['custom town', { town: 'otro', customTown: ' Sopela ' }, { town: 'Sopela' }],
    ['neighbourhood', { neighborhood: 'deusto' }, { neighborhood: 'deusto' }],
    ['subcategory', { subcategory: 'jazz' }, { subcategory: ['jazz'] }],
    [
      'end date and time',
      { endDate: '21/06/2030', endTime: '01:30' },
      { end_date: '2030-06-21', end_time: '01:30' },
    ],
    ['price text', { price: '12,50 €' }, { price: 12.5 }],
    ['price range', { price: '10-20 €' }, { price: 10 }],
    ['free price', { isFree: true, price: '15' }, { price: null, is_free: true }],
    ['no digits', { price: 'taquilla' }, { price: null }],
    [
      'one link for both',
      { link: ' https://example.org/e ' },
      { info_url: 'https://example.org/e', ticket_url: 'https://example.org/e' },
    ],
    [
      'contact',
      { contactName: 'Ane', contactEmail: 'ane@example.org', wantsFeatured: true },
      { submitted_by_name: 'Ane', submitted_by_email: 'ane@example.org', wants_featured: true },
    ],
    ['honeypot as typed', { website: 'http://spam' }, { website: 'http://spam' }],
    [
      'texts',
      { organizer: 'Peña', recomendaciones: 'Pintxos', comoLlegar: 'Metro' },
      { organizer: 'Peña', recomendaciones: 'Pintxos', como_llegar: 'Metro' },
    ],
  ])('%s', (_case, change, expected) => {
    expect(buildSubmissionPayload({ ...BASE, ...change }, CTX)).toMatchObject(expected);
  });
});

describe('a series', () => {
  it.each<[string, Partial<SubmissionFormValues>, Record<string, unknown>]>([
    [
      'weekly: the rule, no skipped days, no end date',
      { repeat: 'weekly', repeatWeekdays: ['TH'], repeatUntil: '11/07/2030', endDate: '21/06/2030' },
      {
        start_date: '2030-06-20',
        end_date: null,
        recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20300711',
        recurrence_exdates: [],
      },
    ],
    [
      'weekly on another day: starts on its first date',
      { repeat: 'weekly', repeatWeekdays: ['SA'], repeatUntil: '11/07/2030' },
      { start_date: '2030-06-22', recurrence_rule: 'FREQ=WEEKLY;BYDAY=SA;UNTIL=20300711' },
    ],
    [
      'monthly',
      { repeat: 'monthly', repeatUntil: '31/12/2030' },
      { start_date: '2030-06-20', recurrence_rule: 'FREQ=MONTHLY;BYDAY=3TH;UNTIL=20301231' },
    ],
    [
      'picked dates',
      { repeat: 'dates', repeatDates: ['2030-06-22'] },
      {
        start_date: '2030-06-20',
        recurrence_rule: 'FREQ=DAILY;UNTIL=20300622',
        recurrence_exdates: ['2030-06-21'],
      },
    ],
  ])('%s', (_case, change, expected) => {
    expect(buildSubmissionPayload({ ...BASE, ...change }, CTX)).toMatchObject(expected);
  });

  it('a single event sends no series fields, whatever was left in the group', () => {
    const body = buildSubmissionPayload({ ...BASE, repeatWeekdays: ['TH'], repeatUntil: '11/07/2030' }, CTX);
    expect(body).not.toHaveProperty('recurrence_rule');
    expect(body).not.toHaveProperty('recurrence_exdates');
  });
});
