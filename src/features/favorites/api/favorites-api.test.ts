import { beforeEach, describe, expect, it, vi } from 'vitest';

const single = vi.fn();
const rpc = vi.fn(() => ({ single }));
const from = vi.fn();

vi.mock('@/lib/supabase', () => ({ getSupabase: () => ({ rpc, from }) }));

const { saveFavorite } = await import('./favorites-api');

beforeEach(() => {
  vi.clearAllMocks();
});

const answer = (saved: boolean, awarded: number, reason: string) =>
  single.mockResolvedValueOnce({ data: { saved, awarded, reason }, error: null });

describe('saveFavorite', () => {
  it('is one save_favorite call (the row and its point in one transaction), no table request', async () => {
    answer(true, 1, 'awarded');
    expect(await saveFavorite('ev-1')).toBe('point');
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith('save_favorite', { p_event_id: 'ev-1' });
    expect(from).not.toHaveBeenCalled();
  });

  it.each([
    [true, 1, 'awarded', 'point'],
    [true, 0, 'daily_limit', 'limit'],
    [true, 0, 'already_awarded', 'saved'],
    [false, 0, 'already_saved', 'already'],
  ] as const)('saved %s, awarded %s, reason %s → %s', async (saved, awarded, reason, outcome) => {
    answer(saved, awarded, reason);
    expect(await saveFavorite('ev-1')).toBe(outcome);
  });

  it("throws the database's message (an event that does not exist saves nothing)", async () => {
    single.mockResolvedValueOnce({ data: null, error: { message: 'Ese evento no existe.', code: 'P0002' } });
    await expect(saveFavorite('ev-x')).rejects.toThrow('Ese evento no existe.');
  });
});
