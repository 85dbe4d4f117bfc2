import { expect, test, type Page } from '@playwright/test';
import { addFavorites, createAccount, removeAccounts, signIn } from './support/accounts';

/**
 * The installed app without a connection: after a visit, the service worker (src/build/service-worker.ts)
 * opens the app, the last listing and the favourites offline, and the page says 'Sin conexión'. The
 * rest of the suite blocks service workers (playwright.config.ts); these tests let them run. Every
 * test has a fresh browser context, so no worker or cache outlives its test.
 */
test.use({ serviceWorkers: 'allow' });

const backend = () => import('./support/backend');
const events: string[] = [];
const users: string[] = [];

test.afterEach(async () => {
  const { deleteEvents } = await backend();
  await deleteEvents(events.splice(0));
  await removeAccounts(users);
});

async function makeEvent(prefix: string): Promise<{ tag: string; title: string; id: string }> {
  const { insertEvents, madridDayOffset, uniqueTag } = await backend();
  const tag = uniqueTag(prefix);
  const title = `Sin red ${tag}`;
  const [id] = await insertEvents([
    { title, town: 'Bilbao', start_date: madridDayOffset(5), category_id: ['musica'], tags: [tag] },
  ]);
  events.push(id!);
  return { tag, title, id: id! };
}

/**
 * Waits until the worker controls the page, then loads the page again: the worker keeps what the page
 * asks from then on (on the very first load the page's requests went straight to the network).
 */
async function visitUnderWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
}

const offlineStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'Sin conexión' });

test('after a visit, the listing opens offline with its events and says "Sin conexión"', async ({
  page,
  context,
}) => {
  const { tag, title } = await makeEvent('offline');
  await page.goto(`/?tag=${tag}`);
  await visitUnderWorker(page);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(offlineStatus(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineStatus(page)).toBeVisible();
  await expect(card).toBeVisible({ timeout: 15_000 });

  // Back online, the notice goes.
  await context.setOffline(false);
  await expect(offlineStatus(page)).toHaveCount(0);
});

test('the favourites page stays readable offline', async ({ page, context }) => {
  const user = await createAccount('offline');
  users.push(user.id);
  const { title, id } = await makeEvent('offfav');
  await addFavorites(user.id, [id]);
  await signIn(page, user.email, user.password);
  await page.goto('/account?tab=favorites');
  await visitUnderWorker(page);
  const favourite = page.getByRole('link', { name: title, exact: true });
  await expect(favourite).toBeVisible({ timeout: 15_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(offlineStatus(page)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Favoritos' })).toHaveAttribute('aria-selected', 'true');
  await expect(favourite).toBeVisible({ timeout: 15_000 });
});

test("each city's page links its own manifest, with the city's name, colour and icons", async ({ page }) => {
  const port = process.env.E2E_APP_PORT ?? '4173';
  await page.goto(`http://santander.localhost:${port}/`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest-santander.webmanifest',
  );
  // Fetched by the page: only the browser resolves <city>.localhost.
  const { manifest, iconTypes } = await page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
    const manifest = (await (await fetch(href)).json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    const iconTypes = await Promise.all(
      manifest.icons.map(async (icon) => (await fetch(icon.src)).headers.get('content-type')),
    );
    return { manifest, iconTypes };
  });
  expect(manifest).toMatchObject({
    name: 'Agenda Norte Santander',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0d47a1',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  expect(iconTypes).toEqual(['image/png', 'image/png', 'image/png']);
});
