import { expect, test } from '@playwright/test';

/**
 * Text over the city artwork, which axe cannot judge ("background could not be determined"): with the
 * text made transparent, the lightest pixel behind each line must still give white text 3:1 (the
 * heading, large) or 4.5:1 (the rest), for every city, at both sizes.
 */
const CITIES = ['bilbao', 'sansebastian', 'vitoria', 'pamplona', 'santander', 'logronio'];
const HERO = 'section[aria-labelledby="city-hero-title"]';
const LINES = `${HERO} > div > p, #city-hero-title`;

test('hero text keeps its contrast over every city artwork', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  for (const city of CITIES) {
    const url = new URL(baseURL ?? 'http://localhost');
    url.hostname = `${city}.localhost`;
    await page.goto(url.href);
    // The app's hero, not the inert first paint it replaces (same markup, same ids).
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    await expect(page.locator('#city-hero-title')).toBeVisible();
    await page
      .locator(`${HERO} img`)
      .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));

    const lines = await page.locator(LINES).evaluateAll((els) =>
      // Lines a phone does not show (display: none) have no text to read.
      els
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const r = range.getBoundingClientRect();
          return {
            text: el.textContent ?? '',
            large: el.tagName === 'H1',
            x: r.x,
            y: r.y,
            w: r.width,
            h: r.height,
          };
        }),
    );
    await page.addStyleTag({ content: `${LINES} { color: transparent !important; }` });
    const png = (await page.screenshot()).toString('base64');
    const ratios = await page.evaluate(
      async ({ png, lines }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${png}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const scale = img.width / window.innerWidth;
        const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return lines.map((line) => {
          const data = ctx.getImageData(
            Math.round(line.x * scale),
            Math.round(line.y * scale),
            Math.max(1, Math.round(line.w * scale)),
            Math.max(1, Math.round(line.h * scale)),
          ).data;
          let lightest = 0;
          for (let i = 0; i < data.length; i += 4) {
            const l =
              0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!);
            lightest = Math.max(lightest, l);
          }
          return { text: line.text, large: line.large, ratio: 1.05 / (lightest + 0.05) };
        });
      },
      { png, lines },
    );
    for (const { text, large, ratio } of ratios) {
      expect(ratio, `${city}: "${text}"`).toBeGreaterThanOrEqual(large ? 3 : 4.5);
    }
  }
});
