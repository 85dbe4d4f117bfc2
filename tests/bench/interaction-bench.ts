/**
 * How fast the listing follows the visitor, in Chromium (Playwright), on the home page of the bench
 * city with N synthetic events loaded (desktop viewport: search box in the hero, filters in the
 * sidebar), at 1× and 4× CPU throttling (CDP Emulation.setCPUThrottlingRate).
 *
 * Measured in the page with performance.now(): t0 is the `timeStamp` of the keydown (search) or
 * pointerdown (filter chip) event, taken by a capture listener armed right before Playwright types
 * or clicks; a MutationObserver on the results block (#resultados) notes the first DOM change after
 * which the result count differs ("updated list"), and then waits for the next frame
 * (requestAnimationFrame + a task) to approximate when it is painted. The paint figure is the one
 * compared with the goal. A keystroke that leaves the count unchanged is skipped (nothing to see).
 * The cards off screen take the new results a frame after those on screen (the list says
 * aria-busy meanwhile): "all cards" is the frame after the list stops being busy.
 *
 * Two paces. A keystroke changes the filters, and the app does two things later on its own: it
 * asks for the favourite counts of the new results and writes the URL (FILTERS_URL_SETTLE_MS), each
 * with a render. The goal's figure is each
 * keystroke on its own: the pause before it outlasts that work (QUIET_PAUSE_MS, then an idle
 * callback). The second figure keeps a short pause (150 ms, then an idle callback), so the previous
 * keystroke's request or URL write often lands in the sample: a visitor who pauses about that long
 * between two letters meets it too (someone typing steadily, a letter every ~200 ms, does not: each
 * letter postpones both).
 *
 * Where the list is. Both keystroke figures type in the hero's search box, with the listing below
 * the fold (content-visibility: auto skips its layout and paint until it nears the viewport). A
 * third figure types the same words in the filter panel's search box with the listing scrolled into
 * view, so that the new cards' layout and paint are inside the measured frame.
 *
 * The phone. The same words again on a phone's screen (Lighthouse's mobile device: 412 × 823 CSS px,
 * 1.75 device pixels per px, touch), where 4× CPU stands for the mid-range phone the goal is about:
 * typed in the hero's box, then in the filter sheet's box with the listing scrolled into view under
 * the open sheet (a phone has no search box beside the listing).
 */
import { chromium } from '@playwright/test';
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium.ts';
import { FILTERS_URL_SETTLE_MS } from '../../src/config/tuning.ts';
import type { BenchApp } from './app-env.ts';
import { median, percentile } from './stats.ts';

/** One keystroke or click, in ms from its event: DOM updated, then painted; every card painted. */
interface Sample {
  dom: number;
  paint: number;
  all: number;
}

export interface Timing {
  samples: number;
  skipped: number;
  domMedianMs: number;
  paintMedianMs: number;
  paintP95Ms: number;
  /** Until every card shows the new results, painted (the cards below the fold come a frame later). */
  allCardsMedianMs: number;
}

export interface InteractionFigures {
  events: number;
  /** Result count the listing showed with no filter. */
  listed: number;
  rate: number;
  /** Each keystroke from a quiet page (the goal's figure). */
  keystroke: Timing;
  /** Keystrokes 150 ms apart (plus an idle callback): the previous one's deferred work can land. */
  keystrokeShortPause: Timing;
  /**
   * Each keystroke from a quiet page, typed in the filter panel's search box with the listing on
   * screen: the new cards are laid out and painted in the measured frame.
   */
  keystrokeInView: Timing;
  filterClick: Timing;
  /** On a phone's screen (PHONE): typed in the hero, and in the open filter sheet over the listing. */
  phone: { keystroke: Timing; keystrokeSheet: Timing };
  /** The pauses before a sample: from a quiet page, and the short one. */
  pausesMs: { quiet: number; short: number };
}

/** The desktop figures' screen: the hero's search box above the fold, the listing below it. */
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/** Lighthouse's mobile device (its default emulation): the phone figures' screen. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** Words typed one character at a time; each keystroke is one sample. */
const QUERIES = ['jazz', 'teatro', 'concierto', 'mercado', 'taller', 'danza'];
const FILTER_CHIP = 'Música';
const FILTER_REPEATS = 4;

declare global {
  interface Window {
    __benchArm?: () => void;
    __benchResult?: Promise<Sample | null>;
  }
}

/**
 * Installs window.__benchArm(): arms the listeners; the outcome lands in window.__benchResult.
 * Plain JavaScript in a string: functions handed to page.evaluate would be rewritten by tsx (its
 * __name helper does not exist in the page).
 */
const PROBE = `
  (() => {
    const countText = () => document.querySelector('#resultados [aria-live="polite"]')?.textContent ?? '';
    const afterNextFrame = (task) => requestAnimationFrame(() => setTimeout(task, 0));
    window.__benchArm = () => {
      const before = countText();
      window.__benchResult = new Promise((resolve) => {
        let t0 = null;
        const start = (e) => {
          if (t0 === null) t0 = e.timeStamp;
          document.removeEventListener('keydown', start, true);
          document.removeEventListener('pointerdown', start, true);
        };
        document.addEventListener('keydown', start, true);
        document.addEventListener('pointerdown', start, true);
        const root = document.getElementById('resultados');
        if (!root) return resolve(null);
        let dom = null;
        let paint = null;
        let all = null;
        let allSeen = false;
        const finish = () => {
          if (paint === null || all === null) return;
          observer.disconnect();
          clearTimeout(timeout);
          resolve({ dom, paint, all });
        };
        const observer = new MutationObserver(() => {
          if (t0 === null) return;
          const from = t0;
          if (dom === null) {
            if (countText() === before) return;
            dom = performance.now() - from;
            afterNextFrame(() => {
              paint = performance.now() - from;
              finish();
            });
          }
          // The cards below the fold take the new results a frame later (the list says aria-busy).
          if (!allSeen && !root.querySelector('[aria-busy="true"]')) {
            allSeen = true;
            afterNextFrame(() => {
              all = performance.now() - from;
              finish();
            });
          }
        });
        const timeout = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, 5000);
        observer.observe(root, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['aria-busy'],
        });
      });
    };
  })()
`;

async function installProbe(page: Page): Promise<void> {
  await page.evaluate(PROBE);
}

/** The short pause between two samples. */
const SHORT_PAUSE_MS = 150;
/** Longer than the app's own work after a change (favourite counts, URL write), plus a margin. */
const QUIET_PAUSE_MS = FILTERS_URL_SETTLE_MS + 300;

/** Waits `pauseMs`, then for an idle callback (the page has nothing left to do). */
async function settle(page: Page, pauseMs = SHORT_PAUSE_MS): Promise<void> {
  await page.evaluate(
    (ms) =>
      new Promise<void>((r) => {
        setTimeout(() => requestIdleCallback(() => r(), { timeout: 3000 }), ms);
      }),
    pauseMs,
  );
}

async function sample(page: Page, act: () => Promise<void>): Promise<Sample | null> {
  await page.evaluate(() => window.__benchArm?.());
  await act();
  return page.evaluate(() => window.__benchResult ?? null);
}

function timing(results: Array<Sample | null>): Timing {
  const ok = results.filter((r): r is Sample => r !== null);
  return {
    samples: ok.length,
    skipped: results.length - ok.length,
    domMedianMs: median(ok.map((r) => r.dom)),
    paintMedianMs: median(ok.map((r) => r.paint)),
    paintP95Ms: percentile(
      ok.map((r) => r.paint),
      0.95,
    ),
    allCardsMedianMs: median(ok.map((r) => r.all)),
  };
}

async function listedCount(page: Page): Promise<number> {
  const text = (await page.locator('#resultados [aria-live="polite"]').first().textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Opens the home page with every event loaded, the probe installed and the CPU throttled. */
async function openHome(
  browser: Browser,
  app: BenchApp,
  events: number,
  rate: number,
  device: BrowserContextOptions,
) {
  const context = await browser.newContext({ ...device, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  await page.goto(app.pageUrl('/'));
  // Everything loaded: the count reaches the synthetic events (the seed adds a few more).
  await page.waitForFunction(
    (n) => {
      const text = document.querySelector('#resultados [aria-live="polite"]')?.textContent ?? '';
      return Number(text.replace(/\D/g, '')) >= n;
    },
    events,
    { timeout: 120_000 },
  );
  const listed = await listedCount(page);
  await installProbe(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await settle(page);
  return { context, page, listed };
}

/** Types QUERIES in `search`, one sample per keystroke, `pauseMs` (and an idle callback) apart. */
async function typeQueries(page: Page, search: Locator, pauseMs: number): Promise<Array<Sample | null>> {
  const keystrokes: Array<Sample | null> = [];
  for (const query of QUERIES) {
    await search.fill('');
    await search.focus();
    await settle(page, QUIET_PAUSE_MS);
    for (const ch of query) {
      keystrokes.push(await sample(page, () => page.keyboard.type(ch)));
      await settle(page, pauseMs);
    }
  }
  await search.fill('');
  await settle(page, QUIET_PAUSE_MS);
  return keystrokes;
}

/** The phone figures at one CPU rate: the hero's box, then the filter sheet's over the listing. */
async function measurePhone(browser: Browser, app: BenchApp, events: number, rate: number) {
  const { context, page } = await openHome(browser, app, events, rate, PHONE);
  try {
    const keystroke = await typeQueries(
      page,
      page.getByRole('searchbox', { name: /Buscar eventos en/ }),
      QUIET_PAUSE_MS,
    );
    await page.locator('#resultados').evaluate((results) => results.scrollIntoView());
    await settle(page, QUIET_PAUSE_MS);
    // The floating button is a stand-in (aria-disabled) until the sheet's code has arrived.
    await page.waitForFunction(
      () =>
        document.querySelector(
          'button[aria-haspopup="dialog"][aria-label^="Filtros"]:not([aria-disabled])',
        ) !== null,
    );
    await page.getByRole('button', { name: /^Filtros/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    const sheetSearch = sheet.getByRole('searchbox', { name: 'Buscar eventos', exact: true });
    await sheetSearch.waitFor();
    const keystrokeSheet = await typeQueries(page, sheetSearch, QUIET_PAUSE_MS);
    return { keystroke: timing(keystroke), keystrokeSheet: timing(keystrokeSheet) };
  } finally {
    await context.close();
  }
}

export async function runInteractionBench(
  app: BenchApp,
  opts: { events?: number; rates?: readonly number[] } = {},
): Promise<InteractionFigures[]> {
  const events = opts.events ?? 5000;
  await app.startApp();
  await app.seedCityEvents(events);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const out: InteractionFigures[] = [];
    for (const rate of opts.rates ?? [1, 4]) {
      const { context, page, listed } = await openHome(browser, app, events, rate, DESKTOP);
      const heroSearch = page.getByRole('searchbox', { name: /Buscar eventos en/ });
      const keystrokes = await typeQueries(page, heroSearch, QUIET_PAUSE_MS);
      const keystrokesShortPause = await typeQueries(page, heroSearch, SHORT_PAUSE_MS);
      // The same words in the filter panel's box, the listing scrolled into view (the panel sits
      // beside it, sticky): what a visitor who reads the list while typing waits for.
      await page.locator('#resultados').evaluate((results) => results.scrollIntoView());
      const panelSearch = page
        .getByRole('complementary')
        .getByRole('searchbox', { name: 'Buscar eventos', exact: true });
      const keystrokesInView = await typeQueries(page, panelSearch, QUIET_PAUSE_MS);

      const chip = page
        .getByRole('complementary')
        .getByRole('button', { name: FILTER_CHIP, exact: false })
        .first();
      const clicks: Array<Sample | null> = [];
      for (let i = 0; i < FILTER_REPEATS * 2; i++) {
        clicks.push(await sample(page, () => chip.click()));
        await settle(page, QUIET_PAUSE_MS);
      }
      await context.close();
      const phone = await measurePhone(browser, app, events, rate);
      out.push({
        events,
        listed,
        rate,
        keystroke: timing(keystrokes),
        keystrokeShortPause: timing(keystrokesShortPause),
        keystrokeInView: timing(keystrokesInView),
        filterClick: timing(clicks),
        phone,
        pausesMs: { quiet: QUIET_PAUSE_MS, short: SHORT_PAUSE_MS },
      });
    }
    return out;
  } finally {
    await browser.close();
  }
}
