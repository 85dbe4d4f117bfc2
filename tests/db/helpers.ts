/**
 * Helpers for the database suites (tests/db): the project's real migrations (and, where asked, the
 * real seed) on an isolated local stack, one per test file. TEST_DATABASE_URL switches every stack to
 * its own throwaway database on that PostgreSQL server (tests/db/with-postgres.sh), exactly as the
 * local-stack contract suite does; otherwise each stack is an in-memory PGlite.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DEFAULT_FUNCTIONS_DIR,
  DEFAULT_MIGRATIONS_DIR,
  DEFAULT_SEED_FILE,
  SUPABASE_DIR,
} from '../../supabase/local/config.ts';
import type { LocalStackOptions } from '../../supabase/local/index.ts';
import { signUp } from '../functions/helpers.ts';
import type { TestUser } from '../functions/helpers.ts';
import { startTestStack, usingPostgres } from '../local-stack/helpers/stack.ts';
import type { TestStack } from '../local-stack/helpers/stack.ts';

export { usingPostgres };
export type { TestStack, TestUser };

/** Starting a stack on PostgreSQL applies every migration (and the seed) from scratch: allow for it. */
export const STACK_TIMEOUT = 120_000;

export const MIGRATIONS_DIR = DEFAULT_MIGRATIONS_DIR;
export const SEED_FILE = DEFAULT_SEED_FILE;

/** A stack over the project's own migrations; no seed unless `seed: true`. */
export function startDbStack(opts: { seed?: boolean } & LocalStackOptions = {}): Promise<TestStack> {
  const { seed = false, ...overrides } = opts;
  return startTestStack({
    migrationsDir: DEFAULT_MIGRATIONS_DIR,
    seedFile: seed ? DEFAULT_SEED_FILE : false,
    functionsDir: DEFAULT_FUNCTIONS_DIR,
    configToml: `${SUPABASE_DIR}/config.toml`,
    ...overrides,
  });
}

/** A new signed-in user (sign-up through supabase-js, with a full name in the metadata). */
export function newUser(s: TestStack, tag: string): Promise<TestUser> {
  return signUp(s, tag);
}

/** Rows of a superuser query (no RLS): what is really in the database. */
export async function sql<T = Record<string, unknown>>(
  s: TestStack,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return (await s.db.query<T>(text, params)).rows;
}

export async function sqlCount(s: TestStack, text: string, params: unknown[] = []): Promise<number> {
  const [row] = await sql<{ n: number | string | bigint }>(s, text, params);
  return Number(row?.n ?? 0);
}

/** The service-role client (bypasses RLS), used to check what a client call really did. */
export function serviceClient(s: TestStack): SupabaseClient {
  return s.client(s.serviceRoleKey);
}

/** Makes `userId` a moderator (directly in the database). */
export async function makeModerator(s: TestStack, userId: string): Promise<void> {
  await sql(s, 'insert into public.moderators (user_id) values ($1) on conflict do nothing', [userId]);
}

/** Inserts a published event and returns its id. */
export async function insertEvent(
  s: TestStack,
  fields: { title?: string; town?: string; start_date?: string; end_date?: string | null } = {},
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    s,
    `insert into public.events (title, town, start_date, end_date, category_id)
     values ($1, $2, coalesce($3::date, (now() at time zone 'Europe/Madrid')::date + 3), $4::date, '{musica}')
     returning id`,
    [
      fields.title ?? 'Concierto de prueba',
      fields.town ?? 'Bilbao',
      fields.start_date ?? null,
      fields.end_date ?? null,
    ],
  );
  if (!row) throw new Error('event insert returned nothing');
  return row.id;
}

/** A pending submission, as submit-event stores it. */
export async function insertSubmission(s: TestStack, title = 'Propuesta de prueba'): Promise<string> {
  const [row] = await sql<{ id: string }>(
    s,
    `insert into public.event_submissions (payload, submitted_by_email, submitted_by_name)
     values (jsonb_build_object('title', $1::text, 'category_id', jsonb_build_array('musica'),
             'start_date', ((now() at time zone 'Europe/Madrid')::date + 5)::text, 'town', 'bilbao'),
             'proponente@example.org', 'Proponente')
     returning id`,
    [title],
  );
  if (!row) throw new Error('submission insert returned nothing');
  return row.id;
}

/** A 64-hex token hash, unique per call. */
let hashSeq = 0;
export function tokenHash(): string {
  hashSeq += 1;
  return `${Date.now().toString(16)}${hashSeq.toString(16)}`.padEnd(64, 'a').slice(0, 64);
}
