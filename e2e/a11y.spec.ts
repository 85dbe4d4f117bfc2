import { expect, test } from '@playwright/test';
import { createAccount, removeAccounts, signIn } from './support/accounts';
import { expectNoSeriousViolations, waitForSettledPage } from './support/axe';
import { TestEvents } from './support/event-fixtures';

/**
 * axe-core (WCAG 2.0/2.1 A and AA + best practices) on every route, at the desktop and the mobile
 * size (the two projects): zero serious or critical violations. Open dialogs, sheets and popovers are
 * in a11y-overlays.spec.ts.
 */
// axe on a listing of 50 cards takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

const PUBLIC_ROUTES = [
  '/',
  '/musica',
  '/fiestas',
  '/tardeos',
  '/gastronomia',
  '/familia',
  '/cultura',
  '/casco-viejo',
  '/fin-de-semana',
  '/sabado',
  '/conciertos-hoy',
  '/editorial',
  '/editorial/1',
  '/contacto',
  '/terminos',
  '/add-event',
  '/auth',
  '/ranking',
  // The deletion link's page: it asks first, so an unknown token shows the question.
  '/confirmar-baja?token=a11y',
  '/confirmar-baja',
  '/esta-pagina-no-existe',
];

for (const path of PUBLIC_ROUTES) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForSettledPage(page);
    await expectNoSeriousViolations(page, path);
  });
}

test.describe('with data or a session', () => {
  const events = new TestEvents();
  const accounts: string[] = [];
  test.afterEach(async () => {
    await events.cleanup();
    await removeAccounts(accounts);
  });

  test('axe: an event page', async ({ page }) => {
    const { id, title } = await events.create({
      description: '<p>Una noche de jazz en directo con músicos locales.</p>',
      venue: 'Bilbo Kafe',
      start_time: '20:00:00',
      price: 12,
      ticket_url: 'https://tickets.example/jazz',
      address: 'Calle Ledesma 10, Bilbao',
      organizer: 'Bilbo Kafe',
      tags: ['jazz', 'directo'],
    });
    await page.goto(`/event/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await waitForSettledPage(page);
    await expectNoSeriousViolations(page, '/event/:id');
  });

  for (const path of ['/account', '/points', '/ranking']) {
    test(`axe: ${path} signed in`, async ({ page }) => {
      const account = await createAccount('a11y');
      accounts.push(account.id);
      await signIn(page, account.email, account.password);
      await page.goto(path);
      await waitForSettledPage(page);
      await expectNoSeriousViolations(page, `${path} (signed in)`);
    });
  }

  test('axe: /moderacion as the demo moderator', async ({ page }) => {
    await signIn(page, 'moderadora@demo.agendanorte.es', 'agenda-demo');
    await page.goto('/moderacion');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderación de eventos' })).toBeVisible();
    await waitForSettledPage(page);
    await expectNoSeriousViolations(page, '/moderacion');
  });
});
