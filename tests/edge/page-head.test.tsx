import { cleanup, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../utils/render';
import { headHtml, headTags } from '@/components/seo/head-tags';
import { getCity } from '@/config/cities';
import { ContactPage } from '@/features/contact/components/contact-page';
import { EditorialPage } from '@/features/editorial/components/editorial-page';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { LandingPage } from '@/features/landings/components/landing-page';
import { getLanding } from '@/features/landings/domain/landings';
import { AddEventPage } from '@/features/submissions/components/add-event-page';
import { TermsPage } from '@/features/terms/components/terms-page';
import { matchSiteRoute, SITE_ROUTES } from '../../supabase/functions/_shared/routes.ts';
import { pageHead, type PageHeadInput } from '../../edge/page-head';
import NotFoundRoute from '@/app/routes/not-found';

const BILBAO = getCity('bilbao')!;
const ORIGIN = 'https://bilbao.agendanorte.es';
const NOW = new Date('2026-11-25T10:00:00Z');

function headOf(path: string, extra: Partial<PageHeadInput> = {}) {
  const url = new URL(path, ORIGIN);
  return pageHead({
    match: matchSiteRoute(url.pathname),
    city: BILBAO,
    origin: ORIGIN,
    search: url.searchParams,
    now: NOW,
    ...extra,
  });
}

const EVENT = makeEvent({
  id: '6f1c2d3e-1111-4222-8333-944455556666',
  title: 'Concierto de jazz',
  description: `<p>${'Jazz en directo con el cuarteto de la casa. '.repeat(6)}</p>`,
  categoryId: ['musica'],
  town: 'Bilbao',
  venue: 'Bilborock',
  startDate: '2026-11-28',
  startTime: '20:30',
  price: 12,
  updatedAt: '2026-11-20T09:15:00.123456+00:00',
});

describe('pageHead', () => {
  it.each([
    ['/', 200, 'Qué hacer en Bilbao hoy y este fin de semana | Agenda Norte', '/'],
    ['/musica', 200, 'Música en directo en Bilbao: conciertos y festivales | Agenda Norte', '/musica'],
    ['/tardeos', 200, 'Fiestas y tardeos en Bilbao | Agenda Norte', '/fiestas'],
    ['/conciertos-hoy', 200, 'Conciertos hoy en Bilbao | Agenda Norte', '/conciertos-hoy'],
    ['/editorial', 200, 'Editorial: guías y planes en Bilbao | Agenda Norte', '/editorial'],
    [
      '/editorial?city=pamplona',
      200,
      'Editorial: guías y planes en Pamplona | Agenda Norte',
      '/editorial?city=pamplona',
    ],
    ['/contacto', 200, 'Contacto | Agenda Norte Bilbao', '/contacto'],
    ['/terminos', 200, 'Términos y condiciones | Agenda Norte Bilbao', '/terminos'],
    ['/add-event', 200, 'Añade tu evento en Bilbao | Agenda Norte', '/add-event'],
    ['/ranking', 200, 'Ranking | Agenda Norte', '/ranking'],
    ['/auth', 200, 'Iniciar sesión | Agenda Norte', '/auth'],
    ['/event/6f1c2d3e-1111-4222-8333-944455556666', 404, 'Evento no encontrado | Agenda Norte', undefined],
    ['/editorial/99', 404, 'Artículo no encontrado | Agenda Norte', undefined],
    ['/no-existe', 404, 'Página no encontrada', undefined],
  ])('%s → %i, %j, canonical %j', (path, status, title, canonical) => {
    const served = headOf(path, { event: null, article: null });
    expect(served.status).toBe(status);
    expect(served.head.title).toBe(title);
    expect(served.head.path).toBe(canonical);
    expect(served.head.noindex ?? false).toBe(status === 404 || path === '/auth');
  });

  it.each(SITE_ROUTES.map((r) => r.path))('every route of the table has a head: %s', (path) => {
    const served = headOf(path.replace(/:[^/]+/g, '1').replace('*', 'otra-cosa'));
    expect(served.head.title).toMatch(/\S/);
    expect([200, 404]).toContain(served.status);
  });

  it('describes an event in at most 140 characters of its own text, with its share image and Event JSON-LD', () => {
    const { head, status } = headOf(`/event/${EVENT.id}--x`, { event: EVENT });
    expect(status).toBe(200);
    expect(head.title).toBe('Concierto de jazz | Agenda Norte Bilbao');
    expect(head.description!.length).toBeLessThanOrEqual(140);
    expect(head.description).toMatch(/^Jazz en directo con el cuarteto de la casa\./);
    expect(head.path).toMatch(new RegExp(`^/event/${EVENT.id}--bilbao-musica-`));
    expect(head.image).toBe(`/og/event/${EVENT.id}.png?v=2026-11-20T09%3A15%3A00.123456%2B00%3A00`);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Event', name: 'Concierto de jazz', url: `${ORIGIN}${head.path}` }),
    ]);
  });

  it("versions an event's share image by its updated_at; an event read without it keeps the plain URL", () => {
    const edited = { ...EVENT, updatedAt: '2026-11-21T18:40:02.5+00:00' };
    expect(headOf(`/event/${EVENT.id}`, { event: edited }).head.image).toBe(
      `/og/event/${EVENT.id}.png?v=2026-11-21T18%3A40%3A02.5%2B00%3A00`,
    );
    const { updatedAt: _unread, ...unversioned } = EVENT;
    expect(headOf(`/event/${EVENT.id}`, { event: unversioned }).head.image).toBe(`/og/event/${EVENT.id}.png`);
  });

  it('gives the home page the WebSite JSON-LD with its search action', () => {
    expect(headOf('/').head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        url: `${ORIGIN}/`,
        potentialAction: expect.objectContaining({ target: `${ORIGIN}/?search={search_term_string}` }),
      }),
    ]);
  });
});

describe('headTags / headHtml', () => {
  it('write the canonical, Open Graph and Twitter tags with absolute URLs, escaped', () => {
    const html = headHtml(
      headTags({ title: 'Jazz & "blues" <en vivo>', description: 'Uno', path: '/musica' }, BILBAO, ORIGIN),
    );
    expect(html).toContain('<title data-head>Jazz &amp; &quot;blues&quot; &lt;en vivo&gt;</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/musica" data-head>`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/og/page/musica.png" data-head>`);
    expect(html).toContain('<meta property="og:locale" content="es_ES" data-head>');
    expect(html).toContain('<meta property="og:site_name" content="Agenda Norte Bilbao" data-head>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-head>');
  });

  it('keep a title in JSON-LD from closing its script', () => {
    const html = headHtml(headTags({ title: 'x', jsonLd: [{ name: '</script><b>' }] }, BILBAO, ORIGIN));
    expect(html).not.toContain('</script><b>');
  });
});

describe('the app writes the head the server serves', () => {
  afterEach(cleanup);

  it.each<[string, () => ReactElement]>([
    ['/contacto', () => <ContactPage />],
    ['/terminos', () => <TermsPage />],
    ['/add-event', () => <AddEventPage />],
    ['/editorial', () => <EditorialPage />],
    ['/musica', () => <LandingPage landing={getLanding('musica')} />],
    ['/no-existe', () => <NotFoundRoute />],
  ])('%s', async (path, page) => {
    const { head } = headOf(path);
    renderWithProviders(page(), { path });
    await waitFor(() => expect(document.title).toBe(head.title));
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description ?? undefined).toBe(head.description);
    const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical ?? undefined).toBe(
      head.path === undefined ? undefined : `http://bilbao.localhost:3000${head.path}`,
    );
  });
});
