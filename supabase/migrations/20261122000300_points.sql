-- Points and levels. Totals live in user_points, every movement in point_transactions.
-- Clients only read their own rows; points are decided on the server: the edge function
-- award-system-points calls public.award_points() with the service role.

create table public.user_points (
  user_id         uuid primary key references auth.users (id) on delete cascade,
  total_points    integer not null default 0,
  monthly_points  integer not null default 0,
  level_id        integer not null default 1,
  updated_at      timestamptz not null default now(),
  constraint user_points_total_nonnegative   check (total_points >= 0),
  constraint user_points_monthly_nonnegative check (monthly_points >= 0),
  constraint user_points_level_positive      check (level_id >= 1)
);

comment on table public.user_points is
  'Point totals per user. level_id = floor(total_points / 100) + 1. monthly_points is refreshed on '
  'each award; rankings compute the month from point_transactions instead.';

create table public.point_transactions (
  id           uuid primary key default gen_random_uuid(),
  user_id      uuid not null references auth.users (id) on delete cascade,
  action_type  text not null,
  description  text,
  points       integer not null,
  created_at   timestamptz not null default now(),
  metadata     jsonb not null default '{}'::jsonb,
  constraint point_transactions_action_type_format check (action_type ~ '^[a-z][a-z0-9_]{0,49}$'),
  constraint point_transactions_description_length check (description is null or char_length(description) <= 300),
  constraint point_transactions_points_range       check (points between -10000 and 10000),
  constraint point_transactions_metadata_object    check (jsonb_typeof(metadata) = 'object')
);

comment on table public.point_transactions is 'Every point movement; newest first in the app (last 20).';

create index point_transactions_user_created_idx on public.point_transactions (user_id, created_at desc);
create index point_transactions_user_action_idx  on public.point_transactions (user_id, action_type, created_at);
create index point_transactions_created_idx      on public.point_transactions (created_at);

create trigger user_points_set_updated_at
  before update on public.user_points
  for each row execute function public.set_updated_at();

alter table public.user_points enable row level security;
alter table public.point_transactions enable row level security;

create policy "owners read their points"
  on public.user_points for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "owners read their point transactions"
  on public.point_transactions for select
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.user_points, public.point_transactions from anon, authenticated;
grant select on table public.user_points, public.point_transactions to authenticated;
grant all on table public.user_points, public.point_transactions to service_role;

-- ─────────────────────────────────────────────────────────────────────────────────────────────
-- award_points: the only way points are created (service_role only).
--   p_daily_max  null = no daily limit; otherwise the sum of today's points (Europe/Madrid day)
--                for p_action_type may not exceed it. A request that would cross the limit is
--                awarded the remainder (e.g. 1 of 2).
--   p_once       true = at most one transaction of this action type per user, ever.
-- Concurrency: the user's user_points row is locked (select … for update) before the rules are
-- checked, so parallel calls for one user are serialised and cannot exceed a limit.
-- Returns the points awarded (0 when refused), the new totals and a reason:
--   'awarded' | 'daily_limit' | 'already_awarded'.
-- ─────────────────────────────────────────────────────────────────────────────────────────────
create or replace function public.award_points(
  p_user_id      uuid,
  p_action_type  text,
  p_points       integer,
  p_description  text default null,
  p_daily_max    integer default null,
  p_once         boolean default false,
  p_metadata     jsonb default '{}'::jsonb
)
returns table (
  awarded         integer,
  total_points    integer,
  monthly_points  integer,
  level_id        integer,
  reason          text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_now          timestamptz := pg_catalog.now();
  v_today_start  timestamptz := pg_catalog.date_trunc('day', v_now at time zone 'Europe/Madrid') at time zone 'Europe/Madrid';
  v_month_start  timestamptz := pg_catalog.date_trunc('month', v_now at time zone 'Europe/Madrid') at time zone 'Europe/Madrid';
  v_awarded      integer := 0;
  v_reason       text := 'awarded';
  v_today_sum    integer;
  v_total        integer;
  v_monthly      integer;
  v_level        integer;
begin
  if p_user_id is null then
    raise exception using errcode = '22023', message = 'p_user_id is required';
  end if;
  if p_action_type is null or p_action_type !~ '^[a-z][a-z0-9_]{0,49}$' then
    raise exception using errcode = '22023', message = 'p_action_type must be a lower-case identifier';
  end if;
  if p_points is null or p_points < 1 or p_points > 1000 then
    raise exception using errcode = '22023', message = 'p_points must be between 1 and 1000';
  end if;
  if p_daily_max is not null and p_daily_max < 0 then
    raise exception using errcode = '22023', message = 'p_daily_max must be >= 0';
  end if;
  if p_metadata is not null and pg_catalog.jsonb_typeof(p_metadata) <> 'object' then
    raise exception using errcode = '22023', message = 'p_metadata must be a JSON object';
  end if;
  if not exists (select 1 from auth.users u where u.id = p_user_id) then
    raise exception using errcode = '23503', message = 'unknown user';
  end if;

  -- Serialise every award of this user.
  insert into public.user_points as up (user_id) values (p_user_id)
    on conflict (user_id) do nothing;
  perform 1 from public.user_points up where up.user_id = p_user_id for update;

  if coalesce(p_once, false) and exists (
    select 1 from public.point_transactions pt
    where pt.user_id = p_user_id and pt.action_type = p_action_type
  ) then
    v_reason := 'already_awarded';
  elsif p_daily_max is not null then
    select coalesce(sum(pt.points), 0)::integer into v_today_sum
      from public.point_transactions pt
     where pt.user_id = p_user_id
       and pt.action_type = p_action_type
       and pt.created_at >= v_today_start;
    v_awarded := greatest(0, least(p_points, p_daily_max - v_today_sum));
    if v_awarded = 0 then
      v_reason := 'daily_limit';
    end if;
  else
    v_awarded := p_points;
  end if;

  if v_awarded > 0 then
    insert into public.point_transactions (user_id, action_type, description, points, created_at, metadata)
    values (p_user_id, p_action_type, pg_catalog.left(p_description, 300), v_awarded, v_now,
            coalesce(p_metadata, '{}'::jsonb));
  end if;

  select coalesce(sum(pt.points), 0)::integer into v_monthly
    from public.point_transactions pt
   where pt.user_id = p_user_id and pt.created_at >= v_month_start;

  update public.user_points as up
     set total_points   = up.total_points + v_awarded,
         monthly_points = greatest(v_monthly, 0),
         level_id       = ((up.total_points + v_awarded) / 100) + 1
   where up.user_id = p_user_id
  returning up.total_points, up.monthly_points, up.level_id
       into v_total, v_monthly, v_level;

  return query select v_awarded, v_total, v_monthly, v_level, v_reason;
end;
$$;

comment on function public.award_points(uuid, text, integer, text, integer, boolean, jsonb) is
  'Server-side point award (service_role only): daily-limit / once-only rules, atomic per user.';

revoke execute on function public.award_points(uuid, text, integer, text, integer, boolean, jsonb)
  from public, anon, authenticated;
grant execute on function public.award_points(uuid, text, integer, text, integer, boolean, jsonb)
  to service_role;
