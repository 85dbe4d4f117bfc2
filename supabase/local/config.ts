import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseToml } from './toml.ts';
import type { TomlTable } from './toml.ts';
import type { Durability } from './db/pglite-adapter.ts';

/** The Supabase CLI's well-known local secrets; anything can override them via env. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEFAULT_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
export const DEFAULT_PORT = 54321;

export const LOCAL_DIR = fileURLToPath(new URL('.', import.meta.url));
export const SUPABASE_DIR = resolve(LOCAL_DIR, '..');
export const REPO_DIR = resolve(SUPABASE_DIR, '..');
export const DEFAULT_DATA_DIR = join(SUPABASE_DIR, '.local', 'db');
export const DEFAULT_MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
export const DEFAULT_SEED_FILE = join(SUPABASE_DIR, 'seed.sql');
export const DEFAULT_FUNCTIONS_DIR = join(SUPABASE_DIR, 'functions');
export const DENO_DIR = join(SUPABASE_DIR, '.local', 'deno-cache');

export interface LocalStackOptions {
  /** 0 picks a free port. Default: env PORT or 54321. */
  port?: number;
  host?: string;
  /** PGlite data directory; undefined = in-memory (tests). Ignored when dbUrl is set. */
  dataDir?: string;
  /** postgres://… to run over a real PostgreSQL instead of PGlite. */
  dbUrl?: string;
  migrationsDir?: string;
  /** Seed file applied once on a fresh database; false = no seed. */
  seedFile?: string | false;
  functionsDir?: string;
  /** Path to config.toml (verify_jwt per function, auth settings). */
  configToml?: string;
  jwtSecret?: string;
  anonKey?: string;
  serviceRoleKey?: string;
  /** Access-token lifetime in seconds (GoTrue default 3600). */
  jwtExpiry?: number;
  enableEmailConfirmations?: boolean;
  siteUrl?: string;
  /** Extra env for edge functions (merged over supabase/functions/.env). */
  functionsEnv?: Record<string, string>;
  /** bcrypt cost for new passwords (GoTrue uses 10). */
  bcryptCost?: number;
  /** Max request body in bytes (PostgREST answers 413 past it). */
  maxBodyBytes?: number;
  /** Reuse a per-process / on-disk template of the migrated database for in-memory instances. */
  useTemplate?: boolean;
  /**
   * PGlite data directory only: 'durable' (default) flushes every commit to disk; 'fast-for-tests'
   * keeps PGlite's fsync=off (an OS crash can lose acknowledged writes). See db/pglite-adapter.ts.
   */
  durability?: Durability;
  /** Overrides [auth.rate_limit] of config.toml (tests lift the per-address limits this way). */
  rateLimits?: Partial<RateLimits>;
  /** Overrides [auth.email] max_frequency, in milliseconds. */
  emailMaxFrequencyMs?: number;
  log?: (msg: string) => void;
}

/**
 * [auth.rate_limit] of config.toml, with the Supabase CLI's defaults. The CLI hands them to GoTrue
 * as GOTRUE_RATE_LIMIT_*; GoTrue applies each to its own endpoints (see auth/rate-limit.ts).
 */
export interface RateLimits {
  /** E-mails per hour, every address together: used only with [auth.email.smtp] enabled, as the CLI does. */
  emailSent: number;
  smsSent: number;
  /** Anonymous sign-ins per hour per address. */
  anonymousUsers: number;
  /** /token requests per 5 minutes per address (password sign-ins too, as GoTrue counts them). */
  tokenRefresh: number;
  /** Sign-ups, recovery, magic link / OTP and resend requests per 5 minutes per address (each its own). */
  signInSignUps: number;
  /** /verify requests per 5 minutes per address. */
  tokenVerifications: number;
  web3: number;
}

/** The Supabase CLI's config template values. */
export const CLI_RATE_LIMITS: RateLimits = {
  emailSent: 2,
  smsSent: 30,
  anonymousUsers: 30,
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
  web3: 30,
};

/**
 * GoTrue's own e-mail limit (per hour), the one it runs with when the CLI does not pass email_sent:
 * without [auth.email.smtp] the CLI's mail catcher stands in, and so does the stack's outbox.
 */
export const GOTRUE_DEFAULT_EMAIL_SENT = 30;

export interface ResolvedConfig {
  port: number;
  host: string;
  dataDir: string | undefined;
  dbUrl: string | undefined;
  migrationsDir: string;
  seedFile: string | false;
  functionsDir: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtExpiry: number;
  enableEmailConfirmations: boolean;
  siteUrl: string;
  additionalRedirectUrls: string[];
  minimumPasswordLength: number;
  rateLimits: RateLimits;
  /** [auth.email] double_confirm_changes: an e-mail change is confirmed from the old address too. */
  doubleConfirmChanges: boolean;
  /** [auth.email] max_frequency: the least time between two e-mails of one kind to one user. */
  emailMaxFrequencyMs: number;
  functionsEnv: Record<string, string>;
  verifyJwt: (fn: string) => boolean;
  /** [auth.email.template.<kind>] subject / content_path from config.toml. */
  emailTemplates: Record<string, { subject?: string; contentPath?: string }>;
  bcryptCost: number;
  maxBodyBytes: number;
  useTemplate: boolean;
  durability: Durability;
  log: (msg: string) => void;
}

function envBool(v: string | undefined): boolean | undefined {
  if (v === undefined || v === '') return undefined;
  return /^(1|true|yes|on)$/i.test(v);
}

function sub(t: TomlTable | undefined, key: string): TomlTable | undefined {
  const v = t?.[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** A Go duration as the CLI writes them ("1s", "60s", "1m30s", "500ms"); undefined when unreadable. */
export function parseGoDuration(v: unknown): number | undefined {
  if (typeof v !== 'string' || !/^(\d+(\.\d+)?(ms|s|m|h))+$/.test(v.trim())) return undefined;
  const unit: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  let total = 0;
  for (const m of v.trim().matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g))
    total += Number(m[1]) * (unit[m[2] ?? 's'] ?? 0);
  return total;
}

/**
 * GoTrue's own environment overrides of the per-address limits, for a stack every request of which
 * comes from one address (the end-to-end suite's browsers all connect from 127.0.0.1).
 */
function envRateLimits(env: NodeJS.ProcessEnv): Partial<RateLimits> {
  const out: Partial<RateLimits> = {};
  const read = (name: string) => (env[name] && /^\d+$/.test(env[name] ?? '') ? Number(env[name]) : undefined);
  const tokenRefresh = read('GOTRUE_RATE_LIMIT_TOKEN_REFRESH');
  const otp = read('GOTRUE_RATE_LIMIT_OTP');
  const verify = read('GOTRUE_RATE_LIMIT_VERIFY');
  if (tokenRefresh !== undefined) out.tokenRefresh = tokenRefresh;
  if (otp !== undefined) out.signInSignUps = otp;
  if (verify !== undefined) out.tokenVerifications = verify;
  return out;
}

function rateLimitsFrom(
  limits: TomlTable | undefined,
  smtpEnabled: boolean,
  overrides: Partial<RateLimits> = {},
): RateLimits {
  const pick = (key: string, fallback: number): number => num(limits?.[key]) ?? fallback;
  return {
    // The CLI passes email_sent to GoTrue only with a real SMTP server; otherwise GoTrue's default holds.
    emailSent: smtpEnabled ? pick('email_sent', CLI_RATE_LIMITS.emailSent) : GOTRUE_DEFAULT_EMAIL_SENT,
    smsSent: pick('sms_sent', CLI_RATE_LIMITS.smsSent),
    anonymousUsers: pick('anonymous_users', CLI_RATE_LIMITS.anonymousUsers),
    tokenRefresh: pick('token_refresh', CLI_RATE_LIMITS.tokenRefresh),
    signInSignUps: pick('sign_in_sign_ups', CLI_RATE_LIMITS.signInSignUps),
    tokenVerifications: pick('token_verifications', CLI_RATE_LIMITS.tokenVerifications),
    web3: pick('web3', CLI_RATE_LIMITS.web3),
    ...overrides,
  };
}

export function readConfigToml(path: string): TomlTable {
  if (!existsSync(path)) return {};
  return parseToml(readFileSync(path, 'utf8'));
}

export function resolveConfig(
  opts: LocalStackOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): ResolvedConfig {
  const toml = readConfigToml(opts.configToml ?? join(SUPABASE_DIR, 'config.toml'));
  const auth = sub(toml, 'auth');
  const email = sub(auth, 'email');
  const smtp = sub(email, 'smtp');
  const functions = sub(toml, 'functions');
  const envPort = env.PORT ? Number(env.PORT) : undefined;
  const tomlConfirm = typeof email?.enable_confirmations === 'boolean' ? email.enable_confirmations : false;
  return {
    port: opts.port ?? envPort ?? DEFAULT_PORT,
    host: opts.host ?? '127.0.0.1',
    dataDir: opts.dataDir ? resolve(opts.dataDir) : undefined,
    dbUrl: opts.dbUrl,
    migrationsDir: resolve(opts.migrationsDir ?? DEFAULT_MIGRATIONS_DIR),
    seedFile: opts.seedFile === false ? false : resolve(opts.seedFile ?? DEFAULT_SEED_FILE),
    functionsDir: resolve(opts.functionsDir ?? DEFAULT_FUNCTIONS_DIR),
    jwtSecret: opts.jwtSecret ?? env.SUPABASE_JWT_SECRET ?? DEFAULT_JWT_SECRET,
    anonKey: opts.anonKey ?? env.SUPABASE_ANON_KEY ?? DEFAULT_ANON_KEY,
    serviceRoleKey: opts.serviceRoleKey ?? env.SUPABASE_SERVICE_ROLE_KEY ?? DEFAULT_SERVICE_ROLE_KEY,
    jwtExpiry: opts.jwtExpiry ?? (env.JWT_EXPIRY ? Number(env.JWT_EXPIRY) : undefined) ?? 3600,
    enableEmailConfirmations:
      opts.enableEmailConfirmations ?? envBool(env.ENABLE_EMAIL_CONFIRMATIONS) ?? tomlConfirm,
    siteUrl: opts.siteUrl ?? (typeof auth?.site_url === 'string' ? auth.site_url : 'http://localhost:5173'),
    additionalRedirectUrls: Array.isArray(auth?.additional_redirect_urls)
      ? auth.additional_redirect_urls.filter((u): u is string => typeof u === 'string')
      : [],
    minimumPasswordLength:
      typeof auth?.minimum_password_length === 'number' ? auth.minimum_password_length : 6,
    rateLimits: rateLimitsFrom(sub(auth, 'rate_limit'), smtp?.enabled === true, {
      ...envRateLimits(env),
      ...opts.rateLimits,
    }),
    doubleConfirmChanges:
      typeof email?.double_confirm_changes === 'boolean' ? email.double_confirm_changes : true,
    // The CLI's template default is 1s (GoTrue's own, without the CLI, is a minute).
    emailMaxFrequencyMs: opts.emailMaxFrequencyMs ?? parseGoDuration(email?.max_frequency) ?? 1000,
    functionsEnv: opts.functionsEnv ?? {},
    verifyJwt: (fn) => {
      const v = sub(functions, fn)?.verify_jwt;
      return typeof v === 'boolean' ? v : true;
    },
    emailTemplates: Object.fromEntries(
      Object.entries(sub(email, 'template') ?? {}).map(([k, v]) => {
        const t = v && typeof v === 'object' && !Array.isArray(v) ? v : {};
        const out: { subject?: string; contentPath?: string } = {};
        if (typeof t.subject === 'string') out.subject = t.subject;
        if (typeof t.content_path === 'string') out.contentPath = resolve(SUPABASE_DIR, '..', t.content_path);
        return [k, out];
      }),
    ),
    bcryptCost: opts.bcryptCost ?? 10,
    maxBodyBytes: opts.maxBodyBytes ?? 1024 * 1024,
    useTemplate: opts.useTemplate ?? true,
    durability: opts.durability ?? 'durable',
    log: opts.log ?? (() => {}),
  };
}
