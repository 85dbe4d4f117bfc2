import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from './supabase';

/**
 * For effects: runs `setUp` with the client once it is loaded, unless the effect was cleaned up
 * first; returns the clean-up, which also undoes what `setUp` returned.
 */
export function withSupabase(
  setUp: (supabase: SupabaseClient) => (() => void) | void,
  onError?: (error: unknown) => void,
): () => void {
  let disposed = false;
  let tearDown: (() => void) | void;
  // Promise.resolve: the client (or a test's stand-in) may be handed over as a plain value.
  Promise.resolve(getSupabase()).then(
    (supabase) => {
      if (!disposed) tearDown = setUp(supabase);
    },
    (error: unknown) => {
      if (!disposed) onError?.(error);
    },
  );
  return () => {
    disposed = true;
    tearDown?.();
  };
}
