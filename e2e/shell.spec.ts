import { expect, test } from '@playwright/test';

const PORT = Number(process.env.E2E_APP_PORT ?? 4173);

test.describe('the shell of every page', () => {
  test('Bilbao is the default city, with its name, colours and metadata', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Qué hacer en Bilbao' })).toBeVisible();
    await expect(page).toHaveTitle(/Bilbao/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`bilbao\\.localhost:${PORT}/$`),
    );
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).not.toBe('');
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Agenda Norte Bilbao`,
    );
  });

  test('San Sebastián on its own sub-domain has its own name, colours and metadata', async ({ page }) => {
    await page.goto('/');
    const bilbaoPrimary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    await page.goto(`http://sansebastian.localhost:${PORT}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Qué hacer en San Sebastián' })).toBeVisible();
    await expect(page).toHaveTitle(/San Sebastián/);
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /San Sebastián/);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).not.toBe(bilbaoPrimary);
  });

  test('an unknown route shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/esto-no-existe');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the city switcher links every city to its sub-domain root', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('link', { name: 'Pamplona' })).toHaveAttribute(
        'href',
        `http://pamplona.localhost:${PORT}`,
      );
      await dialog.getByRole('link', { name: 'Logroño' }).click();
    } else {
      await page.getByRole('button', { name: /Cambiar de ciudad/ }).click();
      await page.getByRole('menuitem', { name: 'Logroño' }).click();
    }
    await expect(page).toHaveURL(`http://logronio.localhost:${PORT}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Qué hacer en Logroño' })).toBeVisible();
  });

  test('the footer copies the contact e-mail and says ¡Copiado! for 1.5 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const button = page.getByRole('button', { name: /Copiar el email de contacto/ });
    const email = (await button.textContent())?.trim() ?? '';
    await button.click();
    await expect(button).toHaveText('¡Copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);
    await expect(button).toHaveText(email, { timeout: 3000 });
  });
});
