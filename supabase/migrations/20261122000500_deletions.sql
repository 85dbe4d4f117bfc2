-- Pending account deletions. The e-mailed link carries a single-use token; only its SHA-256 (hex)
-- is stored. No client access at all: the edge functions (service role) create the request and
-- consume the token with public.consume_account_deletion(), then delete the auth user, which
-- cascades to every row of theirs.

create table public.pending_account_deletions (
  id          uuid primary key default gen_random_uuid(),
  user_id     uuid not null references auth.users (id) on delete cascade,
  token_hash  text not null,
  expires_at  timestamptz not null default (now() + interval '24 hours'),
  created_at  timestamptz not null default now(),
  used_at     timestamptz,
  constraint pending_account_deletions_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint pending_account_deletions_token_hash_key unique (token_hash),
  constraint pending_account_deletions_expiry_after_creation check (expires_at > created_at)
);

comment on table public.pending_account_deletions is
  'Account deletion requests (token stored as sha256 hex, 24 h, single use). Function-only: no client access.';

create index pending_account_deletions_user_id_idx on public.pending_account_deletions (user_id);

alter table public.pending_account_deletions enable row level security;
-- No policies on purpose: anon and authenticated can neither read nor write.

revoke all on table public.pending_account_deletions from anon, authenticated;
grant all on table public.pending_account_deletions to service_role;

-- Marks a valid token as used (atomically, so a token works once) and returns its user id;
-- null when the token is unknown, expired or already used. service_role only.
create or replace function public.consume_account_deletion(p_token_hash text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user_id uuid;
begin
  if p_token_hash is null or p_token_hash !~ '^[0-9a-f]{64}$' then
    return null;
  end if;

  update public.pending_account_deletions d
     set used_at = pg_catalog.now()
   where d.token_hash = p_token_hash
     and d.used_at is null
     and d.expires_at > pg_catalog.now()
  returning d.user_id into v_user_id;

  return v_user_id;
end;
$$;

revoke execute on function public.consume_account_deletion(text) from public, anon, authenticated;
grant execute on function public.consume_account_deletion(text) to service_role;
