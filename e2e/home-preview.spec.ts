import { expect, test, type Page } from '@playwright/test';
import { TestEvents } from './support/event-fixtures';

const PORT = Number(process.env.E2E_APP_PORT ?? 4173);

/** The hero's box and the preview's state, read in the page. */
async function heroBox(page: Page) {
  const hero = page.locator('main section.isolate').first();
  await expect(hero).toBeVisible();
  return hero.boundingBox();
}

test.describe('the home page and landings before their scripts have run', () => {
  test('shows the city hero at once, hidden from assistive technology and without controls', async ({
    page,
  }) => {
    // Scripts never arrive: what is on screen is index.html's own preview.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`http://santander.localhost:${PORT}/`);
    const preview = page.locator('#root > [aria-hidden="true"]');
    await expect(preview).toContainText('Qué hacer en Santander');
    await expect(preview).toContainText('Agenda de Santander');
    await expect(preview.locator('img')).toHaveJSProperty('complete', true);
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(preview.locator('a, button, input, [tabindex]')).toHaveCount(0);
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
      await expect(preview.locator('a, button, input, [tabindex]')).toHaveCount(0);
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

  test('shows the event’s picture once index.html’s request answers, where the page puts it', async ({
    page,
  }) => {
    const { id, title } = await events.create({
      image_url: '/images/categories/teatro.svg',
      category_id: ['teatro'],
    });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`/event/${id}`);
    const preview = page.locator('#root > [aria-hidden="true"]');
    await expect(preview.locator('img')).toHaveAttribute('src', '/images/categories/teatro.svg');
    await expect(preview.locator('a, button, input, [tabindex]')).toHaveCount(0);
    const box = preview.locator('article header > div').first();
    await expect(box).toBeVisible();
    const before = await box.boundingBox();
    await page.unroute(/\/assets\/.*\.js$/);
    await page.goto(`/event/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('#root > [aria-hidden="true"]')).toHaveCount(0);
    expect(await page.locator('article header > div').first().boundingBox()).toEqual(before);
  });

  test('asks for the picture before the app’s scripts, and the app still comes when it never loads', async ({
    page,
  }) => {
    const { id, title } = await events.create({
      image_url: '/images/categories/cine.svg',
      category_id: ['cine'],
    });
    const order: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/images/categories/cine.svg' || /^\/assets\/.*\.js$/.test(path)) order.push(path);
    });
    await page.goto(`/event/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(order[0]).toBe('/images/categories/cine.svg');
    expect(order.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(0);

    // A picture that never answers holds the scripts back only briefly.
    await page.route('**/images/categories/cine.svg', () => {});
    // Not to 'load': a picture that never answers holds the load event back for good.
    await page.goto(`/event/${id}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
