// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_LISTING_WAIT_MS } from '../../edge/early-listing';
import { handleRequest, type HandlerContext } from '../../edge/handle-request';

const ID = '6f1c2d3e-1111-4222-8333-944455556666';
/** updated_at as PostgREST writes a timestamptz. */
const UPDATED_AT = '2026-11-20T09:15:00.123456+00:00';
const INDEX =
  '<!doctype html><html lang="es"><head><!--page-head--><title>Agenda Norte</title><!--/page-head--></head>' +
  '<body><div id="root"></div></body></html>';

/** The static build: index.html for '/', a file for anything else. */
const serveBuild = async (request: Request) =>
  new URL(request.url).pathname === '/'
    ? new Response(INDEX, { headers: { 'content-type': 'text/html' } })
    : new Response('svg', { headers: { 'content-type': 'image/svg+xml' } });
const fetchAsset = vi.fn(serveBuild);

const CTX: HandlerContext = {
  fetchAsset,
  supabaseUrl: 'https://ref.supabase.co',
  anonKey: 'anon',
  siteBaseDomain: 'agendanorte.es',
};

/** The public REST API answering the event query with `rows` (or failing). */
function api(rows: unknown[] | 'down') {
  const fetch = vi.fn(async () =>
    rows === 'down' ? new Response('', { status: 503 }) : Response.json(rows),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const get = (url: string, method = 'GET') => handleRequest(new Request(url, { method }), CTX);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchAsset.mockImplementation(serveBuild);
});

describe('handleRequest', () => {
  it('serves a page with its head in place of the default title, canonical on https://<city>.<base>', async () => {
    api([]);
    const response = await get('http://santander.example.test/musica');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).not.toContain('<title>Agenda Norte</title>');
    expect(html).toContain(
      '<title data-head>Música en directo en Santander: conciertos y festivales | Agenda Norte</title>',
    );
    expect(html).toContain('<link rel="canonical" href="https://santander.agendanorte.es/musica" data-head>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('reads the event with the anon key, preloads its own picture and answers its head', async () => {
    const fetch = api([
      {
        id: ID,
        title: 'Concierto de jazz',
        description: '<p>Jazz en directo.</p>',
        category_id: ['musica'],
        town: 'Bilbao',
        start_date: '2026-11-28',
        image_url: 'https://images.example.org/jazz.jpg',
        updated_at: UPDATED_AT,
      },
    ]);
    const response = await get(`https://bilbao.agendanorte.es/event/${ID}--concierto`);
    expect(fetch).toHaveBeenCalledWith(
      `https://ref.supabase.co/rest/v1/events?select=*&id=eq.${ID}`,
      expect.objectContaining({
        headers: expect.objectContaining({ apikey: 'anon', authorization: 'Bearer anon' }),
      }),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title data-head>Concierto de jazz | Agenda Norte Bilbao</title>');
    // The share image is versioned by updated_at, its '+' and ':' encoded.
    const image = `https://bilbao.agendanorte.es/og/event/${ID}.png?v=${encodeURIComponent(UPDATED_AT)}`;
    expect(image).toContain('?v=2026-11-20T09%3A15%3A00.123456%2B00%3A00');
    expect(html).toContain(`<meta property="og:image" content="${image}" data-head>`);
    expect(html).toContain(`<meta name="twitter:image" content="${image}" data-head>`);
    expect(html).toContain(
      '<link rel="preload" as="image" href="https://images.example.org/jazz.jpg" fetchpriority="high" data-head>',
    );
  });

  it("changes the share image's URL when the event is edited (WhatsApp and Facebook keep one preview per URL)", async () => {
    const imageOf = async (updatedAt: string) => {
      api([
        {
          id: ID,
          title: 'Concierto de jazz',
          town: 'Bilbao',
          start_date: '2026-11-28',
          updated_at: updatedAt,
        },
      ]);
      const html = await (await get(`https://bilbao.agendanorte.es/event/${ID}`)).text();
      return /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
    };
    const before = await imageOf(UPDATED_AT);
    const again = await imageOf(UPDATED_AT);
    const after = await imageOf('2026-11-21T18:40:02.5+00:00');
    expect(again).toBe(before);
    expect(after).not.toBe(before);
    expect(after).toBe(
      `https://bilbao.agendanorte.es/og/event/${ID}.png?v=${encodeURIComponent('2026-11-21T18:40:02.5+00:00')}`,
    );
  });

  it("hands the event's row and picture to the page's scripts, so neither waits for a request", async () => {
    const row = {
      id: ID,
      title: 'Jazz </script><script>alert(1)</script>',
      category_id: ['musica'],
      town: 'Bilbao',
      start_date: '2026-11-28',
      image_url: '/images/categories/musica.svg',
    };
    api([row]);
    const response = await get(`https://bilbao.agendanorte.es/event/${ID}`);
    // Caches keep a page with the app's first data briefly.
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    );
    const html = await response.text();
    const script = /<script data-head>window\["__agendaNorteEarlyEvent"\]=(.*?)<\/script>/.exec(html);
    const early = JSON.parse(script![1]!) as { id: string; row: unknown; picture: string };
    expect(early.id).toBe(ID);
    expect(early.row).toEqual(row);
    // Its poster, not its category's clip-art; and a title cannot end the script.
    expect(early.picture).toMatch(/^data:image\/svg\+xml/);
    expect(html).not.toContain('<script>alert(1)');
    api([]);
    expect(await (await get(`https://bilbao.agendanorte.es/event/${ID}`)).text()).not.toContain(
      '__agendaNorteEarlyEvent',
    );
  });

  it("hands a landing the city listing's first page and its first result's picture", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const theatre = { id: 'a1', title: 'Obra', category_id: ['teatro'], town: 'Bilbao', start_date: day(1) };
    const concert = {
      id: 'b2',
      title: 'Concierto',
      category_id: ['musica'],
      town: 'Bilbao',
      start_date: day(2),
      image_url: 'https://images.example.org/concierto.jpg',
    };
    const fetch = api([theatre, concert]);
    // The build's phone listings of the city's landings.
    const listing = '<section id="resultados">…</section>';
    fetchAsset.mockImplementation(async (request: Request) =>
      new URL(request.url).pathname === '/first-paint/bilbao.json'
        ? Response.json({ musica: listing })
        : serveBuild(request),
    );
    const response = await get('https://bilbao.agendanorte.es/musica');
    // The app's first request on a phone: the city's towns, upcoming, in date order, 12 rows.
    const [url, init] = fetch.mock.calls[0] as unknown as [URL | string, RequestInit];
    const asked = new URL(url);
    expect(asked.pathname).toBe('/rest/v1/events');
    expect(asked.searchParams.get('town')).toContain('Bilbao');
    expect(asked.searchParams.get('order')).toBe('start_date.asc,id.asc');
    expect(asked.searchParams.get('limit')).toBe('12');
    expect(new Headers(init.headers).get('apikey')).toBe('anon');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    );
    const html = await response.text();
    const script = /<script data-head>window\["__agendaNorteEarlyListing"\]=(.*?)<\/script>/.exec(html);
    const early = JSON.parse(script![1]!) as {
      cityId: string;
      limit: number;
      rows: unknown[];
      picture: string;
    };
    expect(early).toMatchObject({ cityId: 'bilbao', limit: 12, rows: [theatre, concert], html: listing });
    // The first music event's own picture, preloaded for phones (the only ones that draw it at once).
    expect(early.picture).toBe(concert.image_url);
    expect(html).toContain(
      `<link rel="preload" as="image" href="${concert.image_url}" media="(max-width: 767.98px)" fetchpriority="high" data-head>`,
    );
    // Date landings and other pages carry none; without the API the page goes out as before.
    api([theatre, concert]);
    expect(await (await get('https://bilbao.agendanorte.es/fin-de-semana')).text()).not.toContain(
      '__agendaNorteEarlyListing',
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api('down');
    const down = await get('https://bilbao.agendanorte.es/musica');
    expect(down.status).toBe(200);
    expect(await down.text()).not.toContain('__agendaNorteEarlyListing');
  });

  it('sends a landing without its first page rather than wait on an API that does not answer', async () => {
    // An API that holds the request open, as a real fetch does until it is aborted.
    const stalled = vi.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    vi.stubGlobal('fetch', stalled);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = Date.now();
    const response = await get('https://bilbao.agendanorte.es/musica');
    expect(Date.now() - started).toBeLessThan(EARLY_LISTING_WAIT_MS + 1000);
    expect(stalled).toHaveBeenCalled();
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('__agendaNorteEarlyListing');
  });

  it('answers 404 with the not-found head for an unknown event (a malformed id is not looked up)', async () => {
    api([]);
    const unknown = await get(`https://bilbao.agendanorte.es/event/${ID}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title data-head>Evento no encontrado | Agenda Norte</title>');
    const fetch = api([]);
    expect((await get('https://bilbao.agendanorte.es/event/no-es-un-id')).status).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the page with its default head when the API does not answer (the app reads the event itself)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api('down');
    const response = await get(`https://bilbao.agendanorte.es/event/${ID}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
  });

  it('leaves files to the static build, redirects /eventos to the listing and answers HEAD without a body', async () => {
    const file = await get('https://bilbao.agendanorte.es/favicon.svg');
    expect(await file.text()).toBe('svg');
    expect(fetchAsset).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://bilbao.agendanorte.es/favicon.svg' }),
    );
    const redirect = await get('https://bilbao.agendanorte.es/eventos?categoria=musica');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('https://bilbao.agendanorte.es/?categoria=musica');
    const head = await get('https://bilbao.agendanorte.es/no-existe', 'HEAD');
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  describe('Basque pages, the same routes under /eu', () => {
    it('serve the page with lang="eu", its canonical under /eu, both languages as alternates and og:locale eu_ES', async () => {
      api([]);
      const response = await get('http://santander.example.test/eu/musica');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="eu">');
      expect(html).toContain(
        '<link rel="canonical" href="https://santander.agendanorte.es/eu/musica" data-head>',
      );
      expect(html).toContain(
        '<link rel="alternate" hreflang="es" href="https://santander.agendanorte.es/musica" data-head>',
      );
      expect(html).toContain(
        '<link rel="alternate" hreflang="eu" href="https://santander.agendanorte.es/eu/musica" data-head>',
      );
      expect(html).toContain(
        '<link rel="alternate" hreflang="x-default" href="https://santander.agendanorte.es/musica" data-head>',
      );
      expect(html).toContain('<meta property="og:locale" content="eu_ES" data-head>');
      expect(html).toContain('<meta property="og:locale:alternate" content="es_ES" data-head>');
    });

    it("carry the page's title and description in Basque, the city declined as Basque says it", async () => {
      api([]);
      const home = await (await get('https://bilbao.agendanorte.es/eu')).text();
      expect(home).toContain(
        '<title data-head>Zer egin Bilbon gaur eta asteburu honetan | Agenda Norte</title>',
      );
      expect(home).toContain('content="Bilboko agenda: kontzertuak, jaiak, antzerkia');
      const contact = await (await get('https://sansebastian.agendanorte.es/eu/contacto')).text();
      expect(contact).toContain('<title data-head>Harremana | Agenda Norte San Sebastián</title>');
      const missing = await (await get('https://bilbao.agendanorte.es/eu/ez-dago')).text();
      expect(missing).toContain('<title data-head>Ez da orria aurkitu</title>');
      // A Spanish page right after is Spanish again: the language is each request's.
      const spanish = await (await get('https://bilbao.agendanorte.es/')).text();
      expect(spanish).toContain(
        '<title data-head>Qué hacer en Bilbao hoy y este fin de semana | Agenda Norte</title>',
      );
    });

    it('leave the Spanish page in Spanish, naming its Basque alternate', async () => {
      api([]);
      const html = await (await get('https://bilbao.agendanorte.es/')).text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('<meta property="og:locale" content="es_ES" data-head>');
      expect(html).toContain(
        '<link rel="alternate" hreflang="eu" href="https://bilbao.agendanorte.es/eu" data-head>',
      );
    });

    it('answer 404 for an unknown path under /eu, and redirect /eu/eventos to the Basque listing', async () => {
      const missing = await get('https://bilbao.agendanorte.es/eu/no-existe');
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<html lang="eu">');
      const redirect = await get('https://bilbao.agendanorte.es/eu/eventos?categoria=musica');
      expect(redirect.headers.get('location')).toBe('https://bilbao.agendanorte.es/eu?categoria=musica');
    });

    it("send a visitor who chose Basque from a Spanish link to the page's Basque one; a Spanish choice stays", async () => {
      api([]);
      const cookie = (value: string) =>
        handleRequest(
          new Request('https://bilbao.agendanorte.es/musica?gratis=1', { headers: { cookie: value } }),
          CTX,
        );
      const chose = await cookie('sb=1; lang=eu');
      expect(chose.status).toBe(302);
      expect(chose.headers.get('location')).toBe('https://bilbao.agendanorte.es/eu/musica?gratis=1');
      expect((await cookie('lang=es')).status).toBe(200);
      expect((await cookie('lang=eu; x=1')).headers.get('location')).toContain('/eu/musica');
    });
  });
});
