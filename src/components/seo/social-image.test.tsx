import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { CITIES, GENERIC_CITY } from '@/config/cities';
import { PageMeta } from './page-meta';
import { citySocialImage, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, socialImageFor } from './social-image';

const PUBLIC_DIR = resolve(__dirname, '../../../public');

/** Width, height and colour type from a PNG's IHDR. */
function pngHeader(path: string) {
  const buf = readFileSync(path);
  expect(buf.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(buf.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

describe('social images', () => {
  it.each([...CITIES, GENERIC_CITY])('$id has a 1200×630 PNG under 120 KB', (city) => {
    const file = `${PUBLIC_DIR}${citySocialImage(city).src}`;
    expect(pngHeader(file)).toEqual({ width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT });
    expect(statSync(file).size).toBeLessThan(120 * 1024);
  });

  it('keeps a page’s own raster picture, replaces SVG artwork with the city PNG', () => {
    const city = CITIES[0]!;
    expect(socialImageFor(city, 'https://example.org/cartel.jpg', 'Cartel')).toEqual({
      src: 'https://example.org/cartel.jpg',
      alt: 'Cartel',
    });
    for (const own of [undefined, '', '/images/categories/musica.svg', 'https://x.example/a.SVG?v=1'])
      expect(socialImageFor(city, own, 'x')).toEqual(citySocialImage(city));
    expect(citySocialImage(GENERIC_CITY).src).toBe('/images/social/default.png');
  });
});

describe('PageMeta social tags', () => {
  it('defaults to the city PNG with its size and alt text, on the canonical origin', async () => {
    renderWithProviders(<PageMeta title="Agenda de Bilbao" description="Planes" path="/musica" />);
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    await waitFor(() => expect(meta('meta[property="og:image"]')).toMatch(/\/images\/social\/bilbao\.png$/));
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[property="og:image:height"]')).toBe('630');
    expect(meta('meta[property="og:image:type"]')).toBe('image/png');
    expect(meta('meta[property="og:image:alt"]')).toContain('Bilbao');
    expect(meta('meta[name="twitter:image"]')).toBe(meta('meta[property="og:image"]'));
    const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    // The city (Bilbao, the default) on its own sub-domain.
    expect(canonical).toMatch(/^https?:\/\/bilbao\.[^/]+\/musica$/);
    expect(meta('meta[property="og:image"]')?.startsWith(canonical.replace(/\/musica$/, ''))).toBe(true);
  });
});
