import { randomUUID } from 'node:crypto';
import type { Db, DbClient } from '../db/adapter.ts';

/** auth.users as read from the database (JSON via row_to_json: timestamps already ISO). */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  /** 1 once one link of a double-confirmed e-mail change has been followed. */
  email_change_confirm_status: number | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  phone: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
  is_anonymous: boolean | null;
  identities: IdentityRow[] | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

const USER_SELECT = `select row_to_json(x)::text as j from (
  select u.*, (select json_agg(i order by i.created_at) from auth.identities i where i.user_id = u.id) as identities
  from auth.users u where %WHERE%) x`;

async function one(db: DbClient, where: string, params: unknown[]): Promise<UserRow | null> {
  const r = await db.query<{ j: string }>(USER_SELECT.replace('%WHERE%', where), params);
  const j = r.rows[0]?.j;
  return j ? (JSON.parse(j) as UserRow) : null;
}

export const findUserById = (db: DbClient, id: string): Promise<UserRow | null> =>
  /^[0-9a-f-]{36}$/i.test(id) ? one(db, 'u.id = $1::uuid', [id]) : Promise.resolve(null);

export const findUserByEmail = (db: DbClient, email: string): Promise<UserRow | null> =>
  one(db, 'lower(u.email) = lower($1) and u.deleted_at is null', [email]);

export const findUserByToken = (
  db: DbClient,
  column: 'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current',
  token: string,
): Promise<UserRow | null> => (token ? one(db, `u.${column} = $1`, [token]) : Promise.resolve(null));

/** GoTrue's timestamps end in Z. */
const ts = (v: string | null | undefined): string | undefined =>
  v ? v.replace(/\+00(:00)?$/, 'Z') : undefined;

/** The User JSON, as GoTrue returns it. */
export function userJson(u: UserRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
  };
  const put = (k: string, v: string | null | undefined): void => {
    const t = ts(v);
    if (t) out[k] = t;
  };
  put('email_confirmed_at', u.email_confirmed_at);
  out.phone = u.phone ?? '';
  put('confirmation_sent_at', u.confirmation_sent_at);
  put('confirmed_at', u.confirmed_at);
  put('recovery_sent_at', u.recovery_sent_at);
  if (u.email_change) out.new_email = u.email_change;
  put('email_change_sent_at', u.email_change_sent_at);
  put('invited_at', u.invited_at);
  put('last_sign_in_at', u.last_sign_in_at);
  put('banned_until', u.banned_until);
  out.app_metadata = u.raw_app_meta_data ?? { provider: 'email', providers: ['email'] };
  out.user_metadata = u.raw_user_meta_data ?? {};
  out.identities = (u.identities ?? []).map((i) => ({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: ts(i.last_sign_in_at) ?? ts(i.created_at),
    created_at: ts(i.created_at),
    updated_at: ts(i.updated_at),
    email: i.email ?? undefined,
  }));
  out.created_at = ts(u.created_at);
  out.updated_at = ts(u.updated_at);
  out.is_anonymous = u.is_anonymous ?? false;
  return out;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmationToken?: string;
  invited?: boolean;
}

export async function createUser(db: Db, n: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const email = n.email.toLowerCase();
  const identityData = { sub: id, email, email_verified: n.confirmed, phone_verified: false };
  const meta = { ...n.userMetadata, ...identityData };
  const app = { provider: 'email', providers: ['email'], ...(n.appMetadata ?? {}) };
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         confirmation_token, confirmation_sent_at, invited_at, raw_app_meta_data, raw_user_meta_data,
         is_super_admin, created_at, updated_at, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
         case when $4 then now() end, coalesce($5, ''), case when $5 is not null then now() end,
         case when $6 then now() end, $7::jsonb, $8::jsonb, false, now(), now(), false)`,
      [
        id,
        email,
        n.passwordHash ?? '',
        n.confirmed,
        n.confirmationToken ?? null,
        n.invited ?? false,
        JSON.stringify(app),
        JSON.stringify(meta),
      ],
    );
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $1::uuid, $2::jsonb, 'email', now(), now(), now())`,
      [id, JSON.stringify(identityData)],
    );
  });
  const u = await findUserById(db, id);
  if (!u) throw new Error('user vanished after insert');
  return u;
}

/** Merges metadata like GoTrue: top-level keys replaced, null values removed. */
export function mergeMeta(
  base: Record<string, unknown> | null,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(base ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

export async function markEmailConfirmed(db: DbClient, id: string): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}', updated_at = now()
     where id = $1`,
    [id],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [id],
  );
}
