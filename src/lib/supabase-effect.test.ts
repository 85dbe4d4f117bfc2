import { describe, expect, it, vi } from 'vitest';
import { withSupabase } from './supabase-effect';

const loader = vi.hoisted(() => ({ next: null as null | Promise<unknown> }));
vi.mock('./supabase', () => ({ getSupabase: () => loader.next }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('withSupabase', () => {
  it('sets up once the client is loaded, and the clean-up undoes it', async () => {
    const client = { name: 'client' };
    loader.next = Promise.resolve(client);
    const undo = vi.fn();
    const setUp = vi.fn(() => undo);
    const cleanUp = withSupabase(setUp as never);
    expect(setUp).not.toHaveBeenCalled();
    await flush();
    expect(setUp).toHaveBeenCalledWith(client);
    cleanUp();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('does not set up when cleaned up before the client arrived', async () => {
    loader.next = Promise.resolve({});
    const setUp = vi.fn();
    withSupabase(setUp)();
    await flush();
    expect(setUp).not.toHaveBeenCalled();
  });

  it('reports a failed load, unless already cleaned up', async () => {
    loader.next = Promise.reject(new Error('offline'));
    const onError = vi.fn();
    withSupabase(vi.fn(), onError);
    await flush();
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    loader.next = Promise.reject(new Error('offline'));
    const late = vi.fn();
    withSupabase(vi.fn(), late)();
    await flush();
    expect(late).not.toHaveBeenCalled();
  });
});
