import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bilbao } from '@/features/listing/domain/test-events';
import { madridDay } from '../domain/dates';
import { EARLY_LISTING_GLOBAL } from '../domain/early-event-global';
import type { EventRow } from '../domain/types';
import { earlyListingItems, takeEarlyListing } from './early-listing';
import { useCityEvents } from './use-city-events';

const getSupabase = vi.fn(() => new Promise(() => {}));
vi.mock('@/lib/supabase', () => ({ getSupabase: () => getSupabase() }));
vi.mock('./use-events-realtime', () => ({ useEventsRealtime: () => {} }));

const holder = window as unknown as Record<string, unknown>;
const today = madridDay(new Date());
const row = (id: string, title: string) =>
  ({
    id,
    title,
    image_url: '',
    description: '',
    category_id: ['musica'],
    subcategory: [],
    venue: 'Kafe Antzokia',
    town: 'Bilbao',
    start_date: today,
    tags: [],
  }) as unknown as EventRow;
const rows = [row('a', 'Jazz'), row('b', 'Blues')];
const leave = (cityId = 'bilbao', limit = 12) =>
  (holder[EARLY_LISTING_GLOBAL] = { cityId, today, limit, rows, picture: 'data:image/svg+xml,…' });

/** useCityEvents for Bilbao, with a query client of its own. */
function renderCityEvents() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCityEvents(bilbao), { wrapper });
}

afterEach(() => {
  delete holder[EARLY_LISTING_GLOBAL];
  getSupabase.mockClear();
  vi.unstubAllGlobals();
});

describe('the first page a landing came with', () => {
  it('is the data of the same query only, handed to the first fetch once', () => {
    leave();
    const page = { cityId: 'bilbao', today, limit: 12 };
    expect(earlyListingItems(page)?.map((e) => e.title)).toEqual(['Jazz', 'Blues']);
    expect(earlyListingItems({ ...page, cityId: 'santander' })).toBeUndefined();
    expect(earlyListingItems({ ...page, limit: 50 })).toBeUndefined();
    expect(earlyListingItems({ ...page, today: '2000-01-01' })).toBeUndefined();
    expect(takeEarlyListing({ ...page, limit: null })).toBeNull();
    expect(takeEarlyListing(page)).toBe(rows);
    expect(takeEarlyListing(page)).toBeNull();
  });

  it("is a phone's first render of the city's events, with no request", () => {
    vi.stubGlobal('innerWidth', 390);
    leave();
    const { result } = renderCityEvents();
    expect(result.current.isLoading).toBe(false);
    expect(result.current.events.map((e) => e.title)).toEqual(['Jazz', 'Blues']);
    expect(getSupabase).not.toHaveBeenCalled();
  });

  it('is nothing for a desktop, whose first page is longer', () => {
    vi.stubGlobal('innerWidth', 1280);
    leave();
    const { result } = renderCityEvents();
    expect(result.current.isLoading).toBe(true);
    expect(result.current.events).toEqual([]);
  });
});
