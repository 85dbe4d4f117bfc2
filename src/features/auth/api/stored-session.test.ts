import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredSession } from './stored-session';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('hasStoredSession', () => {
  it('is false in a fresh browser and true with a supabase-js session key', () => {
    window.localStorage.setItem('agenda-norte-trust-banner', '1');
    expect(hasStoredSession()).toBe(false);
    window.localStorage.setItem('sb-127-auth-token', '{}');
    expect(hasStoredSession()).toBe(true);
  });

  it('waits for supabase-js when the URL carries a session', () => {
    window.history.replaceState(null, '', '/#access_token=abc&refresh_token=def');
    expect(hasStoredSession()).toBe(true);
    window.history.replaceState(null, '', '/?code=123');
    expect(hasStoredSession()).toBe(true);
  });
});
