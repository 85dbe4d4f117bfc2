import { expect, test, type Page } from '@playwright/test';
import {
  addFavorites,
  countRows,
  createAccount,
  deletionToken,
  openAccountMenu,
  PASSWORD,
  removeAccounts,
  signIn,
  signOut,
  userIdByEmail,
} from './support/accounts';

/** Accounts against the built app and the local stack. Every test makes its own users and events. */
const backend = () => import('./support/backend');
const users: string[] = [];
const events: string[] = [];

test.afterEach(async () => {
  await removeAccounts(users);
  if (events.length > 0) await (await backend()).deleteEvents(events.splice(0));
});

async function account(prefix: string) {
  const created = await createAccount(prefix);
  users.push(created.id);
  return created;
}

/** `count` Bilbao events 20 days ahead whose titles share one tag (so `/?tag=` lists exactly them). */
async function makeEvents(count: number): Promise<{ tag: string; titles: string[]; ids: string[] }> {
  const { insertEvents, madridDayOffset, uniqueTag } = await backend();
  const tag = uniqueTag('fav');
  const titles = Array.from({ length: count }, (_, i) => `Concierto ${tag} número ${i + 1}`);
  const ids = await insertEvents(
    titles.map((title) => ({
      title,
      town: 'Bilbao',
      start_date: madridDayOffset(20),
      category_id: ['musica'],
    })),
  );
  events.push(...ids);
  return { tag, titles, ids };
}

const star = (page: Page, title: string) =>
  page.getByRole('article', { name: title }).first().getByRole('button', { name: 'Guardar en favoritos' });

/** The star saves through one call: save_favorite() inserts the row and gives its point. */
const favoriteInsert = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('/rest/v1/rpc/save_favorite') && r.request().method() === 'POST',
  );

async function totalPoints(page: Page): Promise<void> {
  await page.goto('/points');
  await expect(page.getByRole('heading', { name: 'Mis puntos' })).toBeVisible();
}

test.describe('accounts', () => {
  // Every test signs in, and several wait on edge functions and realtime: more time than a page check.
  test.describe.configure({ timeout: 90_000 });

  test('sign-up on /auth signs in (auto-confirm) and shows the 35 registration points', async ({
    page,
    isMobile,
  }) => {
    const { uniqueTag } = await backend();
    const email = `${uniqueTag('alta')}@example.com`;
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const form = page.getByRole('form', { name: 'Crear cuenta' });
    await form.getByLabel('Nombre completo').fill('Ane Prueba');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirmar contraseña').fill('otra-clave');
    await form.getByRole('checkbox', { name: /condiciones de uso/ }).check();
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(form.getByRole('alert')).toHaveText('Las contraseñas no coinciden');

    await form.getByLabel('Confirmar contraseña').fill(PASSWORD);
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Tu cuenta ha sido creada y ya has iniciado sesión.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const id = await userIdByEmail(email);
    if (id) users.push(id);

    if (!isMobile) {
      await expect(page.getByRole('button', { name: /Menú de usuario/ })).toHaveText(
        email.slice(0, 2).toUpperCase(),
      );
    }
    await openAccountMenu(page, isMobile);
    if (isMobile) {
      for (const name of ['Inicio', 'Mi cuenta', 'Mis puntos', 'Ranking'])
        await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
      await page.getByRole('link', { name: 'Mis puntos' }).click();
    } else {
      await page.getByRole('menuitem', { name: 'Mis puntos' }).click();
    }
    await expect(page).toHaveURL(/\/points$/);
    await expect(page.getByText('35 puntos', { exact: true })).toBeVisible();
    await expect(page.getByText('Registro en Agenda Norte')).toBeVisible();
  });

  test('six favourites in a day: five points, the sixth saved without a point', async ({ page }) => {
    const user = await account('fav6');
    const { tag, titles } = await makeEvents(6);
    await signIn(page, user.email, user.password);
    await page.goto(`/?tag=${encodeURIComponent(tag)}`);
    for (const [index, title] of titles.entries()) {
      const saved = favoriteInsert(page);
      // The keyboard (also what keyboard users do): the previous toast may sit over the next card.
      await star(page, title).press('Enter');
      await saved;
      await expect(star(page, title)).toHaveAttribute('aria-pressed', 'true');
      const toastTitle = index < 5 ? '¡Punto ganado!' : 'Favorito guardado';
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: toastTitle }).first()).toBeVisible();
    }
    expect(await countRows('user_favorites', user.id)).toBe(6);
    await totalPoints(page);
    await expect(page.getByText('40 puntos', { exact: true })).toBeVisible();
    const movements = page.getByRole('list', { name: 'Movimientos de puntos' });
    await expect(movements.getByRole('listitem')).toHaveCount(6);
    // A saved event's movement names it.
    await expect(movements.getByText(titles[0]!, { exact: true })).toBeVisible();
  });

  test("a removed favourite comes back with 'Deshacer'; expired ones are struck through", async ({
    page,
  }) => {
    const user = await account('undo');
    const { titles, ids } = await makeEvents(1);
    const { insertEvents, madridDayOffset } = await backend();
    const [pastId] = await insertEvents([
      {
        title: `Pasado ${titles[0]}`,
        town: 'Bilbao',
        start_date: madridDayOffset(-10),
        end_date: madridDayOffset(-9),
      },
    ]);
    events.push(pastId!);
    await addFavorites(user.id, [...ids, pastId!]);
    await signIn(page, user.email, user.password);
    await page.goto('/account?tab=favorites');
    await expect(page.getByRole('tab', { name: 'Favoritos' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: `Pasado ${titles[0]}` })).toHaveClass(/line-through/);
    await expect(page.getByText('Expirado')).toBeVisible();
    await page.getByRole('switch', { name: 'Solo eventos activos' }).click();
    await expect(page.getByRole('link', { name: `Pasado ${titles[0]}` })).toBeHidden();

    await page.getByRole('button', { name: `Quitar ${titles[0]} de favoritos` }).click();
    await expect(page.getByText('El evento ha sido removido de tus favoritos')).toBeVisible();
    await expect(page.getByRole('link', { name: titles[0]!, exact: true })).toBeHidden();
    await expect.poll(() => countRows('user_favorites', user.id)).toBe(1);
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(page.getByRole('link', { name: titles[0]!, exact: true })).toBeVisible();
    await expect.poll(() => countRows('user_favorites', user.id)).toBe(2);
  });

  test("a guest's star opens the dialog; after login the event is saved", async ({ page }) => {
    const user = await account('guest');
    const { tag, titles, ids } = await makeEvents(1);
    await page.goto(`/?tag=${encodeURIComponent(tag)}`);
    await star(page, titles[0]!).click();
    const dialog = page.getByRole('dialog', { name: 'Guarda tus favoritos' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('tab', { name: 'Crear cuenta' })).toBeVisible();
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Contraseña', { exact: true }).fill('mala-clave');
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Error al iniciar sesión' }),
    ).toBeVisible();
    await dialog.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('✨ ¡Bienvenida de vuelta!')).toBeVisible();
    await expect(star(page, titles[0]!)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('¡Punto ganado!')).toBeVisible();
    const { admin } = await backend();
    const { data } = await admin.from('user_favorites').select('event_id').eq('user_id', user.id);
    expect(data).toEqual([{ event_id: ids[0] }]);
  });

  test('a changed password is the one that works next time', async ({ page, isMobile }) => {
    const user = await account('pwd');
    await signIn(page, user.email, user.password);
    await page.goto('/account');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
    await expect(page.getByText('El email no se puede cambiar')).toBeVisible();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('clave-nueva-2');
    await page.getByLabel('Confirmar nueva contraseña').fill('clave-nueva-2');
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(page.getByText('Contraseña actualizada')).toBeVisible();
    await signOut(page, isMobile);
    await expect(page).toHaveURL(/\/auth$/);

    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Credenciales inválidas. Verifica tu email y contraseña.')).toBeVisible();
    await signIn(page, user.email, 'clave-nueva-2');
  });

  test('newsletter preferences (with the e-mail in Basque) are saved and give 15 points once', async ({ page }) => {
    const user = await account('news');
    await signIn(page, user.email, user.password);
    await page.goto('/account?tab=newsletter');
    await page.getByRole('switch', { name: 'Quiero recibir la newsletter' }).click();
    await page.getByRole('radio', { name: 'Quincenal' }).check();
    await page.getByRole('checkbox', { name: /Música/ }).check();
    await page.getByRole('checkbox', { name: 'Getxo' }).check();
    await page.getByRole('radio', { name: 'Euskara' }).check();
    await page.getByRole('button', { name: 'Guardar preferencias' }).click();
    await expect(page.getByText('Preferencias actualizadas')).toBeVisible();
    await expect(page.getByText('¡Puntos ganados!')).toBeVisible();

    const { admin } = await backend();
    const { data } = await admin
      .from('newsletter_preferences')
      .select('frequency, selected_categories, selected_locations, is_subscribed, language')
      .eq('user_id', user.id)
      .single();
    expect(data).toEqual({
      frequency: 'biweekly',
      selected_categories: ['musica'],
      selected_locations: ['Getxo'],
      is_subscribed: true,
      language: 'eu',
    });

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Quincenal' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Euskara' })).toBeChecked();
    await page.getByRole('button', { name: 'Guardar preferencias' }).click();
    await expect(page.getByText('Preferencias actualizadas').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Puntos' }).click();
    await expect(page.getByText('50 puntos', { exact: true })).toBeVisible();
    await expect(page.getByText('¡Puntos ganados!')).toHaveCount(0);
  });

  test('the ranking shows the signed-in user, all-time and monthly', async ({ page }) => {
    const user = await account('rank');
    await signIn(page, user.email, user.password);
    await page.goto('/ranking');
    for (const [tab, caption] of [
      ['Histórico', 'Ranking histórico'],
      ['Este mes', 'Ranking de este mes'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      const table = page.getByRole('table', { name: caption });
      const mine = table.locator('tr[aria-current="true"]');
      await expect(mine).toHaveCount(1);
      await expect(mine).toContainText(user.fullName);
      await expect(mine).toContainText('35');
      expect(await table.locator('tbody').first().locator('tr').count()).toBeLessThanOrEqual(10);
    }
  });

  test("the deletion e-mail's link deletes the account and its data", async ({ page }) => {
    const user = await account('baja');
    const { ids } = await makeEvents(1);
    await addFavorites(user.id, ids);
    await signIn(page, user.email, user.password);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar tu cuenta?' })
      .getByRole('button', { name: 'Enviar email de confirmación' })
      .click();
    await expect(page.getByText('Email de confirmación enviado')).toBeVisible();
    expect(await countRows('user_points', user.id)).toBe(1);

    const token = await deletionToken(user.email);
    await page.goto(`/confirmar-baja?token=${encodeURIComponent(token)}`);
    // Opening the link (as a mail scanner would) deletes nothing: the owner confirms on the page.
    await expect(page.getByRole('heading', { name: 'Confirma la baja de tu cuenta' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Confirma la baja de tu cuenta' })).toBeVisible();
    expect(await countRows('user_points', user.id)).toBe(1);
    await page.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
    await expect(page.getByRole('heading', { name: 'Tu cuenta ha sido eliminada' })).toBeVisible();
    for (const table of [
      'user_favorites',
      'user_points',
      'point_transactions',
      'profiles',
      'newsletter_preferences',
    ]) {
      expect(await countRows(table, user.id), table).toBe(0);
    }
    await page.reload();
    await page.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
    await expect(page.getByRole('alert')).toHaveText('El enlace no es válido o ya se ha usado.');

    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Credenciales inválidas. Verifica tu email y contraseña.')).toBeVisible();
  });

  test('two tabs share one session', async ({ context, isMobile }) => {
    const user = await account('tabs');
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto('/ranking');
    await signIn(first, user.email, user.password);
    await second.goto('/account');
    await expect(second.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
    await expect(second.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);

    await first.goto('/ranking');
    await signOut(first, isMobile);
    await expect(second).toHaveURL(/\/auth$/);
  });

  test('anonymous visitors: the trust banner stays dismissed; the teaser comes after 25 s and closes', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/contacto');
    const banner = page.getByRole('region', { name: 'Sobre Agenda Norte' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(banner).toBeHidden();

    const teaser = page.getByRole('dialog', { name: 'Logros por desbloquear' });
    await expect(teaser).toBeHidden();
    await page.clock.runFor(25_000);
    await expect(teaser).toBeVisible();
    await expect(teaser).toContainText('+35 puntos');
    await teaser.getByRole('button', { name: 'Cerrar' }).click();
    await expect(teaser).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('anonymous visitors are sent to /auth from /account and /points', async ({ page }) => {
    for (const path of ['/account', '/points']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    }
  });
});
