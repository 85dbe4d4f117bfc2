import { expect, test, type Page } from '@playwright/test';
import { waitForSettledPage } from './support/axe';
import { expectVisibleFocus, tabTo } from './support/keyboard';
import { TestEvents } from './support/event-fixtures';

/**
 * The home page with the keyboard alone: Tab reaches the search, the date filter, the filters, the sort,
 * a card's title and the pagination (the phone layout has the floating 'Filtros' button and reveals
 * cards instead of paginating), Enter and Space operate them, and :focus-visible draws an indicator.
 * Dialogs, sheets and popovers are in keyboard-overlays.spec.ts.
 */
test.describe.configure({ timeout: 60_000 });

const backend = () => import('./support/backend');
const events = new TestEvents();
let created: string[] = [];
test.afterEach(async () => {
  await events.cleanup();
  await (await backend()).deleteEvents(created.splice(0));
});

/** 12 events sharing one tag (two pages of 9 on desktop); the listing opened searched for it. */
async function openTaggedListing(page: Page): Promise<void> {
  const { insertEvents, madridDayOffset, uniqueTag } = await backend();
  const tag = uniqueTag('kbd');
  created = await insertEvents(
    Array.from({ length: 12 }, (_, i) => ({
      title: `Teclado ${tag} ${String(i + 1).padStart(2, '0')}`,
      town: 'Bilbao',
      start_date: madridDayOffset(20),
      category_id: ['musica'],
    })),
  );
  await page.goto(`/?tag=${encodeURIComponent(tag)}`);
  const results = page.getByRole('region', { name: 'Eventos en Bilbao' });
  await expect(results.getByText('12 eventos encontrados')).toBeVisible({ timeout: 15_000 });
}

test('Tab reaches every control of the home page and Enter or Space operates it', async ({
  page,
  context,
  isMobile,
}) => {
  // ~250 Tab presses through the hero, the highlight rows and the sidebar: slow on a busy machine.
  test.setTimeout(180_000);
  await openTaggedListing(page);
  const search = page.getByRole('search');
  const results = page.getByRole('region', { name: 'Eventos en Bilbao' });

  // Search: a text box reached with Tab; Enter submits it (jumps to the results).
  const searchBox = search.getByRole('searchbox', { name: 'Buscar eventos en Bilbao' });
  await tabTo(page, searchBox);
  await expectVisibleFocus(searchBox);
  await page.keyboard.press('Enter');

  // Date filter: Enter opens the popover, Escape closes it and gives the focus back.
  const dates = search.getByRole('button', { name: 'Elegir fechas' });
  await tabTo(page, dates);
  await expectVisibleFocus(dates);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Elegir fechas' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Elegir fechas' })).toBeHidden();
  await expect(dates).toBeFocused();

  if (!isMobile) {
    // Filters (the sidebar): Space toggles a category chip.
    const music = page
      .getByRole('complementary', { name: /Filtros/ })
      .getByRole('button', { name: 'Música', exact: true });
    await tabTo(page, music);
    await expectVisibleFocus(music);
    await page.keyboard.press('Space');
    await expect(music).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Quitar filtro: Música' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(music).toHaveAttribute('aria-pressed', 'false');
  }

  // Sort: a native select; the arrow keys change it.
  const sort = results.getByRole('combobox', { name: 'Ordenar por' });
  await tabTo(page, sort);
  await expectVisibleFocus(sort);
  const before = await sort.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(sort).not.toHaveValue(before);

  // A card's title: Enter opens the event page (in a new tab).
  const title = results.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link');
  await tabTo(page, title);
  await expectVisibleFocus(title);
  const [eventTab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect(eventTab).toHaveURL(/\/event\//);
  await eventTab.close();

  if (!isMobile) {
    // Pagination: Enter on 'Página 2'.
    const pager = results.getByRole('navigation', { name: 'Paginación' });
    const second = pager.getByRole('button', { name: 'Página 2' });
    await tabTo(page, second);
    await expectVisibleFocus(second);
    await page.keyboard.press('Enter');
    await expect(pager.getByText('Página 2 de 2')).toBeVisible();
  } else {
    // Phones: the floating 'Filtros' button opens the sheet with Enter.
    const filters = page.getByRole('button', { name: /^Filtros/ });
    await tabTo(page, filters);
    await expectVisibleFocus(filters);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
    // Space on a chip inside the sheet.
    const music = page
      .getByRole('dialog', { name: 'Filtros' })
      .getByRole('button', { name: 'Música', exact: true });
    await tabTo(page, music, 40);
    await page.keyboard.press('Space');
    await expect(music).toHaveAttribute('aria-pressed', 'true');
  }
});

test('the skip link is the first stop and moves to the content', async ({ page }) => {
  await page.goto('/');
  // Once the app has replaced the inert first paint, whose links take no focus.
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expectVisibleFocus(skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#contenido$/);
});

test('the sign-in form: fields and button show the focus, Enter signs in (demo account)', async ({
  page,
}) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  const email = form.getByLabel('Email');
  await tabTo(page, email, 60);
  await expectVisibleFocus(email);
  await page.keyboard.type('ane@demo.agendanorte.es');
  const password = form.getByLabel('Contraseña', { exact: true });
  await tabTo(page, password, 5);
  await expectVisibleFocus(password);
  await page.keyboard.type('agenda-demo');
  const submit = form.getByRole('button', { name: 'Iniciar sesión' });
  await tabTo(page, submit, 10);
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
});

test('images have Spanish alt text, decorative ones alt=""', async ({ page }) => {
  const { id } = await events.create({ image_url: 'https://images.unsplash.com/photo-1' });
  for (const path of ['/', `/event/${id}`, '/musica', '/conciertos-hoy', '/editorial', '/editorial/1']) {
    await page.goto(path);
    await waitForSettledPage(page);
    const images = await page
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.map((img) => ({ src: img.getAttribute('src'), alt: img.getAttribute('alt') })),
      );
    expect(images.length, `${path} has images`).toBeGreaterThan(0);
    const withoutAlt = images.filter((img) => img.alt === null);
    expect(withoutAlt, `${path}: <img> without alt`).toEqual([]);
    // No English or file-name placeholders.
    const placeholders = images.filter((img) =>
      /^(image|img|photo|picture|banner|hero|logo|untitled)$|\.(jpe?g|png|svg|webp)$/i.test(img.alt ?? ''),
    );
    expect(placeholders, `${path}: placeholder alt texts`).toEqual([]);
  }
});
