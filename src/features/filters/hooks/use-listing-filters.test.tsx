import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bilbao } from '@/features/filters/domain/test-events';
import type { Filters } from '@/features/filters/domain/types';
import { useListingFilters } from './use-listing-filters';

/** Idle callbacks held until the test runs them, as a busy browser would. */
let idle: Array<{ id: number; task: () => void }> = [];

function runIdle() {
  act(() => {
    const tasks = idle;
    idle = [];
    for (const { task } of tasks) task();
  });
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

describe('useListingFilters: the URL follows the filters at the next idle moment', () => {
  beforeEach(() => {
    idle = [];
    let lastId = 0;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      idle.push({ id: ++lastId, task });
      return lastId;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => {
      idle = idle.filter((entry) => entry.id !== id);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

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
  ])('%s: the filters change at once, the URL once idle', (_case, path, updates, expected) => {
    const { result } = renderListing(path);
    const before = result.current.location.search;
    for (const update of updates) act(() => result.current.listing.updateFilters(update));
    expect(result.current.location.search).toBe(before);
    expect(idle.length).toBeLessThanOrEqual(1);
    runIdle();
    expect(result.current.location.search).toBe(expected);
    expect(idle).toEqual([]);
  });

  it('keeps the filters it wrote (its own URL change is not read back as a new link)', () => {
    const { result } = renderListing('/');
    act(() => result.current.listing.updateFilters(search('  jazz ')));
    runIdle();
    expect(result.current.location.search).toBe('?search=jazz');
    expect(result.current.listing.filters.search).toBe('  jazz ');
  });

  it('drops a write still pending when a link asks for other parameters', () => {
    const { result } = renderListing('/');
    act(() => result.current.listing.updateFilters(search('jazz')));
    act(() => void result.current.navigate('/?tag=teatro'));
    expect(result.current.listing.filters.search).toBe('teatro');
    runIdle();
    expect(result.current.location.search).toBe('?tag=teatro');
  });

  it('writes at once where there is no requestIdleCallback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderListing('/');
    act(() => result.current.listing.updateFilters(search('jazz')));
    expect(result.current.location.search).toBe('?search=jazz');
  });
});
