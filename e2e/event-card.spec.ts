import { expect, test } from '@playwright/test';
import { TestEvents } from './support/event-fixtures';

const events = new TestEvents();
/**
 * The first card of a freshly opened listing: up to 15 s, as for the listing's other first loads (on a
 * loaded 2-core machine, two browsers and the stack, the page's start and the events' loads took over 7 s).
 */
const FIRST_LISTING_MS = 15_000;
/** An event without a picture of its own shows its poster: an SVG drawn from its data, as a data: URI. */
const POSTER = /^data:image\/svg\+xml/;
test.afterEach(async () => events.cleanup());

const LONG = `${'Una noche de jazz en directo con músicos locales y una jam session abierta al final. '.repeat(4)}Fin.`;

test.describe('event card', () => {
  test("shows badges, tags, price, the poster in the stock photo's place and the description toggle", async ({
    page,
  }) => {
    const { title } = await events.create({
      description: `<p>${LONG}</p>`,
      category_id: ['musica', 'fiestas', 'arte', 'cine'],
      tags: ['jazz', 'directo', 'jam', 'noche', 'bar'],
      image_url: 'https://images.unsplash.com/photo-1',
      venue: 'Bilbo Kafe',
      neighborhood: 'Abando',
      start_time: '20:00:00',
      price: 12.5,
      ticket_url: 'https://tickets.example/jazz',
    });
    await page.goto(`/?tag=${encodeURIComponent(title)}`);
    const card = page.getByRole('article', { name: title }).first();
    await expect(card).toBeVisible({ timeout: FIRST_LISTING_MS });
    await expect(card.getByRole('list', { name: 'Categorías' })).toContainText('+2 más');
    await expect(card.getByRole('list', { name: 'Etiquetas' })).toContainText('+2');
    await expect(card.getByText('12,50 €')).toBeVisible();
    await expect(card.getByText('20:00', { exact: true })).toBeVisible();
    // A stock photo is never shown: the event's own poster, drawn from its data, stands in.
    await expect(card.getByRole('img', { name: `Cartel de «${title}»` })).toHaveAttribute('src', POSTER);
    await expect(card.getByRole('link', { name: 'Entradas' })).toHaveAttribute(
      'href',
      'https://tickets.example/jazz',
    );
    await expect(card.getByRole('link', { name: 'Más info' })).toHaveAttribute('target', '_blank');

    const toggle = card.getByRole('button', { name: 'leer más…' });
    await toggle.click();
    await expect(card.getByRole('button', { name: 'ver menos' })).toBeVisible();
    await expect(card.getByText('Fin.', { exact: false })).toBeVisible();
  });

  test('shows the fallback texts of an event without details', async ({ page }) => {
    const { title } = await events.create({ category_id: [] });
    await page.goto(`/?tag=${encodeURIComponent(title)}`);
    const card = page.getByRole('article', { name: title }).first();
    await expect(card).toBeVisible({ timeout: FIRST_LISTING_MS });
    for (const text of [
      'Lugar no especificado',
      'Zona no especificada',
      'Hora no especificada',
      'Sin descripción disponible',
    ]) {
      await expect(card.getByText(text)).toBeVisible();
    }
    await expect(card.getByRole('img', { name: `Cartel de «${title}»` })).toHaveAttribute('src', POSTER);
  });

  test("a broken image falls back to the event's poster", async ({ page }) => {
    const { title } = await events.create({
      category_id: ['cine'],
      image_url: 'http://127.0.0.1:9/no-existe.jpg',
    });
    await page.goto(`/?tag=${encodeURIComponent(title)}`);
    const card = page.getByRole('article', { name: title }).first();
    await expect(card).toBeVisible({ timeout: FIRST_LISTING_MS });
    // The picture keeps the event's title as its name; its source is now the poster.
    await expect(card.getByRole('img', { name: title })).toHaveAttribute('src', POSTER);
  });

  test("'Copiar enlace' copies the event URL and says 'Enlace copiado'", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { id, title } = await events.create();
    await page.goto(`/?tag=${encodeURIComponent(title)}`);
    const card = page.getByRole('article', { name: title }).first();
    await expect(card).toBeVisible({ timeout: FIRST_LISTING_MS });
    await card.getByRole('button', { name: 'Compartir' }).click();
    const whatsapp = page.getByRole('menuitem', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await page.getByRole('menuitem', { name: 'Copiar enlace' }).click();
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toMatch(new RegExp(`^/event/${id}--`));
  });
});
