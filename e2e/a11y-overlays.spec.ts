import { expect, test, type Page } from '@playwright/test';
import { createAccount, removeAccounts, signIn } from './support/accounts';
import { expectNoSeriousViolations, waitForSettledPage } from './support/axe';
import { TestEvents } from './support/event-fixtures';

/**
 * axe-core with the dialogs, sheets and popovers open (desktop and mobile projects): zero serious or
 * critical violations in the page as it is then.
 */
// axe on the whole home page (~100 cards) with an overlay open takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const events = new TestEvents();
const accounts: string[] = [];
test.afterEach(async () => {
  await events.cleanup();
  await removeAccounts(accounts);
});

/** The listing searched for one test event, so its card is on screen. */
async function openListingWithCard(page: Page): Promise<string> {
  const { title } = await events.create({ ticket_url: 'https://tickets.example/a11y', venue: 'Bilbo Kafe' });
  await page.goto(`/?tag=${encodeURIComponent(title)}`);
  // Up to 15 s, as for the listing's other first loads (a loaded 2-core machine took over 7 s).
  await expect(page.getByRole('article', { name: title }).first()).toBeVisible({ timeout: 15_000 });
  await waitForSettledPage(page);
  return title;
}

test('axe: the date popover open', async ({ page }) => {
  await page.goto('/');
  await waitForSettledPage(page);
  await page.getByRole('button', { name: 'Elegir fechas' }).first().click();
  const popover = page.getByRole('dialog', { name: 'Elegir fechas' });
  await expect(popover.getByRole('grid').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'date popover');
});

test('axe: the share menu open', async ({ page }) => {
  const title = await openListingWithCard(page);
  await page.getByRole('article', { name: title }).first().getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousViolations(page, 'share menu');
});

test('axe: the city switcher open', async ({ page }) => {
  await page.goto('/');
  await waitForSettledPage(page);
  await page.getByRole('button', { name: /Cambiar de ciudad/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logroño' })).toBeVisible();
  await expectNoSeriousViolations(page, 'city switcher');
});

test("axe: the login dialog opened by a guest's star", async ({ page }) => {
  const title = await openListingWithCard(page);
  await page
    .getByRole('article', { name: title })
    .first()
    .getByRole('button', { name: 'Guardar en favoritos' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Guarda tus favoritos' })).toBeVisible();
  await expectNoSeriousViolations(page, 'login dialog');
});

test('axe: the filter sheet open (mobile)', { tag: '@phone-layout' }, async ({ page }) => {
  await openListingWithCard(page);
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Filtros' }).getByRole('button', { name: /^Ver eventos/ }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'filter sheet');
});

test('axe: the mobile menu open (mobile)', { tag: '@phone-layout' }, async ({ page }) => {
  await page.goto('/');
  await waitForSettledPage(page);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
  await expectNoSeriousViolations(page, 'mobile menu');
});

test('axe: the account deletion dialog open', async ({ page }) => {
  const account = await createAccount('a11yd');
  accounts.push(account.id);
  await signIn(page, account.email, account.password);
  await page.goto('/account');
  await waitForSettledPage(page);
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' })).toBeVisible();
  await expectNoSeriousViolations(page, 'account deletion dialog');
});
