import { screen } from '@testing-library/react';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CITIES } from '@/config/cities';
import { CityHero } from '@/features/city/components/city-hero';
import { themeVariables } from '@/features/city/domain/theme';
import { resolveActiveCity } from '@/features/city/domain/resolve-city';
import { TRUST_BANNER_DISMISSED_KEY } from '@/features/engagement/domain/achievements';
import { TrustBanner } from '@/features/engagement/components/trust-banner';
import { CityCounters } from '@/features/home/components/city-counters';
import { HeroSearch } from '@/features/home/components/hero-search';
import { TopBanner } from '@/features/home/components/top-banner';
import { EMPTY_FILTERS } from '@/features/filters/domain/toggles';
import { LANDINGS } from '@/features/landings/domain/landings';
import { EventHero } from '@/features/events/components/event-page/event-hero';
import { eventImageCandidates } from '@/features/events/domain/event-image';
import { mapEventRow } from '@/features/events/domain/map-event-row';
import type { EventRow } from '@/features/events/domain/types';
import { renderWithProviders } from '../../tests/utils/render';
import { AddEventPage } from '@/features/submissions/components/add-event-page';
import { EditorialPage } from '@/features/editorial/components/editorial-page';
import {
  homeShellMarkup,
  homeShellScript,
  landingShellMarkup,
  pageShellMarkup,
  TRUST_BANNER_HTML,
  TRUST_SLOT,
} from './home-shell';
import { HOME_SHELL } from './home-shell-options';

interface Page {
  root: { firstChild: unknown; innerHTML: string; querySelector?: (selector: string) => unknown };
  vars: Record<string, string>;
}

/** Runs the inline script on a fake page. */
function run(opts: {
  hostname?: string;
  pathname?: string;
  search?: string;
  href?: string;
  storage?: Record<string, string>;
}): Page {
  const { hostname = 'bilbao.agendanorte.es', pathname = '/', search = '', storage = {} } = opts;
  const page: Page = { root: { firstChild: null, innerHTML: '' }, vars: {} };
  const keys = Object.keys(storage);
  runInNewContext(homeShellScript(HOME_SHELL), {
    location: { hostname, pathname, search, href: opts.href ?? `https://${hostname}${pathname}${search}` },
    localStorage: {
      length: keys.length,
      key: (i: number) => keys[i] ?? null,
      getItem: (k: string) => storage[k] ?? null,
    },
    document: {
      getElementById: (id: string) => (id === 'root' ? page.root : null),
      documentElement: { style: { setProperty: (n: string, v: string) => (page.vars[n] = v) } },
    },
  });
  return page;
}

const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};

describe('home preview: which page and city', () => {
  it.each<[string, Record<string, string>]>([
    ['bilbao.agendanorte.es', {}],
    ['santander.agendanorte.es', {}],
    ['www.vitoria.agendanorte.es', { activeCity: 'pamplona' }],
    ['localhost', { activeCity: 'logronio' }],
    ['127.0.0.1', {}],
  ])('on %s (storage %j) shows the city the app shows, in its colours', (hostname, storage) => {
    const id = resolveActiveCity({ hostname, storedCityId: storage.activeCity, cityIds: HOME_SHELL.cityIds });
    const city = CITIES.find((c) => c.id === id)!;
    const page = run({ hostname, storage });
    expect(page.root.innerHTML).toContain(`Qué hacer en ${city.name}`);
    expect(page.vars).toEqual(themeVariables(city.theme));
  });

  it.each(['/event/x', '/fin-de-semana', '/sabado', '/conciertos-hoy', '/musica/x'])(
    'leaves %s to the app',
    (pathname) => {
      expect(run({ pathname }).root.innerHTML).toBe('');
    },
  );

  it('joins the pieces as homeShellMarkup does', () => {
    const bilbao = HOME_SHELL.cities.find((c) => c.id === 'bilbao')!;
    const html = homeShellMarkup(HOME_SHELL.siteName, bilbao);
    expect(run({ storage: { [HOME_SHELL.trustBannerKey]: '1' } }).root.innerHTML).toBe(
      html.replace(TRUST_SLOT, ''),
    );
  });

  it('does nothing when #root already has content', () => {
    const page: Page = { root: { firstChild: {}, innerHTML: 'app' }, vars: {} };
    runInNewContext(homeShellScript(HOME_SHELL), {
      location: { hostname: 'bilbao.localhost', pathname: '/', href: 'http://bilbao.localhost/' },
      localStorage: { length: 0, key: () => null, getItem: () => null },
      document: { getElementById: () => page.root, documentElement: { style: { setProperty: () => {} } } },
    });
    expect(page.root.innerHTML).toBe('app');
  });
});

describe('home preview: the trust banner, as AnonymousEngagement shows it', () => {
  const hasBanner = (page: Page) => page.root.innerHTML.includes('Gratis y sin letra pequeña');
  it('is there for an anonymous visitor', () => {
    expect(hasBanner(run({}))).toBe(true);
  });
  it('is not there once dismissed (the key the banner writes)', () => {
    expect(HOME_SHELL.trustBannerKey).toBe(TRUST_BANNER_DISMISSED_KEY);
    expect(hasBanner(run({ storage: { [TRUST_BANNER_DISMISSED_KEY]: '1' } }))).toBe(false);
  });
  it('is not there with a stored session or one arriving in the URL', () => {
    expect(hasBanner(run({ storage: { 'sb-127-auth-token': '{}' } }))).toBe(false);
    expect(hasBanner(run({ href: 'https://bilbao.agendanorte.es/#access_token=x' }))).toBe(false);
  });
});

describe('home preview: the same boxes as the components it stands for', () => {
  const city = CITIES.find((c) => c.id === 'bilbao')!;
  const shell = parse(
    homeShellMarkup(
      HOME_SHELL.siteName,
      HOME_SHELL.cities.find((c) => c.id === 'bilbao')!,
    ).replace(TRUST_SLOT, ''),
  );

  it('is hidden from assistive technology and holds nothing focusable', () => {
    expect(shell.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(shell.querySelectorAll('a, button, input, select, textarea, [tabindex]')).toHaveLength(0);
  });

  it('copies the hero, its search box and counters', () => {
    renderWithProviders(
      <CityHero>
        <HeroSearch city={city} filters={EMPTY_FILTERS} onChange={() => {}} onShowResults={() => {}} />
        <CityCounters
          counts={null}
          onToday={() => {}}
          onTonight={() => {}}
          onWeekend={() => {}}
          onFree={() => {}}
        />
      </CityHero>,
    );
    const hero = document.querySelector('section[aria-labelledby="city-hero-title"]')!;
    const shellHero = shell.querySelector('section')!;
    expect(shellHero.className).toBe(hero.className);
    expect(shellHero.querySelector('img')!.className).toBe(hero.querySelector('img')!.className);
    const inner = (s: Element) => s.children[2]!;
    expect(inner(shellHero).className).toBe(inner(hero).className);
    const texts = (s: Element) =>
      [...inner(s).querySelectorAll(':scope > p')].map((p) => [p.className, p.textContent]);
    expect(texts(shellHero)).toEqual([
      ...texts(hero).slice(0, 1),
      [screen.getByRole('heading', { level: 1 }).className, 'Qué hacer en Bilbao'],
      ...texts(hero).slice(1),
    ]);
    expect(inner(shellHero).children[3]!.className).toBe(screen.getByRole('search').className);
    const counters = screen.getByRole('list', { name: 'Eventos en cifras' });
    expect(inner(shellHero).children[4]!.className).toBe(counters.className);
    expect(inner(shellHero).children[4]!.innerHTML).toBe(
      counters.innerHTML.replaceAll(' aria-hidden="true"', ''),
    );
  });

  it('copies the top banner and the trust banner', () => {
    renderWithProviders(
      <>
        <TrustBanner />
        <TopBanner city={city} onShowEvents={() => {}} />
      </>,
    );
    const trust = document.querySelector('section[aria-label="Sobre Agenda Norte"]')!;
    const withTrust = parse(run({}).root.innerHTML).querySelector('section')!;
    expect(withTrust.className).toBe(trust.className);
    expect(withTrust.firstElementChild!.className).toBe(trust.firstElementChild!.className);
    const top = trust.nextElementSibling!;
    const shellTop = shell.querySelector('main')!.firstElementChild!;
    expect(shellTop.className).toBe(top.className);
    expect(shellTop.firstElementChild!.className).toBe(top.firstElementChild!.className);
    expect(shellTop.querySelector('p')!.textContent).toBe(top.querySelector('p')!.textContent);
  });
});

describe('landing previews', () => {
  const textLandings = LANDINGS.filter((l) => l.preset.kind !== 'date');

  it('cover every landing whose hero holds only text, aliases included', () => {
    expect(Object.keys(HOME_SHELL.landings).sort()).toEqual(
      textLandings.flatMap((l) => [l.path, ...l.aliases]).sort(),
    );
  });

  it.each(textLandings.flatMap((l) => [l.path, ...l.aliases].map((path) => [path, l] as const)))(
    'on %s show the header and the hero with the landing’s text, for each city',
    (path, landing) => {
      for (const city of CITIES) {
        const shellCity = HOME_SHELL.cities.find((c) => c.id === city.id)!;
        const copy = landing.copy(city);
        const text = { eyebrow: copy.eyebrow, title: copy.heroTitle, subtitle: copy.heroText };
        const page = run({
          hostname: `${city.id}.agendanorte.es`,
          pathname: path,
          storage: { [HOME_SHELL.trustBannerKey]: '1' },
        });
        expect(page.root.innerHTML).toBe(
          landingShellMarkup(HOME_SHELL.siteName, shellCity, text).replace(TRUST_SLOT, ''),
        );
        expect(page.vars).toEqual(themeVariables(city.theme));
      }
    },
  );

  it('copy the landing page’s CityHero, text lines included', () => {
    const city = CITIES.find((c) => c.id === 'santander')!;
    const landing = textLandings.find((l) => l.id === 'musica')!;
    const copy = landing.copy(city);
    renderWithProviders(<CityHero eyebrow={copy.eyebrow} title={copy.heroTitle} subtitle={copy.heroText} />, {
      path: '/musica',
    });
    const shell = parse(
      landingShellMarkup(
        HOME_SHELL.siteName,
        HOME_SHELL.cities.find((c) => c.id === 'santander')!,
        {
          eyebrow: copy.eyebrow,
          title: copy.heroTitle,
          subtitle: copy.heroText,
        },
      ).replace(TRUST_SLOT, ''),
    );
    expect(shell.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    const hero = document.querySelector('section[aria-labelledby="city-hero-title"]')!;
    const shellHero = shell.querySelector('main > section')!;
    expect(shellHero.className).toBe(hero.className);
    const inner = (s: Element) => s.children[2]!;
    expect(inner(shellHero).className).toBe(inner(hero).className);
    const lines = (s: Element) => [...inner(s).children].map((e) => [e.className, e.textContent]);
    expect(lines(shellHero)).toEqual(lines(hero));
  });
});

describe('add-event and editorial previews', () => {
  it.each(['/add-event', '/editorial'])(
    'on %s show the header and the page’s heading block, for each city',
    (path) => {
      for (const city of CITIES) {
        const shellCity = HOME_SHELL.cities.find((c) => c.id === city.id)!;
        const page = run({ hostname: `${city.id}.agendanorte.es`, pathname: path });
        const block = HOME_SHELL.pages[path]![city.id]!;
        expect(block).toContain(city.name);
        expect(page.root.innerHTML).toBe(
          pageShellMarkup(HOME_SHELL.siteName, shellCity, block).replace(TRUST_SLOT, TRUST_BANNER_HTML),
        );
        expect(page.vars).toEqual(themeVariables(city.theme));
      }
    },
  );

  it('leave /editorial?city=… alone (its heading names another city)', () => {
    expect(run({ pathname: '/editorial', search: '?city=logrono' }).root.innerHTML).toBe('');
    expect(run({ pathname: '/editorial', search: '?utm_source=instagram' }).root.innerHTML).not.toBe('');
  });

  /** Each element of the page's header block: tag kind aside, its classes and its text. */
  const outline = (el: Element): unknown[] => [
    el.className,
    [...el.children].map((child) => [child.className, child.textContent]),
  ];

  it.each([
    ['/add-event', <AddEventPage key="a" />],
    ['/editorial', <EditorialPage key="e" />],
  ])('copy the page on %s: its frame, heading, intro (and notice), classes and text', (path, ui) => {
    const { container } = renderWithProviders(ui, { path });
    const frame = container.querySelector('header')!.parentElement!;
    const city = CITIES.find((c) => frame.querySelector('header')!.textContent!.includes(c.name))!;
    const shell = parse(HOME_SHELL.pages[path]![city.id]!);
    expect(shell.firstElementChild!.className).toBe(frame.className);
    expect(outline(shell.querySelector('header')!)).toEqual(outline(frame.querySelector('header')!));
  });
});

describe('event page preview', () => {
  const ID = 'd4e58128-8c55-4d8e-a8d1-76f38a5bd001';
  const row = (image_url: string, category_id: string[] = ['musica']) => ({ id: ID, image_url, category_id });

  /** Runs the script on an event page whose early request answers `rows`; resolves after it has. */
  async function runEvent(rows: unknown, opts: { early?: boolean; appFirst?: boolean } = {}) {
    // The preview's <img> as the browser would have it: loading until the test calls its onload.
    const picture: { complete: boolean; onload?: () => void; onerror?: () => void } = { complete: false };
    const page: Page = {
      root: { firstChild: null, innerHTML: '', querySelector: (s) => (s === 'img' ? picture : null) },
      vars: {},
    };
    let answer!: (value: unknown) => void;
    const window: Record<string, unknown> = {};
    if (opts.early !== false)
      window[HOME_SHELL.earlyEventGlobal] = { id: ID, rows: new Promise((resolve) => (answer = resolve)) };
    runInNewContext(homeShellScript(HOME_SHELL), {
      window,
      URL,
      location: {
        hostname: 'bilbao.agendanorte.es',
        pathname: `/event/${ID}--jazz`,
        href: `https://bilbao.agendanorte.es/event/${ID}--jazz`,
      },
      localStorage: {
        length: 0,
        key: () => null,
        getItem: (k: string) => (k === HOME_SHELL.trustBannerKey ? '1' : null),
      },
      document: {
        getElementById: (id: string) => (id === 'root' ? page.root : null),
        documentElement: { style: { setProperty: (n: string, v: string) => (page.vars[n] = v) } },
      },
    });
    if (opts.appFirst) page.root.firstChild = {};
    answer?.(rows);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const early = window[HOME_SHELL.earlyEventGlobal] as { shown?: Promise<void> } | undefined;
    return { ...page, picture, shown: early?.shown };
  }
  /** Whether a promise has settled by now. */
  const settled = async (p: Promise<unknown> | undefined) => {
    let done = false;
    void p?.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };
  const shownImage = (page: Page) => parse(page.root.innerHTML).querySelector('img')?.getAttribute('src');

  it.each([
    ['/images/categories/arte.svg', ['musica']],
    ['https://cdn.ejemplo.es/cartel.jpg', ['musica']],
    ['https://images.unsplash.com/photo-1.jpg', ['musica']],
    ['https://foto.shutterstock.es/a.jpg', ['teatro']],
    ['https://www.pexels.com/a.jpg', ['jazz']],
    ['', ['gastronomia']],
    ['  ', []],
    ['ftp://ejemplo.es/a.jpg', ['deportes']],
    ['no es una url', ['desconocida', 'infantil']],
    ['//otro.es/a.jpg', ['musica']],
    ['https://', ['musica']],
  ])('shows the picture the page will show (%s, categories %j)', async (imageUrl, categories) => {
    const page = await runEvent([row(imageUrl, categories)]);
    const expected = eventImageCandidates(mapEventRow(row(imageUrl, categories) as unknown as EventRow))[0];
    expect(shownImage(page)).toBe(expected);
  });

  it('is the header and EventHero’s picture box, hidden from assistive technology, in the city’s colours', async () => {
    const page = await runEvent([row('/images/categories/arte.svg')]);
    const shell = parse(page.root.innerHTML);
    expect(shell.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(shell.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    expect(page.vars).toEqual(themeVariables(CITIES.find((c) => c.id === 'bilbao')!.theme));
    const event = mapEventRow({
      ...row('/images/categories/arte.svg'),
      title: 'Jazz',
    } as unknown as EventRow);
    renderWithProviders(<EventHero event={event} />);
    const hero = document.querySelector('header.space-y-4')!;
    const shellHero = shell.querySelector('article header')!;
    expect(shellHero.className).toBe(hero.className);
    expect(shellHero.firstElementChild!.className).toBe(hero.firstElementChild!.className);
    expect(shellHero.querySelector('img')!.className).toBe(hero.querySelector('img')!.className);
  });

  it.each([
    ['no row (not published)', []],
    ['a failed request', null],
    ['two rows', [row('/a.svg'), row('/b.svg')]],
  ])('shows nothing after %s', async (_case, rows) => {
    expect((await runEvent(rows)).root.innerHTML).toBe('');
  });

  it('tells the app’s boot when the picture has loaded, so the scripts are not requested before it', async () => {
    const loading = await runEvent([row('/images/categories/arte.svg')]);
    expect(await settled(loading.shown)).toBe(false);
    loading.picture.onload?.();
    expect(await settled(loading.shown)).toBe(true);
    const failing = await runEvent([row('/images/categories/arte.svg')]);
    failing.picture.onerror?.();
    expect(await settled(failing.shown)).toBe(true);
    // No preview (no published row): nothing to wait for.
    expect(await settled((await runEvent([])).shown)).toBe(true);
  });

  it('leaves the page alone when the app rendered first, or when index.html asked for nothing', async () => {
    expect((await runEvent([row('/a.svg')], { appFirst: true })).root.innerHTML).toBe('');
    expect((await runEvent([row('/a.svg')], { early: false })).root.innerHTML).toBe('');
  });
});
