import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTERS_URL_SETTLE_MS } from '@/config/tuning';
import { bilbao } from '@/features/listing/domain/test-events';
import type { Filters } from '@/features/listing/domain/types';
import { useListingFilters } from './use-listing-filters';

/** The filters stay put long enough for the URL to be written. */
function settle() {
  act(() => void vi.advanceTimersByTime(FILTERS_URL_SETTLE_MS));
}

function useHarness() {
  return { listing: useListingFilters(bilbao), location: useLocation(), navigate: useNavigate() };
}

function renderListing(path = '/') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(useHarness, { wrapper });
}

const search = (text: string) => (f: Filters) => ({ ...f, search: text });
const categories = (ids: string[]) => (f: Filters) => ({ ...f, categories: ids });

describe('useListingFilters: the URL follows the filters once they settle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['one search', '/', [search('jazz')], '?search=jazz'],
    ['a search typed letter by letter', '/', [search('j'), search('ja'), search('jazz')], '?search=jazz'],
    [
      'a category, then a search',
      '/',
      [categories(['teatro']), search('jazz')],
      '?categoria=teatro&search=jazz',
    ],
    ['a search that replaces ?tag=', '/?tag=rock', [search('jazz')], '?search=jazz'],
    ['a search typed and deleted', '/', [search('j'), search('')], ''],
    [
      'a language, next to a category',
      '/?categoria=teatro',
      [(f: Filters) => ({ ...f, idioma: 'eu' as const })],
      '?categoria=teatro&idioma=eu',
    ],
  ])('%s: the filters change at once, the URL once settled', (_case, path, updates, expected) => {
    const { result } = renderListing(path);
    const before = result.current.location.search;
    for (const update of updates) act(() => result.current.listing.updateFilters(update));
    expect(result.current.location.search).toBe(before);
    act(() => void vi.advanceTimersByTime(FILTERS_URL_SETTLE_MS - 1));
    expect(result.current.location.search).toBe(before);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.location.search).toBe(expected);
  });

  it('waits for the typing to pause: each keystroke starts the wait again, and one write follows', () => {
    const { result } = renderListing('/');
    const gap = FILTERS_URL_SETTLE_MS - 100;
    for (const text of ['j', 'ja', 'jaz', 'jazz']) {
      act(() => result.current.listing.updateFilters(search(text)));
      act(() => void vi.advanceTimersByTime(gap));
      expect(result.current.location.search).toBe('');
    }
    expect(result.current.location.search).toBe('');
    act(() => void vi.advanceTimersByTime(FILTERS_URL_SETTLE_MS - gap));
    expect(result.current.location.search).toBe('?search=jazz');
  });

  it('keeps the filters it wrote (its own URL change is not read back as a new link)', () => {
    const { result } = renderListing('/');
    act(() => result.current.listing.updateFilters(search('  jazz ')));
    settle();
    expect(result.current.location.search).toBe('?search=jazz');
    expect(result.current.listing.filters.search).toBe('  jazz ');
  });

  it('drops a write still pending when a link asks for other parameters', () => {
    const { result } = renderListing('/');
    act(() => result.current.listing.updateFilters(search('jazz')));
    settle();
    act(() => void result.current.navigate('/?tag=teatro'));
    expect(result.current.listing.filters.search).toBe('teatro');
    settle();
    expect(result.current.location.search).toBe('?tag=teatro');
  });

  it('writes every filter, and a reload of that URL gives the same filters', () => {
    const { result, unmount } = renderListing('/');
    const chosen = (f: Filters): Filters => ({
      ...f,
      categories: ['teatro'],
      townsAndNeighborhoods: ['abando'],
      dateRange: { from: '2026-12-05', to: '2026-12-07' },
      horario: { manana: true, tarde: false, noche: true },
      priceRange: [null, 20],
      artist: 'Kokein',
      venue: 'Kafe Antzokia',
    });
    act(() => result.current.listing.updateFilters(chosen));
    settle();
    const url = result.current.location.search;
    expect(url).toBe(
      '?categoria=teatro&ubicacion=abando&desde=2026-12-05&hasta=2026-12-07&horario=manana,noche' +
        '&precio_max=20&artista=Kokein&lugar=Kafe+Antzokia',
    );
    const filters = result.current.listing.filters;
    unmount();
    expect(renderListing(`/${url}`).result.current.listing.filters).toEqual(filters);
  });
});
