import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import settings from '../project.inlang/settings.json' with { type: 'json' };
import { SITE_ROUTES } from '../supabase/functions/_shared/routes';
import { TestEvents } from './support/event-fixtures';

/**
 * The guide in Basque: every page at the same path under /eu, the 'Euskaraz' / 'Castellano' switch
 * keeping the page, the remembered choice, the offer to a browser that prefers Basque, and a crawl of
 * every route that finds no Spanish interface text left on a Basque page.
 */
const events = new TestEvents();
test.afterEach(async () => events.cleanup());

/** The Spanish catalogue's messages that read differently in Basque, as patterns of a whole text. */
function spanishInterface(): RegExp[] {
  const patterns: RegExp[] = [];
  for (const pattern of settings['plugin.inlang.messageFormat'].pathPattern) {
    const read = (locale: string) =>
      JSON.parse(
        readFileSync(new URL(`../${pattern.replace('{locale}', locale)}`, import.meta.url), 'utf8'),
      ) as Record<string, unknown>;
    const [es, eu] = [read('es'), read('eu')];
    for (const [key, message] of Object.entries(es)) {
      if (key === '$schema' || typeof message !== 'string' || message === eu[key]) continue;
      const text = message.trim();
      // Words only: a lone symbol or number reads the same in both languages.
      if (!/\p{L}{3}/u.test(text.replace(/\{\w+\}/g, ''))) continue;
      const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+?');
      patterns.push(new RegExp(`^${escaped}$`, 'u'));
    }
  }
  return patterns;
}
const SPANISH = spanishInterface();

/** Every visible text of the page (each text node, trimmed) and every label it gives assistive technology. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('[lang="es"], script, style, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (el.closest('[lang="es"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    out.push(document.title.replace(/ \| Agenda Norte.*$/, ''));
    return out;
  });
}

async function spanishLeft(page: Page): Promise<string[]> {
  const texts = await pageTexts(page);
  return [...new Set(texts.filter((t) => SPANISH.some((p) => p.test(t))))];
}

/** The paths of every route of the site's table, with a real event for the event page. */
async function crawlPaths(): Promise<string[]> {
  const { id } = await events.create();
  return SITE_ROUTES.filter((r) => r.page !== 'eventos').map((r) =>
    r.path === '*' ? '/no-existe' : r.path.replace(':eventParam', id).replace(':articleId', '1'),
  );
}

test.describe('the guide in Basque', () => {
  test('the switch keeps the page, both ways, and the choice is remembered', async ({ page }, info) => {
    const phone = info.project.name === 'mobile';
    const switchTo = async (name: string) => {
      if (phone) await page.locator('header').getByRole('button').last().click();
      await page.getByRole('link', { name, exact: true }).click();
    };
    await page.goto('/musica?gratis=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await switchTo('Euskaraz');
    await expect(page).toHaveURL(/\/eu\/musica\?gratis=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'eu');
    // The choice is remembered: a Spanish link now opens its Basque page.
    await page.goto('/editorial');
    await expect(page).toHaveURL(/\/eu\/editorial$/);
    await switchTo('Castellano');
    await expect(page).toHaveURL(/\/editorial$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/musica');
    await expect(page).toHaveURL(/\/musica$/);
  });

  test('a bilingual event reads in Basque on /eu and in Spanish on /', async ({ page }) => {
    const { id, title } = await events.create({
      title_eu: 'Jazz kontzertua Bilborocken',
      description: 'Un concierto de jazz en directo.',
      description_eu: 'Zuzeneko jazz kontzertua.',
      language: ['es', 'eu'],
    });
    await page.goto(`/eu/event/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jazz kontzertua Bilborocken' })).toBeVisible();
    await expect(page.getByTestId('event-description')).toHaveText('Zuzeneko jazz kontzertua.');
    await page.goto(`/event/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('event-description')).toHaveText('Un concierto de jazz en directo.');
  });

  test('a Basque page of an event without Basque texts says they are in Spanish', async ({ page }) => {
    const { id, title } = await events.create({ description: 'Un concierto de jazz en directo.' });
    await page.goto(`/eu/event/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Gaztelaniaz').first()).toBeVisible();
  });

  test('the served head of a Basque page names its language and both pages', async ({ request }) => {
    const html = await (await request.get('/eu/musica')).text();
    expect(html).toContain('<html lang="eu">');
    expect(html).toMatch(/<meta property="og:locale" content="eu_ES"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="es" href="[^"]*\/musica"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="eu" href="[^"]*\/eu\/musica"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/musica"/);
  });

  test('every route in Basque shows no Spanish interface text', async ({ page }) => {
    test.setTimeout(120_000);
    const left: string[] = [];
    for (const path of await crawlPaths()) {
      // The page with its data (the network quiet), not the first paint's preview.
      await page.goto(`/eu${path === '/' ? '' : path}`, { waitUntil: 'networkidle' });
      await expect(page.locator('main')).toBeVisible();
      for (const text of await spanishLeft(page)) left.push(`${path}: ${text}`);
    }
    expect(left).toEqual([]);
  });
});

test.describe('a browser that puts Basque first', () => {
  test.use({ locale: 'eu-ES' });

  test('is offered the Basque page, in Basque, and taken there on its word', async ({ page }) => {
    await page.goto('/musica');
    await expect(page.getByText('Orri hau euskaraz ere irakur dezakezu.')).toBeVisible();
    await page.getByRole('button', { name: 'Ikusi euskaraz' }).click();
    await expect(page).toHaveURL(/\/eu\/musica$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'eu');
  });
});
