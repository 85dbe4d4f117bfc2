import { afterEach, describe, expect, it, vi } from 'vitest';

const created = { tag: 'client' };
const createClient = vi.fn();

vi.mock('@supabase/supabase-js', () => ({ createClient }));
vi.mock('@/config/env', () => ({
  getEnv: () => ({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon' }),
}));

afterEach(() => {
  vi.resetModules();
  createClient.mockReset();
});

/** Resolves after `n` microtask turns: still inside the task that started them. */
async function microtasks(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await Promise.resolve();
}

describe('getSupabase', () => {
  it('creates one client for every caller, with the public key and a kept session', async () => {
    createClient.mockReturnValue(created);
    const { getSupabase } = await import('./supabase');
    const [a, b] = await Promise.all([getSupabase(), getSupabase()]);
    expect(a).toBe(created);
    expect(b).toBe(created);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledWith('http://127.0.0.1:1', 'anon', {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
  });

  it('hands the client to its callers in a later task than the one that created it', async () => {
    let callerRan = false;
    let callerRanInCreatingTask: boolean | undefined;
    createClient.mockImplementation(() => {
      // Everything queued as microtasks here runs before the creating task ends.
      void microtasks(100).then(() => (callerRanInCreatingTask = callerRan));
      return created;
    });
    const { getSupabase } = await import('./supabase');
    await getSupabase().then(() => (callerRan = true));
    expect(callerRanInCreatingTask).toBe(false);
    expect(callerRan).toBe(true);
  });

  it('hands the client to each caller that waited for it in a task of its own', async () => {
    createClient.mockReturnValue(created);
    const { getSupabase } = await import('./supabase');
    let secondRan = false;
    let secondRanInFirstsTask: boolean | undefined;
    const first = getSupabase().then(async () => {
      await microtasks(100);
      secondRanInFirstsTask = secondRan;
    });
    const second = getSupabase().then(() => (secondRan = true));
    await Promise.all([first, second]);
    expect(secondRanInFirstsTask).toBe(false);
  });

  it('tries again after a failed start instead of keeping the failure', async () => {
    createClient
      .mockImplementationOnce(() => {
        throw new Error('sin red');
      })
      .mockReturnValue(created);
    const { getSupabase } = await import('./supabase');
    await expect(getSupabase()).rejects.toThrow('sin red');
    await expect(getSupabase()).resolves.toBe(created);
  });
});
