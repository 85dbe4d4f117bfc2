import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('lists every missing variable', () => {
    expect(() => parseEnv({})).toThrowError(
      'Faltan variables de entorno: VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY',
    );
  });

  it.each([
    [{ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }, ['VITE_SUPABASE_ANON_KEY']],
    [{ VITE_SUPABASE_ANON_KEY: 'key', VITE_SUPABASE_URL: '  ' }, ['VITE_SUPABASE_URL']],
  ])('reports what is missing in %j', (raw, missing) => {
    try {
      parseEnv(raw);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).missing).toEqual(missing);
    }
  });

  it('rejects a URL that is not http(s)', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'ftp://x', VITE_SUPABASE_ANON_KEY: 'k' })).toThrow(EnvError);
  });

  it('returns the trimmed values and an optional base domain', () => {
    expect(
      parseEnv({
        VITE_SUPABASE_URL: 'https://abc.supabase.co ',
        VITE_SUPABASE_ANON_KEY: 'anon',
        VITE_SITE_BASE_DOMAIN: 'agendanorte.es',
      }),
    ).toEqual({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon', siteBaseDomain: 'agendanorte.es' });
  });
});
