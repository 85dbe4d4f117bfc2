import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CITY_IDS } from '@/config/cities';
import { EDITORIAL_CITY_IDS, loadEditorialArticles } from './index';

const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../public');

describe('built-in editorial articles', () => {
  it('exist for each of the six cities', () => {
    expect([...EDITORIAL_CITY_IDS].sort()).toEqual([...CITY_IDS].sort());
  });

  it('an unknown city has none', async () => {
    expect(await loadEditorialArticles('madrid')).toEqual([]);
  });

  describe.each(CITY_IDS)('%s', (cityId) => {
    it("has articles '1', '2' and '3', each complete", async () => {
      const articles = await loadEditorialArticles(cityId);
      expect(articles.map((a) => a.id)).toEqual(['1', '2', '3']);
      for (const article of articles) {
        expect(article.title.trim(), article.id).not.toBe('');
        expect(article.subtitle.trim(), article.id).not.toBe('');
        expect(article.imageAlt.trim(), article.id).not.toBe('');
        expect(article.longText.length, article.id).toBeGreaterThanOrEqual(3);
        expect(article.horarios.length, article.id).toBeGreaterThan(0);
        expect(article.links.length, article.id).toBeGreaterThan(0);
        expect(article.map.query.trim(), article.id).not.toBe('');
        expect(article.link.to.startsWith('/'), article.id).toBe(true);
      }
    });

    it('uses the project artwork, real dates and https links only', async () => {
      for (const article of await loadEditorialArticles(cityId)) {
        expect(article.imageUrl).toMatch(/^\/images\/(cities|categories)\/[a-z-]+\.svg$/);
        expect(existsSync(`${PUBLIC_DIR}${article.imageUrl}`), article.imageUrl).toBe(true);
        expect(article.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(article.publishedAt))).toBe(false);
        for (const link of article.links) expect(link.url).toMatch(/^https:\/\/[^\s]+$/);
      }
    });

    it('makes no claims the product cannot back (no AI, no 24/7)', async () => {
      for (const article of await loadEditorialArticles(cityId)) {
        const text = [article.title, article.subtitle, ...article.longText, ...article.horarios].join(' ');
        expect(text).not.toMatch(/\bIA\b|inteligencia artificial|24\/7/i);
      }
    });
  });
});
