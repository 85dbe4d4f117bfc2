-- Profiles (full name shown in rankings), newsletter preferences, and the new-user hook that
-- creates both plus the user's points row and the one-time registration award (35 points).

create table public.profiles (
  user_id     uuid primary key references auth.users (id) on delete cascade,
  full_name   text not null default '',
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now(),
  constraint profiles_full_name_length check (char_length(full_name) <= 120)
);

comment on table public.profiles is 'Public-facing name of a user (may be shown in rankings). Owner reads/updates own.';

create table public.newsletter_preferences (
  user_id              uuid primary key references auth.users (id) on delete cascade,
  frequency            text not null default 'weekly',
  selected_categories  text[] not null default '{}',
  selected_locations   text[] not null default '{}',
  is_subscribed        boolean not null default false,
  city_id              text not null default 'bilbao',
  updated_at           timestamptz not null default now(),
  constraint newsletter_frequency_valid        check (frequency in ('daily', 'weekly', 'biweekly', 'disabled')),
  constraint newsletter_categories_count       check (cardinality(selected_categories) <= 60),
  constraint newsletter_locations_count        check (cardinality(selected_locations) <= 60),
  constraint newsletter_city_id_format         check (city_id ~ '^[a-z0-9-]{2,40}$')
);

comment on table public.newsletter_preferences is 'Newsletter settings per user. Owner reads/updates own.';

-- Profiles: user_id and created_at are fixed once written (the ranking tie-break uses created_at).
create or replace function public.profiles_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.user_id := old.user_id;
  new.created_at := old.created_at;
  new.full_name := pg_catalog.btrim(coalesce(new.full_name, ''));
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

revoke execute on function public.profiles_before_update() from public, anon, authenticated, service_role;

create trigger profiles_before_update
  before update on public.profiles
  for each row execute function public.profiles_before_update();

create trigger newsletter_preferences_set_updated_at
  before update on public.newsletter_preferences
  for each row execute function public.set_updated_at();

alter table public.profiles enable row level security;
alter table public.newsletter_preferences enable row level security;

create policy "owners read their profile"
  on public.profiles for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "owners update their profile"
  on public.profiles for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "owners read their newsletter preferences"
  on public.newsletter_preferences for select
  to authenticated
  using (user_id = (select auth.uid()));

-- WITH CHECK pins user_id to the caller: a row can never be moved to another user.
create policy "owners update their newsletter preferences"
  on public.newsletter_preferences for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

revoke all on table public.profiles, public.newsletter_preferences from anon, authenticated;
grant select, update on table public.profiles, public.newsletter_preferences to authenticated;
grant all on table public.profiles, public.newsletter_preferences to service_role;

-- ─────────────────────────────────────────────────────────────────────────────────────────────
-- New auth user → profile, points row (level 1), newsletter defaults (weekly, not subscribed) and
-- the one-time registration award of 35 points (a 'registration' transaction plus totals).
-- ─────────────────────────────────────────────────────────────────────────────────────────────
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, full_name)
  values (
    new.id,
    pg_catalog.left(pg_catalog.btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), 120)
  )
  on conflict (user_id) do nothing;

  insert into public.user_points (user_id, total_points, monthly_points, level_id)
  values (new.id, 0, 0, 1)
  on conflict (user_id) do nothing;

  insert into public.newsletter_preferences (user_id, frequency, is_subscribed)
  values (new.id, 'weekly', false)
  on conflict (user_id) do nothing;

  perform public.award_points(
    new.id, 'registration', 35, 'Registro en Agenda Norte', null, true, '{}'::jsonb
  );

  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated, service_role;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
