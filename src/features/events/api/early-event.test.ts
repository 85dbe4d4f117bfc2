import { afterEach, describe, expect, it } from 'vitest';
import type { EventRow } from '../domain/types';
import {
  EARLY_EVENT_GLOBAL,
  earlyEventItem,
  hasEarlyEvent,
  settleEarlyEvent,
  takeEarlyEvent,
} from './early-event';

const ID = 'd4e58128-8c55-4d8e-a8d1-76f38a5bd001';
const holder = window as unknown as Record<string, unknown>;
const leave = (id: string, rows: unknown) =>
  (holder[EARLY_EVENT_GLOBAL] = { id, rows: Promise.resolve(rows) });

describe('takeEarlyEvent', () => {
  afterEach(() => delete holder[EARLY_EVENT_GLOBAL]);

  it('hands over the single row once; the next call asks the usual way', async () => {
    leave(ID, [{ id: ID, title: 'Jazz' }]);
    expect(hasEarlyEvent()).toBe(true);
    expect(await takeEarlyEvent(ID)).toEqual({ id: ID, title: 'Jazz' });
    expect(hasEarlyEvent()).toBe(false);
    expect(await takeEarlyEvent(ID)).toBeNull();
  });

  it('ignores a request for another event and keeps it', async () => {
    leave(ID, [{ id: ID }]);
    expect(await takeEarlyEvent('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await takeEarlyEvent(ID)).toEqual({ id: ID });
  });

  it.each([
    ['no row (not published or not found)', []],
    ['a failed request', null],
    ['an unexpected answer', { message: 'boom' }],
  ])('is null after %s, so the app asks itself', async (_case, rows) => {
    leave(ID, rows);
    expect(await takeEarlyEvent(ID)).toBeNull();
  });

  it('is null when index.html started nothing', async () => {
    expect(hasEarlyEvent()).toBe(false);
    expect(await takeEarlyEvent(ID)).toBeNull();
  });
});

describe('earlyEventItem (the first render’s data)', () => {
  afterEach(() => delete holder[EARLY_EVENT_GLOBAL]);
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

  it('is nothing until start-up has waited for the answer, then the event; the fetch still takes the row', async () => {
    leave(ID, [row]);
    expect(earlyEventItem(ID)).toBeUndefined();
    await settleEarlyEvent();
    expect(earlyEventItem(ID)).toMatchObject({
      id: ID,
      title: 'Jazz en el Arriaga',
      venue: 'Teatro Arriaga',
    });
    expect(earlyEventItem('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await takeEarlyEvent(ID)).toBe(row);
    expect(earlyEventItem(ID)).toBeUndefined();
  });

  it('is nothing when the answer holds no row', async () => {
    leave(ID, []);
    await settleEarlyEvent();
    expect(earlyEventItem(ID)).toBeUndefined();
  });
});
