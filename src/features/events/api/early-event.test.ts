import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_EVENT_GLOBAL } from '../domain/early-event-global';
import type { EventRow } from '../domain/types';
import { earlyEventItem, hasEarlyEvent, takeEarlyEvent } from './early-event';

const ID = 'd4e58128-8c55-4d8e-a8d1-76f38a5bd001';
const OTHER = '00000000-0000-4000-8000-000000000000';
const holder = window as unknown as Record<string, unknown>;
const row = {
  id: ID,
  image_url: '/images/categories/musica.svg',
  title: 'Jazz en el Arriaga',
  description: '',
  category_id: ['musica'],
  subcategory: [],
  venue: 'Teatro Arriaga',
  town: 'Bilbao',
  neighborhood: null,
  address: null,
  start_date: '2026-11-28',
  end_date: null,
  start_time: '20:00:00',
  end_time: null,
  price: 15,
  is_free: false,
  ticket_url: null,
  info_url: null,
  organizer: null,
  tags: [],
  artist: null,
  como_llegar: null,
  destacado: 0,
  color: null,
  recomendaciones: null,
} as unknown as EventRow;
const leave = () => (holder[EARLY_EVENT_GLOBAL] = { id: ID, row, picture: 'data:image/svg+xml,…' });

afterEach(() => delete holder[EARLY_EVENT_GLOBAL]);

describe('the event an event page came with', () => {
  it('is the first render’s data for that event only', () => {
    leave();
    expect(earlyEventItem(ID)).toMatchObject({
      id: ID,
      title: 'Jazz en el Arriaga',
      venue: 'Teatro Arriaga',
    });
    expect(earlyEventItem(OTHER)).toBeUndefined();
  });

  it('hands its row to the first fetch once; the next one asks the API', () => {
    leave();
    expect(hasEarlyEvent()).toBe(true);
    expect(takeEarlyEvent(OTHER)).toBeNull();
    expect(takeEarlyEvent(ID)).toBe(row);
    expect(hasEarlyEvent()).toBe(false);
    expect(takeEarlyEvent(ID)).toBeNull();
    expect(earlyEventItem(ID)).toBeUndefined();
  });

  it('is nothing on a page that came without one', () => {
    expect(hasEarlyEvent()).toBe(false);
    expect(earlyEventItem(ID)).toBeUndefined();
    expect(takeEarlyEvent(ID)).toBeNull();
  });
});
