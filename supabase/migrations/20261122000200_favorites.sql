-- Favourites: one row per (user, event). Only the owner sees and changes their rows; counts of
-- other people's favourites come from aggregate RPCs (get_event_favorite_counts,
-- get_trending_favorite_counts), never from the rows themselves.

create table public.user_favorites (
  id          uuid primary key default gen_random_uuid(),
  user_id     uuid not null references auth.users (id) on delete cascade,
  event_id    uuid not null references public.events (id) on delete cascade,
  created_at  timestamptz not null default now(),
  constraint user_favorites_user_event_key unique (user_id, event_id)
);

comment on table public.user_favorites is 'Saved events. Owner-only rows; aggregates via RPCs.';

create index user_favorites_event_id_idx   on public.user_favorites (event_id);
create index user_favorites_created_at_idx on public.user_favorites (created_at, event_id);

-- The client sends created_at (spec: insert {user_id, event_id, created_at}). A date in the future
-- would keep a favourite inside the trending window forever, so it is clamped to now().
create or replace function public.user_favorites_clamp_created_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.created_at is null or new.created_at > pg_catalog.now() then
    new.created_at := pg_catalog.now();
  end if;
  return new;
end;
$$;

revoke execute on function public.user_favorites_clamp_created_at() from public, anon, authenticated, service_role;

create trigger user_favorites_clamp_created_at
  before insert on public.user_favorites
  for each row execute function public.user_favorites_clamp_created_at();

alter table public.user_favorites enable row level security;

create policy "owners read their favourites"
  on public.user_favorites for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "owners add their favourites"
  on public.user_favorites for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "owners remove their favourites"
  on public.user_favorites for delete
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.user_favorites from anon, authenticated;
grant select, insert, delete on table public.user_favorites to authenticated;
grant all on table public.user_favorites to service_role;
