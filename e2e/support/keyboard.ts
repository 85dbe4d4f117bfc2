import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (fails after `max` presses); returns the presses. */
export async function tabTo(page: Page, target: Locator, max = 300): Promise<number> {
  // Mark the target once: each press then costs one cheap evaluate, not a locator round-trip.
  const mark = () => target.evaluate((el) => el.setAttribute('data-tab-target', ''));
  await mark();
  try {
    for (let i = 1; i <= max; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() =>
        document.activeElement?.hasAttribute('data-tab-target')
          ? 'target'
          : document.querySelector('[data-tab-target]')
            ? 'elsewhere'
            : 'unmarked',
      );
      if (where === 'target') return i;
      // A menu's stand-in trigger is replaced by the real one when its code arrives (focus and
      // all): mark the new element and look again.
      if (where === 'unmarked') {
        await mark();
        if (await target.evaluate((el) => el === document.activeElement)) return i;
      }
    }
  } finally {
    await target.evaluate((el) => el.removeAttribute('data-tab-target')).catch(() => undefined);
  }
  const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`Tab never reached the control after ${max} presses (focus on: ${where})`);
}

/**
 * Gives `target` the focus the way a keyboard user would: focus it, Shift+Tab away and Tab back (so
 * :focus-visible applies), without tabbing through the whole page before it. For controls far down
 * the page; the home-page test tabs to them for real.
 */
export async function focusByKeyboard(page: Page, target: Locator): Promise<void> {
  await target.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Whether the focused element is inside `container`. */
export async function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}

/** Tabs `presses` times (and back) and checks the focus never leaves `container`. */
export async function expectFocusTrapped(page: Page, container: Locator, presses = 25): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await focusIsInside(container), `${key} #${i + 1} left the dialog`).toBe(true);
    }
  }
}

/** A visible focus indicator: an outline (or a box-shadow ring) of non-zero width. */
export async function focusIndicator(target: Locator): Promise<{ outline: string; ring: string }> {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        ? `${style.outlineWidth} ${style.outlineStyle}`
        : '';
    return { outline, ring: style.boxShadow === 'none' ? '' : style.boxShadow };
  });
}

export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  const { outline, ring } = await focusIndicator(target);
  expect(outline !== '' || ring !== '', 'no outline or ring on :focus-visible').toBe(true);
}
