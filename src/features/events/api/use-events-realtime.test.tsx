import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { REALTIME_RELOAD_MIN_GAP_MS } from '@/config/tuning';
import { eventsKeys } from './events-queries';
import { useEventsRealtime } from './use-events-realtime';

type Status = 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'CLOSED' | 'TIMED_OUT';
const fake = vi.hoisted(() => ({
  onChange: null as null | (() => void),
  onStatus: null as null | ((status: string) => void),
  removeChannel: vi.fn(),
}));

vi.mock('@/lib/supabase', () => ({
  getSupabase: () => {
    const channel = {
      on: (_type: string, _filter: unknown, callback: () => void) => {
        fake.onChange = callback;
        return channel;
      },
      subscribe: (callback: (status: string) => void) => {
        fake.onStatus = callback;
        return channel;
      },
    };
    return { channel: () => channel, removeChannel: fake.removeChannel };
  },
}));

let client: QueryClient;
let invalidate: MockInstance<QueryClient['invalidateQueries']>;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const status = (s: Status) => fake.onStatus?.(s);
const reloads = () =>
  invalidate.mock.calls.filter(
    ([arg]) => JSON.stringify(arg) === JSON.stringify({ queryKey: eventsKeys.all }),
  ).length;

beforeEach(() => {
  fake.removeChannel.mockClear();
  client = new QueryClient();
  invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
});
afterEach(() => vi.restoreAllMocks());

/** The hook subscribes in a task after the commit, once the client has loaded (a promise). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useEventsRealtime', () => {
  it('joins once the client has loaded, and not at all when the page is left before it', async () => {
    fake.onStatus = null;
    const first = renderHook(() => useEventsRealtime(), { wrapper });
    expect(fake.onStatus).toBeNull();
    first.unmount();
    await settle();
    expect(fake.onStatus).toBeNull();

    renderHook(() => useEventsRealtime(), { wrapper });
    await settle();
    expect(fake.onStatus).not.toBeNull();
  });

  it('reloads the events on a change', async () => {
    renderHook(() => useEventsRealtime(), { wrapper });
    await settle();
    fake.onChange?.();
    expect(reloads()).toBe(1);
  });

  it(`folds a burst of changes into one reload at the end of ${REALTIME_RELOAD_MIN_GAP_MS} ms`, async () => {
    renderHook(() => useEventsRealtime(), { wrapper });
    await settle();
    vi.useFakeTimers();
    try {
      fake.onChange?.();
      expect(reloads()).toBe(1);
      for (let i = 0; i < 10; i++) {
        vi.advanceTimersByTime(REALTIME_RELOAD_MIN_GAP_MS / 20);
        fake.onChange?.();
      }
      expect(reloads()).toBe(1);
      vi.advanceTimersByTime(REALTIME_RELOAD_MIN_GAP_MS);
      expect(reloads()).toBe(2);
      vi.advanceTimersByTime(5 * REALTIME_RELOAD_MIN_GAP_MS);
      expect(reloads()).toBe(2);
      fake.onChange?.();
      expect(reloads()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a folded reload when the page is left', async () => {
    const { unmount } = renderHook(() => useEventsRealtime(), { wrapper });
    await settle();
    vi.useFakeTimers();
    try {
      fake.onChange?.();
      fake.onChange?.();
      unmount();
      vi.advanceTimersByTime(5 * REALTIME_RELOAD_MIN_GAP_MS);
      expect(reloads()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not reload on the first subscription, but on every one after a disconnect', async () => {
    renderHook(() => useEventsRealtime(), { wrapper });
    await settle();
    status('SUBSCRIBED');
    expect(reloads()).toBe(0);
    status('CHANNEL_ERROR');
    status('CLOSED');
    expect(reloads()).toBe(0);
    status('SUBSCRIBED');
    expect(reloads()).toBe(1);
    status('TIMED_OUT');
    status('SUBSCRIBED');
    expect(reloads()).toBe(2);
  });

  it("reloads on the browser's 'online' event until unmounted, then removes the channel", async () => {
    const { unmount } = renderHook(() => useEventsRealtime(), { wrapper });
    await settle();
    window.dispatchEvent(new Event('online'));
    expect(reloads()).toBe(1);
    unmount();
    expect(fake.removeChannel).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(reloads()).toBe(1);
  });
});
