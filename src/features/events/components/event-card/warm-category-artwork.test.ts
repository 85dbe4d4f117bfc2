import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOP_LEVEL_CATEGORIES } from '@/config/categories';

describe('warmCategoryArtwork', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  async function loadFresh() {
    vi.resetModules();
    return (await import('./warm-category-artwork')).warmCategoryArtwork;
  }

  function requestedSources() {
    const sources: string[] = [];
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (value: string) {
      sources.push(value);
    });
    return sources;
  }

  it('asks for every category artwork once the page is idle, and only once per visit', async () => {
    vi.useFakeTimers();
    const sources = requestedSources();
    const warm = await loadFresh();
    warm();
    expect(sources).toEqual([]);
    vi.runAllTimers();
    expect(sources).toEqual(TOP_LEVEL_CATEGORIES.map((c) => c.imagePath));
    expect(sources).toContain('/images/categories/musica.svg');
    warm();
    vi.runAllTimers();
    expect(sources).toHaveLength(TOP_LEVEL_CATEGORIES.length);
  });

  it('asks for nothing when cancelled before the idle moment', async () => {
    vi.useFakeTimers();
    const sources = requestedSources();
    const warm = await loadFresh();
    const cancel = warm();
    cancel();
    vi.runAllTimers();
    expect(sources).toEqual([]);
  });
});
