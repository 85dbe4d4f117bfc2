// @vitest-environment node
/**
 * Database lint, as SQL run against the migrated database (superuser handle `stack.db`), each query
 * listing the offenders and expected to list none: RLS on every table, fixed search_path on every
 * function, security definer functions executable by client roles only from the allow-list named
 * here, no views without security_invoker, plus the privilege and policy rules of supabase/README.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '../../supabase/local/db/adapter.ts';
import { bootstrap, listMigrations, migrate } from '../../supabase/local/db/migrate.ts';
import { MIGRATIONS_DIR, STACK_TIMEOUT, startDbStack } from './helpers.ts';
import type { TestStack } from './helpers.ts';

/**
 * The allow-list (supabase/README.md, "RPCs"): the only security definer functions — in fact the only
 * functions at all — that `anon` or `authenticated` may execute. check_daily_limit and
 * track_daily_points are listed although they are security invoker. save_favorite acts only for the
 * caller (auth.uid()) and refuses a request without one (42501). review_submission,
 * cancel_event_occurrence, set_event_hidden and moderate_event are executable by every signed-in user
 * and refuse anyone who is not a moderator inside (42501); tests/db/access-matrix.test.ts holds them to it.
 */
const CLIENT_CALLABLE = [
  'check_daily_limit',
  'track_daily_points',
  'get_public_rankings',
  'get_monthly_rankings',
  'get_my_rank',
  'increment_page_view',
  'get_event_favorite_counts',
  'get_trending_favorite_counts',
  'review_submission',
  'cancel_event_occurrence',
  'set_event_hidden',
  'moderate_event',
  'is_moderator',
  'save_favorite',
] as const;

type Who = 'anon' | 'authenticated' | 'service_role';

/** The README's RPC table (who may execute) plus the internal helpers and trigger functions (nobody). */
const FUNCTIONS: ReadonlyArray<{ name: string; definer: boolean; execute: readonly Who[] }> = [
  { name: 'check_daily_limit', definer: false, execute: ['authenticated', 'service_role'] },
  { name: 'track_daily_points', definer: false, execute: ['authenticated', 'service_role'] },
  { name: 'get_public_rankings', definer: true, execute: ['anon', 'authenticated', 'service_role'] },
  { name: 'get_monthly_rankings', definer: true, execute: ['anon', 'authenticated', 'service_role'] },
  { name: 'get_my_rank', definer: true, execute: ['authenticated', 'service_role'] },
  { name: 'increment_page_view', definer: true, execute: ['anon', 'authenticated', 'service_role'] },
  { name: 'get_event_favorite_counts', definer: true, execute: ['anon', 'authenticated', 'service_role'] },
  { name: 'get_trending_favorite_counts', definer: true, execute: ['anon', 'authenticated', 'service_role'] },
  { name: 'is_moderator', definer: true, execute: ['anon', 'authenticated', 'service_role'] },
  { name: 'review_submission', definer: true, execute: ['authenticated', 'service_role'] },
  { name: 'award_points', definer: true, execute: ['service_role'] },
  { name: 'consume_account_deletion', definer: true, execute: ['service_role'] },
  { name: 'ranking_entries', definer: false, execute: [] },
  { name: 'jsonb_to_text_array', definer: false, execute: ['service_role'] },
  { name: 'handle_new_user', definer: true, execute: [] },
  { name: 'set_updated_at', definer: false, execute: [] },
  { name: 'profiles_before_update', definer: false, execute: [] },
  { name: 'user_favorites_clamp_created_at', definer: false, execute: [] },
  { name: 'tracking_allowed', definer: true, execute: ['service_role'] },
  { name: 'limit_external_link_clicks', definer: true, execute: [] },
  // Migration 20261127000100 (recurring events). recurrence_dates runs as whoever writes events (the
  // service role, or the owner inside a definer function), so only the service role needs it.
  { name: 'recurrence_dates', definer: false, execute: ['service_role'] },
  { name: 'events_expand_recurrence', definer: false, execute: [] },
  { name: 'cancel_event_occurrence', definer: true, execute: ['authenticated', 'service_role'] },
  // Migration 20261127000200 (imports). A run writes only through import_apply / import_finish /
  // import_failed, called by the service role; the helpers they use are executable by nobody.
  { name: 'link_imported_submission', definer: true, execute: [] },
  { name: 'import_apply', definer: true, execute: ['service_role'] },
  { name: 'import_finish', definer: true, execute: ['service_role'] },
  { name: 'import_failed', definer: true, execute: ['service_role'] },
  { name: 'import_write_event', definer: true, execute: [] },
  { name: 'import_apply_item', definer: true, execute: [] },
  { name: 'import_event_fields', definer: false, execute: [] },
  { name: 'import_submission_payload', definer: false, execute: [] },
  { name: 'set_event_hidden', definer: true, execute: ['authenticated', 'service_role'] },
  { name: 'moderate_event', definer: true, execute: ['authenticated', 'service_role'] },
  // Migration 20261127002000 (limits decided in one transaction). The edge functions' limits are the
  // service role's; save_favorite is the signed-in caller's own (the service role has no user).
  { name: 'create_event_submission', definer: true, execute: ['service_role'] },
  { name: 'create_account_deletion', definer: true, execute: ['service_role'] },
  { name: 'save_favorite', definer: true, execute: ['authenticated'] },
  // Migration 20261127010000 (event images): event-image-upload's hourly limit per IP hash.
  { name: 'grant_image_upload', definer: true, execute: ['service_role'] },
  // Migration 20261127010100: pictures of forms never sent, for event-image-upload to remove.
  { name: 'stale_event_images', definer: true, execute: ['service_role'] },
];

/** Table privileges of the client roles that the access matrix needs, and nothing more. */
const TABLE_PRIVILEGES: Record<string, { anon: string[]; authenticated: string[] }> = {
  events: { anon: ['SELECT'], authenticated: ['SELECT'] },
  user_favorites: { anon: [], authenticated: ['DELETE', 'INSERT', 'SELECT'] },
  user_points: { anon: [], authenticated: ['SELECT'] },
  point_transactions: { anon: [], authenticated: ['SELECT'] },
  newsletter_preferences: { anon: [], authenticated: ['SELECT', 'UPDATE'] },
  profiles: { anon: [], authenticated: ['SELECT', 'UPDATE'] },
  pending_account_deletions: { anon: [], authenticated: [] },
  external_link_clicks: { anon: ['INSERT'], authenticated: ['INSERT'] },
  page_views: { anon: ['SELECT'], authenticated: ['SELECT'] },
  event_submissions: { anon: [], authenticated: ['SELECT'] },
  moderators: { anon: [], authenticated: ['SELECT'] },
  newsletter_sends: { anon: [], authenticated: [] },
  tracking_rate_limits: { anon: [], authenticated: [] },
  // Moderators manage the sources through RLS (select, insert, update; never delete); a run's items
  // are the service role's alone; moderators read the runs.
  event_sources: { anon: [], authenticated: ['INSERT', 'SELECT', 'UPDATE'] },
  event_source_items: { anon: [], authenticated: [] },
  import_runs: { anon: [], authenticated: ['SELECT'] },
  image_upload_grants: { anon: [], authenticated: [] },
};

/** Policy conditions as PostgreSQL prints them (lower-cased, `public.` dropped, spaces collapsed). */
const OWN = '(user_id = ( select auth.uid() as uid))';
const MODERATOR = '( select is_moderator() as is_moderator)';

/**
 * Every policy in public. RLS narrows what TABLE_PRIVILEGES grants: the access matrix's ∅ cells and
 * its "own rows" / "moderators only" scopes come from these conditions, so a policy added, dropped or
 * widened shows here. events: hidden events (hidden_at set) are for moderators only.
 */
type Policy = [
  table: string,
  name: string,
  cmd: 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE' | 'ALL',
  roles: string,
  using: string | null,
  check: string | null,
];

// prettier-ignore
const POLICIES: readonly Policy[] = [
  ['event_sources', 'moderators add sources', 'INSERT', 'authenticated', null, MODERATOR],
  ['event_sources', 'moderators change sources', 'UPDATE', 'authenticated', MODERATOR, MODERATOR],
  ['event_sources', 'moderators read sources', 'SELECT', 'authenticated', MODERATOR, null],
  ['event_submissions', 'moderators read submissions', 'SELECT', 'authenticated', MODERATOR, null],
  ['events', 'events are readable by everyone unless hidden', 'SELECT', 'anon,authenticated', `((hidden_at is null) or ${MODERATOR})`, null],
  ['external_link_clicks', 'anyone records a click as themselves or anonymously', 'INSERT', 'anon,authenticated', null, `((user_id is null) or ${OWN})`],
  ['import_runs', 'moderators read runs', 'SELECT', 'authenticated', MODERATOR, null],
  ['moderators', 'users see whether they are a moderator', 'SELECT', 'authenticated', OWN, null],
  ['newsletter_preferences', 'owners read their newsletter preferences', 'SELECT', 'authenticated', OWN, null],
  ['newsletter_preferences', 'owners update their newsletter preferences', 'UPDATE', 'authenticated', OWN, OWN],
  ['page_views', 'page views are readable by everyone', 'SELECT', 'anon,authenticated', 'true', null],
  ['point_transactions', 'owners read their point transactions', 'SELECT', 'authenticated', OWN, null],
  ['profiles', 'owners read their profile', 'SELECT', 'authenticated', OWN, null],
  ['profiles', 'owners update their profile', 'UPDATE', 'authenticated', OWN, OWN],
  ['user_favorites', 'owners add their favourites', 'INSERT', 'authenticated', null, OWN],
  ['user_favorites', 'owners read their favourites', 'SELECT', 'authenticated', OWN, null],
  ['user_favorites', 'owners remove their favourites', 'DELETE', 'authenticated', OWN, null],
  ['user_points', 'owners read their points', 'SELECT', 'authenticated', OWN, null],
];

const byTableAndName = (a: Policy, b: Policy): number => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]);

/**
 * Every trigger on a public table whose function lives in public, as "table.trigger: timing events →
 * function". (The local stack adds its own realtime capture triggers, from a schema of its own.)
 */
const TRIGGERS = [
  'event_sources.event_sources_set_updated_at: BEFORE UPDATE → set_updated_at',
  'event_submissions.event_submissions_link_imported: AFTER UPDATE OF event_id → link_imported_submission',
  'events.events_expand_recurrence: BEFORE INSERT OR UPDATE → events_expand_recurrence',
  'events.events_set_updated_at: BEFORE UPDATE → set_updated_at',
  'external_link_clicks.external_link_clicks_rate_limit: BEFORE INSERT → limit_external_link_clicks',
  'newsletter_preferences.newsletter_preferences_set_updated_at: BEFORE UPDATE → set_updated_at',
  'profiles.profiles_before_update: BEFORE UPDATE → profiles_before_update',
  'user_favorites.user_favorites_clamp_created_at: BEFORE INSERT → user_favorites_clamp_created_at',
  'user_points.user_points_set_updated_at: BEFORE UPDATE → set_updated_at',
];

const ALL_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];

let s: TestStack;

beforeAll(async () => {
  s = await startDbStack();
}, STACK_TIMEOUT);

afterAll(async () => {
  await s?.stop();
});

async function rows<T = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
  db: DbClient = s.db,
): Promise<T[]> {
  return (await db.query<T>(text, params)).rows;
}

/** Every (table, role) whose privileges differ from TABLE_PRIVILEGES, as "table role: have ≠ want". */
async function privilegeMismatches(db: DbClient): Promise<string[]> {
  const out: string[] = [];
  const tables = await rows<{ relname: string }>(
    `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
    [],
    db,
  );
  for (const t of tables)
    if (!(t.relname in TABLE_PRIVILEGES)) out.push(`${t.relname}: not in the access matrix`);
  for (const [table, want] of Object.entries(TABLE_PRIVILEGES)) {
    for (const role of ['anon', 'authenticated'] as const) {
      const [row] = await rows<{ have: string[] | string | null }>(
        `select array(select p from unnest($3::text[]) p where has_table_privilege($1, $2::regclass, p) order by p) as have`,
        [role, `public.${table}`, ALL_PRIVILEGES],
        db,
      );
      const have = toArray(row?.have);
      if (have.join(',') !== [...want[role]].sort().join(',')) {
        out.push(`${table} ${role}: ${have.join(',') || '—'} ≠ ${[...want[role]].sort().join(',') || '—'}`);
      }
    }
  }
  return out;
}

/** text[] comes back as an array from node-postgres and PGlite alike; tolerate the literal form. */
function toArray(v: string[] | string | null | undefined): string[] {
  if (Array.isArray(v)) return v;
  if (typeof v === 'string')
    return v
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean);
  return [];
}

/**
 * The lint queries. Each lists its offenders; on the migrated database every list is empty. $1 is
 * always the allow-list (queries that do not need it ignore it).
 */
const LINTS: ReadonlyArray<{ rule: string; sql: string }> = [
  {
    rule: 'no table in public without row level security',
    sql: `select c.relname::text as offender from pg_class c
           where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity
             and $1::text[] is not null`,
  },
  {
    rule: 'no function in public without a fixed search_path',
    sql: `select p.oid::regprocedure::text as offender from pg_proc p
           where p.pronamespace = 'public'::regnamespace and $1::text[] is not null
             and not exists (select 1 from unnest(coalesce(p.proconfig, '{}'::text[])) c where c like 'search_path=%')`,
  },
  {
    rule: "every security definer function has search_path = ''",
    sql: `select p.oid::regprocedure::text as offender from pg_proc p
           where p.pronamespace = 'public'::regnamespace and p.prosecdef and $1::text[] is not null
             and not ('search_path=""' = any (coalesce(p.proconfig, '{}'::text[])))`,
  },
  {
    rule: 'no security definer function executable by anon or authenticated outside the allow-list',
    sql: `select p.oid::regprocedure::text || ' → ' || r.role as offender from pg_proc p
           cross join (values ('anon'), ('authenticated')) as r(role)
           where p.pronamespace = 'public'::regnamespace and p.prosecdef
             and has_function_privilege(r.role, p.oid, 'execute')
             and p.proname <> all ($1::text[])`,
  },
  {
    rule: 'no function at all executable by anon or authenticated outside the allow-list',
    sql: `select p.oid::regprocedure::text || ' → ' || r.role as offender from pg_proc p
           cross join (values ('anon'), ('authenticated')) as r(role)
           where p.pronamespace = 'public'::regnamespace
             and has_function_privilege(r.role, p.oid, 'execute')
             and p.proname <> all ($1::text[])`,
  },
  {
    rule: 'no function in public executable by PUBLIC',
    sql: `select p.oid::regprocedure::text as offender from pg_proc p
           where p.pronamespace = 'public'::regnamespace and $1::text[] is not null
             and exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                          where a.grantee = 0 and a.privilege_type = 'EXECUTE')`,
  },
  {
    rule: 'every view is security_invoker (and there are no materialized views)',
    sql: `select c.relname::text as offender from pg_class c
           where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm') and $1::text[] is not null
             and (c.relkind = 'm' or not exists (
                   select 1 from unnest(coalesce(c.reloptions, '{}'::text[])) o
                    where o ~* '^security_invoker=(true|on|yes|1)$'))`,
  },
  {
    rule: 'policies call auth.uid(), auth.role(), auth.jwt() and is_moderator() only as (select …)',
    sql: String.raw`select c.relname || ': ' || pol.polname as offender
            from pg_policy pol join pg_class c on c.oid = pol.polrelid
           where c.relnamespace = 'public'::regnamespace and $1::text[] is not null
             and regexp_replace(
                   coalesce(pg_get_expr(pol.polqual, pol.polrelid), '') || ' ' ||
                   coalesce(pg_get_expr(pol.polwithcheck, pol.polrelid), ''),
                   '\(\s*SELECT\s+(auth\.|public\.)?\w+\(\)\s+AS\s+\w+\)', '', 'gi')
                 ~* '(auth\.(uid|role|jwt)|is_moderator)\s*\('`,
  },
  {
    rule: 'every foreign key has an index whose leading columns are the key',
    sql: `select c.conrelid::regclass::text || ': ' || c.conname as offender from pg_constraint c
           where c.contype = 'f' and c.connamespace = 'public'::regnamespace and $1::text[] is not null
             and not exists (
               select 1 from pg_index i
                where i.indrelid = c.conrelid
                  and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] @> c.conkey
                  and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] <@ c.conkey)`,
  },
  {
    rule: 'no column-level grants and no table privilege for PUBLIC',
    sql: `select c.relname || '.' || a.attname as offender from pg_attribute a join pg_class c on c.oid = a.attrelid
           where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attacl is not null
             and $1::text[] is not null
          union all
          select c.relname || ' PUBLIC ' || a.privilege_type from pg_class c, aclexplode(c.relacl) a
           where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.grantee = 0`,
  },
];

async function offenders(sqlText: string, db: DbClient = s.db): Promise<string[]> {
  return (await rows<{ offender: string }>(sqlText, [CLIENT_CALLABLE], db)).map((r) => r.offender);
}

describe('lint (each query lists offenders; all must be empty)', () => {
  it.each(LINTS)('$rule', async ({ sql }) => {
    expect(await offenders(sql)).toEqual([]);
  });

  it('table privileges of anon and authenticated are exactly what the access matrix needs', async () => {
    expect(await privilegeMismatches(s.db)).toEqual([]);
  });

  it('the queries do catch offenders: planted ones (rolled back) are each reported', async () => {
    const found = await s.db
      .transaction(async (tx) => {
        await tx.exec(`
          create table public.zz_lint_no_rls (id uuid primary key);
          create table public.zz_lint_fk (id uuid, user_id uuid references auth.users (id));
          alter table public.zz_lint_fk enable row level security;
          create policy zz_lint_bare_uid on public.zz_lint_fk for select using (user_id = auth.uid());
          create function public.zz_lint_no_path() returns int language sql as 'select 1';
          create function public.zz_lint_definer() returns int language sql security definer
            set search_path = public as 'select 1';
          create view public.zz_lint_view as select 1 as x;
          grant update on public.events to anon;
          grant update (title) on public.events to authenticated;
        `);
        const out = await Promise.all(LINTS.map(async (l) => [l.rule, await offenders(l.sql, tx)] as const));
        const privileges = await privilegeMismatches(tx);
        throw Object.assign(new Error('rollback'), { out, privileges });
      })
      .catch((e: unknown) => e);
    if (!(found instanceof Error) || !('out' in found)) throw found;
    const { out, privileges } = found as unknown as {
      out: ReadonlyArray<readonly [string, string[]]>;
      privileges: string[];
    };
    for (const [rule, list] of out) expect(list.length, rule).toBeGreaterThan(0);
    expect(privileges).toContain('events anon: SELECT,UPDATE ≠ SELECT');
    // Rolled back: the real database is clean again.
    expect(await offenders(LINTS[0]?.sql ?? '')).toEqual([]);
  });
});

describe('functions: the README’s RPC table', () => {
  it('public holds exactly the documented functions', async () => {
    const names = await rows<{ proname: string }>(
      `select distinct proname from pg_proc where pronamespace = 'public'::regnamespace order by 1`,
    );
    expect(names.map((r) => r.proname)).toEqual(FUNCTIONS.map((fn) => fn.name).sort());
  });

  it('the allow-list names only documented client RPCs', () => {
    for (const name of CLIENT_CALLABLE) {
      const fn = FUNCTIONS.find((f) => f.name === name);
      expect(fn?.execute.some((w) => w === 'anon' || w === 'authenticated')).toBe(true);
    }
  });

  it.each(FUNCTIONS)(
    '$name: security definer = $definer, executable by [$execute]',
    async ({ name, definer, execute }) => {
      const found = await rows<{
        prosecdef: boolean;
        anon: boolean;
        authenticated: boolean;
        service_role: boolean;
      }>(
        `select p.prosecdef,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              has_function_privilege('service_role', p.oid, 'execute') as service_role
         from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = $1`,
        [name],
      );
      expect(found).toHaveLength(1);
      expect(found[0]).toEqual({
        prosecdef: definer,
        anon: execute.includes('anon'),
        authenticated: execute.includes('authenticated'),
        service_role: execute.includes('service_role'),
      });
    },
  );
});

describe('schema facts', () => {
  it('realtime: the supabase_realtime publication carries events and user_favorites', async () => {
    const tables = await rows<{ tablename: string }>(
      `select tablename from pg_publication_tables
        where pubname = 'supabase_realtime' and schemaname = 'public' order by 1`,
    );
    expect(tables.map((t) => t.tablename)).toEqual(['events', 'user_favorites']);
  });

  it('public holds exactly the documented policies (hidden events only for moderators)', async () => {
    const norm = (v: string | null): string | null =>
      v === null
        ? null
        : v
            .toLowerCase()
            .replace(/\bpublic\./g, '')
            .replace(/\s+/g, ' ')
            .trim();
    const found = await rows<{
      table: string;
      name: string;
      cmd: string;
      roles: string[] | string;
      permissive: string;
      using: string | null;
      check: string | null;
    }>(
      `select tablename::text as "table", policyname::text as name, cmd, roles::text[] as roles, permissive,
              qual as using, with_check as check
         from pg_policies where schemaname = 'public'`,
    );
    // Only permissive policies: a restrictive one would change what the others mean.
    expect(found.filter((p) => p.permissive !== 'PERMISSIVE').map((p) => p.name)).toEqual([]);
    expect(
      found
        .map((p): Policy => [
          p.table,
          p.name,
          p.cmd as Policy[2],
          toArray(p.roles).sort().join(','),
          norm(p.using),
          norm(p.check),
        ])
        .sort(byTableAndName),
    ).toEqual([...POLICIES].sort(byTableAndName));
  });

  it('public tables carry exactly the documented triggers', async () => {
    const found = await rows<{ line: string }>(
      `select c.relname || '.' || t.tgname || ': '
              || substring(pg_get_triggerdef(t.oid) from ' (BEFORE|AFTER|INSTEAD OF) ') || ' '
              || substring(pg_get_triggerdef(t.oid) from ' (?:BEFORE|AFTER|INSTEAD OF) (.+?) ON ')
              || ' → ' || p.proname as line
         from pg_trigger t
         join pg_class c on c.oid = t.tgrelid
         join pg_proc p on p.oid = t.tgfoid
        where c.relnamespace = 'public'::regnamespace and p.pronamespace = 'public'::regnamespace
          and not t.tgisinternal`,
    );
    expect(found.map((r) => r.line).sort()).toEqual([...TRIGGERS].sort());
  });

  it('the new-user trigger sits on auth.users', async () => {
    const triggers = await rows<{ tgname: string; fn: string }>(
      `select t.tgname, t.tgfoid::regproc::text as fn from pg_trigger t
        where t.tgrelid = 'auth.users'::regclass and not t.tgisinternal`,
    );
    expect(triggers).toContainEqual({ tgname: 'on_auth_user_created', fn: 'handle_new_user' });
  });

  it('page_views is unique on (page_path, event_id) with nulls not distinct', async () => {
    const [row] = await rows<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'page_views_path_event_key'`,
    );
    expect(row?.def).toMatch(/UNIQUE NULLS NOT DISTINCT \(page_path, event_id\)/);
  });

  it('every migration file was applied, in order', async () => {
    const applied = await rows<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(applied.map((r) => r.version)).toEqual(listMigrations(MIGRATIONS_DIR).map((m) => m.version));
  });
});

describe('a restarted stack keeps the migrations’ privileges', () => {
  // Every start of a persistent database (PGlite data directory, or SUPABASE_DB_URL) runs the local
  // bootstrap and then the pending migrations (supabase/local/db/open.ts). Doing that again on this
  // migrated database must not give the client roles back what the migrations revoked. (Last in the
  // file: it changes this database.)
  it('bootstrap + migrate a second time: table privileges still match the access matrix', async () => {
    await bootstrap(s.db);
    await migrate(s.db, MIGRATIONS_DIR);
    expect(await privilegeMismatches(s.db)).toEqual([]);
  });
});
