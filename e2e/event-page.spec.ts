import { expect, test, type Page } from '@playwright/test';
import { madridDay, TestEvents } from './support/event-fixtures';

const events = new TestEvents();
test.afterEach(async () => events.cleanup());

/** Madrid wall-clock date and time of a calendar UTC stamp (20261128T190000Z). */
function madridOf(stamp: string): { day: string; time: string } {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  if (!m) throw new Error(`not a UTC stamp: ${stamp}`);
  const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(date);
  const time = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return { day, time };
}

async function openEvent(page: Page, id: string, title: string) {
  await page.goto(`/event/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('event page', () => {
  test('a card opens the event page in a new tab', async ({ page, context }) => {
    const { id, title } = await events.create({
      description: 'Concierto de prueba para abrir desde la tarjeta.',
    });
    await page.goto(`/?tag=${encodeURIComponent(title)}`);
    const card = page.getByRole('article', { name: title }).first();
    const link = card.getByRole('heading', { level: 3 }).getByRole('link', { name: title });
    // The whole city's listing loads first (5–8 s under a loaded CI machine), as in keyboard-overlays.
    await expect(link).toHaveAttribute('target', '_blank', { timeout: 15_000 });
    const [detail] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await detail.waitForLoadState();
    expect(new URL(detail.url()).pathname).toMatch(new RegExp(`^/event/${id}--`));
    await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/\?tag=/); // the listing stays where it was
  });

  test("'Compartir' → 'Copiar enlace' copies the page URL and says 'Enlace copiado'", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { id, title } = await events.create();
    await openEvent(page, id, title);
    await page.getByRole('button', { name: 'Compartir' }).first().click();
    await page.getByRole('menuitem', { name: 'Copiar enlace' }).click();
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toMatch(new RegExp(`^/event/${id}--bilbao-musica-general-`));
  });

  test('the calendar link carries the title with time, UTC dates and the page URL', async ({ page }) => {
    const day = await madridDay(20);
    const { id, title } = await events.create({ start_date: day, start_time: '20:00', end_time: '22:30' });
    await openEvent(page, id, title);
    const calendar = page.getByRole('link', { name: 'Calendario' });
    await expect(calendar).toHaveAttribute('target', '_blank');
    const url = new URL((await calendar.getAttribute('href')) ?? '');
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(`${title} – 20:00`);
    const [start = '', end = ''] = (url.searchParams.get('dates') ?? '').split('/');
    expect(madridOf(start)).toEqual({ day, time: '20:00' });
    expect(madridOf(end)).toEqual({ day, time: '22:30' });
    expect(url.searchParams.get('details')).toContain(`/event/${id}--`);
  });

  test("an unknown event shows 'Evento no encontrado' with a way home", async ({ page }) => {
    for (const path of ['/event/00000000-0000-4000-8000-000000000000--bilbao-nada', '/event/no-existe']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Evento no encontrado' })).toBeVisible();
      await expect(page.getByText('El evento que buscas no existe o ha sido eliminado.')).toBeVisible();
    }
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a description carrying scripts runs nothing and keeps its allowed markup', async ({ page }) => {
    const { id, title } = await events.create({
      description:
        '<p>Hola <strong>mundo</strong></p><img src=x onerror=window.__xss=1><script>window.__xss=1</script>' +
        '<a href="javascript:window.__xss=1">trampa</a><svg onload=window.__xss=1></svg>',
    });
    await openEvent(page, id, title);
    const description = page.getByTestId('event-description');
    await expect(description.locator('strong')).toHaveText('mundo');
    await expect(description.locator('img, script, svg, [onerror], [onload]')).toHaveCount(0);
    await description.getByText('trampa').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  });

  test('the page carries schema.org Event data and its canonical URL', async ({ page }) => {
    const { id, title } = await events.create({ start_time: '20:00', is_free: true, venue: 'Bilbo Kafe' });
    await openEvent(page, id, title);
    const json = await page.locator('script[type="application/ld+json"]').last().textContent();
    const ld = JSON.parse(json ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: title,
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Bilbo Kafe', address: { addressCountry: 'ES' } },
      offers: { price: 0, priceCurrency: 'EUR' },
    });
    expect(String(ld.startDate)).toMatch(/T20:00:00\+0[12]:00$/);
    await expect(page.locator('link[rel="canonical"]').last()).toHaveAttribute(
      'href',
      new RegExp(`/event/${id}--`),
    );
  });

  test('the map is loaded only when the visitor scrolls near it, in a box that keeps its size', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    const paragraphs = Array.from({ length: 12 }, (_, i) => `<p>Párrafo ${i + 1} del programa.</p>`);
    const { id, title } = await events.create({
      venue: 'Sala de prueba',
      address: 'Calle Mayor, 1',
      description: paragraphs.join(''),
    });
    const mapRequests: string[] = [];
    page.on('request', (r) => {
      if (/google\.com\/maps/.test(r.url())) mapRequests.push(r.url());
    });
    await openEvent(page, id, title);
    const section = page.getByRole('region', { name: 'Mapa' });
    await expect(section).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTitle('Mapa de Sala de prueba')).toHaveCount(0);
    expect(mapRequests).toEqual([]);
    const box = section.locator('div').first();
    const before = await box.boundingBox();
    await section.scrollIntoViewIfNeeded();
    await expect(page.getByTitle('Mapa de Sala de prueba')).toBeAttached();
    const after = await box.boundingBox();
    expect(after?.height).toBe(before?.height);
  });
});
