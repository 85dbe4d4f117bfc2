import { describe, expect, it } from 'vitest';
import { submissionToEvent } from './submission';

const PAYLOAD = {
  title: 'Concierto',
  category_id: ['musica'],
  subcategory: ['jazz'],
  description: '<p>Un concierto.</p>',
  start_date: '2030-06-20',
  end_date: null,
  start_time: '20:00',
  end_time: null,
  venue: 'Plaza Nueva 1',
  address: 'Plaza Nueva 1',
  town: 'Bilbao',
  neighborhood: 'Casco Viejo',
  price: 12.5,
  is_free: false,
  organizer: 'Peña',
  info_url: 'https://example.org',
  ticket_url: 'https://example.org',
  como_llegar: 'Metro',
  recomendaciones: 'Pintxos',
  wants_featured: true,
};

describe('submissionToEvent', () => {
  it('reads the payload as an event', () => {
    expect(submissionToEvent({ id: 's1', event_id: null, payload: PAYLOAD })).toMatchObject({
      id: 's1',
      title: 'Concierto',
      categoryId: ['musica'],
      subcategory: ['jazz'],
      venue: 'Plaza Nueva 1',
      address: 'Plaza Nueva 1',
      town: 'Bilbao',
      neighborhood: 'Casco Viejo',
      startDate: '2030-06-20',
      endDate: '',
      startTime: '20:00',
      price: 12.5,
      isFree: false,
      organizer: 'Peña',
      infoUrl: 'https://example.org',
      ticketUrl: 'https://example.org',
      comoLlegar: 'Metro',
      recomendaciones: 'Pintxos',
      tags: [],
      destacado: 0,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['created event id once approved', {}, { id: 'e9' }],
    ['address from the venue', { address: undefined }, { address: 'Plaza Nueva 1' }],
    ['free clears the price', { is_free: true, price: 10 }, { isFree: true, price: null }],
    ['price as text', { price: '15' }, { price: 15 }],
    ['a single category is wrapped', { category_id: 'cine' }, { categoryId: ['cine'] }],
    [
      'wrong types become defaults',
      { title: 5, category_id: 7, start_date: 1 },
      { title: '', categoryId: [], startDate: '' },
    ],
  ])('%s', (name, change, expected) => {
    const eventId = name.startsWith('created') ? 'e9' : null;
    expect(
      submissionToEvent({ id: 's1', event_id: eventId, payload: { ...PAYLOAD, ...change } }),
    ).toMatchObject(expected);
  });

  it('a series: its rule, skipped days and dates, shown at its next date with its rhythm', () => {
    const event = submissionToEvent({
      id: 's1',
      event_id: null,
      payload: {
        ...PAYLOAD,
        start_date: '2030-06-20',
        end_date: null,
        recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20300711',
        recurrence_exdates: ['2030-06-27'],
      },
    });
    expect(event.series).toEqual({
      rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20300711',
      exdates: ['2030-06-27'],
      dates: ['2030-06-20', '2030-07-04', '2030-07-11'],
      firstDate: '2030-06-20',
    });
    expect(event.endDate).toBe('');
  });

  it('a series the shared code refuses is previewed as a single event', () => {
    const payload = { ...PAYLOAD, recurrence_rule: 'FREQ=YEARLY;COUNT=2' };
    expect(submissionToEvent({ id: 's1', event_id: null, payload }).series).toBeUndefined();
  });
});
