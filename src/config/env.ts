/** The browser app's environment, validated once at start-up: a misconfigured deploy says all it misses. */
export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Production base domain (cities live on `<city>.<base>`); empty → derived from the current host. */
  siteBaseDomain: string;
}

type RawEnv = Record<string, string | boolean | undefined>;

const REQUIRED = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const;

export class EnvError extends Error {
  constructor(public readonly missing: string[]) {
    super(`Faltan variables de entorno: ${missing.join(', ')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(raw: RawEnv): AppEnv {
  const text = (key: string) => (typeof raw[key] === 'string' ? raw[key].trim() : '');
  const missing = REQUIRED.filter((key) => !text(key));
  if (missing.length > 0) throw new EnvError([...missing]);
  const supabaseUrl = text('VITE_SUPABASE_URL');
  if (!/^https?:\/\//.test(supabaseUrl)) throw new EnvError(['VITE_SUPABASE_URL (debe ser una URL http(s))']);
  return {
    supabaseUrl,
    supabaseAnonKey: text('VITE_SUPABASE_ANON_KEY'),
    siteBaseDomain: text('VITE_SITE_BASE_DOMAIN'),
  };
}

let cached: AppEnv | undefined;

/** The validated environment; throws EnvError listing every missing variable. */
export function getEnv(): AppEnv {
  cached ??= parseEnv(import.meta.env as RawEnv);
  return cached;
}
