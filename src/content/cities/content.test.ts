import { afterEach, describe, expect, it } from 'vitest';
import { getCategory } from '@/config/categories';
import { CITIES, GENERIC_CITY } from '@/config/cities';
import { loadCityContent } from './index';
import { setPageLocale } from '@/i18n/locale';
import type { CityContent } from '../types';
import { cityHomeSeo } from './seo';

describe('per-city editorial copy', () => {
  it.each(CITIES.map((city) => [city.id, city] as const))(
    '%s has every part, with working links',
    async (_id, city) => {
      const content = await loadCityContent(city.id);
      expect(content).not.toBeNull();
      if (!content) return;
      const texts = [
        content.lastMinute,
        ...Object.values(content.plans),
        ...[
          content.weekend,
          content.free,
          content.tardeos,
          content.nightlife,
          content.culture,
          content.family,
        ].flatMap((part) => [part.title, part.text]),
        content.newSection.title,
        content.newSection.text,
      ];
      for (const text of texts) expect(text.trim().length).toBeGreaterThan(10);
      expect(content.free.items.length).toBeGreaterThan(2);
      expect(content.mustVisit.length).toBeGreaterThan(2);
      // No claims the product cannot back: the copy stays honest (no AI, nothing around the clock).
      expect(JSON.stringify(content)).not.toMatch(/\bIA\b|24\/7|inteligencia artificial/i);

      for (const topic of content.highlightTopics) {
        const url = new URL(topic.to, 'https://example.org');
        const category = url.searchParams.get('categoria');
        if (category) expect(getCategory(category), topic.to).toBeDefined();
        else expect(url.searchParams.get('tag')).toBeTruthy();
      }

      if (city.id === 'bilbao') {
        expect(content.neighbourhoods).toBeUndefined();
      } else {
        expect(content.neighbourhoods?.length).toBeGreaterThan(2);
        const ids = new Set(city.locations.map((location) => location.id));
        for (const hood of content.neighbourhoods ?? []) expect(ids.has(hood.id), hood.id).toBe(true);
      }
    },
  );

  it('the generic city has no copy of its own', async () => {
    expect(await loadCityContent(GENERIC_CITY.id)).toBeNull();
  });

  it('each city home has its own title, description and keywords', () => {
    const titles = new Set(CITIES.map((city) => cityHomeSeo(city).title));
    expect(titles.size).toBe(CITIES.length);
    for (const city of CITIES) {
      const seo = cityHomeSeo(city);
      expect(seo.title).toContain(city.name);
      expect(seo.description).toContain(city.name);
      expect(seo.keywords.length).toBeGreaterThan(5);
    }
  });
});

describe('per-city editorial copy in Basque', () => {
  afterEach(() => setPageLocale('es'));

  /** The copy's shape with its texts left out: links, ids and list lengths. */
  const skeleton = (content: CityContent | null): unknown =>
    JSON.parse(
      JSON.stringify(content, (key, value: unknown) =>
        typeof value === 'string' && key !== 'to' && key !== 'id' ? '' : value,
      ),
    );

  it.each(CITIES.map((city) => [city.id] as const))(
    '%s has a Basque twin with the same parts and links, its texts translated',
    async (cityId) => {
      const spanish = await loadCityContent(cityId);
      setPageLocale('eu');
      const basque = await loadCityContent(cityId);
      expect(basque).not.toBeNull();
      if (!spanish || !basque) return;
      expect(skeleton(basque)).toEqual(skeleton(spanish));
      expect(basque.lastMinute).not.toBe(spanish.lastMinute);
      expect(basque.weekend.title).not.toBe(spanish.weekend.title);
      expect(basque.newSection.link.label).toBe('Irakurri gidak');
      expect(JSON.stringify(basque)).not.toMatch(/Planes|Leer las guías|Solo eventos gratis|\bIA\b|24\/7/);
    },
  );
});
