import { beforeEach, describe, expect, it, vi } from 'vitest';

const rpc = vi.fn();
const insert = vi.fn();
const getSession = vi.fn();
const maybeSingle = vi.fn();
const calls: Array<[string, ...unknown[]]> = [];

function selectChain() {
  const chain = {
    eq: (...args: unknown[]) => (calls.push(['eq', ...args]), chain),
    is: (...args: unknown[]) => (calls.push(['is', ...args]), chain),
    abortSignal: () => chain,
    maybeSingle,
  };
  return chain;
}

vi.mock('@/lib/supabase', () => ({
  getSupabase: () => ({
    rpc,
    auth: { getSession },
    from: (table: string) => {
      calls.push(['from', table]);
      return { insert, select: (cols: string) => (calls.push(['select', cols]), selectChain()) };
    },
  }),
}));

const { fetchViewCount, incrementPageView, trackExternalClick } = await import('./tracking-api');

beforeEach(() => {
  vi.clearAllMocks();
  calls.length = 0;
});

describe('incrementPageView', () => {
  it('calls increment_page_view with the path and the event id (left out for no event: null by default)', async () => {
    rpc.mockResolvedValue({ data: 7, error: null });
    expect(await incrementPageView('/event/abc', 'abc')).toBe(7);
    expect(rpc).toHaveBeenCalledWith('increment_page_view', { p_page_path: '/event/abc', p_event_id: 'abc' });
    await incrementPageView('/', null);
    expect(rpc).toHaveBeenLastCalledWith('increment_page_view', { p_page_path: '/', p_event_id: undefined });
  });

  it('swallows errors and rejections', async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'boom' } });
    expect(await incrementPageView('/', null)).toBeNull();
    rpc.mockRejectedValueOnce(new Error('offline'));
    expect(await incrementPageView('/', null)).toBeNull();
  });
});

describe('fetchViewCount', () => {
  it('selects view_count by page_path and event_id', async () => {
    maybeSingle.mockResolvedValue({ data: { view_count: '42' }, error: null });
    expect(await fetchViewCount('/event/abc', 'abc')).toBe(42);
    expect(calls).toEqual([
      ['from', 'page_views'],
      ['select', 'view_count'],
      ['eq', 'page_path', '/event/abc'],
      ['eq', 'event_id', 'abc'],
    ]);
  });

  it('matches a null event id with IS NULL', async () => {
    maybeSingle.mockResolvedValue({ data: null, error: null });
    expect(await fetchViewCount('/', null)).toBe(0);
    expect(calls).toContainEqual(['is', 'event_id', null]);
  });

  it('gives 0 on errors', async () => {
    maybeSingle.mockResolvedValueOnce({ data: null, error: { message: 'boom' } });
    expect(await fetchViewCount('/', null)).toBe(0);
    maybeSingle.mockRejectedValueOnce(new Error('offline'));
    expect(await fetchViewCount('/', null)).toBe(0);
  });
});

describe('trackExternalClick', () => {
  it('inserts the click with the session user, time, page, user agent and referrer', async () => {
    getSession.mockResolvedValue({ data: { session: { user: { id: 'u1' } } } });
    insert.mockResolvedValue({ error: null });
    await trackExternalClick('https://x.example/', '/event/abc');
    expect(calls).toContainEqual(['from', 'external_link_clicks']);
    const row = insert.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(row).toMatchObject({
      external_url: 'https://x.example/',
      user_id: 'u1',
      source_page: '/event/abc',
      user_agent: navigator.userAgent,
      referrer: null,
    });
    expect(new Date(row.clicked_at as string).getTime()).not.toBeNaN();
  });

  it('is anonymous without a session and never throws', async () => {
    getSession.mockResolvedValue({ data: { session: null } });
    insert.mockResolvedValue({ error: { message: 'denied' } });
    await expect(trackExternalClick('https://x.example/', '/')).resolves.toBeUndefined();
    expect(insert.mock.calls[0]?.[0]).toMatchObject({ user_id: null });
    insert.mockRejectedValueOnce(new Error('offline'));
    await expect(trackExternalClick('https://x.example/', '/')).resolves.toBeUndefined();
  });
});
