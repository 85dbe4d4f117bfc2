// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CITIES } from '@/config/cities';
import { resolveActiveCity } from '@/features/city/domain/resolve-city';
import { CITY_IDS } from '@/config/city-ids';
import { heroPreloadScript } from './hero-preload';

interface Link {
  rel: string;
  as: string;
  href: string;
  media: string;
  attrs: Record<string, string>;
}

/** Runs the inline script against a fake page; returns the links it added. */
function run(hostname: string, pathname: string, stored: string | null, storageThrows = false): Link[] {
  const links: Link[] = [];
  runInNewContext(heroPreloadScript(), {
    location: { hostname, pathname },
    localStorage: {
      getItem: () => {
        if (storageThrows) throw new Error('blocked');
        return stored;
      },
    },
    document: {
      createElement: () => {
        const link = { rel: '', as: '', href: '', media: '', attrs: {} as Record<string, string> };
        return Object.assign(link, {
          setAttribute: (name: string, value: string) => (link.attrs[name] = value),
        });
      },
      head: { appendChild: (l: Link) => links.push(l) },
    },
  });
  return links;
}

describe('hero preload', () => {
  it.each([
    ['bilbao.agendanorte.es', null],
    ['donostia.agendanorte.es', null],
    ['sansebastian.agendanorte.es', null],
    ['www.pamplona.agendanorte.es', null],
    ['Santander.localhost', null],
    ['vitoria.agendanorte.es.', 'logronio'],
    ['localhost', 'logronio'],
    ['localhost', ' Pamplona '],
    ['127.0.0.1', 'santander'],
    ['agendanorte.es', 'nowhere'],
    ['www.agendanorte.es', null],
    ['[::1]', 'vitoria'],
  ])('on %s (stored %j) preloads the city the app shows', (hostname, stored) => {
    const id = resolveActiveCity({ hostname, storedCityId: stored, cityIds: CITY_IDS });
    const city = CITIES.find((c) => c.id === id)!;
    expect(
      run(hostname, '/', stored).map((l) => [l.rel, l.as, l.media, l.href, l.attrs.fetchpriority]),
    ).toEqual([
      ['preload', 'image', '(max-width: 767px)', city.heroImageMobile, 'high'],
      ['preload', 'image', '(min-width: 768px)', city.heroImage, 'high'],
    ]);
  });

  it('falls back to the default city when storage is blocked', () => {
    expect(run('localhost', '/', null, true)[0]!.href).toBe('/images/cities/bilbao-hero-mobile.svg');
  });

  it.each(['/', '/musica', '/tardeos', '/sabado', '/conciertos-hoy'])('preloads on %s', (path) => {
    expect(run('bilbao.localhost', path, null)).toHaveLength(2);
  });

  it.each(['/event/abc', '/add-event', '/editorial', '/account', '/ranking', '/nada'])(
    'does not preload on %s, which has no city hero',
    (path) => {
      expect(run('bilbao.localhost', path, null)).toEqual([]);
    },
  );
});
