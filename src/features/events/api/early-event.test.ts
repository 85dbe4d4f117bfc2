import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_EVENT_GLOBAL, takeEarlyEvent } from './early-event';

const ID = 'd4e58128-8c55-4d8e-a8d1-76f38a5bd001';
const holder = window as unknown as Record<string, unknown>;
const leave = (id: string, rows: unknown) =>
  (holder[EARLY_EVENT_GLOBAL] = { id, rows: Promise.resolve(rows) });

describe('takeEarlyEvent', () => {
  afterEach(() => delete holder[EARLY_EVENT_GLOBAL]);

  it('hands over the single row once; the next call asks the usual way', async () => {
    leave(ID, [{ id: ID, title: 'Jazz' }]);
    expect(await takeEarlyEvent(ID)).toEqual({ id: ID, title: 'Jazz' });
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
    expect(await takeEarlyEvent(ID)).toBeNull();
  });
});
