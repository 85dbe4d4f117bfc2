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
  | 'tracking_rate_limits';

const ACTORS: Actor[] = ['anon', 'owner', 'other', 'moderator', 'service'];
const OPS: Op[] = ['select', 'insert', 'update', 'delete'];

// Mirror of the README's matrix: select · insert · update · delete per column.
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

async function firstId(c: Ctx, text: string, params: unknown[]): Promise<string> {
  const [row] = await sql<{ id: string }>(c.s, text, params);
  if (!row) throw new Error(`no row from: ${text}`);
  return String(row.id);
}

const SPECS: Record<Table, Spec> = {
  events: {
    key: 'id',
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
  c = { s, owner, other, moderator, ownerModerator, spare, service: serviceClient(s) };
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
      expect(all.data).toHaveLength(await sqlCount(c.s, `select count(*) as n from public.${table}`));
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
