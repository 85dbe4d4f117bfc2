-- Local-only bootstrap: what a hosted Supabase database already has before the project's
-- migrations run. Idempotent: it runs on every start, before the migrations.

-- Roles are cluster-wide: several databases of one server may bootstrap at once, so a role
-- created meanwhile by another session is not an error.
do $$
declare
  r text[];
begin
  foreach r slice 1 in array array[
    array['anon', 'nologin noinherit'],
    array['authenticated', 'nologin noinherit'],
    array['service_role', 'nologin noinherit bypassrls'],
    array['authenticator', 'nologin noinherit'],
    array['supabase_admin', 'nologin'],
    array['supabase_auth_admin', 'nologin noinherit'],
    array['supabase_realtime_admin', 'nologin noinherit'],
    array['dashboard_user', 'nologin']
  ] loop
    if not exists (select 1 from pg_roles where rolname = r[1]) then
      begin
        execute format('create role %I %s', r[1], r[2]);
      exception when duplicate_object or unique_violation then null;
      end;
    end if;
  end loop;
end $$;

grant anon, authenticated, service_role to authenticator;

-- Statement timeouts as hosted Supabase sets them on its API roles: 3 s for anon, 8 s for
-- authenticated, so one slow query cannot hold the database. The REST API applies the role's
-- settings on every request, as PostgREST does for the role it switches to. Set only while the role
-- has none: a project migration that changes them keeps its value across restarts. Roles are
-- cluster-wide, so another database bootstrapping at the same moment may set it first.
do $$
declare
  r text[];
begin
  foreach r slice 1 in array array[array['anon', '3s'], array['authenticated', '8s']] loop
    if not exists (
      select 1 from pg_db_role_setting s, unnest(s.setconfig) c
      where s.setrole = (select oid from pg_roles where rolname = r[1]) and s.setdatabase = 0
        and c like 'statement_timeout=%'
    ) then
      begin
        execute format('alter role %I set statement_timeout = %L', r[1], r[2]);
      exception when others then
        -- "tuple concurrently updated": a concurrent bootstrap set it.
        if sqlstate <> 'XX000' then raise; end if;
      end;
    end if;
  end loop;
end $$;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists supabase_migrations;
create schema if not exists _local;
revoke all on schema _local from public;

-- Hosted Supabase installs pgcrypto and uuid-ossp into `extensions`, on the default search_path.
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema public to service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
-- No blanket `grant … on all tables`: the bootstrap runs on every start, and re-granting would undo
-- the migrations' revokes. The default privileges above cover tables the migrations create, as on
-- hosted Supabase.

do $$
begin
  execute format('alter database %I set search_path to "$user", public, extensions', current_database());
end $$;

-- GoTrue's tables (columns as in supabase/auth's migrations).
create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email));

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text default 'aal1',
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

-- The request claims helpers, reading the settings each REST request sets (like Supabase's).
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- Migration history as the Supabase CLI keeps it.
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);

-- Realtime: the publication apps add their tables to.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;

-- Local-only state: seed marker, mail outbox, overflow queue for large change payloads.
create table if not exists _local.state (key text primary key, value text);
create table if not exists _local.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  "from" text,
  "to" jsonb not null default '[]',
  subject text,
  html text,
  text text,
  created_at timestamptz not null default clock_timestamp()
);
create table if not exists _local.realtime_queue (id bigserial primary key, payload text not null);

-- Captures committed row changes for Realtime: NOTIFY carries the change (or a pointer into the
-- queue when it would not fit NOTIFY's 8000-byte limit).
create or replace function _local.realtime_capture() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  payload text;
  qid bigint;
begin
  payload := json_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'ts', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op <> 'DELETE' then to_json(new) end,
    'old', case when tg_op <> 'INSERT' then to_json(old) end
  )::text;
  if octet_length(payload) < 7900 then
    perform pg_notify('_local_realtime', payload);
  else
    insert into _local.realtime_queue (payload) values (payload) returning id into qid;
    perform pg_notify('_local_realtime', json_build_object('queued', qid)::text);
  end if;
  return null;
end $$;

-- Installs the capture trigger on every table of supabase_realtime and removes it from tables that
-- left the publication. Called after migrations and whenever a publication changes.
create or replace function _local.sync_realtime_triggers() returns void
language plpgsql security definer set search_path = '' as $$
declare
  r record;
begin
  for r in
    select n.nspname as schemaname, c.relname as tablename
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where t.tgname = '_local_realtime_capture'
      and not exists (
        select 1 from pg_publication_tables p
        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)
  loop
    execute format('drop trigger if exists _local_realtime_capture on %I.%I', r.schemaname, r.tablename);
  end loop;
  for r in
    select p.schemaname, p.tablename from pg_publication_tables p
    join pg_namespace n on n.nspname = p.schemaname
    join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where p.pubname = 'supabase_realtime' and c.relkind = 'r'
      and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = '_local_realtime_capture')
  loop
    execute format(
      'create trigger _local_realtime_capture after insert or update or delete on %I.%I for each row execute function _local.realtime_capture()',
      r.schemaname, r.tablename);
  end loop;
end $$;

-- PKCE flow state (GoTrue's auth.flow_state), for clients using flowType 'pkce'.
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  authentication_method text not null,
  created_at timestamptz,
  updated_at timestamptz,
  auth_code_issued_at timestamptz
);
create index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code);

-- Storage's tables and helpers (columns as in supabase/storage's migrations), which the Storage API
-- (storage/) reads and writes as the caller's role, so the policies a migration puts on
-- storage.objects decide who may upload, read, move and remove, as on hosted Supabase.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;
create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index if not exists bname on storage.buckets (name);
create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable set search_path = '' as $$
declare
  _parts text[];
begin
  select pg_catalog.string_to_array(name, '/') into _parts;
  return _parts[1 : pg_catalog.array_length(_parts, 1) - 1];
end $$;
create or replace function storage.filename(name text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  _parts text[];
begin
  select pg_catalog.string_to_array(name, '/') into _parts;
  return _parts[pg_catalog.array_length(_parts, 1)];
end $$;
create or replace function storage.extension(name text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  _parts text[];
  _filename text;
begin
  select pg_catalog.string_to_array(name, '/') into _parts;
  select _parts[pg_catalog.array_length(_parts, 1)] into _filename;
  return pg_catalog.reverse(pg_catalog.split_part(pg_catalog.reverse(_filename), '.', 1));
end $$;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
