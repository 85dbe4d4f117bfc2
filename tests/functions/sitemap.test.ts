// @vitest-environment node
/**
 * The `sitemap` function through the local stack: a well-formed sitemaps.org urlset (read back with
 * jsdom's XML parser) of the city's upcoming events and pages, every URL on the city's sub-domain,
 * past events and other cities left out, lastmod from updated_at, caching headers and errors.
 */
import './node-env.ts';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, insertEvent } from './event-rows.ts';
import { FIRST_CALL_TIMEOUT, looksSpanish, madridToday, SITE_URL, startStack } from './helpers.ts';
import type { Stack } from './helpers.ts';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const BILBAO = SITE_URL.replace('//', '//bilbao.');

let s: Stack;
const today = madridToday();
const ids: Record<string, string> = {};
const get = (query: string, init: RequestInit = {}) => fetch(`${s.url}/functions/v1/sitemap?${query}`, init);

function parseXml(xml: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

function urls(doc: Document): Array<{ loc: string; lastmod: string | null }> {
  return [...doc.getElementsByTagNameNS(NS, 'url')].map((u) => ({
    loc: u.getElementsByTagNameNS(NS, 'loc')[0]?.textContent ?? '',
    lastmod: u.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent ?? null,
  }));
}

beforeAll(async () => {
  s = await startStack();
  ids.upcoming = await insertEvent(s, {
    title: 'Jazz & blues en Bilborock',
    town: 'Bilbao',
    category_id: ['musica'],
    subcategory: ['jazz'],
    start_date: addDays(today, 2),
    start_time: '21:00',
  });
  ids.ongoing = await insertEvent(s, {
    title: 'Feria de otoño',
    town: 'Getxo',
    start_date: addDays(today, -3),
    end_date: addDays(today, 2),
  });
  ids.past = await insertEvent(s, { title: 'Ya pasó', town: 'Bilbao', start_date: addDays(today, -10) });
  ids.logrono = await insertEvent(s, {
    title: 'Vino en Logroño',
    town: 'Logroño',
    start_date: addDays(today, 1),
  });
  await get('city=bilbao');
}, FIRST_CALL_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

describe('sitemap function', () => {
  it('answers a well-formed urlset, without any key, with caching headers', async () => {
    const res = await get('city=bilbao');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = parseXml(xml);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(NS);
  });

  it('lists upcoming (and ongoing) events and the pages, all on the city sub-domain', async () => {
    const list = urls(parseXml(await (await get('city=bilbao')).text()));
    const locs = list.map((u) => u.loc);
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc.startsWith(`${BILBAO}/`), loc).toBe(true);
    const event = list.find((u) => u.loc.includes(`/event/${ids.upcoming}--`));
    expect(event?.loc).toBe(
      `${BILBAO}/event/${ids.upcoming}--bilbao-musica-jazz-${addDays(today, 2)}-jazz-blues-en-bilborock`,
    );
    const { rows } = await s.db.query<{ updated_at: string | Date }>(
      'select updated_at from public.events where id = $1',
      [ids.upcoming],
    );
    const updated = new Date(rows[0]?.updated_at ?? '').toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(event?.lastmod).toBe(updated);
    expect(locs.some((l) => l.includes(`/event/${ids.ongoing}--`))).toBe(true);
    for (const path of [
      '/',
      '/musica',
      '/fiestas',
      '/conciertos-hoy',
      '/editorial',
      '/editorial/2',
      '/contacto',
      '/terminos',
      '/ranking',
      '/add-event',
    ])
      expect(locs, path).toContain(`${BILBAO}${path}`);
    expect(locs).not.toContain(`${BILBAO}/tardeos`);
  });

  it('lists every page in Basque too (under /eu), each naming both languages’ pages', async () => {
    const xml = await (await get('city=bilbao')).text();
    const locs = urls(parseXml(xml)).map((u) => u.loc);
    for (const path of ['', '/musica', '/editorial/2', '/add-event'])
      expect(locs, path).toContain(`${BILBAO}/eu${path}`);
    const event = locs.find((l) => l.includes(`/eu/event/${ids.upcoming}--`));
    expect(event).toBeDefined();
    const links = [...parseXml(xml).getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
    const of = (href: string) =>
      links
        .filter((l) => l.parentElement?.getElementsByTagNameNS(NS, 'loc')[0]?.textContent === href)
        .map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`);
    expect(of(`${BILBAO}/eu/musica`)).toEqual([
      `es ${BILBAO}/musica`,
      `eu ${BILBAO}/eu/musica`,
      `x-default ${BILBAO}/musica`,
    ]);
    expect(of(`${BILBAO}/musica`)).toEqual(of(`${BILBAO}/eu/musica`));
  });

  it('leaves out past events and other cities’ events', async () => {
    const xml = await (await get('city=bilbao')).text();
    expect(xml).not.toContain(ids.past);
    expect(xml).not.toContain(ids.logrono);
    const logrono = await (await get('city=logronio')).text();
    expect(logrono).toContain(`/event/${ids.logrono}--`);
    expect(logrono).not.toContain(ids.upcoming);
    for (const { loc } of urls(parseXml(logrono)))
      expect(loc.startsWith(SITE_URL.replace('//', '//logronio.'))).toBe(true);
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const etag = (await get('city=bilbao')).headers.get('etag') ?? '';
    expect((await get('city=bilbao', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const head = await get('city=bilbao', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('refuses a missing or unknown city and other methods, in Spanish', async () => {
    for (const query of ['', 'city=madrid']) {
      const res = await get(query);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string };
      expect(looksSpanish(body.error), body.error).toBe(true);
    }
    expect((await get('city=bilbao', { method: 'POST', body: '{}' })).status).toBe(405);
  });
});
