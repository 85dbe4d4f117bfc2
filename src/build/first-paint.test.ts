// @vitest-environment node
// As in the build: the components render with no `window` at all.
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '@/config/cities';
import { themeVariables } from '@/features/city/domain/theme';
import { getLanding } from '@/features/landings/domain/landings';
import { firstPaintScript } from './first-paint-entry';

let script = '';
beforeAll(() => {
  script = firstPaintScript('/assets/event-picture.js');
});

/** index.html's #root after the inline script has run at `url`, with `storage` in local storage. */
function firstPaint(url: string, storage: Record<string, string> = {}) {
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    url,
    runScripts: 'outside-only',
  });
  for (const [key, value] of Object.entries(storage)) dom.window.localStorage.setItem(key, value);
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
