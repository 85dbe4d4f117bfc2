import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets: WCAG 2.0/2.1 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Runs axe on the page as it is now and returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim()),
    }));
}

/** Zero serious or critical violations; the message lists each rule and its first nodes. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const found = await seriousViolations(page);
  expect(found, `axe on ${where}:\n${JSON.stringify(found, null, 2)}`).toEqual([]);
}

/** Waits until the page has its heading and no loading indicator (the lazy route and its data). */
export async function waitForSettledPage(page: Page): Promise<void> {
  // The first paint (built into index.html, inert and hidden from assistive technology) has the
  // same heading: wait for the app's own, which replaces it.
  await expect(page.locator('#root > [inert]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Cargando(?! más)/ })).toHaveCount(0, {
    timeout: 15_000,
  });
  // Fonts and images that change the layout (and so the contrast of overlapping text).
  await page.evaluate(() => document.fonts.ready);
}
