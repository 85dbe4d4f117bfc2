import { expect, test, type Page } from '@playwright/test';
import { USER_AGENTS } from '../src/features/in-app-browser/domain/user-agents.fixture';

const MESSAGE = 'Para una mejor experiencia, abre en tu navegador';

const banner = (page: Page) => page.getByRole('region', { name: 'Abrir en el navegador' });

test.describe('in an ordinary browser', () => {
  test('there is no banner', async ({ page }) => {
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
  });
});

test.describe('inside Instagram on Android', () => {
  test.use({ userAgent: USER_AGENTS.instagramAndroid });

  test('the banner offers to open the page in Chrome and pushes the page down 40 px', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/contacto');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByText(MESSAGE)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Abrir en Chrome' })).toHaveAttribute(
      'href',
      `intent://${new URL(baseURL ?? '').host}/contacto#Intent;scheme=http;package=com.android.chrome;end`,
    );
    const box = await banner(page).boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(40);
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.y).toBe(40);
  });

  test('the helper offers Chrome, the system browser and a copy-link button', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/contacto');
    await banner(page).getByRole('button', { name: MESSAGE }).click();
    const dialog = page.getByRole('dialog', { name: 'Abre la web en tu navegador' });
    await expect(dialog.getByRole('link', { name: 'Abrir en el navegador del sistema' })).toHaveAttribute(
      'href',
      `intent://${new URL(baseURL ?? '').host}/contacto#Intent;scheme=http;end`,
    );
    await dialog.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(dialog.getByText('Enlace copiado')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/contacto`);
    await expect(dialog.getByText('Copiar enlace')).toBeVisible({ timeout: 3500 });
  });

  test("'Copiar' copies the address and says ¡Copiado! for 2 s", async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/terminos');
    await banner(page).getByRole('button', { name: 'Copiar' }).click();
    await expect(banner(page).getByText('¡Copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/terminos`);
    await expect(banner(page).getByText('¡Copiado!')).toBeHidden({ timeout: 3500 });
  });
});

test.describe('inside Instagram on iOS', () => {
  test.use({ userAgent: USER_AGENTS.instagramIos });

  test("'Abrir' explains how to open the page in Safari or Chrome", async ({ page }) => {
    await page.goto('/editorial');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Abrir en Chrome' })).toHaveCount(0);
    await banner(page).getByRole('button', { name: 'Abrir', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Abre la web en tu navegador' });
    await expect(dialog.getByRole('heading', { name: 'En Safari' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'En Chrome' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar instrucciones' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('closing the banner', () => {
  for (const [name, userAgent] of [
    ['Android', USER_AGENTS.instagramAndroid],
    ['iOS', USER_AGENTS.instagramIos],
  ] as const) {
    test(`lasts for the session only (${name})`, async ({ browser, baseURL }) => {
      const first = await browser.newContext({ userAgent });
      const page = await first.newPage();
      await page.goto(`${baseURL}/contacto`);
      await banner(page).getByRole('button', { name: 'Cerrar' }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('instagram-banner-dismissed'))).toBe('true');

      // Same session: a reload and another page keep it closed.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      await page.goto(`${baseURL}/terminos`);
      await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      await first.close();

      // A new session shows it again.
      const second = await browser.newContext({ userAgent });
      const fresh = await second.newPage();
      await fresh.goto(`${baseURL}/contacto`);
      await expect(banner(fresh)).toBeVisible();
      await second.close();
    });
  }
});
