-- Remote procedures the app calls (supabase.rpc). Every function sets search_path = '' and uses
-- fully-qualified names. Execute is revoked from public/anon/authenticated and granted back only
-- to the roles listed next to each function (see supabase/README.md for the full table).

-- ── Internal helpers (not callable by clients) ───────────────────────────────────────────────

-- jsonb → text[]: an array of scalars, a single string (wrapped, like the app does), or empty.
create or replace function public.jsonb_to_text_array(p_value jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case pg_catalog.jsonb_typeof(p_value)
    when 'array' then coalesce(
      (select pg_catalog.array_agg(pg_catalog.btrim(e.value) order by e.ordinality)
         from pg_catalog.jsonb_array_elements_text(p_value) with ordinality as e(value, ordinality)
        where pg_catalog.btrim(e.value) <> ''),
      '{}'::text[])
    when 'string' then case when pg_catalog.btrim(p_value #>> '{}') = '' then '{}'::text[]
                            else array[pg_catalog.btrim(p_value #>> '{}')] end
    else '{}'::text[]
  end;
$$;

revoke execute on function public.jsonb_to_text_array(jsonb) from public, anon, authenticated;
grant execute on function public.jsonb_to_text_array(jsonb) to service_role;

-- Every user with a points row, ranked. p_period 'monthly' ranks by this month's points
-- (Europe/Madrid, summed from point_transactions); anything else ranks by total points.
-- Ties: total points, then the earlier profile, then user id. Security invoker on purpose: it is
-- only useful inside the security-definer ranking RPCs below.
create or replace function public.ranking_entries(p_period text)
returns table (
  rank            bigint,
  user_id         uuid,
  display_name    text,
  total_points    integer,
  monthly_points  integer,
  level_id        integer
)
language sql
stable
set search_path = ''
as $$
  with bounds as (
    select pg_catalog.date_trunc('month', pg_catalog.now() at time zone 'Europe/Madrid')
             at time zone 'Europe/Madrid' as month_start
  ),
  monthly as (
    select pt.user_id, sum(pt.points)::integer as points
      from public.point_transactions pt
      cross join bounds b
     where pt.created_at >= b.month_start
     group by pt.user_id
  ),
  base as (
    select up.user_id,
           pg_catalog.left(coalesce(nullif(pg_catalog.btrim(p.full_name), ''), 'Usuario anónimo'), 120) as display_name,
           up.total_points,
           greatest(coalesce(m.points, 0), 0) as monthly_points,
           up.level_id,
           p.created_at as since
      from public.user_points up
      left join public.profiles p on p.user_id = up.user_id
      left join monthly m on m.user_id = up.user_id
  )
  select pg_catalog.row_number() over (
           order by case when p_period = 'monthly' then b.monthly_points else b.total_points end desc,
                    b.total_points desc, b.since asc nulls last, b.user_id
         ) as rank,
         b.user_id, b.display_name, b.total_points, b.monthly_points, b.level_id
    from base b
   order by 1;
$$;

revoke execute on function public.ranking_entries(text) from public, anon, authenticated, service_role;

-- ── Points ───────────────────────────────────────────────────────────────────────────────────

-- True while the caller may still earn points for p_action_type today (Europe/Madrid):
-- today's points for that action < p_max_points. The caller must be p_user_id (service_role may
-- ask for anyone). Security invoker: the sum reads the caller's own rows under RLS.
create or replace function public.check_daily_limit(
  p_user_id      uuid,
  p_action_type  text,
  p_max_points   integer
)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  v_today_start timestamptz := pg_catalog.date_trunc('day', pg_catalog.now() at time zone 'Europe/Madrid') at time zone 'Europe/Madrid';
  v_sum integer;
begin
  if current_user in ('anon', 'authenticated')
     and (p_user_id is null or p_user_id is distinct from (select auth.uid())) then
    raise exception using errcode = '42501', message = 'check_daily_limit: you can only check your own limit';
  end if;
  if p_action_type is null or p_max_points is null or p_max_points < 0 then
    raise exception using errcode = '22023', message = 'check_daily_limit: p_action_type and p_max_points >= 0 are required';
  end if;

  select coalesce(sum(pt.points), 0)::integer into v_sum
    from public.point_transactions pt
   where pt.user_id = p_user_id
     and pt.action_type = p_action_type
     and pt.created_at >= v_today_start;

  return v_sum < p_max_points;
end;
$$;

revoke execute on function public.check_daily_limit(uuid, text, integer) from public, anon, authenticated;
grant execute on function public.check_daily_limit(uuid, text, integer) to authenticated, service_role;

-- Kept for the described client call, made harmless: points are decided by the server
-- (award-system-points → award_points), so this never awards or records anything. It returns the
-- caller's points earned today (Europe/Madrid) for p_action_type; p_points is ignored.
create or replace function public.track_daily_points(
  p_user_id      uuid,
  p_action_type  text,
  p_points       integer default null
)
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  v_today_start timestamptz := pg_catalog.date_trunc('day', pg_catalog.now() at time zone 'Europe/Madrid') at time zone 'Europe/Madrid';
  v_sum integer;
begin
  if current_user in ('anon', 'authenticated')
     and (p_user_id is null or p_user_id is distinct from (select auth.uid())) then
    raise exception using errcode = '42501', message = 'track_daily_points: you can only read your own points';
  end if;

  select coalesce(sum(pt.points), 0)::integer into v_sum
    from public.point_transactions pt
   where pt.user_id = p_user_id
     and pt.action_type = p_action_type
     and pt.created_at >= v_today_start;

  return v_sum;
end;
$$;

revoke execute on function public.track_daily_points(uuid, text, integer) from public, anon, authenticated;
grant execute on function public.track_daily_points(uuid, text, integer) to authenticated, service_role;

-- ── Rankings (public) ────────────────────────────────────────────────────────────────────────

-- All-time ranking: users with points, best first (top 100; the app shows the top 10).
create or replace function public.get_public_rankings()
returns table (display_name text, total_points integer, monthly_points integer, level_id integer)
language sql
stable
security definer
set search_path = ''
as $$
  select r.display_name, r.total_points, r.monthly_points, r.level_id
    from public.ranking_entries('total') r
   where r.total_points > 0
   order by r.rank
   limit 100;
$$;

revoke execute on function public.get_public_rankings() from public, anon, authenticated;
grant execute on function public.get_public_rankings() to anon, authenticated, service_role;

-- Monthly ranking: points earned this calendar month (Europe/Madrid) from point_transactions.
create or replace function public.get_monthly_rankings()
returns table (display_name text, total_points integer, monthly_points integer, level_id integer)
language sql
stable
security definer
set search_path = ''
as $$
  select r.display_name, r.total_points, r.monthly_points, r.level_id
    from public.ranking_entries('monthly') r
   where r.monthly_points > 0
   order by r.rank
   limit 100;
$$;

revoke execute on function public.get_monthly_rankings() from public, anon, authenticated;
grant execute on function public.get_monthly_rankings() to anon, authenticated, service_role;

-- The signed-in caller's own position ('total' | 'monthly'); no row when not signed in.
create or replace function public.get_my_rank(p_period text default 'total')
returns table (
  rank            bigint,
  display_name    text,
  total_points    integer,
  monthly_points  integer,
  level_id        integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_period text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_period, 'total')));
  v_uid uuid := (select auth.uid());
begin
  if v_period in ('month', 'monthly', 'mensual') then
    v_period := 'monthly';
  elsif v_period in ('total', 'all', 'alltime', 'all-time', 'public', 'global') then
    v_period := 'total';
  else
    raise exception using errcode = '22023', message = 'get_my_rank: p_period must be ''total'' or ''monthly''';
  end if;

  if v_uid is null then
    return;
  end if;

  return query
    select r.rank, r.display_name, r.total_points, r.monthly_points, r.level_id
      from public.ranking_entries(v_period) r
     where r.user_id = v_uid;
end;
$$;

revoke execute on function public.get_my_rank(text) from public, anon, authenticated;
grant execute on function public.get_my_rank(text) to authenticated, service_role;

-- ── Tracking ─────────────────────────────────────────────────────────────────────────────────

-- +1 on the (page_path, event_id) counter; returns the new count. The path must start with '/',
-- be at most 512 characters and contain no spaces or control characters.
create or replace function public.increment_page_view(p_page_path text, p_event_id uuid default null)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count bigint;
begin
  if p_page_path is null
     or pg_catalog.char_length(p_page_path) not between 1 and 512
     or p_page_path !~ '^/[^[:space:][:cntrl:]]*$' then
    raise exception using errcode = '22023', message = 'increment_page_view: invalid page path';
  end if;
  if p_event_id is not null and not exists (select 1 from public.events e where e.id = p_event_id) then
    raise exception using errcode = '23503', message = 'increment_page_view: unknown event';
  end if;

  insert into public.page_views as pv (page_path, event_id, view_count)
  values (p_page_path, p_event_id, 1)
  on conflict (page_path, event_id)
  do update set view_count = pv.view_count + 1, updated_at = pg_catalog.now()
  returning pv.view_count into v_count;

  return v_count;
end;
$$;

revoke execute on function public.increment_page_view(text, uuid) from public, anon, authenticated;
grant execute on function public.increment_page_view(text, uuid) to anon, authenticated, service_role;

-- ── Favourite aggregates (nobody reads other people's favourite rows) ───────────────────────

-- How many users saved each of the given events (existing events only; 0 included).
-- At most 1000 ids per call.
create or replace function public.get_event_favorite_counts(p_event_ids uuid[])
returns table (event_id uuid, favorite_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_event_ids is null then
    return;
  end if;
  if pg_catalog.cardinality(p_event_ids) > 1000 then
    raise exception using errcode = '22023', message = 'get_event_favorite_counts: at most 1000 ids';
  end if;

  return query
    select e.id, count(f.id)
      from public.events e
      left join public.user_favorites f on f.event_id = e.id
     where e.id = any (p_event_ids)
     group by e.id;
end;
$$;

revoke execute on function public.get_event_favorite_counts(uuid[]) from public, anon, authenticated;
grant execute on function public.get_event_favorite_counts(uuid[]) to anon, authenticated, service_role;

-- Favourites saved in the last p_days days (1–30, default 7) per event, most first (top 500).
create or replace function public.get_trending_favorite_counts(p_days integer default 7)
returns table (event_id uuid, recent_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_days is null or p_days < 1 or p_days > 30 then
    raise exception using errcode = '22023', message = 'get_trending_favorite_counts: p_days must be between 1 and 30';
  end if;

  return query
    select f.event_id, count(*)
      from public.user_favorites f
     where f.created_at >= pg_catalog.now() - pg_catalog.make_interval(days => p_days)
     group by f.event_id
     order by count(*) desc, f.event_id
     limit 500;
end;
$$;

revoke execute on function public.get_trending_favorite_counts(integer) from public, anon, authenticated;
grant execute on function public.get_trending_favorite_counts(integer) to anon, authenticated, service_role;

-- ── Moderation ───────────────────────────────────────────────────────────────────────────────

-- A moderator (or the service role) approves or rejects a pending submission.
--   'approve' (or 'approved'): creates the event from the payload (already validated and
--     sanitised by the submit-event edge function), links it, marks the submission approved.
--   'reject' (or 'rejected'): p_reason is required; marks the submission rejected.
-- Errors: 42501 not a moderator · P0002 unknown submission · 55000 already reviewed ·
--         22023 bad decision / missing reason / payload without title.
create or replace function public.review_submission(
  p_submission_id  uuid,
  p_decision       text,
  p_reason         text default null
)
returns table (submission_id uuid, status text, event_id uuid)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid       uuid := (select auth.uid());
  v_sub       public.event_submissions%rowtype;
  v_p         jsonb;
  v_decision  text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_decision, '')));
  v_event_id  uuid;
  v_cats      text[];
  v_price     numeric;
  v_is_free   boolean;
  v_title     text;
begin
  if not (public.is_moderator() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception using errcode = '42501', message = 'review_submission: only moderators can review submissions';
  end if;

  select * into v_sub from public.event_submissions s where s.id = p_submission_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'review_submission: submission not found';
  end if;
  if v_sub.status <> 'pending' then
    raise exception using errcode = '55000', message = 'review_submission: submission already reviewed';
  end if;

  if v_decision in ('approve', 'approved') then
    v_p := v_sub.payload;
    v_title := pg_catalog.btrim(coalesce(v_p ->> 'title', ''));
    if v_title = '' then
      raise exception using errcode = '22023', message = 'review_submission: payload has no title';
    end if;
    v_cats := public.jsonb_to_text_array(v_p -> 'category_id');
    v_price := case
      when pg_catalog.jsonb_typeof(v_p -> 'price') = 'number' then (v_p ->> 'price')::numeric
      when (v_p ->> 'price') ~ '^\s*[0-9]+([.,][0-9]{1,2})?\s*$'
        then pg_catalog.replace(pg_catalog.btrim(v_p ->> 'price'), ',', '.')::numeric
      else null
    end;
    v_is_free := case pg_catalog.jsonb_typeof(v_p -> 'is_free')
      when 'boolean' then (v_p ->> 'is_free')::boolean
      when 'string' then pg_catalog.lower(v_p ->> 'is_free') in ('true', '1', 'si', 'sí')
      else false
    end;

    insert into public.events (
      image_url, title, description, category_id, subcategory, venue, town, neighborhood, address,
      start_date, end_date, start_time, end_time, price, is_free, ticket_url, info_url, organizer,
      tags, artist, como_llegar, destacado, recomendaciones
    ) values (
      '/images/categories/' || coalesce(v_cats[1], 'cultura') || '.svg',
      v_title,
      nullif(v_p ->> 'description', ''),
      v_cats,
      public.jsonb_to_text_array(v_p -> 'subcategory'),
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'venue', '')), ''),
      -- A city id from the form becomes the town name the listings match on.
      case pg_catalog.lower(pg_catalog.btrim(coalesce(v_p ->> 'town', '')))
        when '' then null
        when 'bilbao' then 'Bilbao'
        when 'sansebastian' then 'San Sebastián'
        when 'pamplona' then 'Pamplona'
        when 'vitoria' then 'Vitoria-Gasteiz'
        when 'santander' then 'Santander'
        when 'logronio' then 'Logroño'
        else pg_catalog.btrim(v_p ->> 'town')
      end,
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'neighborhood', '')), ''),
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'address', v_p ->> 'venue', '')), ''),
      nullif(v_p ->> 'start_date', '')::date,
      nullif(v_p ->> 'end_date', '')::date,
      nullif(v_p ->> 'start_time', '')::time,
      nullif(v_p ->> 'end_time', '')::time,
      case when v_is_free then null else v_price end,
      v_is_free,
      nullif(v_p ->> 'ticket_url', ''),
      nullif(v_p ->> 'info_url', ''),
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'organizer', '')), ''),
      public.jsonb_to_text_array(v_p -> 'tags'),
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'artist', '')), ''),
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'como_llegar', '')), ''),
      0,
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'recomendaciones', '')), '')
    )
    returning id into v_event_id;

    update public.event_submissions s
       set status = 'approved', event_id = v_event_id, reviewed_at = pg_catalog.now(),
           reviewed_by = v_uid, rejection_reason = null
     where s.id = v_sub.id;

    return query select v_sub.id, 'approved'::text, v_event_id;

  elsif v_decision in ('reject', 'rejected') then
    if coalesce(pg_catalog.btrim(p_reason), '') = '' then
      raise exception using errcode = '22023', message = 'review_submission: a rejection needs a reason';
    end if;

    update public.event_submissions s
       set status = 'rejected', reviewed_at = pg_catalog.now(), reviewed_by = v_uid,
           rejection_reason = pg_catalog.left(pg_catalog.btrim(p_reason), 1000)
     where s.id = v_sub.id;

    return query select v_sub.id, 'rejected'::text, null::uuid;

  else
    raise exception using errcode = '22023', message = 'review_submission: p_decision must be ''approve'' or ''reject''';
  end if;
end;
$$;

revoke execute on function public.review_submission(uuid, text, text) from public, anon, authenticated;
grant execute on function public.review_submission(uuid, text, text) to authenticated, service_role;
