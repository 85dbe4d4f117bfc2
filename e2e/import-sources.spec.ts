import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { deleteImportSources } from './support/import-sources';

/**
 * An iCalendar source from /moderacion → Fuentes to the listing, against the local stack: the demo
 * moderator adds a feed that this test serves on 127.0.0.1 (the import-events function, in Deno on
 * the same machine, fetches it), marks it trusted and imports it now; the figures say 2 created; the
 * Bilbao listing shows both events, and an event's page credits the source, linking to the event's
 * own page at the source (the VEVENT's URL).
 *
 * The feed's events are dated from today in Europe/Madrid, so the test reads the same any day.
 */
const backend = () => import('./support/backend');
const MODERATOR = 'moderadora@demo.agendanorte.es';

// ── The feed ─────────────────────────────────────────────────────────────────────────────────

/** Madrid calendar day 'yyyy-MM-dd', `days` after today (counted as days, not 24-hour steps). */
function madridDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface FeedEvent {
  uid: string;
  title: string;
  day: string;
  url: string;
}

/** A small calendar as a venue publishes it: Madrid times, a place in Bilbao, each event's page. */
function icsOf(events: FeedEvent[]): string {
  const stamp = (day: string, time: string) => `${day.replace(/-/g, '')}T${time}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Agenda Norte//Pruebas e2e//ES',
    'X-WR-TIMEZONE:Europe/Madrid',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=Europe/Madrid:${stamp(e.day, '200000')}`,
      `DTEND;TZID=Europe/Madrid:${stamp(e.day, '220000')}`,
      `SUMMARY:${e.title}`,
      'DESCRIPTION:Concierto en directo. Entrada libre hasta completar aforo.',
      'LOCATION:Sala Azkena\\, Ibarrekolanda 1\\, 48015 Bilbao',
      'CATEGORIES:Música',
      `URL:${e.url}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ];
  return lines.join('\r\n');
}

/** The feeds this worker serves, by path. */
const feeds = new Map<string, string>();
let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const body = feeds.get(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

// ── The moderator ────────────────────────────────────────────────────────────────────────────

async function openSources(page: Page): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Email', { exact: true }).fill(MODERATOR);
  await form.getByLabel('Contraseña', { exact: true }).fill('agenda-demo');
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await page.goto('/moderacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderación de eventos' })).toBeVisible();
  await page
    .getByRole('tablist', { name: 'Secciones de moderación' })
    .getByRole('tab', { name: 'Fuentes' })
    .click();
  await expect(page).toHaveURL(/\/moderacion\?tab=fuentes$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Fuentes \(\d+\)$/ })).toBeVisible({
    timeout: 15_000,
  });
}

const results = (page: Page) => page.getByRole('region', { name: 'Eventos en Bilbao' });

let tag = '';
test.beforeEach(async () => {
  tag = (await backend()).uniqueTag('ics');
});
test.afterEach(async () => deleteImportSources(tag));

test('a trusted iCalendar source is added, imported now and listed, its events crediting it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Sala Azkena ${tag}`;
  const events: FeedEvent[] = [
    { uid: `${tag}-1@azkena.test`, title: `Concierto ${tag}`, day: madridDay(2), url: '' },
    { uid: `${tag}-2@azkena.test`, title: `Jam session ${tag}`, day: madridDay(5), url: '' },
  ].map((e, i) => ({ ...e, url: `${origin}/agenda/${tag}-${i + 1}` }));
  const feedPath = `/${tag}.ics`;
  feeds.set(feedPath, icsOf(events));

  await openSources(page);

  // The form says what is missing before anything is sent.
  const form = page.getByRole('form', { name: 'Añadir una fuente' });
  await form.getByRole('button', { name: 'Añadir fuente' }).click();
  await expect(form.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Indica el nombre de la fuente.')).toBeVisible();
  await expect(form.getByText('Indica la dirección (URL) de la fuente.')).toBeVisible();

  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('URL').fill(`${origin}${feedPath}`);
  await expect(form.getByRole('radio', { name: 'iCalendar' })).toBeChecked();
  await form.getByLabel('Ciudad').selectOption({ label: 'Bilbao' });
  await form.getByRole('checkbox', { name: 'Publicar directamente (fuente de confianza)' }).check();
  await form.getByRole('button', { name: 'Añadir fuente' }).click();
  await expect(page.getByText('Fuente añadida').first()).toBeVisible({ timeout: 15_000 });
  await expect(form.getByLabel('Nombre')).toHaveValue('');

  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('iCalendar');
  await expect(card).toContainText('Bilbao');
  await expect(card).toContainText('Directa (fuente de confianza)');
  await expect(card).toContainText('Activa');
  await expect(card.getByText('Aún no se ha importado.')).toBeVisible();

  // Importar ahora: the function fetches the feed and publishes both events.
  await card.getByRole('button', { name: 'Importar ahora' }).click();
  await expect(page.getByText(`Importación de «${name}» terminada`).first()).toBeVisible({
    timeout: 30_000,
  });
  const figures = card.getByRole('list', { name: 'Resultado de la última importación' });
  await expect(figures.getByRole('listitem')).toHaveText([
    '2 creados',
    '0 actualizados',
    '0 sin cambios',
    '0 cancelados',
    '0 fusionados',
    '0 rechazados',
  ]);
  await expect(card).toContainText('Última importación:');
  // The tab with its list, a run's figures and the form passes axe. Checked once the toasts are gone:
  // sonner's rich success colours (the app's toaster) measure 4.25:1, which is not this tab's.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(page, '/moderacion?tab=fuentes');

  // The Bilbao listing shows both.
  await page.goto(`/?search=${tag}`);
  await expect(results(page).getByText('2 eventos encontrados')).toBeVisible({ timeout: 15_000 });
  for (const e of events)
    await expect(results(page).getByRole('heading', { level: 3, name: e.title })).toBeVisible();

  // An event's page credits the source, linking to the event at the source.
  const link = results(page)
    .getByRole('heading', { level: 3, name: events[0]!.title })
    .getByRole('link', { name: events[0]!.title });
  await page.goto((await link.getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { level: 1, name: events[0]!.title })).toBeVisible({
    timeout: 15_000,
  });
  const credit = page.getByText(/^Fuente: /);
  await expect(credit).toBeVisible();
  await expect(credit).toContainText(`Fuente: ${name}`);
  const sourceLink = credit.getByRole('link', { name: new RegExp(`^${name}`) });
  await expect(sourceLink).toHaveAttribute('href', events[0]!.url);
  await expect(sourceLink).toHaveAttribute('target', '_blank');
});
