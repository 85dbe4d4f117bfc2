// @vitest-environment node
import { encode as encodeJpeg } from 'jpeg-js';
import type * as JpegJs from 'jpeg-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  eventShareImagePath,
  pageShareImagePath,
  SHARE_IMAGE_MAX_BYTES,
  shareImageResponse,
} from '../../edge/share-image.ts';

// The real encoder, which one test makes fail.
vi.mock('jpeg-js', async (importOriginal) => {
  const real = await importOriginal<typeof JpegJs>();
  return { ...real, encode: vi.fn(real.encode) };
});

const ctx = { supabaseUrl: 'http://api.test', anonKey: 'anon-key' };
const PHOTO_URL = 'https://fotos.example.org/cartel.jpg';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const PLAIN = '11111111-1111-4111-8111-111111111111';
const WITH_PHOTO = '22222222-2222-4222-8222-222222222222';

/** A 1600×900 "photo": a gradient with noise, the hardest kind of picture to compress. */
function photo(): Uint8Array {
  const width = 1600;
  const height = 900;
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    const noise = (Math.imul(i, 2654435761) >>> 24) % 48;
    data[i * 4] = (x / width) * 200 + noise;
    data[i * 4 + 1] = ((i / width / height) * 180 + noise) | 0;
    data[i * 4 + 2] = 90 + noise;
    data[i * 4 + 3] = 255;
  }
  return new Uint8Array(encodeJpeg({ width, height, data }, 90).data);
}

let updatedAt = '2026-11-01T10:00:00Z';
const fetched: string[] = [];

function row(id: string) {
  return {
    id,
    title: 'Concierto de jazz en el Kafe Antzokia con la big band de la ciudad',
    image_url: id === WITH_PHOTO ? PHOTO_URL : null,
    category_id: ['musica'],
    venue: 'Kafe Antzokia',
    town: 'Bilbao',
    start_date: '2026-11-28',
    end_date: null,
    start_time: '20:00:00',
    end_time: null,
    recurrence_rule: null,
    occurrence_dates: null,
    updated_at: updatedAt,
  };
}

beforeEach(() => {
  fetched.length = 0;
  const picture = photo();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    fetched.push(url);
    if (url === PHOTO_URL)
      return new Response(picture.slice(), { headers: { 'Content-Type': 'image/jpeg' } });
    const id = /[?&]id=eq\.([0-9a-f-]+)/.exec(url)?.[1];
    if (!url.startsWith('http://api.test/rest/v1/events?') || !id) return new Response('', { status: 500 });
    expect(new Headers(init?.headers).get('apikey')).toBe('anon-key');
    return Response.json(id === UNKNOWN ? [] : [row(id)]);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function get(host: string, path: string, method = 'GET') {
  return shareImageResponse(new Request(`https://${host}${path}`, { method }), ctx);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

/** Width and height from a baseline JPEG's SOF0 segment. */
function jpegSize(bytes: Uint8Array): [number, number] {
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (marker === 0xc0) {
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      return [view.getUint16(at + 7), view.getUint16(at + 5)];
    }
    at += 2 + length;
  }
  throw new Error('no SOF0 segment');
}

async function body(response: Response | null): Promise<Uint8Array> {
  expect(response).not.toBeNull();
  return new Uint8Array(await response!.arrayBuffer());
}

describe('shareImageResponse', () => {
  it('answers null for any other path, so the request goes on to the app', async () => {
    for (const path of ['/', '/musica', `/event/${PLAIN}`, '/og/event/', '/og/other.png', '/og/page/.png'])
      expect(await get('bilbao.agendanorte.es', path)).toBeNull();
  });

  it('draws the poster of an event without a picture as a 1200×630 PNG under the WhatsApp limit', async () => {
    const response = await get('bilbao.agendanorte.es', eventShareImagePath(PLAIN));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Content-Type')).toBe('image/png');
    expect(response?.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
    const bytes = await body(response);
    expect(pngSize(bytes)).toEqual([1200, 630]);
    expect(bytes.byteLength).toBeLessThan(SHARE_IMAGE_MAX_BYTES);
    expect(Number(response?.headers.get('Content-Length'))).toBe(bytes.byteLength);
    expect(fetched).not.toContain(PHOTO_URL);
  });

  it("composes an event's own picture into a 1200×630 JPEG under the WhatsApp limit", async () => {
    const response = await get('bilbao.agendanorte.es', eventShareImagePath(WITH_PHOTO));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Content-Type')).toBe('image/jpeg');
    const bytes = await body(response);
    expect(jpegSize(bytes)).toEqual([1200, 630]);
    expect(bytes.byteLength).toBeLessThan(SHARE_IMAGE_MAX_BYTES);
  });

  it("draws the poster when the picture cannot be encoded (a runtime without Node's Buffer)", async () => {
    updatedAt = '2026-11-04T10:00:00Z';
    // What jpeg-js throws where `Buffer` does not exist (a worker without nodejs_compat).
    vi.mocked(encodeJpeg).mockImplementationOnce(() => {
      throw new ReferenceError('Buffer is not defined');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await get('pamplona.agendanorte.es', eventShareImagePath(WITH_PHOTO));
    expect(response?.headers.get('Content-Type')).toBe('image/png');
    expect(pngSize(await body(response))).toEqual([1200, 630]);
  });

  it('draws an event once per version: the same updated_at is served from the cache, a new one is redrawn', async () => {
    updatedAt = '2026-11-02T10:00:00Z';
    const first = await body(await get('santander.agendanorte.es', eventShareImagePath(WITH_PHOTO)));
    const again = await body(await get('santander.agendanorte.es', eventShareImagePath(WITH_PHOTO)));
    expect(again).toEqual(first);
    expect(fetched.filter((url) => url === PHOTO_URL)).toHaveLength(1);
    updatedAt = '2026-11-03T10:00:00Z';
    await body(await get('santander.agendanorte.es', eventShareImagePath(WITH_PHOTO)));
    expect(fetched.filter((url) => url === PHOTO_URL)).toHaveLength(2);
  });

  it("keeps each drawing in a worker's data-centre cache (caches.default), keyed by the event's version", async () => {
    const stored = new Map<string, Response>();
    vi.stubGlobal('caches', {
      default: {
        match: async (url: string) => stored.get(url)?.clone(),
        put: async (url: string, response: Response) => void stored.set(url, response),
      },
    });
    updatedAt = '2026-11-05T10:00:00Z';
    const drawn = await body(await get('logronio.agendanorte.es', eventShareImagePath(PLAIN)));
    const [key, response] = [...stored.entries()][0] ?? [];
    expect(key).toBe(
      `https://logronio.agendanorte.es/og/drawn/${encodeURIComponent(`event:logronio:${PLAIN}:${updatedAt}`)}`,
    );
    expect(new Uint8Array(await response!.arrayBuffer())).toEqual(drawn);
  });

  it("marks a URL versioned with the event's updated_at immutable, and only that one", async () => {
    // As PostgREST writes a timestamptz: its '+' and ':' must survive the query string.
    updatedAt = '2026-11-06T10:00:00.123456+00:00';
    expect(eventShareImagePath(PLAIN, updatedAt)).toBe(
      `/og/event/${PLAIN}.png?v=2026-11-06T10%3A00%3A00.123456%2B00%3A00`,
    );
    const current = await get('bilbao.agendanorte.es', eventShareImagePath(PLAIN, updatedAt));
    expect(current?.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    // Another version (an old link, or a '+' left unencoded and read as a space) gets today's
    // drawing, which is not that version's: it must not be pinned for a year.
    for (const path of [
      eventShareImagePath(PLAIN, '2026-11-01T10:00:00.000000+00:00'),
      `/og/event/${PLAIN}.png?v=2026-11-06T10:00:00.123456+00:00`,
    ]) {
      const other = await get('bilbao.agendanorte.es', path);
      expect(other?.status).toBe(200);
      expect(other?.headers.get('Cache-Control')).not.toContain('immutable');
    }
    const unversioned = await get('bilbao.agendanorte.es', eventShareImagePath(PLAIN));
    expect(unversioned?.headers.get('Cache-Control')).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
  });

  it('answers 404 for an event the public API does not return, and for an id that is not one', async () => {
    for (const id of [UNKNOWN, 'no-es-un-id']) {
      const response = await get('bilbao.agendanorte.es', eventShareImagePath(id));
      expect(response?.status).toBe(404);
      expect(await response?.text()).toBe('Evento no encontrado');
    }
  });

  it('gives each city and each landing its own default PNG', async () => {
    expect(pageShareImagePath('/')).toBe('/og/page/home.png');
    expect(pageShareImagePath('/musica')).toBe('/og/page/musica.png');
    const images = new Set<string>();
    for (const [host, path] of [
      ['bilbao.agendanorte.es', '/'],
      ['vitoria.agendanorte.es', '/'],
      ['bilbao.localhost:5173', '/musica'],
      ['bilbao.agendanorte.es', '/fin-de-semana'],
    ] as const) {
      const response = await get(host, pageShareImagePath(path));
      expect(response?.headers.get('Content-Type')).toBe('image/png');
      const bytes = await body(response);
      expect(pngSize(bytes)).toEqual([1200, 630]);
      expect(bytes.byteLength).toBeLessThan(SHARE_IMAGE_MAX_BYTES);
      images.add(Buffer.from(bytes).toString('base64'));
    }
    expect(images.size).toBe(4);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('bilbao.agendanorte.es', pageShareImagePath('/'), 'HEAD');
    expect(head?.status).toBe(200);
    expect(head?.headers.get('Content-Type')).toBe('image/png');
    expect((await body(head)).byteLength).toBe(0);
    expect((await get('bilbao.agendanorte.es', pageShareImagePath('/'), 'POST'))?.status).toBe(405);
  });
});
