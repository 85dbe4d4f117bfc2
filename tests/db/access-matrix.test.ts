// @vitest-environment node
/**
 * The access matrix of supabase/README.md, every cell, through the unmodified supabase-js client
 * against the local stack: each table × {anonymous, owner, other user, moderator, service role} ×
 * {select, insert, update, delete}. What the database really did is read back with superuser SQL.
 *
 *   ✅ allowed · ∅ runs, but RLS hides the rows (no error, nothing seen or changed) · ⛔ 42501
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  insertEvent,
  insertSubmission,
  makeModerator,
  newUser,
  serviceClient,
  sql,
  sqlCount,
  STACK_TIMEOUT,
  startDbStack,
  tokenHash,
} from './helpers.ts';
import type { TestStack, TestUser } from './helpers.ts';

type Actor = 'anon' | 'owner' | 'other' | 'moderator' | 'service';
type Op = 'select' | 'insert' | 'update' | 'delete';
type Outcome = '✅' | '∅' | '⛔';
type Table =
  | 'events'
  | 'user_favorites'
  | 'user_points'
  | 'point_transactions'
  | 'newsletter_preferences'
  | 'profiles'
  | 'pending_account_deletions'
  | 'external_link_clicks'
  | 'page_views'
  | 'event_submissions'
  | 'moderators'
  | 'newsletter_sends'
  | 'tracking_rate_limits'
  | 'event_sources'
  | 'event_source_items'
  | 'import_runs'
  | 'image_upload_grants';

const ACTORS: Actor[] = ['anon', 'owner', 'other', 'moderator', 'service'];
const OPS: Op[] = ['select', 'insert', 'update', 'delete'];

// Mirror of the README's matrix: select · insert · update · delete per column. events: anon, owner and
// other read every event but the hidden ones, moderators read those too (Spec.publicRows).
// prettier-ignore
const MATRIX: Record<Table, Record<Actor, string>> = {
  events:                    { anon: '✅ ⛔ ⛔ ⛔', owner: '✅ ⛔ ⛔ ⛔', other: '✅ ⛔ ⛔ ⛔', moderator: '✅ ⛔ ⛔ ⛔', service: '✅ ✅ ✅ ✅' },
  user_favorites:            { anon: '⛔ ⛔ ⛔ ⛔', owner: '✅ ✅ ⛔ ✅', other: '∅ ⛔ ⛔ ∅', moderator: '∅ ⛔ ⛔ ∅', service: '✅ ✅ ✅ ✅' },
  user_points:               { anon: '⛔ ⛔ ⛔ ⛔', owner: '✅ ⛔ ⛔ ⛔', other: '∅ ⛔ ⛔ ⛔', moderator: '∅ ⛔ ⛔ ⛔', service: '✅ ✅ ✅ ✅' },
  point_transactions:        { anon: '⛔ ⛔ ⛔ ⛔', owner: '✅ ⛔ ⛔ ⛔', other: '∅ ⛔ ⛔ ⛔', moderator: '∅ ⛔ ⛔ ⛔', service: '✅ ✅ ✅ ✅' },
  newsletter_preferences:    { anon: '⛔ ⛔ ⛔ ⛔', owner: '✅ ⛔ ✅ ⛔', other: '∅ ⛔ ∅ ⛔', moderator: '∅ ⛔ ∅ ⛔', service: '✅ ✅ ✅ ✅' },
  profiles:                  { anon: '⛔ ⛔ ⛔ ⛔', owner: '✅ ⛔ ✅ ⛔', other: '∅ ⛔ ∅ ⛔', moderator: '∅ ⛔ ∅ ⛔', service: '✅ ✅ ✅ ✅' },
  pending_account_deletions: { anon: '⛔ ⛔ ⛔ ⛔', owner: '⛔ ⛔ ⛔ ⛔', other: '⛔ ⛔ ⛔ ⛔', moderator: '⛔ ⛔ ⛔ ⛔', service: '✅ ✅ ✅ ✅' },
  external_link_clicks:      { anon: '⛔ ✅ ⛔ ⛔', owner: '⛔ ✅ ⛔ ⛔', other: '⛔ ⛔ ⛔ ⛔', moderator: '⛔ ⛔ ⛔ ⛔', service: '✅ ✅ ✅ ✅' },
  page_views:                { anon: '✅ ⛔ ⛔ ⛔', owner: '✅ ⛔ ⛔ ⛔', other: '✅ ⛔ ⛔ ⛔', moderator: '✅ ⛔ ⛔ ⛔', service: '✅ ✅ ✅ ✅' },
  event_submissions:         { anon: '⛔ ⛔ ⛔ ⛔', owner: '∅ ⛔ ⛔ ⛔', other: '∅ ⛔ ⛔ ⛔', moderator: '✅ ⛔ ⛔ ⛔', service: '✅ ✅ ✅ ✅' },
  moderators:                { anon: '⛔ ⛔ ⛔ ⛔', owner: '✅ ⛔ ⛔ ⛔', other: '∅ ⛔ ⛔ ⛔', moderator: '∅ ⛔ ⛔ ⛔', service: '✅ ✅ ✅ ✅' },
  // Migration 20261122003000 (send-newsletter edge function): function-only, like pending deletions.
  newsletter_sends:          { anon: '⛔ ⛔ ⛔ ⛔', owner: '⛔ ⛔ ⛔ ⛔', other: '⛔ ⛔ ⛔ ⛔', moderator: '⛔ ⛔ ⛔ ⛔', service: '✅ ✅ ✅ ✅' },
  // Migration 20261126000200: written only by tracking_allowed().
  tracking_rate_limits:      { anon: '⛔ ⛔ ⛔ ⛔', owner: '⛔ ⛔ ⛔ ⛔', other: '⛔ ⛔ ⛔ ⛔', moderator: '⛔ ⛔ ⛔ ⛔', service: '✅ ✅ ✅ ✅' },
  // Migration 20261127000200 (imports). Sources and runs belong to no user: owner and other both mean
  // a signed-in user who is not a moderator. Moderators manage sources (never delete them) and read
  // runs; a source's items are the service role's (and import_apply's) alone.
  event_sources:             { anon: '⛔ ⛔ ⛔ ⛔', owner: '∅ ⛔ ∅ ⛔', other: '∅ ⛔ ∅ ⛔', moderator: '✅ ✅ ✅ ⛔', service: '✅ ✅ ✅ ✅' },
  event_source_items:        { anon: '⛔ ⛔ ⛔ ⛔', owner: '⛔ ⛔ ⛔ ⛔', other: '⛔ ⛔ ⛔ ⛔', moderator: '⛔ ⛔ ⛔ ⛔', service: '✅ ✅ ✅ ✅' },
  import_runs:               { anon: '⛔ ⛔ ⛔ ⛔', owner: '∅ ⛔ ⛔ ⛔', other: '∅ ⛔ ⛔ ⛔', moderator: '✅ ⛔ ⛔ ⛔', service: '✅ ✅ ✅ ✅' },
  // Migration 20261127010000 (event images): written only by grant_image_upload().
  image_upload_grants:       { anon: '⛔ ⛔ ⛔ ⛔', owner: '⛔ ⛔ ⛔ ⛔', other: '⛔ ⛔ ⛔ ⛔', moderator: '⛔ ⛔ ⛔ ⛔', service: '✅ ✅ ✅ ✅' },
};

interface Ctx {
  s: TestStack;
  /** Owner of the rows (for `moderators`: ownerModerator, a moderator reading their own row). */
  owner: TestUser;
  other: TestUser;
  moderator: TestUser;
  ownerModerator: TestUser;
  /** A user without points, profile or newsletter rows: the service role inserts those for them. */
  spare: TestUser;
  service: SupabaseClient;
  /** An import source (made by the superuser) that the item and run rows belong to. */
  sourceId: string;
}

interface InsertCase {
  row: Record<string, unknown>;
  /** A column and value that only the inserted row has, to look it up afterwards. */
  marker: [column: string, value: string];
}

interface Spec {
  /** Column that selects the target row. */
  key: string;
  /** The row is the owner's single row (primary key user_id): restored after a delete. */
  shared?: boolean;
  /** Column holding the owning user, for the "own rows only" check. */
  userColumn?: string;
  /**
   * SQL condition of the rows that anon, owner and other may read; moderators and the service role
   * read every row. (events: the hidden ones are for moderators only.)
   */
  publicRows?: string;
  /** Makes (or names) the owner's row one cell acts on; returns its key value. */
  target(c: Ctx): Promise<string>;
  insert(c: Ctx, actor: Actor, n: number): Promise<InsertCase>;
  /** One changed column for the update cell n (a value no earlier cell wrote). */
  update(n: number): Record<string, unknown>;
}

const iso = (n: number): string => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();

/** Every client writes the owner's id into user_id: the owner as themselves, the others to act on the owner's rows. */
const victim = (c: Ctx): string => c.owner.id;

let periodSeq = 0;

async function firstIdOf(s: TestStack, text: string, params: unknown[] = []): Promise<string> {
  const [row] = await sql<{ id: string }>(s, text, params);
  if (!row) throw new Error(`no row from: ${text}`);
  return String(row.id);
}

function firstId(c: Ctx, text: string, params: unknown[]): Promise<string> {
  return firstIdOf(c.s, text, params);
}

const SPECS: Record<Table, Spec> = {
  events: {
    key: 'id',
    publicRows: 'hidden_at is null',
    target: (c) => insertEvent(c.s, { title: 'Evento de la matriz' }),
    insert: async (_c, _a, n) => ({
      row: { title: `Insertado ${n}`, town: 'Bilbao', start_date: '2030-01-01', category_id: ['musica'] },
      marker: ['title', `Insertado ${n}`],
    }),
    update: (n) => ({ title: `Título cambiado ${n}` }),
  },
  user_favorites: {
    key: 'id',
    userColumn: 'user_id',
    target: async (c) =>
      firstId(c, 'insert into public.user_favorites (user_id, event_id) values ($1, $2) returning id', [
        c.owner.id,
        await insertEvent(c.s),
      ]),
    insert: async (c) => {
      const eventId = await insertEvent(c.s);
      return { row: { user_id: victim(c), event_id: eventId }, marker: ['event_id', eventId] };
    },
    update: (n) => ({ created_at: iso(n) }),
  },
  user_points: {
    key: 'user_id',
    shared: true,
    userColumn: 'user_id',
    target: async (c) => c.owner.id,
    insert: async (c, actor, n) => ({
      row: { user_id: actor === 'service' ? c.spare.id : victim(c), total_points: 9000 + n },
      marker: ['total_points', String(9000 + n)],
    }),
    update: (n) => ({ total_points: 1000 + n }),
  },
  point_transactions: {
    key: 'id',
    userColumn: 'user_id',
    target: (c) =>
      firstId(
        c,
        `insert into public.point_transactions (user_id, action_type, points, description)
         values ($1, 'favorite', 1, 'Favorito guardado') returning id`,
        [c.owner.id],
      ),
    insert: async (c, _a, n) => ({
      row: { user_id: victim(c), action_type: 'favorite', points: 500, description: `Regalo ${n}` },
      marker: ['description', `Regalo ${n}`],
    }),
    update: (n) => ({ description: `Cambio ${n}` }),
  },
  newsletter_preferences: {
    key: 'user_id',
    shared: true,
    userColumn: 'user_id',
    target: async (c) => c.owner.id,
    insert: async (c, actor, n) => ({
      row: { user_id: actor === 'service' ? c.spare.id : victim(c), city_id: `insertada-${n}` },
      marker: ['city_id', `insertada-${n}`],
    }),
    update: (n) => ({ city_id: `ciudad-${n}` }),
  },
  profiles: {
    key: 'user_id',
    shared: true,
    userColumn: 'user_id',
    target: async (c) => c.owner.id,
    insert: async (c, actor, n) => ({
      row: { user_id: actor === 'service' ? c.spare.id : victim(c), full_name: `Insertado ${n}` },
      marker: ['full_name', `Insertado ${n}`],
    }),
    update: (n) => ({ full_name: `Nombre ${n}` }),
  },
  pending_account_deletions: {
    key: 'id',
    userColumn: 'user_id',
    target: (c) =>
      firstId(
        c,
        'insert into public.pending_account_deletions (user_id, token_hash) values ($1, $2) returning id',
        [c.owner.id, tokenHash()],
      ),
    insert: async (c) => {
      const hash = tokenHash();
      return { row: { user_id: victim(c), token_hash: hash }, marker: ['token_hash', hash] };
    },
    update: (n) => ({ used_at: iso(n) }),
  },
  external_link_clicks: {
    key: 'id',
    userColumn: 'user_id',
    target: (c) =>
      firstId(
        c,
        `insert into public.external_link_clicks (external_url, user_id, source_page)
         values ('https://www.bilbaoarte.org', $1, '/evento/x') returning id`,
        [c.owner.id],
      ),
    insert: async (c, actor, n) => ({
      // Anonymous visitors record clicks without a user; a signed-in owner as themselves; the
      // other user and the moderator try to record one in the owner's name.
      row: {
        external_url: `https://www.example.org/clic-${n}`,
        user_id: actor === 'anon' ? null : victim(c),
        source_page: '/',
      },
      marker: ['external_url', `https://www.example.org/clic-${n}`],
    }),
    update: (n) => ({ source_page: `/cambio-${n}` }),
  },
  page_views: {
    key: 'id',
    target: (c) =>
      firstId(c, 'insert into public.page_views (page_path, view_count) values ($1, 3) returning id', [
        `/matriz-${tokenHash().slice(0, 12)}`,
      ]),
    insert: async (_c, _a, n) => ({
      row: { page_path: `/insertada-${n}`, view_count: 1 },
      marker: ['page_path', `/insertada-${n}`],
    }),
    update: (n) => ({ view_count: 5000 + n }),
  },
  event_submissions: {
    key: 'id',
    target: (c) => insertSubmission(c.s),
    insert: async (_c, _a, n) => ({
      row: { payload: { title: `Propuesta directa ${n}` }, submitted_by_name: `Directo ${n}` },
      marker: ['submitted_by_name', `Directo ${n}`],
    }),
    update: (n) => ({ submitted_by_name: `Cambiado ${n}` }),
  },
  moderators: {
    key: 'user_id',
    shared: true,
    userColumn: 'user_id',
    target: async (c) => c.ownerModerator.id,
    // Every client tries to make the other (plain) user a moderator; the service role promotes the spare user.
    insert: async (c, actor) => {
      const id = actor === 'service' ? c.spare.id : c.other.id;
      return { row: { user_id: id }, marker: ['user_id', id] };
    },
    update: (n) => ({ created_at: iso(n) }),
  },
  newsletter_sends: {
    key: 'id',
    userColumn: 'user_id',
    target: (c) =>
      firstId(c, 'insert into public.newsletter_sends (user_id, period_key) values ($1, $2) returning id', [
        c.owner.id,
        `daily:${2000 + ++periodSeq}-01-01`,
      ]),
    insert: async (c, _a, n) => ({
      row: { user_id: victim(c), period_key: `weekly:${2000 + n}-W01` },
      marker: ['period_key', `weekly:${2000 + n}-W01`],
    }),
    update: (n) => ({ period_key: `daily:${3000 + n}-02-02` }),
  },
  tracking_rate_limits: {
    key: 'bucket',
    target: (c) =>
      firstId(
        c,
        `insert into public.tracking_rate_limits (client_hash, bucket, window_start)
         values (repeat('a', 64), $1, now()) returning bucket as id`,
        [`matrix-target-${++periodSeq}`],
      ),
    insert: async (_c, _a, n) => ({
      row: { client_hash: 'b'.repeat(64), bucket: `matrix-insert-${n}`, window_start: iso(n) },
      marker: ['bucket', `matrix-insert-${n}`],
    }),
    update: (n) => ({ hits: 100 + n }),
  },
  event_sources: {
    key: 'id',
    target: (c) => {
      const k = ++periodSeq;
      return firstId(
        c,
        `insert into public.event_sources (kind, name, url) values ('ics', $1, $2) returning id`,
        [`Fuente de la matriz ${k}`, `https://www.example.org/matriz-${k}.ics`],
      );
    },
    insert: async (_c, _a, n) => ({
      row: { kind: 'ics', name: `Fuente insertada ${n}`, url: `https://www.example.org/insertada-${n}.ics` },
      marker: ['name', `Fuente insertada ${n}`],
    }),
    update: (n) => ({ name: `Fuente cambiada ${n}` }),
  },
  event_source_items: {
    key: 'external_id',
    target: (c) =>
      firstId(
        c,
        `insert into public.event_source_items (source_id, external_id, content_hash)
         values ($1, $2, 'hash') returning external_id as id`,
        [c.sourceId, `matriz-${++periodSeq}`],
      ),
    insert: async (c, _a, n) => ({
      row: { source_id: c.sourceId, external_id: `insertado-${n}`, content_hash: 'hash' },
      marker: ['external_id', `insertado-${n}`],
    }),
    update: (n) => ({ content_hash: `hash-${n}` }),
  },
  import_runs: {
    key: 'id',
    target: (c) =>
      firstId(
        c,
        'insert into public.import_runs (source_id, finished_at, created) values ($1, now(), 3) returning id',
        [c.sourceId],
      ),
    insert: async (c, _a, n) => ({
      row: { source_id: c.sourceId, error: `Ejecución insertada ${n}` },
      marker: ['error', `Ejecución insertada ${n}`],
    }),
    update: (n) => ({ created: 100 + n }),
  },
  image_upload_grants: {
    key: 'id',
    target: (c) =>
      firstId(
        c,
        `insert into public.image_upload_grants (ip_hash, path) values (repeat('a', 64), $1) returning id`,
        [`pending/matriz-${++periodSeq}.png`],
      ),
    insert: async (_c, _a, n) => ({
      row: { ip_hash: 'b'.repeat(64), path: `pending/insertada-${n}.png` },
      marker: ['path', `pending/insertada-${n}.png`],
    }),
    update: (n) => ({ path: `pending/cambiada-${n}.png` }),
  },
};

const TABLES = Object.keys(MATRIX) as Table[];

interface Cell {
  table: Table;
  actor: Actor;
  op: Op;
  expected: Outcome;
}

const CELLS: Cell[] = TABLES.flatMap((table) =>
  ACTORS.flatMap((actor) => {
    const outcomes = MATRIX[table][actor].split(' ') as Outcome[];
    return OPS.map((op, i) => ({ table, actor, op, expected: outcomes[i] as Outcome }));
  }),
);

let c: Ctx;

beforeAll(async () => {
  const s = await startDbStack();
  const [owner, other, moderator, ownerModerator, spare] = await Promise.all(
    ['owner', 'other', 'moderator', 'owner-moderator', 'spare'].map((tag) => newUser(s, tag)),
  );
  if (!owner || !other || !moderator || !ownerModerator || !spare) throw new Error('users');
  await makeModerator(s, moderator.id);
  await makeModerator(s, ownerModerator.id);
  for (const t of ['user_points', 'point_transactions', 'profiles', 'newsletter_preferences']) {
    await sql(s, `delete from public.${t} where user_id = $1`, [spare.id]);
  }
  // Everyone else also has rows of each kind, so "own rows only" means something.
  for (const u of [other, moderator]) {
    await sql(s, 'insert into public.user_favorites (user_id, event_id) values ($1, $2)', [
      u.id,
      await insertEvent(s),
    ]);
    await sql(s, 'insert into public.pending_account_deletions (user_id, token_hash) values ($1, $2)', [
      u.id,
      tokenHash(),
    ]);
    await sql(
      s,
      `insert into public.external_link_clicks (external_url, user_id) values ('https://www.example.org', $1)`,
      [u.id],
    );
  }
  // A hidden event, so every events select cell shows who reads hidden rows and who does not.
  await sql(s, 'update public.events set hidden_at = now() where id = $1', [
    await insertEvent(s, { title: 'Evento oculto de la matriz' }),
  ]);
  const sourceId = await firstIdOf(
    s,
    `insert into public.event_sources (kind, name, url) values ('ics', 'Fuente de la matriz', 'https://www.example.org/matriz.ics') returning id`,
  );
  c = { s, owner, other, moderator, ownerModerator, spare, service: serviceClient(s), sourceId };
}, STACK_TIMEOUT);

afterAll(async () => {
  await c?.s.stop();
});

function clientOf(actor: Actor, table: Table): SupabaseClient {
  switch (actor) {
    case 'anon':
      return c.s.client();
    case 'owner':
      return table === 'moderators' ? c.ownerModerator.client : c.owner.client;
    case 'other':
      return c.other.client;
    case 'moderator':
      return c.moderator.client;
    case 'service':
      return c.service;
  }
}

function actorId(actor: Actor, table: Table): string | null {
  if (actor === 'anon' || actor === 'service') return null;
  if (actor === 'owner') return table === 'moderators' ? c.ownerModerator.id : c.owner.id;
  return actor === 'other' ? c.other.id : c.moderator.id;
}

interface PgResult {
  error: { code?: string; message: string } | null;
  status: number;
}

function expectDenied(r: PgResult, actor: Actor): void {
  expect(r.error, 'expected 42501').not.toBeNull();
  expect(r.error?.code).toBe('42501');
  // Contract §1.5: 401 for the anon role, 403 for any other role.
  expect(r.status).toBe(actor === 'anon' ? 401 : 403);
}

async function rowText(table: Table, key: string, value: string): Promise<string | null> {
  const [row] = await sql<{ j: string }>(
    c.s,
    `select to_jsonb(t)::text as j from public.${table} t where t.${key}::text = $1`,
    [value],
  );
  return row?.j ?? null;
}

async function restore(table: Table, snapshot: string | null): Promise<void> {
  if (snapshot === null) return;
  await sql(
    c.s,
    `insert into public.${table} select * from jsonb_populate_record(null::public.${table}, $1::jsonb) on conflict do nothing`,
    [snapshot],
  );
}

let seq = 0;

async function runCell({ table, actor, op, expected }: Cell): Promise<void> {
  const spec = SPECS[table];
  const client = clientOf(actor, table);
  const n = ++seq;

  if (op === 'select') {
    const target = await spec.target(c);
    const r = await client.from(table).select('*').eq(spec.key, target);
    if (expected === '⛔') return expectDenied(r, actor);
    expect(r.error).toBeNull();
    if (expected === '∅') {
      expect(r.data).toEqual([]);
      // Not even an unfiltered read shows the owner's rows.
      const all = await client.from(table).select('*');
      expect(all.error).toBeNull();
      const ownerId = table === 'moderators' ? c.ownerModerator.id : c.owner.id;
      const col = spec.userColumn;
      if (col) expect((all.data ?? []).filter((row) => row[col] === ownerId)).toEqual([]);
      else expect(all.data ?? []).toEqual([]);
      return;
    }
    expect(r.data).toHaveLength(1);
    // Scope: the owner sees only their own rows; everyone else allowed sees every row.
    const all = await client.from(table).select('*');
    expect(all.error).toBeNull();
    const self = actorId(actor, table);
    const col = spec.userColumn;
    if (actor !== 'service' && col && self) {
      expect((all.data ?? []).length).toBeGreaterThan(0);
      expect((all.data ?? []).every((row) => row[col] === self)).toBe(true);
    } else {
      const where =
        spec.publicRows && actor !== 'moderator' && actor !== 'service' ? spec.publicRows : 'true';
      expect(all.data).toHaveLength(
        await sqlCount(c.s, `select count(*) as n from public.${table} where ${where}`),
      );
    }
    return;
  }

  if (op === 'insert') {
    const { row, marker } = await spec.insert(c, actor, n);
    const [col, value] = marker;
    const before = await sqlCount(c.s, `select count(*) as n from public.${table} where ${col}::text = $1`, [
      value,
    ]);
    const r = await client.from(table).insert(row);
    const after = await sqlCount(c.s, `select count(*) as n from public.${table} where ${col}::text = $1`, [
      value,
    ]);
    if (expected === '⛔') {
      expectDenied(r, actor);
      expect(after).toBe(before);
    } else {
      expect(r.error).toBeNull();
      expect(after).toBe(before + 1);
    }
    return;
  }

  const target = await spec.target(c);
  const snapshot = await rowText(table, spec.key, target);
  expect(snapshot, 'target row exists').not.toBeNull();

  if (op === 'update') {
    const r = await client.from(table).update(spec.update(n)).eq(spec.key, target);
    const after = await rowText(table, spec.key, target);
    if (expected === '⛔') {
      expectDenied(r, actor);
      expect(after).toBe(snapshot);
    } else if (expected === '∅') {
      expect(r.error).toBeNull();
      expect(after).toBe(snapshot);
    } else {
      expect(r.error).toBeNull();
      expect(after).not.toBe(snapshot);
      const [column, value] = Object.entries(spec.update(n))[0] ?? [];
      const [stored] = await sql<{ v: string }>(
        c.s,
        `select (${column} = $1) as v from public.${table} where ${spec.key}::text = $2`,
        [value, target],
      );
      expect(stored?.v).toBe(true);
    }
    return;
  }

  // delete
  const r = await client.from(table).delete().eq(spec.key, target);
  const after = await rowText(table, spec.key, target);
  try {
    if (expected === '⛔') {
      expectDenied(r, actor);
      expect(after).toBe(snapshot);
    } else if (expected === '∅') {
      expect(r.error).toBeNull();
      expect(after).toBe(snapshot);
    } else {
      expect(r.error).toBeNull();
      expect(after).toBeNull();
    }
  } finally {
    if (spec.shared) await restore(table, snapshot);
  }
}

describe.each(TABLES)('%s', (table) => {
  it.each(CELLS.filter((cell) => cell.table === table))('$actor $op → $expected', (cell) => runCell(cell));
});

describe('the matrix covers every table in public', () => {
  it('lists exactly the tables the migrations create', async () => {
    const rows = await sql<{ relname: string }>(
      c.s,
      `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by 1`,
    );
    expect(rows.map((r) => r.relname)).toEqual([...TABLES].sort());
  });
});

describe('hidden events, the import tables and the moderators’ event RPCs', () => {
  /** A plain signed-in user (not a moderator) in both roles the matrix gives them. */
  const nonModerators = (): Array<[string, SupabaseClient]> => [
    ['anon', c.s.client()],
    ['owner', c.owner.client],
    ['other', c.other.client],
  ];

  /** A weekly series of four Mondays: 2030-01-07, 14, 21 and 28. */
  async function series(title: string): Promise<string> {
    return firstIdOf(
      c.s,
      `insert into public.events (title, town, start_date, start_time, category_id, recurrence_rule)
       values ($1, 'Bilbao', '2030-01-07', '20:00', '{musica}', 'FREQ=WEEKLY;COUNT=4') returning id`,
      [title],
    );
  }

  it('a hidden event is invisible to anon and to signed-in non-moderators, visible to moderators and the service role', async () => {
    const id = await insertEvent(c.s, { title: 'Evento que se oculta' });
    await sql(c.s, 'update public.events set hidden_at = now() where id = $1', [id]);
    for (const [who, client] of nonModerators()) {
      const byId = await client.from('events').select('id').eq('id', id);
      expect(byId.error, who).toBeNull();
      expect(byId.data, who).toEqual([]);
      const all = await client.from('events').select('id');
      expect(
        (all.data ?? []).map((e) => e.id),
        who,
      ).not.toContain(id);
    }
    for (const client of [c.moderator.client, c.service]) {
      const r = await client.from('events').select('id, hidden_at').eq('id', id);
      expect(r.error).toBeNull();
      expect(r.data).toHaveLength(1);
      expect(r.data?.[0]?.hidden_at).not.toBeNull();
    }
  });

  it('set_event_hidden by a moderator hides the event from everyone else and shows it again', async () => {
    const id = await insertEvent(c.s, { title: 'Evento que oculta un moderador' });
    const anon = c.s.client();
    expect(
      (await c.moderator.client.rpc('set_event_hidden', { p_event_id: id, p_hidden: true })).error,
    ).toBeNull();
    expect((await anon.from('events').select('id').eq('id', id)).data).toEqual([]);
    expect((await c.other.client.from('events').select('id').eq('id', id)).data).toEqual([]);
    expect((await c.moderator.client.from('events').select('id').eq('id', id)).data).toHaveLength(1);
    expect(
      (await c.moderator.client.rpc('set_event_hidden', { p_event_id: id, p_hidden: false })).error,
    ).toBeNull();
    expect((await anon.from('events').select('id').eq('id', id)).data).toHaveLength(1);
  });

  it('a non-moderator cannot add an import source', async () => {
    for (const [who, client] of nonModerators()) {
      const name = `Fuente de ${who}`;
      const r = await client
        .from('event_sources')
        .insert({ kind: 'ics', name, url: `https://www.example.org/${who}.ics` });
      expectDenied(r, who === 'anon' ? 'anon' : 'other');
      expect(
        await sqlCount(c.s, 'select count(*) as n from public.event_sources where name = $1', [name]),
      ).toBe(0);
    }
  });

  it('a non-moderator cannot read import runs; a moderator reads them all', async () => {
    await sql(c.s, 'insert into public.import_runs (source_id, finished_at, created) values ($1, now(), 1)', [
      c.sourceId,
    ]);
    const runs = await sqlCount(c.s, 'select count(*) as n from public.import_runs');
    expect(runs).toBeGreaterThan(0);
    expectDenied(await c.s.client().from('import_runs').select('*'), 'anon');
    for (const client of [c.owner.client, c.other.client]) {
      const r = await client.from('import_runs').select('*');
      expect(r.error).toBeNull();
      expect(r.data).toEqual([]);
    }
    const mine = await c.moderator.client.from('import_runs').select('*');
    expect(mine.error).toBeNull();
    expect(mine.data).toHaveLength(runs);
  });

  it('a non-moderator calls set_event_hidden, moderate_event and cancel_event_occurrence to no effect (42501)', async () => {
    const visible = await series('Serie que nadie debe tocar');
    const hidden = await insertEvent(c.s, { title: 'Oculto que nadie debe mostrar' });
    await sql(c.s, 'update public.events set hidden_at = now() where id = $1', [hidden]);
    const calls: Array<[fn: string, args: Record<string, unknown>]> = [
      ['set_event_hidden', { p_event_id: visible, p_hidden: true }],
      ['set_event_hidden', { p_event_id: hidden, p_hidden: false }],
      [
        'moderate_event',
        { p_event_id: visible, p_changes: { title: 'Título forzado', status: 'cancelled' } },
      ],
      ['cancel_event_occurrence', { p_event_id: visible, p_day: '2030-01-14' }],
    ];
    const before = [await rowText('events', 'id', visible), await rowText('events', 'id', hidden)];
    for (const [who, client] of nonModerators()) {
      for (const [fn, args] of calls) {
        const r = await client.rpc(fn, args);
        expectDenied(r, who === 'anon' ? 'anon' : 'other');
      }
    }
    expect([await rowText('events', 'id', visible), await rowText('events', 'id', hidden)]).toEqual(before);
  });

  it('a moderator’s calls of the same functions do take effect', async () => {
    const id = await series('Serie que corrige un moderador');
    const cancel = await c.moderator.client.rpc('cancel_event_occurrence', {
      p_event_id: id,
      p_day: '2030-01-14',
    });
    expect(cancel.error).toBeNull();
    expect(cancel.data).toEqual(['2030-01-07', '2030-01-21', '2030-01-28']);
    const edit = await c.moderator.client.rpc('moderate_event', {
      p_event_id: id,
      p_changes: { title: 'Serie corregida' },
    });
    expect(edit.error).toBeNull();
    const hide = await c.moderator.client.rpc('set_event_hidden', { p_event_id: id, p_hidden: true });
    expect(hide.error).toBeNull();
    const [row] = await sql<{ title: string; exdates: string; moderated: boolean; hidden: boolean }>(
      c.s,
      `select title, recurrence_exdates::text as exdates, moderated_at is not null as moderated,
              hidden_at is not null as hidden
         from public.events where id = $1`,
      [id],
    );
    expect(row).toEqual({ title: 'Serie corregida', exdates: '{2030-01-14}', moderated: true, hidden: true });
  });

  it('the import functions and recurrence_dates are the service role’s alone', async () => {
    const runs = await sqlCount(c.s, 'select count(*) as n from public.import_runs');
    const events = await sqlCount(c.s, 'select count(*) as n from public.events');
    const calls: Array<[fn: string, args: Record<string, unknown>]> = [
      ['import_failed', { p_source_id: c.sourceId, p_error: 'forzado' }],
      [
        'import_apply',
        {
          p_source_id: c.sourceId,
          p_items: [
            {
              external_id: 'forzado',
              hash: 'h',
              event: { title: 'Forzado', start_date: '2030-02-01', town: 'Bilbao' },
            },
          ],
        },
      ],
      ['import_finish', { p_source_id: c.sourceId, p_seen: [], p_summary: {} }],
      ['recurrence_dates', { p_start: '2030-01-07', p_rule: 'FREQ=WEEKLY;COUNT=2' }],
    ];
    const clients: Array<[Actor, SupabaseClient]> = [
      ['anon', c.s.client()],
      ['other', c.other.client],
      ['moderator', c.moderator.client],
    ];
    for (const [actor, client] of clients) {
      for (const [fn, args] of calls) expectDenied(await client.rpc(fn, args), actor);
    }
    expect(await sqlCount(c.s, 'select count(*) as n from public.import_runs')).toBe(runs);
    expect(await sqlCount(c.s, 'select count(*) as n from public.events')).toBe(events);
    expect(
      await sqlCount(
        c.s,
        "select count(*) as n from public.event_source_items where external_id = 'forzado'",
      ),
    ).toBe(0);
    const dates = await c.service.rpc('recurrence_dates', {
      p_start: '2030-01-07',
      p_rule: 'FREQ=WEEKLY;COUNT=2',
    });
    expect(dates.error).toBeNull();
    expect(dates.data).toEqual(['2030-01-07', '2030-01-14']);
    expect(
      (await c.service.rpc('import_failed', { p_source_id: c.sourceId, p_error: 'sin conexión' })).error,
    ).toBeNull();
    expect(await sqlCount(c.s, 'select count(*) as n from public.import_runs')).toBe(runs + 1);
  });
});

describe('the functions that count and insert in one transaction (migration 20261127002000)', () => {
  it('create_event_submission and create_account_deletion are the service role’s alone', async () => {
    const submissions = await sqlCount(c.s, 'select count(*) as n from public.event_submissions');
    const deletions = await sqlCount(c.s, 'select count(*) as n from public.pending_account_deletions');
    const calls: Array<[fn: string, args: Record<string, unknown>]> = [
      [
        'create_event_submission',
        { p_payload: { title: 'Forzado' }, p_ip_hash: 'f'.repeat(64), p_limit: 100 },
      ],
      [
        'create_account_deletion',
        {
          p_user_id: c.owner.id,
          p_token_hash: tokenHash(),
          p_expires_at: new Date(Date.now() + 3600_000).toISOString(),
          p_limit: 100,
        },
      ],
    ];
    const clients: Array<[Actor, SupabaseClient]> = [
      ['anon', c.s.client()],
      ['owner', c.owner.client],
      ['other', c.other.client],
      ['moderator', c.moderator.client],
    ];
    for (const [actor, client] of clients) {
      for (const [fn, args] of calls) expectDenied(await client.rpc(fn, args), actor);
    }
    expect(await sqlCount(c.s, 'select count(*) as n from public.event_submissions')).toBe(submissions);
    expect(await sqlCount(c.s, 'select count(*) as n from public.pending_account_deletions')).toBe(deletions);
    for (const [fn, args] of calls) {
      const r = await c.service.rpc(fn, args);
      expect(r.error, fn).toBeNull();
      expect(typeof r.data, fn).toBe('string');
    }
  });

  it('save_favorite saves for the signed-in caller only: anon and the service role (no user) get 42501', async () => {
    const id = await insertEvent(c.s, { title: 'Evento que se guarda por RPC' });
    expectDenied(await c.s.client().rpc('save_favorite', { p_event_id: id }), 'anon');
    expectDenied(await c.service.rpc('save_favorite', { p_event_id: id }), 'service');
    expect(
      await sqlCount(c.s, 'select count(*) as n from public.user_favorites where event_id = $1', [id]),
    ).toBe(0);
    // Another user calling it saves the event for themselves, never for the owner.
    for (const u of [c.other, c.owner]) {
      const r = await u.client.rpc('save_favorite', { p_event_id: id }).single();
      expect(r.error).toBeNull();
      expect(r.data).toMatchObject({ saved: true });
    }
    const owners = await sql<{ user_id: string }>(
      c.s,
      'select user_id from public.user_favorites where event_id = $1 order by user_id',
      [id],
    );
    expect(owners.map((o) => o.user_id)).toEqual([c.other.id, c.owner.id].sort());
  });
});
