import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TOP_LEVEL_CATEGORIES } from '@/config/categories';
import { CITIES, GENERIC_CITY } from '@/config/cities';

const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../public');
const publicFile = (path: string) => `${PUBLIC_DIR}${path}`;

const categoryArt = TOP_LEVEL_CATEGORIES.map(
  (c) => [c.imagePath ?? `(missing for ${c.id})`, '0 0 800 450', 3_500] as const,
);
const cityArt = [...CITIES, GENERIC_CITY].flatMap((city) => [
  [city.heroImage, '0 0 1600 700', 6_500] as const,
  ...(city.heroImageMobile ? [[city.heroImageMobile, '0 0 800 1000', 6_500] as const] : []),
]);

describe('artwork under public/', () => {
  it.each([...categoryArt, ...cityArt])(
    '%s exists, has viewBox %s, a Spanish title and stays small',
    (path, viewBox, maxBytes) => {
      const file = publicFile(path);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`viewBox="${viewBox}"`);
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      expect(statSync(file).size).toBeLessThanOrEqual(maxBytes);
    },
  );

  it.each(['/favicon.svg', '/robots.txt'])('%s exists', (path) => {
    expect(existsSync(publicFile(path))).toBe(true);
  });

  it('robots.txt allows every crawler', () => {
    const robots = readFileSync(publicFile('/robots.txt'), 'utf8');
    expect(robots).toMatch(/User-agent: \*/);
    expect(robots).toMatch(/Allow: \//);
    expect(robots).not.toMatch(/Disallow: \/\s/);
  });
});
