import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToaster } from '@/components/ui/app-toaster';
import { PAGE_VIEW_DELAY_MS } from '@/config/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../../../../../tests/utils/fake-intersection-observer';
import { renderWithProviders } from '../../../../../tests/utils/render';
import type * as EventsQueriesModule from '../../api/events-queries';
import type { ModeratorAccess } from '@/features/auth/api/use-moderator-access';
import { makeEvent } from '../../domain/event.fixture';
import type { EventItem } from '../../domain/types';
import { EventPage } from './event-page';

const fetchDetail = vi.fn<(id: string) => Promise<EventItem | null>>();
const related = vi.fn<() => EventItem[]>(() => []);

vi.mock('../../api/events-queries', async (importOriginal) => {
  const mod = await importOriginal<typeof EventsQueriesModule>();
  return {
    ...mod,
    eventsQueries: {
      ...mod.eventsQueries,
      detail: (id: string) =>
        queryOptions({ queryKey: mod.eventsKeys.detail(id), queryFn: () => fetchDetail(id) }),
      favoriteCounts: (ids: readonly string[]) =>
        queryOptions({ queryKey: mod.eventsKeys.favoriteCounts(ids), queryFn: async () => ({ r1: 4 }) }),
    },
  };
});
vi.mock('../../api/use-related-events', () => ({ useRelatedEvents: () => related() }));
vi.mock('@/features/tracking/api/tracking-api', () => ({
  fetchViewCount: vi.fn().mockResolvedValue(3),
  trackExternalClick: vi.fn().mockResolvedValue(undefined),
  incrementPageView: vi.fn().mockResolvedValue(null),
}));
vi.mock('@/lib/clipboard', () => ({ copyText: vi.fn().mockResolvedValue(true) }));

let access: ModeratorAccess = { status: 'denied' };
const cancelDate = vi.fn();
vi.mock('@/features/auth/api/use-moderator-access', () => ({ useModeratorAccess: () => access }));
vi.mock('../../api/use-event-moderation', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useCancelOccurrence: () => ({ mutate: cancelDate, isPending: false }),
}));

const tracking = await import('@/features/tracking/api/tracking-api');

const ID = '0b7d6a52-3c1e-4f7a-9a55-1f2e3d4c5b6a';
const PARAM = `${ID}--bilbao-musica-jazz-2026-11-28-jazz-en-el-kafe`;

const event = makeEvent({
  id: ID,
  title: 'Jazz en el Kafe',
  description:
    '<p>Una <strong>gran</strong> noche.</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>' +
    '<a href="javascript:window.__xss=1">trampa</a><a href="https://kafe.example">web</a>',
  categoryId: ['musica'],
  subcategory: ['jazz'],
  venue: 'Bilbo Kafe',
  neighborhood: 'Abando',
  address: 'Calle Mayor 1',
  town: 'Bilbao',
  startDate: '2026-11-28',
  startTime: '20:00',
  isFree: true,
  infoUrl: 'https://kafe.example/jazz',
  organizer: 'Asociación Jazz',
  tags: ['jazz', 'directo'],
  comoLlegar: 'Metro Abando, salida Ercilla.',
  recomendaciones: 'Pintxos en la barra del Kafe.',
});

declare global {
  interface Window {
    __xss?: number;
  }
}

function ldJson(): Record<string, unknown> | null {
  // React 19 hoists title/meta/link into <head>; the JSON-LD script stays where it is rendered.
  const script = document.querySelector('script[type="application/ld+json"]');
  return script ? (JSON.parse(script.textContent ?? '') as Record<string, unknown>) : null;
}

describe('EventPage', () => {
  beforeEach(() => {
    vi.mocked(tracking.incrementPageView).mockClear();
    fetchDetail.mockReset();
    related.mockReset().mockReturnValue([]);
    delete window.__xss;
  });

  it('shows the not-found screen without an id', () => {
    renderWithProviders(<EventPage eventParam={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Evento no encontrado' })).toBeInTheDocument();
    expect(screen.getByText('El evento que buscas no existe o ha sido eliminado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(fetchDetail).not.toHaveBeenCalled();
  });

  it("titles the not-found tab 'Evento no encontrado | Agenda Norte'", async () => {
    renderWithProviders(<EventPage eventParam={null} />);
    await waitFor(() => expect(document.title).toBe('Evento no encontrado | Agenda Norte'));
  });

  it('shows the not-found screen for an id that is not a uuid, without asking the backend', () => {
    renderWithProviders(<EventPage eventParam="no-existe--bilbao" />);
    expect(screen.getByRole('heading', { name: 'Evento no encontrado' })).toBeInTheDocument();
    expect(fetchDetail).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown id', () => fetchDetail.mockResolvedValue(null)],
    ['a failed load', () => fetchDetail.mockRejectedValue(new Error('boom'))],
  ])('shows the not-found screen for %s', async (_label, arrange) => {
    arrange();
    renderWithProviders(<EventPage eventParam={PARAM} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando evento…');
    expect(await screen.findByRole('heading', { name: 'Evento no encontrado' })).toBeInTheDocument();
    expect(fetchDetail).toHaveBeenCalledWith(ID);
  });

  it.each([
    ['an unknown id', () => fetchDetail.mockResolvedValue(null)],
    ['a failed load', () => fetchDetail.mockRejectedValue(new Error('boom'))],
  ])('records no page view for %s (an event that does not exist has no counter)', async (_label, arrange) => {
    arrange();
    renderWithProviders(<EventPage eventParam={PARAM} />);
    await screen.findByRole('heading', { name: 'Evento no encontrado' });
    await new Promise((resolve) => setTimeout(resolve, PAGE_VIEW_DELAY_MS * 3));
    expect(tracking.incrementPageView).not.toHaveBeenCalled();
  });

  it("records the event's view once it is loaded, under its short path and its id", async () => {
    fetchDetail.mockResolvedValue(event);
    renderWithProviders(<EventPage eventParam={PARAM} />);
    await screen.findByRole('heading', { level: 1, name: 'Jazz en el Kafe' });
    await vi.waitFor(() => expect(tracking.incrementPageView).toHaveBeenCalledWith(`/event/${ID}`, ID));
    expect(tracking.incrementPageView).toHaveBeenCalledTimes(1);
  });

  it('shows the event: badges, subcategory, Gratis, title, visits, details and sections', async () => {
    fetchDetail.mockResolvedValue(event);
    renderWithProviders(<EventPage eventParam={PARAM} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz en el Kafe' })).toBeInTheDocument();
    expect(await screen.findByText('3 visitas')).toBeInTheDocument();
    const categories = screen.getByRole('list', { name: 'Categorías' });
    expect(within(categories).getByText('Música')).toBeInTheDocument();
    expect(within(categories).getByText('Gratis')).toBeInTheDocument();
    expect(screen.getAllByText('Jazz').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Cómo llegar' })).toBeInTheDocument();
    expect(screen.getByText('Metro Abando, salida Ercilla.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recomendaciones cerca' })).toBeInTheDocument();
    expect(screen.getByText('Pintxos en la barra del Kafe.')).toBeInTheDocument();
    expect(screen.getByText('Bilbo Kafe, Abando, Calle Mayor 1, Bilbao')).toBeInTheDocument();
    expect(screen.getByText('Asociación Jazz')).toBeInTheDocument();
    const map = screen.getByTitle('Mapa de Bilbo Kafe');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toContain('z=15');
    expect(map.getAttribute('src')).toContain(encodeURIComponent('Calle Mayor 1, Bilbao'));
    expect(screen.getByRole('list', { name: 'Etiquetas' })).toHaveTextContent('jazzdirecto');
    expect(screen.getByRole('link', { name: /Síguenos en @agendanorte\.bilbao/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/agendanorte.bilbao',
    );
  });

  it('links Info and Calendario (tracked) and offers the .ics file', async () => {
    fetchDetail.mockResolvedValue(event);
    renderWithProviders(<EventPage eventParam={PARAM} />);
    const info = await screen.findByRole('link', { name: 'Info' });
    expect(info).toHaveAttribute('href', 'https://kafe.example/jazz');
    expect(info).toHaveAttribute('data-tracked');
    expect(info).toHaveAttribute('target', '_blank');
    const calendar = screen.getByRole('link', { name: 'Calendario' });
    const url = new URL(calendar.getAttribute('href') ?? '');
    expect(url.hostname).toBe('calendar.google.com');
    expect(url.searchParams.get('text')).toBe('Jazz en el Kafe – 20:00');
    expect(url.searchParams.get('dates')).toBe('20261128T190000Z/20261128T210000Z');
    expect(url.searchParams.get('details')).toContain(`/event/${PARAM}`);
    expect(calendar).toHaveAttribute('data-tracked');
    expect(screen.getByRole('button', { name: 'Añadir al calendario (.ics)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Añadir todas las fechas (.ics)' })).toBeNull();
  });

  it('renders the description sanitised: allowed markup kept, nothing runs', async () => {
    fetchDetail.mockResolvedValue(event);
    renderWithProviders(<EventPage eventParam={PARAM} />);
    const description = await screen.findByTestId('event-description');
    expect(description.querySelector('strong')).toHaveTextContent('gran');
    expect(description.querySelector('img, script, [onerror]')).toBeNull();
    expect(within(description).queryByRole('link', { name: 'trampa' })).toBeNull();
    expect(description).toHaveTextContent('trampa');
    expect(within(description).getByRole('link', { name: 'web' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.__xss).toBeUndefined();
  });

  it('writes title, canonical URL and the schema.org Event JSON-LD into the head', async () => {
    fetchDetail.mockResolvedValue(event);
    renderWithProviders(<EventPage eventParam={PARAM} />);
    await screen.findByRole('heading', { level: 1, name: 'Jazz en el Kafe' });
    await waitFor(() => expect(ldJson()).not.toBeNull());
    const ld = ldJson() ?? {};
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Jazz en el Kafe',
      startDate: '2026-11-28T20:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Bilbo Kafe',
        address: { addressLocality: 'Bilbao', addressCountry: 'ES' },
      },
      offers: { price: 0, priceCurrency: 'EUR' },
      organizer: { name: 'Asociación Jazz' },
    });
    expect(document.title).toBe('Jazz en el Kafe | Agenda Norte Bilbao');
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toMatch(new RegExp(`/event/${PARAM}$`));
    const meta = document.head.querySelector('meta[name="description"]');
    expect((meta?.getAttribute('content') ?? '').length).toBeLessThanOrEqual(140);
  });

  it("Compartir → 'Copiar enlace' toasts 'Enlace copiado'", async () => {
    const user = userEvent.setup();
    fetchDetail.mockResolvedValue(event);
    renderWithProviders(
      <>
        <EventPage eventParam={PARAM} />
        <AppToaster />
      </>,
    );
    // The menu's chunk loads just after the page: until then its button is a stand-in (aria-disabled).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Compartir' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copiar enlace' }));
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
  });

  it('lists related events as cards with their saved counts', async () => {
    fetchDetail.mockResolvedValue(event);
    related.mockReturnValue([makeEvent({ id: 'r1', title: 'Otro concierto', categoryId: ['musica'] })]);
    renderWithProviders(<EventPage eventParam={PARAM} />);
    const section = await screen.findByRole('region', { name: 'Eventos relacionados' });
    expect(within(section).getByRole('article', { name: 'Otro concierto' })).toBeInTheDocument();
    expect(await within(section).findByText('4 personas lo han guardado')).toBeInTheDocument();
  });
  it('scores the related events only once their place nears the viewport', async () => {
    const { report } = installFakeIntersectionObserver();
    try {
      related.mockClear();
      fetchDetail.mockResolvedValue(event);
      related.mockReturnValue([makeEvent({ id: 'r1', title: 'Otro concierto', categoryId: ['musica'] })]);
      renderWithProviders(<EventPage eventParam={PARAM} />);
      await screen.findByRole('heading', { level: 1, name: 'Jazz en el Kafe' });
      expect(related).not.toHaveBeenCalled();
      expect(screen.queryByRole('region', { name: 'Eventos relacionados' })).toBeNull();
      report(true);
      expect(await screen.findByRole('region', { name: 'Eventos relacionados' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an imported event says where it came from, linking to the original, and a cancelled one says so', async () => {
    fetchDetail.mockResolvedValue({
      ...event,
      cancelled: true,
      sources: [
        { name: 'Kulturklik', url: 'https://www.kulturklik.euskadi.eus/evento/123', licence: 'CC BY 4.0' },
      ],
    });
    renderWithProviders(<EventPage eventParam={PARAM} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz en el Kafe' })).toBeInTheDocument();
    expect(screen.getByText('Cancelado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kulturklik/ })).toHaveAttribute(
      'href',
      'https://www.kulturklik.euskadi.eus/evento/123',
    );
  });
});

/** Thursdays at 19:00 from 5 Nov 2026 to 25 Feb 2027, Christmas Eve cancelled. */
const thursdays = Array.from({ length: 17 }, (_, i) =>
  new Date(Date.UTC(2026, 10, 5 + 7 * i)).toISOString().slice(0, 10),
).filter((day) => day !== '2026-12-24');

const series = makeEvent({
  ...event,
  description: 'Pintxo y zurito cada jueves.',
  startDate: '2026-12-03',
  startTime: '19:00',
  series: {
    rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270225',
    exdates: ['2026-12-24'],
    dates: thursdays,
    firstDate: '2026-11-05',
  },
});

describe('EventPage of a series (today: Friday 27 November 2026)', () => {
  const dateList = () => screen.getByRole('list', { name: 'Próximas fechas' });
  const dateButtons = () => within(dateList()).getAllByRole('button');
  const calendarDates = () =>
    new URL(screen.getByRole('link', { name: 'Calendario' }).getAttribute('href') ?? '').searchParams.get(
      'dates',
    );

  beforeEach(() => {
    // Only the clock's date: timers stay real for the queries and user-event.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    fetchDetail.mockReset().mockResolvedValue(series);
    related.mockReset().mockReturnValue([]);
    access = { status: 'denied' };
    cancelDate.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows the rhythm and the first 8 dates; 'Ver todas las fechas' shows the rest", async () => {
    const user = userEvent.setup();
    renderWithProviders(<EventPage eventParam={PARAM} />);
    expect(await screen.findByText('Cada jueves')).toBeInTheDocument();
    expect(dateButtons().map((b) => b.textContent)).toEqual([
      'jue, 3 dic',
      'jue, 10 dic',
      'jue, 17 dic',
      'jue, 31 dic',
      'jue, 7 ene 2027',
      'jue, 14 ene 2027',
      'jue, 21 ene 2027',
      'jue, 28 ene 2027',
    ]);
    const more = screen.getByRole('button', { name: 'Ver todas las fechas' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', dateList().id);
    await user.click(more);
    expect(dateButtons()).toHaveLength(12);
    expect(dateButtons().at(-1)).toHaveTextContent('jue, 25 feb 2027');
    expect(screen.getByRole('button', { name: 'Ver menos fechas' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('the next date is chosen at first; choosing another moves the calendar link to it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EventPage eventParam={PARAM} />);
    await screen.findByText('Cada jueves');
    expect(within(dateList()).getByRole('button', { name: 'jue, 3 dic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calendarDates()).toBe('20261203T180000Z/20261203T200000Z');
    await user.click(within(dateList()).getByRole('button', { name: 'jue, 7 ene 2027' }));
    expect(within(dateList()).getByRole('button', { name: 'jue, 7 ene 2027' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dateList()).getByRole('button', { name: 'jue, 3 dic' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(calendarDates()).toBe('20270107T180000Z/20270107T200000Z');
    expect(screen.getByText('jue, 7 ene 2027', { selector: 'strong' })).toBeInTheDocument();
  });

  it('downloads the chosen date, or every date with RRULE and EXDATE', async () => {
    const user = userEvent.setup();
    // jsdom has no object URLs and no Blob.text(): the test keeps each file and reads it back.
    const files: Array<{ name: string; blob: Blob }> = [];
    let lastBlob = new Blob();
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (blob: Blob) => ((lastBlob = blob), 'blob:ics'),
        revokeObjectURL() {},
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: lastBlob });
    });
    const read = (blob: Blob) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });
    renderWithProviders(<EventPage eventParam={PARAM} />);
    await screen.findByText('Cada jueves');
    await user.click(within(dateList()).getByRole('button', { name: 'jue, 10 dic' }));
    await user.click(screen.getByRole('button', { name: 'Añadir esta fecha al calendario (.ics)' }));
    await user.click(screen.getByRole('button', { name: 'Añadir todas las fechas (.ics)' }));
    expect(files.map((f) => f.name)).toEqual([
      'jazz-en-el-kafe-2026-12-10.ics',
      'jazz-en-el-kafe-todas-las-fechas.ics',
    ]);
    const [one, all] = await Promise.all(files.map((f) => read(f.blob)));
    expect(one).toContain('DTSTART;TZID=Europe/Madrid:20261210T190000');
    expect(one).not.toContain('RRULE:FREQ=WEEKLY');
    expect(all).toContain('DTSTART;TZID=Europe/Madrid:20261105T190000');
    expect(all).toContain('RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20270225T225959Z');
    expect(all).toContain('EXDATE;TZID=Europe/Madrid:20261224T190000');
  });

  it('describes each of the next 10 dates as its own schema.org Event', async () => {
    renderWithProviders(<EventPage eventParam={PARAM} />);
    await screen.findByText('Cada jueves');
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const ld = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
    ) as Array<Record<string, unknown>>;
    expect(ld).toHaveLength(10);
    expect(ld.map((e) => e.startDate).slice(0, 2)).toEqual([
      '2026-12-03T19:00:00+01:00',
      '2026-12-10T19:00:00+01:00',
    ]);
    expect(ld.every((e) => e['@type'] === 'Event' && e.name === 'Jazz en el Kafe')).toBe(true);
  });

  it('once every date has passed: the rhythm and the last date, no list', async () => {
    vi.setSystemTime(new Date('2027-03-01T10:00:00Z'));
    fetchDetail.mockResolvedValue({ ...series, startDate: '2027-02-25' });
    renderWithProviders(<EventPage eventParam={PARAM} />);
    expect(await screen.findByText('Cada jueves')).toBeInTheDocument();
    expect(screen.getByText('jue, 25 feb')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Próximas fechas' })).toBeNull();
    expect(calendarDates()).toBe('20270225T180000Z/20270225T200000Z');
  });

  it('visitors who are not moderators cannot cancel a date', async () => {
    renderWithProviders(<EventPage eventParam={PARAM} />);
    await screen.findByText('Cada jueves');
    expect(screen.queryByRole('button', { name: /Cancelar esta fecha/ })).toBeNull();
  });

  it.each([
    ['confirmed: the date is cancelled', true, [[{ eventId: ID, day: '2026-12-10' }]]],
    ['not confirmed: nothing happens', false, []],
  ])("a moderator's 'Cancelar esta fecha' asks first — %s", async (_label, confirmed, calls) => {
    const user = userEvent.setup();
    access = { status: 'allowed', userId: 'mod' };
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(confirmed);
    renderWithProviders(<EventPage eventParam={PARAM} />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar esta fecha (jue, 10 dic)' }));
    expect(confirm).toHaveBeenCalledWith(
      '¿Cancelar la fecha del jue, 10 dic? Dejará de aparecer en la agenda.',
    );
    expect(cancelDate.mock.calls).toEqual(calls);
  });
});

describe("EventPage's 'Moderación' box", () => {
  beforeEach(() => {
    fetchDetail.mockReset().mockResolvedValue(event);
    related.mockReset().mockReturnValue([]);
  });
  afterEach(() => {
    access = { status: 'denied' };
  });

  it('is not on the page for a visitor who is not a moderator', async () => {
    access = { status: 'denied' };
    renderWithProviders(<EventPage eventParam={PARAM} />);
    await screen.findByRole('heading', { level: 1, name: 'Jazz en el Kafe' });
    expect(screen.queryByRole('region', { name: 'Moderación' })).toBeNull();
  });

  it('is on the page for a moderator; a hidden event says it is hidden', async () => {
    access = { status: 'allowed', userId: 'mod' };
    fetchDetail.mockResolvedValue({ ...event, hidden: true, moderated: true });
    renderWithProviders(<EventPage eventParam={PARAM} />);
    const box = await screen.findByRole('region', { name: 'Moderación' });
    expect(within(box).getByText('Oculto: solo lo ven los moderadores')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Mostrar de nuevo' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Corregir' })).toBeInTheDocument();
    expect(screen.getByText('Las importaciones ya no cambiarán este evento.')).toBeInTheDocument();
  });
});
