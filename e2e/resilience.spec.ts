import { expect, test, type Page, type Route, type WebSocketRoute } from '@playwright/test';
import { TestEvents } from './support/event-fixtures';

/**
 * The listing when things go wrong: the backend unreachable (error, then 'Reintentar'), a slow network
 * (skeletons of the final size, no layout shift) and a realtime disconnect (reconnects and refreshes
 * without a reload, changes made while it was down included).
 */
test.describe.configure({ timeout: 60_000 });

const backend = () => import('./support/backend');
const events = new TestEvents();
test.afterEach(async () => events.cleanup());

const results = (page: Page) => page.getByRole('region', { name: 'Eventos en Bilbao' });

/**
 * No realtime for this page: other tests' inserts and deletes would reload the listing by themselves
 * (the socket is answered by nobody, so nothing is ever pushed).
 */
async function withoutRealtime(page: Page): Promise<void> {
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, () => undefined);
}

/** Matches the listing's REST requests (/rest/v1/events?…) of the local stack. */
async function eventsApi(): Promise<(url: URL) => boolean> {
  const origin = new URL((await backend()).SUPABASE_URL).origin;
  return (url) => url.origin === origin && url.pathname === '/rest/v1/events';
}

test('backend unreachable: the error message, and Reintentar loads the events once it is back', async ({
  page,
}) => {
  const { title } = await events.create();
  await withoutRealtime(page);
  const api = await eventsApi();
  await page.route(api, (route) => route.abort('connectionrefused'));
  await page.goto(`/?tag=${encodeURIComponent(title)}`);

  const alert = results(page).getByRole('alert');
  // One quick retry (listRetry in events-queries.ts), not the back-off: the message shows within seconds.
  await expect(alert).toContainText('Error cargando eventos: no se ha podido conectar con el servidor', {
    timeout: 10_000,
  });
  await page.unroute(api);
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  // The first page, then the full list (the event is 20 days ahead): slow on a busy machine.
  await expect(results(page).getByRole('article', { name: title })).toBeVisible({ timeout: 20_000 });
  await expect(results(page).getByRole('alert')).toHaveCount(0);
});

test('a 503 from the backend shows the error too, and Reintentar recovers', async ({ page }) => {
  const { title } = await events.create();
  await withoutRealtime(page);
  const api = await eventsApi();
  await page.route(api, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.goto(`/?tag=${encodeURIComponent(title)}`);
  const alert = results(page).getByRole('alert');
  await expect(alert).toContainText('Error cargando eventos:', { timeout: 10_000 });
  await page.unroute(api);
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  // The first page, then the full list (the event is 20 days ahead): slow on a busy machine.
  await expect(results(page).getByRole('article', { name: title })).toBeVisible({ timeout: 20_000 });
});

/** Sums the layout shifts without recent input (the CLS of the page so far), from the first paint. */
async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: Array<{ value: number; sources: string[] }> };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null }>;
      }>) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        w.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) =>
            s.node instanceof Element
              ? `${s.node.tagName}.${s.node.className}`.slice(0, 120)
              : String(s.node),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Height of the first element matching `selector` inside `scope` (a CSS selector), in px. */
const heightOf = (page: Page, selector: string) =>
  page.evaluate((sel) => document.querySelector(sel)?.getBoundingClientRect().height ?? 0, selector);

const GRID_SKELETON = '#resultados [data-skeleton="card"]';
const GRID_CARD = '#resultados ul > li article';
const CAROUSEL_SKELETON = 'section ul[aria-busy="true"] [data-skeleton="card"]';
const CAROUSEL_CARD = 'section ul[aria-busy="false"] article';

test('a slow network shows skeletons of the final size, and the content arrives without layout shift', async ({
  page,
}) => {
  await trackLayoutShifts(page);
  const api = await eventsApi();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(api, async (route: Route) => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 8_000))]);
    await route.continue();
  });
  await page.goto('/');

  await expect(results(page).getByText('Cargando eventos...')).toBeVisible();
  await expect(page.locator(GRID_SKELETON).first()).toBeVisible();
  await expect(page.locator(CAROUSEL_SKELETON).first()).toBeVisible();
  const gridSkeleton = await heightOf(page, GRID_SKELETON);
  const carouselSkeleton = await heightOf(page, CAROUSEL_SKELETON);

  release();
  await expect(results(page).getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await expect(results(page).locator('[data-skeleton="card"]')).toHaveCount(0);
  // The first carousel has its cards; rows far below keep placeholders until scrolled near.
  await expect(page.locator(CAROUSEL_CARD).first()).toBeVisible();
  // The load-all request, the counters and the pictures settle.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);

  // Placeholders within 20 % of the cards that replace them (the cards' text varies).
  const gridCard = await heightOf(page, GRID_CARD);
  const carouselCard = await heightOf(page, CAROUSEL_CARD);
  expect(Math.abs(gridSkeleton - gridCard) / gridCard, `grid: ${gridSkeleton} vs ${gridCard}`).toBeLessThan(
    0.2,
  );
  expect(
    Math.abs(carouselSkeleton - carouselCard) / carouselCard,
    `carousel: ${carouselSkeleton} vs ${carouselCard}`,
  ).toBeLessThan(0.2);

  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: unknown[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
  expect(cls, `layout shifts: ${JSON.stringify(shifts, null, 2)}`).toBeLessThanOrEqual(0.02);
});

test('a realtime disconnect: it reconnects and refreshes the listing without a reload', async ({ page }) => {
  const { insertEvents, madridDayOffset, uniqueTag } = await backend();
  const tag = uniqueTag('rt');
  const insert = async (label: string) => {
    const title = `${label} ${tag}`;
    const [id] = await insertEvents([
      { title, town: 'Bilbao', start_date: madridDayOffset(20), category_id: ['musica'], tags: [tag] },
    ]);
    created.push(id!);
    return title;
  };
  const created: string[] = [];
  try {
    // Every realtime socket goes through here: while `down`, new ones are closed at once.
    let down = false;
    const open: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
      if (down) {
        ws.close({ code: 1006, reason: 'sin red' });
        return;
      }
      ws.connectToServer();
      open.push(ws);
    });

    const first = await insert('Primero');
    await page.goto(`/?tag=${encodeURIComponent(tag)}`);
    await expect(results(page).getByRole('article', { name: first })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    // Live before the disconnect.
    const live = await insert('En directo');
    await expect(results(page).getByRole('article', { name: live })).toBeVisible({ timeout: 15_000 });

    // The connection drops; a change made meanwhile is never pushed.
    down = true;
    for (const ws of open.splice(0)) await ws.close({ code: 1006, reason: 'sin red' });
    const missed = await insert('Durante el corte');
    await page.waitForTimeout(2_000);
    await expect(results(page).getByRole('article', { name: missed })).toHaveCount(0);

    // Back: realtime-js reconnects by itself, and the rejoin reloads the listing.
    down = false;
    await expect(results(page).getByRole('article', { name: missed })).toBeVisible({ timeout: 25_000 });
    const after = await insert('Después del corte');
    await expect(results(page).getByRole('article', { name: after })).toBeVisible({ timeout: 15_000 });
    await expect(results(page).getByText('4 eventos encontrados')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  } finally {
    await (await backend()).deleteEvents(created);
  }
});
