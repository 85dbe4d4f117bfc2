// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseEventId } from '../features/events/domain/event-url';
import { EARLY_EVENT_GLOBAL as APP_GLOBAL } from '../features/events/api/early-event';
import { EARLY_EVENT_GLOBAL, eventPrefetchScript } from './event-prefetch';

const ID = 'd4e58128-8c55-4d8e-a8d1-76f38a5bd001';
const script = eventPrefetchScript({ supabaseUrl: 'https://abc.supabase.co/', anonKey: 'anon-key' });

/** Runs the inline script on `pathname`; returns the requests it made and what it left on window. */
function run(pathname: string, answer: Promise<unknown> = Promise.resolve({ ok: true, json: () => [] })) {
  const requests: Array<{ url: string; init: { headers: Record<string, string> } }> = [];
  const window: Record<string, unknown> = {};
  runInNewContext(script, {
    window,
    location: { pathname },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      requests.push({ url, init });
      return answer;
    },
  });
  return {
    requests,
    early: window[EARLY_EVENT_GLOBAL] as { id: string; rows: Promise<unknown> } | undefined,
  };
}

describe('event prefetch script', () => {
  it('uses the global the app reads', () => {
    expect(EARLY_EVENT_GLOBAL).toBe(APP_GLOBAL);
  });

  it.each([
    [`/event/${ID}`],
    [`/event/${ID}--concierto-de-jazz-en-bilbao`],
    [`/event/${ID}--`],
    [`/event/${ID}/`],
    [`/event/%20${ID}--slug%20`],
    [`/event/${ID.toUpperCase()}--slug`],
  ])('on %s asks for the id the app reads, as an anonymous visitor', (pathname) => {
    const { requests, early } = run(pathname);
    const appId = parseEventId(decodeURIComponent(pathname.slice('/event/'.length).replace(/\/$/, '')));
    expect(early?.id).toBe(appId);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(`https://abc.supabase.co/rest/v1/events?select=*&id=eq.${appId}`);
    expect(requests[0]!.init.headers).toMatchObject({ apikey: 'anon-key', authorization: 'Bearer anon-key' });
  });

  it.each([
    ['/'],
    ['/musica'],
    ['/event'],
    ['/event/'],
    ['/event/no-es-un-id--slug'],
    [`/event/${ID}/extra`],
  ])('asks for nothing on %s', (pathname) => {
    const { requests, early } = run(pathname);
    expect(requests).toHaveLength(0);
    expect(early).toBeUndefined();
  });

  it('hands over the rows, and null when the answer is an error or the network fails', async () => {
    const rows = [{ id: ID }];
    expect(await run(`/event/${ID}`, Promise.resolve({ ok: true, json: () => rows })).early!.rows).toEqual(
      rows,
    );
    expect(
      await run(`/event/${ID}`, Promise.resolve({ ok: false, json: () => ({}) })).early!.rows,
    ).toBeNull();
    expect(await run(`/event/${ID}`, Promise.reject(new TypeError('offline'))).early!.rows).toBeNull();
  });
});
