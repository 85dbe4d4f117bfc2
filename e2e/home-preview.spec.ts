import { expect, test, type Page } from '@playwright/test';
import { madridDay, TestEvents } from './support/event-fixtures';

const PORT = Number(process.env.E2E_APP_PORT ?? 4173);

/** Nothing on the first paint can be focused or clicked before the app has taken over. */
async function expectInert(page: Page) {
  await expect(page.locator('#root > [aria-hidden="true"]')).toHaveAttribute('inert', '');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
}

/** The hero's box and the preview's state, read in the page. */
async function heroBox(page: Page) {
  const hero = page.locator('main section.isolate').first();
  await expect(hero).toBeVisible();
  return hero.boundingBox();
}

test.describe('the home page and landings before their scripts have run', () => {
  test('shows the city hero at once, hidden from assistive technology and inert', async ({ page }) => {
    // Scripts never arrive: what is on screen is index.html's own first paint.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`http://santander.localhost:${PORT}/`);
    const preview = page.locator('#root > [aria-hidden="true"]');
    await expect(preview).toContainText('Qué hacer en Santander');
    await expect(preview).toContainText('Agenda de Santander');
    await expect(preview.locator('section.isolate img')).toHaveJSProperty('complete', true);
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expectInert(page);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).not.toBe('');
  });

  test('the app takes over with the hero in the same place and size', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    const before = await heroBox(page);
    await page.unroute(/\/assets\/.*\.js$/);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Qué hacer en Bilbao' })).toBeVisible();
    await expect(page.locator('#root > [aria-hidden="true"]')).toHaveCount(0);
    expect(await heroBox(page)).toEqual(before);
  });

  test('a landing shows its own hero text, and the app takes over with the hero in place', async ({
    page,
  }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/musica');
    const preview = page.locator('#root > [aria-hidden="true"]');
    await expect(preview).toContainText('Música en directo en Bilbao');
    await expect(page.getByRole('heading')).toHaveCount(0);
    const before = await heroBox(page);
    await page.unroute(/\/assets\/.*\.js$/);
    await page.goto('/musica');
    await expect(page.getByRole('heading', { level: 1, name: 'Música en directo en Bilbao' })).toBeVisible();
    await expect(page.locator('#root > [aria-hidden="true"]')).toHaveCount(0);
    expect(await heroBox(page)).toEqual(before);
  });

  test('a landing on a phone shows the first result’s picture where its card puts it @phone-layout', async ({
    page,
  }) => {
    // A music event among the city's first rows (started long ago, on until today).
    const events = new TestEvents();
    try {
      await events.create({
        category_id: ['musica'],
        image_url: '/images/categories/musica.svg',
        start_date: '2020-01-01',
        end_date: await madridDay(0),
      });
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto('/musica');
      const preview = page.locator('#root > [aria-hidden="true"]');
      await expect(preview).toContainText('Cargando eventos...');
      const drawn = preview.locator('[data-skeleton="picture"] img').first();
      await expect(drawn).toHaveAttribute('src', /^data:image\/svg\+xml/);
      const src = await drawn.getAttribute('src');
      const before = await preview.locator('[data-skeleton="picture"]').first().boundingBox();
      await page.unroute(/\/assets\/.*\.js$/);
      await page.goto('/musica');
      const card = page.locator('#resultados article').first();
      await expect(card).toBeVisible();
      await expect(preview).toHaveCount(0);
      await expect(card.locator('img').first()).toHaveAttribute('src', src!);
      expect(await card.locator('.aspect-video').first().boundingBox()).toEqual(before);
    } finally {
      await events.cleanup();
    }
  });

  test('add-event and editorial show their heading block, and the app takes over with it in place', async ({
    page,
  }) => {
    for (const [path, heading] of [
      ['/add-event', 'Comparte tu evento'],
      ['/editorial', 'Guías y planes en Bilbao'],
    ] as const) {
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(path);
      const preview = page.locator('#root > [aria-hidden="true"]');
      const block = preview.getByText(heading, { exact: true });
      await expect(block).toBeVisible();
      await expect(page.getByRole('heading')).toHaveCount(0);
      await expectInert(page);
      const before = await block.boundingBox();
      await page.unroute(/\/assets\/.*\.js$/);
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1, name: heading });
      await expect(h1).toBeVisible();
      await expect(preview).toHaveCount(0);
      expect(await h1.boundingBox()).toEqual(before);
    }
  });

  test('pages that do not open with a text-only hero have no preview', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    for (const path of ['/fin-de-semana', '/account']) {
      await page.goto(path);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

test.describe('an event page before its scripts have run', () => {
  const events = new TestEvents();
  test.afterEach(() => events.cleanup());
  /** The app's scripts: the first paint draws the picture the page's HTML came with, without them. */
  const APP_SCRIPTS = /\/assets\/.*\.js$/;

  test('shows the event’s poster where the page puts it, never the category clip-art', async ({ page }) => {
    const { id, title } = await events.create({
      image_url: '/images/categories/teatro.svg',
      category_id: ['teatro'],
    });
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto(`/event/${id}`);
    const preview = page.locator('#root > [aria-hidden="true"]');
    await expect(preview.locator('main .aspect-video img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expectInert(page);
    const before = await preview.locator('main .aspect-video').boundingBox();
    await page.unroute(APP_SCRIPTS);
    await page.goto(`/event/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('#root > [aria-hidden="true"]')).toHaveCount(0);
    const picture = page.locator('article header > div').first();
    await expect(picture.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    expect(await picture.boundingBox()).toEqual(before);
  });
});
