// @vitest-environment node
// As in the build: the components render with no `window` at all.
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '@/config/cities';
import { themeVariables } from '@/features/city/domain/theme';
import { getLanding } from '@/features/landings/domain/landings';
import { EARLY_EVENT_GLOBAL, EARLY_LISTING_GLOBAL } from '@/features/events/domain/early-event-global';
import { firstPaintScript, phoneListings } from './first-paint-entry';

let script = '';
beforeAll(() => {
  script = firstPaintScript();
});

/**
 * index.html's #root after the inline script has run at `url`, with `storage` in local storage and
 * `globals` set by the served head.
 */
function firstPaint(
  url: string,
  storage: Record<string, string> = {},
  globals: Record<string, unknown> = {},
) {
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    url,
    runScripts: 'outside-only',
  });
  for (const [key, value] of Object.entries(storage)) dom.window.localStorage.setItem(key, value);
  Object.assign(dom.window, globals);
  // jsdom draws no images: every picture "loads" at once.
  dom.window.HTMLImageElement.prototype.decode = () => Promise.resolve();
  dom.window.eval(script);
  return dom.window.document;
}

describe("index.html's first paint", () => {
  it.each(CITIES.map((city) => [city.id, city] as const))(
    "%s: the app's header and hero with the city's name, artwork and colours",
    (id, city) => {
      const doc = firstPaint(`http://${id}.localhost/`);
      const shown = doc.querySelector('#root > [aria-hidden="true"][inert]')!;
      expect(shown.querySelector('header')!.textContent).toContain(city.name);
      expect(shown.querySelector('main h1')!.textContent).toBe(`Qué hacer en ${city.name}`);
      expect(shown.querySelector('main form[role="search"]')).not.toBeNull();
      expect(shown.querySelector('section.isolate img')!.getAttribute('src')).toBe(city.heroImage);
      const primary = themeVariables(city.theme)['--color-primary'];
      expect(doc.documentElement.style.getPropertyValue('--color-primary')).toBe(primary);
    },
  );

  it("a landing shows its own hero text, an event page a picture's box without a picture", () => {
    const bilbao = CITIES.find((c) => c.id === 'bilbao')!;
    const landing = firstPaint('http://bilbao.localhost/musica');
    expect(landing.querySelector('main h1')!.textContent).toBe(getLanding('musica').copy(bilbao).heroTitle);
    const event = firstPaint('http://bilbao.localhost/event/5c1f0b1e-0000-4000-8000-000000000000');
    expect(event.querySelector('main .aspect-video')).not.toBeNull();
    expect(event.querySelector('main img')).toBeNull();
  });

  it('an event page that came with its event shows its picture in that box', () => {
    const id = '5c1f0b1e-0000-4000-8000-000000000000';
    const picture = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E';
    const event = firstPaint(
      `http://bilbao.localhost/event/${id}`,
      {},
      {
        [EARLY_EVENT_GLOBAL]: { id, row: { id }, picture },
      },
    );
    const box = event.querySelector('main .aspect-video')!;
    expect(box.querySelector('img')!.getAttribute('src')).toBe(picture);
    expect(box.classList.contains('animate-pulse')).toBe(false);
    // Elsewhere a leftover global draws nothing.
    const home = firstPaint(
      'http://bilbao.localhost/',
      {},
      { [EARLY_EVENT_GLOBAL]: { id, row: { id }, picture } },
    );
    expect(home.querySelector('main .aspect-video img')).toBeNull();
  });

  it("a landing on a phone also shows its listing loading, with the first result's picture it came with", () => {
    const phone = (matches: boolean) => () => ({ matches });
    const picture = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E';
    // The edge hands the landing its own listing from the build's (phoneListings).
    const html = phoneListings().bilbao!.musica!;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    const early = { cityId: 'bilbao', today, limit: 12, rows: [], picture, html };
    const onPhone = firstPaint(
      'http://bilbao.localhost/musica',
      {},
      { matchMedia: phone(true), [EARLY_LISTING_GLOBAL]: early },
    );
    const results = onPhone.getElementById('resultados-titulo')!;
    expect(results.textContent).toBe(
      getLanding('musica').copy(CITIES.find((c) => c.id === 'bilbao')!).resultsTitle,
    );
    expect(onPhone.body.textContent).toContain('Cargando eventos...');
    const cards = onPhone.querySelectorAll('[data-skeleton="card"]');
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe(picture);
    expect(cards[0]!.classList.contains('animate-pulse')).toBe(false);
    expect(cards[1]!.querySelector('img')).toBeNull();
    // Rows of another day (a cached page) draw no picture; another city's listing draws nothing; a
    // desktop shows the hero alone.
    const yesterday = firstPaint(
      'http://bilbao.localhost/musica',
      {},
      { matchMedia: phone(true), [EARLY_LISTING_GLOBAL]: { ...early, today: '2000-01-01' } },
    );
    expect(yesterday.getElementById('resultados-titulo')).not.toBeNull();
    expect(yesterday.querySelector('[data-skeleton="card"] img')).toBeNull();
    const other = firstPaint(
      'http://bilbao.localhost/musica',
      {},
      { matchMedia: phone(true), [EARLY_LISTING_GLOBAL]: { ...early, cityId: 'santander' } },
    );
    expect(other.getElementById('resultados-titulo')).toBeNull();
    const desktop = firstPaint(
      'http://bilbao.localhost/musica',
      {},
      { matchMedia: phone(false), [EARLY_LISTING_GLOBAL]: early },
    );
    expect(desktop.getElementById('resultados-titulo')).toBeNull();
    expect(desktop.querySelector('main h1')).not.toBeNull();
  });

  it('the trust banner only for anonymous visitors who have not dismissed it', () => {
    const banner = (doc: Document) => doc.querySelector('section[aria-label="Sobre Agenda Norte"]');
    expect(banner(firstPaint('http://bilbao.localhost/'))).not.toBeNull();
    expect(banner(firstPaint('http://bilbao.localhost/', { 'trust-banner-dismissed': '1' }))).toBeNull();
    const signedIn = firstPaint('http://bilbao.localhost/', { 'sb-local-auth-token': '{}' });
    expect(banner(signedIn)).toBeNull();
    // …whose header waits for the session instead of inviting them to join.
    expect(signedIn.querySelector('header')!.textContent).not.toContain('Únete a la comunidad');
    expect(signedIn.querySelector('main h1')!.textContent).toBe('Qué hacer en Bilbao');
  });

  it('leaves pages without a first screen of their own to the app', () => {
    for (const path of ['/fin-de-semana', '/account', '/editorial?city=pamplona']) {
      expect(firstPaint(`http://bilbao.localhost${path}`).getElementById('root')!.innerHTML).toBe('');
    }
  });
});
