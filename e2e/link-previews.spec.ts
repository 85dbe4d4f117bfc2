import { expect, test, type APIRequestContext } from '@playwright/test';
import { CITIES } from '../src/config/cities';
import bilbaoArticles from '../src/content/editorial/bilbao.json' with { type: 'json' };
import { TestEvents } from './support/event-fixtures';

/**
 * What WhatsApp, Facebook and other link previewers see: the HTML a URL answers, fetched without a
 * browser and without running any script. Each city is its own sub-domain (<city>.localhost here),
 * named by the Host header.
 */
const PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const AGENTS = ['WhatsApp/2.23.20.0', 'facebookexternalhit/1.1'];

const events = new TestEvents();
test.afterEach(async () => events.cleanup());

/** Loaded on first use: listing the tests should not need the local stack. */
const backend = () => import('./support/backend');

/** The event's updated_at as the public API writes it (what the head versions its share image by). */
async function updatedAtOf(id: string): Promise<string> {
  const { admin } = await backend();
  const { data, error } = await admin.from('events').select('updated_at').eq('id', id).single();
  if (error) throw new Error(`updated_at of ${id}: ${error.message}`);
  return (data as { updated_at: string }).updated_at;
}

/** /og/event/<id>.png?v=<updated_at>, the version encoded (a timestamptz has '+' and ':'). */
const versionedImage = (id: string, updatedAt: string) =>
  `/og/event/${id}.png?v=${encodeURIComponent(updatedAt)}`;

interface Head {
  status: number;
  title: string | undefined;
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  jsonLd: unknown[];
  html: string;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function fetchHead(
  request: APIRequestContext,
  city: string,
  path: string,
  agent: string,
): Promise<Head> {
  const response = await request.get(`http://localhost:${PORT}${path}`, {
    headers: { host: `${city}.localhost:${PORT}`, 'user-agent': agent, accept: 'text/html' },
    maxRedirects: 0,
  });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  const tags = [...head.matchAll(/<(meta|link)\s[^>]*>/g)].map((m) => m[0]);
  return {
    status: response.status(),
    html,
    title: ((t) => (t === undefined ? undefined : decode(t)))(/<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1]),
    meta: (key) => {
      const tag = tags.find((t) => attr(t, 'name') === key || attr(t, 'property') === key);
      return tag ? attr(tag, 'content') : undefined;
    },
    canonical: ((tag) => (tag ? attr(tag, 'href') : undefined))(
      tags.find((t) => t.startsWith('<link') && attr(t, 'rel') === 'canonical'),
    ),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as unknown,
    ),
  };
}

/** The social tags every page carries, for a canonical URL. */
function expectSocialTags(head: Head, origin: string, canonical: string, image: string) {
  expect(head.canonical).toBe(`${origin}${canonical}`);
  expect(head.meta('og:url')).toBe(`${origin}${canonical}`);
  expect(head.meta('og:title')).toBe(head.title);
  expect(head.meta('og:description')).toBe(head.meta('description'));
  expect(head.meta('og:image')).toBe(`${origin}${image}`);
  expect(head.meta('twitter:image')).toBe(`${origin}${image}`);
  expect(head.meta('og:locale')).toBe('es_ES');
  expect(head.meta('twitter:card')).toBe('summary_large_image');
}

for (const agent of AGENTS) {
  test.describe(`link preview for ${agent.split('/')[0]}`, () => {
    test('every city home carries its own title, description, canonical, social tags and WebSite JSON-LD', async ({
      request,
    }) => {
      for (const city of CITIES) {
        const origin = `http://${city.id}.localhost:${PORT}`;
        const head = await fetchHead(request, city.id, '/', agent);
        expect(head.status, city.id).toBe(200);
        expect(head.title).toBe(`Qué hacer en ${city.name} hoy y este fin de semana | Agenda Norte`);
        expect(head.meta('description')).toMatch(new RegExp(`^Agenda de ${city.name} con conciertos`));
        expectSocialTags(head, origin, '/', '/og/page/home.png');
        expect(head.meta('og:type')).toBe('website');
        expect(head.meta('og:site_name')).toBe(`Agenda Norte ${city.name}`);
        expect(head.jsonLd).toEqual([
          expect.objectContaining({
            '@type': 'WebSite',
            url: `${origin}/`,
            potentialAction: expect.objectContaining({
              '@type': 'SearchAction',
              target: `${origin}/?search={search_term_string}`,
            }),
          }),
        ]);
        // The app still starts from the same page.
        expect(head.html).toContain('<div id="root">');
      }
    });

    test('a landing has its own head; /tardeos names /fiestas as its canonical page', async ({ request }) => {
      const origin = `http://santander.localhost:${PORT}`;
      const musica = await fetchHead(request, 'santander', '/musica', agent);
      expect(musica.status).toBe(200);
      expect(musica.title).toBe('Música en directo en Santander: conciertos y festivales | Agenda Norte');
      expect(musica.meta('description')).toMatch(
        /^Conciertos, jazz, música clásica, pop, rock y festivales en Santander\./,
      );
      expectSocialTags(musica, origin, '/musica', '/og/page/musica.png');
      const tardeos = await fetchHead(request, 'santander', '/tardeos', agent);
      expect(tardeos.title).toBe('Fiestas y tardeos en Santander | Agenda Norte');
      expectSocialTags(tardeos, origin, '/fiestas', '/og/page/fiestas.png');
    });

    test('an event page carries the event: 140-character description, share image, preload and Event JSON-LD', async ({
      request,
    }) => {
      const description = `<p>${'Una noche de jazz en directo con el cuarteto de la casa y artistas invitados. '.repeat(3)}</p>`;
      const { id, title } = await events.create({
        description,
        venue: 'Bilborock',
        address: 'Muelle de la Merced 1',
        start_time: '20:30',
        price: 12,
        is_free: false,
        organizer: 'Jazz Bilbao',
        ticket_url: 'https://entradas.example.org/jazz',
        image_url: 'https://images.example.org/cartel-jazz.jpg',
      });
      const origin = `http://bilbao.localhost:${PORT}`;
      const head = await fetchHead(request, 'bilbao', `/event/${id}`, agent);
      expect(head.status).toBe(200);
      expect(head.title).toBe(`${title} | Agenda Norte Bilbao`);
      const text = head.meta('description') ?? '';
      expect(text.length).toBeLessThanOrEqual(140);
      expect(text).toMatch(/^Una noche de jazz en directo con el cuarteto de la casa/);
      expect(head.canonical).toMatch(new RegExp(`^${origin}/event/${id}--bilbao-musica-`));
      const image = versionedImage(id, await updatedAtOf(id));
      expect(image).toMatch(/\?v=[^+:]+$/);
      expectSocialTags(head, origin, new URL(head.canonical!).pathname, image);
      expect(head.meta('og:type')).toBe('article');
      expect(head.html).toMatch(
        /<link rel="preload" as="image" href="https:\/\/images\.example\.org\/cartel-jazz\.jpg" fetchpriority="high"/,
      );
      expect(head.jsonLd).toEqual([
        expect.objectContaining({
          '@type': 'Event',
          name: title,
          url: head.canonical,
          eventStatus: 'https://schema.org/EventScheduled',
          location: expect.objectContaining({ '@type': 'Place', name: 'Bilborock' }),
          offers: expect.objectContaining({
            price: 12,
            priceCurrency: 'EUR',
            url: 'https://entradas.example.org/jazz',
          }),
          organizer: expect.objectContaining({ name: 'Jazz Bilbao' }),
        }),
      ]);
    });

    test("editing an event changes its share image's URL, and that URL answers the picture, cached for good", async ({
      request,
    }) => {
      const { id } = await events.create();
      const before = await fetchHead(request, 'bilbao', `/event/${id}`, agent);
      const { admin } = await backend();
      const edited = await admin
        .from('events')
        .update({ title: `Cartel nuevo ${id}` })
        .eq('id', id);
      expect(edited.error).toBeNull();
      const after = await fetchHead(request, 'bilbao', `/event/${id}`, agent);
      const origin = `http://bilbao.localhost:${PORT}`;
      expect(after.meta('og:image')).toBe(`${origin}${versionedImage(id, await updatedAtOf(id))}`);
      expect(after.meta('og:image')).not.toBe(before.meta('og:image'));
      // The previewer then fetches that URL: the picture, whose version is the event's own, kept a year.
      const image = new URL(after.meta('og:image')!);
      const picture = await request.get(`http://localhost:${PORT}${image.pathname}${image.search}`, {
        headers: { host: image.host, 'user-agent': agent },
      });
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
      expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    test('an editorial article carries its title and subtitle', async ({ request }) => {
      const article = bilbaoArticles.find((a) => a.id === '1')!;
      const origin = `http://bilbao.localhost:${PORT}`;
      const head = await fetchHead(request, 'bilbao', '/editorial/1', agent);
      expect(head.status).toBe(200);
      expect(head.title).toBe(`${article.title} | Agenda Norte Bilbao`);
      expect(head.meta('description')).toBe(article.subtitle);
      expectSocialTags(head, origin, '/editorial/1', '/og/page/editorial/1.png');
      expect(head.meta('og:type')).toBe('article');
    });

    test('an unknown event answers 404 with the "Evento no encontrado" head; an unknown path, 404 too', async ({
      request,
    }) => {
      const event = await fetchHead(
        request,
        'bilbao',
        '/event/00000000-0000-4000-8000-000000000000--nada',
        agent,
      );
      expect(event.status).toBe(404);
      expect(event.title).toBe('Evento no encontrado | Agenda Norte');
      expect(event.meta('robots')).toBe('noindex');
      expect(event.canonical).toBeUndefined();
      const page = await fetchHead(request, 'bilbao', '/no-existe', agent);
      expect(page.status).toBe(404);
      expect(page.title).toBe('Página no encontrada');
      expect(page.meta('robots')).toBe('noindex');
    });
  });
}

test('files of the build pass through untouched; /eventos redirects to the listing', async ({ request }) => {
  const icon = await request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  const listing = await request.get('/eventos?categoria=musica', { maxRedirects: 0 });
  expect(listing.status()).toBe(301);
  expect(listing.headers()['location']).toMatch(/\/\?categoria=musica$/);
});
