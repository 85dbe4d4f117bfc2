import { expect, test, type Locator, type Page } from '@playwright/test';
import { USER_AGENTS } from '../src/features/in-app-browser/domain/user-agents.fixture';
import { TestEvents } from './support/event-fixtures';

/**
 * Phone first, at 390×844: what a visitor arriving from Instagram sees before scrolling. The phone
 * tests carry @phone-layout (the desktop project leaves them out); the desktop sidebar's date picker
 * has its own viewport.
 */

const PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const CITIES = ['bilbao', 'sansebastian', 'pamplona', 'vitoria', 'santander', 'logronio'] as const;

const events = new TestEvents();
test.afterEach(async () => events.cleanup());

/** Whether an element's whole box is inside the window. */
async function fullyOnScreen(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  });
}

/** How many event cards of the page are wholly inside the first screen. */
function cardsOnFirstScreen(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('main article')].filter((el) => {
        const r = el.getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
      }).length,
  );
}

/** Whether the element at the middle of the box is the element itself (nothing covers it). */
function notCovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const firstCardTitle = (page: Page) => page.locator('main article h3 a').first();

/** A phone's own browser, and Instagram's (its open-in-browser line above the header). */
const BROWSERS = [
  ['a phone browser', undefined],
  ['Instagram', USER_AGENTS.instagramIos],
] as const;

for (const [browser, userAgent] of BROWSERS) {
  test.describe(`the home page’s first screen in ${browser} @phone-layout`, () => {
    test.use({ ...PHONE, userAgent });

    for (const city of CITIES) {
      test(`${city}: a whole event card before any scrolling`, async ({ page }) => {
        await page.goto(`http://${city}.localhost:${PORT}/`);
        await expect(page.getByRole('heading', { level: 1, name: /^Qué hacer en / })).toBeVisible({
          timeout: 15_000,
        });
        // Everything above the first row has arrived: the banners (the trust banner waits for the
        // session check), the counters (for the whole list) and the first row's cards.
        if (userAgent) {
          // Inside Instagram the open-in-browser line is the one slim banner, not a fourth strip.
          const inApp = page.getByRole('region', { name: 'Abrir en el navegador' });
          await expect(inApp).toBeVisible();
          expect((await inApp.boundingBox())?.height).toBe(40);
          await expect(page.getByRole('region', { name: 'Sobre Agenda Norte' })).toHaveCount(0);
        } else {
          await expect(page.getByRole('region', { name: 'Sobre Agenda Norte' })).toBeVisible();
        }
        await expect(page.getByRole('list', { name: 'Eventos en cifras' }).getByRole('button')).toHaveCount(
          4,
          {
            timeout: 15_000,
          },
        );
        await expect(firstCardTitle(page)).toBeVisible({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        // Nothing wider than the phone: a wider page would be zoomed out to fit.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
        expect(await cardsOnFirstScreen(page)).toBeGreaterThan(0);
        // The strip's way down to the events is still there.
        await expect(page.getByRole('button', { name: 'Ir a los eventos' })).toBeVisible();
      });
    }
  });
}

test.describe('the home page’s hero @phone-layout', () => {
  test.use(PHONE);

  test('the four counters keep their numbers on one line, though "este fin de semana" wraps', async ({
    page,
  }) => {
    await page.goto('/');
    const counters = page.getByRole('list', { name: 'Eventos en cifras' }).getByRole('button');
    await expect(counters).toHaveCount(4, { timeout: 15_000 });
    const numberTops = await counters.evaluateAll((buttons) =>
      buttons.map((b) => Math.round(b.firstElementChild!.getBoundingClientRect().top)),
    );
    expect(new Set(numberTops).size).toBe(1);
    const weekendLabel = counters.nth(2).locator('span').nth(1);
    await expect(weekendLabel).toHaveText('este fin de semana');
    // Each label stays inside its tile.
    for (let i = 0; i < 4; i++) {
      const tile = await counters.nth(i).boundingBox();
      const label = await counters.nth(i).locator('span').nth(1).boundingBox();
      expect(label!.y + label!.height).toBeLessThanOrEqual(tile!.y + tile!.height);
    }
  });

  test('/conciertos-hoy opens with a compact hero, not a mostly empty screen', async ({ page }) => {
    await page.goto('/conciertos-hoy');
    const title = page.locator('#city-hero-title');
    await expect(title).toBeVisible();
    const hero = (await page.locator('section[aria-labelledby="city-hero-title"]').boundingBox())!;
    expect(hero.height).toBeLessThanOrEqual(300);
  });
});

for (const [browser, userAgent] of BROWSERS) {
  test.describe(`the event page on a phone in ${browser} @phone-layout`, () => {
    test.use({ ...PHONE, userAgent });

    test("'Detalles' (date, time, place, price) is in the first screen, before the description", async ({
      page,
    }) => {
      const { id, title } = await events.create({
        venue: 'Teatro Arriaga',
        neighborhood: 'Casco Viejo',
        address: 'Plaza Arriaga, 1',
        start_time: '20:00',
        end_time: '22:00',
        price: 18,
        is_free: false,
        description: 'Una descripción larga del concierto. '.repeat(20),
        como_llegar: 'Metro Zazpikaleak.',
      });
      await page.goto(`/event/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Inside Instagram its open-in-browser line (40 px) sits above the header: measured with it.
      if (userAgent) await expect(page.getByRole('region', { name: 'Abrir en el navegador' })).toBeVisible();
      const details = page.getByRole('region', { name: 'Detalles' });
      await expect(details).toContainText('20:00');
      for (const term of ['Fecha y hora', 'Lugar', 'Precio']) {
        const row = details.locator('dl > div').filter({ has: page.getByText(term, { exact: true }) });
        expect(await fullyOnScreen(row), `${term} in the first screen`).toBe(true);
      }
      await expect(details.locator('dl')).toContainText('18');
      const detailsTop = (await details.boundingBox())!.y;
      const howToGet = page.getByRole('heading', { name: 'Cómo llegar' });
      expect((await howToGet.boundingBox())!.y).toBeGreaterThan(detailsTop);
    });
  });
}

test.describe('the event page on a phone @phone-layout', () => {
  test.use(PHONE);

  test("'Compartir' opens the system share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    const { id, title } = await events.create();
    await page.goto(`/event/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Compartir' }).first().click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        { title, url: expect.stringMatching(new RegExp(`^http://bilbao\\.localhost:${PORT}/event/${id}--`)) },
      ]);
    // No menu of its own: the system sheet has WhatsApp, Instagram, Telegram and the rest.
    await expect(page.getByRole('menuitem', { name: 'WhatsApp' })).toHaveCount(0);
  });

  test("without a share sheet, 'Compartir' keeps WhatsApp and 'Copiar enlace'", async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    const { id, title } = await events.create();
    await page.goto(`/event/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Compartir' }).first().click();
    await expect(page.getByRole('menuitem', { name: 'WhatsApp' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Copiar enlace' })).toBeVisible();
  });
});

test.describe('the date picker @phone-layout', () => {
  test.use(PHONE);

  test("stays below the header with 'Borrar' in sight", async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: /Buscar eventos/ });
    await search.getByRole('button', { name: /Elegir fechas/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Elegir fechas' });
    const clear = dialog.getByRole('button', { name: 'Borrar' });
    await expect(clear).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await fullyOnScreen(clear)).toBe(true);
    expect(await notCovered(clear)).toBe(true);
  });
});

test.describe('the date picker in the desktop sidebar', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("does not run past the bottom of the screen: 'Borrar' stays in sight", async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByRole('complementary', { name: /Filtros/ });
    await expect(sidebar).toBeVisible({ timeout: 15_000 });
    // Further down the page the sidebar sticks under the header, its date picker low on the screen.
    await sidebar.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + 600));
    await sidebar.getByRole('button', { name: /Elegir fechas/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Elegir fechas' });
    const clear = dialog.getByRole('button', { name: 'Borrar' });
    await expect(clear).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(await fullyOnScreen(clear)).toBe(true);
    expect(await notCovered(clear)).toBe(true);
  });
});

test.describe('the achievements pop-up @phone-layout', () => {
  test.use(PHONE);

  test('waits while the visitor types a search, then shows clear of the search box', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: /Buscar eventos en/ });
    await box.click();
    await box.pressSequentially('jazz');
    const teaser = page.getByRole('dialog', { name: 'Logros por desbloquear' });
    await page.clock.runFor(26_000);
    await expect(box).toBeFocused();
    await expect(teaser).toBeHidden();
    // Leaving the box (a tap elsewhere) lets it come.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(teaser).toBeVisible();
    const searchForm = (await page.getByRole('search', { name: /Buscar eventos/ }).boundingBox())!;
    expect(overlaps((await teaser.boundingBox())!, searchForm)).toBe(false);
  });

  test('after 25 s on the home it covers neither the search box nor the filter button', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(26_000);
    const teaser = page.getByRole('dialog', { name: 'Logros por desbloquear' });
    await expect(teaser).toBeVisible();
    const teaserBox = (await teaser.boundingBox())!;
    const searchForm = (await page.getByRole('search', { name: /Buscar eventos/ }).boundingBox())!;
    expect(overlaps(teaserBox, searchForm)).toBe(false);
    const filters = (await page.getByRole('button', { name: /^Filtros/ }).boundingBox())!;
    expect(overlaps(teaserBox, filters)).toBe(false);
  });
});
